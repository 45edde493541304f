/**
 * Every server message with its German, French and Dutch, merged from the parts in messages/.
 * They are bundled into the Worker, so each part stays lean: only what a person reads.
 */
import type { SourceCatalogue } from "@common/i18n/compile";
import accountData from "./messages/account-data.json";
import errors from "./messages/errors.json";
import fields from "./messages/fields.json";
import mail from "./messages/mail.json";
import mailFooters from "./messages/mail-footers.json";
import sessionsNewsletter from "./messages/sessions-newsletter.json";
import services from "./messages/services.json";
import staff from "./messages/staff.json";
import validation from "./messages/validation.json";

export const SERVER_CATALOGUE: SourceCatalogue = {
  ...errors,
  ...fields,
  ...validation,
  ...services,
  ...mail,
  ...staff,
  ...accountData,
  ...mailFooters,
  ...sessionsNewsletter,
};
