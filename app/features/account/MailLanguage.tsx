/**
 * 'Language of our emails' on Account Preferences: the language every mail to the DolphinID
 * is written in (codes, receipts, notices). Each language is named in itself, as the language
 * switcher names them, so that its speaker finds it whatever the page's language. A plain
 * form posting to the page action (MAIL_LANGUAGE_INTENT), so it works without JavaScript.
 */
import { type FormActionResult, keptValue } from "@common/forms/action-result";
import { LOCALES, type Locale, PUBLIC_LOCALES } from "@common/locale";
import { ActionResult, fieldErrorsOf } from "~/components/forms/ActionResult";
import { PostForm } from "~/components/forms/PostForm";
import { RadioGroup, errorsFor } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { useT } from "~/i18n/I18n";
import { MAIL_LANGUAGE_INTENT } from "./intents";

export function MailLanguage({ language, result }: { language: Locale; result: FormActionResult | undefined }) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const ours = result?.intent === MAIL_LANGUAGE_INTENT ? result : undefined;
  return (
    <section aria-labelledby="mail-language-heading">
      <h2 id="mail-language-heading">{t("Language of our emails")}</h2>
      <ActionResult result={result} intent={MAIL_LANGUAGE_INTENT} />
      <PostForm action={url("AccountPreferences")} className="panel account-form" aria-labelledby="mail-language-heading">
        <input type="hidden" name="intent" value={MAIL_LANGUAGE_INTENT} />
        <RadioGroup
          name="language"
          label={text("Language")}
          hint={t("Codes, receipts, invoices and notices about your DolphinID are written in this language.")}
          required
          options={PUBLIC_LOCALES.map((locale) => ({ value: locale, label: LOCALES[locale].name, lang: LOCALES[locale].htmlLang }))}
          defaultValue={keptValue(ours, "language") ?? language}
          errors={errorsFor(fieldErrorsOf(ours, MAIL_LANGUAGE_INTENT), "language")}
        />
        <SubmitButton busyLabel={text("Saving…")}>{t("Save language")}</SubmitButton>
      </PostForm>
    </section>
  );
}
