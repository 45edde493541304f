import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/address-book";
import { CONTACT_ADDED_MESSAGE, CONTACT_DELETED_MESSAGE, CONTACT_SAVED_MESSAGE } from "@common/calling/messages";
import { type FormActionResult, fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { addressBookAction, loadAddressBook } from "~/features/calling/calling.server";
import { AddressBook } from "~/features/calling/AddressBook";
import { useCallingAccount } from "./calling-account";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import { T, metaText, useT } from "~/i18n/I18n";

export const handle = { i18n: "calling", pageCache: "session" } satisfies I18nHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaText(matches).text("Video calling address book | Dolphin") }];

export async function loader({ request }: Route.LoaderArgs) {
  return loadAddressBook(request);
}

/** The add, edit and delete forms without JavaScript (with it, they call the same operations through the API). */
export const action = addressBookAction;

const DONE_MESSAGES: Record<string, string> = {
  added: CONTACT_ADDED_MESSAGE,
  saved: CONTACT_SAVED_MESSAGE,
  deleted: CONTACT_DELETED_MESSAGE,
};

type ContactIntent = "add" | "edit" | "delete";

function isContactIntent(intent: string | undefined): intent is ContactIntent {
  return intent === "add" || intent === "edit" || intent === "delete";
}

export default function AddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const account = useCallingAccount();
  const [search] = useSearchParams();
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const done = DONE_MESSAGES[search.get("done") ?? ""];
  const result = actionData as FormActionResult | undefined;
  const failed = result && result.status !== "done" && isContactIntent(result.intent) ? { ...result, intent: result.intent } : null;
  const failureMessage = failed?.status === "error" ? failed.message : null;
  const fieldErrors = fieldErrorsOf(failed);
  // Without JavaScript, ?add, ?edit=email and ?delete=email show their form in the page (again after a failure).
  const noScriptForm = failed
    ? { intent: failed.intent, email: failed.values.originalEmail ?? failed.values.email ?? "" }
    : search.has("add")
      ? { intent: "add" as const, email: "" }
      : search.get("edit")
        ? { intent: "edit" as const, email: search.get("edit")! }
        : search.get("delete")
          ? { intent: "delete" as const, email: search.get("delete")! }
          : null;
  const target = noScriptForm && noScriptForm.intent !== "add" ? loaderData.contacts.find((contact) => contact.contactEmail === noScriptForm.email) : undefined;

  return (
    <>
      <PageHeading>{t("Make a video call and manage contact list")}</PageHeading>
      {done && (
        <StatusAlert kind="success">
          <p>{t(done)}</p>
        </StatusAlert>
      )}
      {noScriptForm ? (
        <section className="panel" aria-labelledby="contact-form-title">
          {noScriptForm.intent === "delete" ? (
            <PostForm action={url("AccountAddressBook")}>
              <h2 id="contact-form-title">{t("Delete contact")}</h2>
              {failureMessage && (
                <StatusAlert kind="error">
                  <p>{failureMessage}</p>
                </StatusAlert>
              )}
              <p>
                <T
                  message="Delete <0>{name}</0> (<1>{email}</1>) from your address book? You can add them again later."
                  values={{ name: target?.contactName ?? noScriptForm.email, email: noScriptForm.email }}
                  components={[<span translate="no" />, <span translate="no" />]}
                />
              </p>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="email" value={noScriptForm.email} />
              <div className="button-row">
                <SubmitButton className="button button--danger" busyLabel={text("Deleting…")}>
                  {t("Delete")}
                </SubmitButton>
                <Link to={url("AccountAddressBook")} className="button button--secondary">
                  {t("Cancel")}
                </Link>
              </div>
            </PostForm>
          ) : (
            <PostForm action={url("AccountAddressBook")} noValidate>
              <h2 id="contact-form-title">{t(noScriptForm.intent === "add" ? "Add Contact" : "Edit Contact")}</h2>
              <ErrorSummary errors={summaryFromFieldErrors(fieldErrors)} />
              {failureMessage && (
                <StatusAlert kind="error">
                  <p>{failureMessage}</p>
                </StatusAlert>
              )}
              <input type="hidden" name="intent" value={noScriptForm.intent} />
              <input type="hidden" name="originalEmail" value={noScriptForm.email} />
              <TextField
                name="contactName"
                label={text("Contact name")}
                required
                maxLength={255}
                autoComplete="off"
                defaultValue={keptValue(failed, "contactName") ?? target?.contactName}
                errors={errorsFor(fieldErrors, "contactName")}
              />
              <TextField
                name="contactEmail"
                label={text("Contact email")}
                type="email"
                required
                maxLength={255}
                autoComplete="off"
                defaultValue={keptValue(failed, "contactEmail") ?? target?.contactEmail ?? (noScriptForm.intent === "edit" ? noScriptForm.email : undefined)}
                errors={errorsFor(fieldErrors, "contactEmail")}
              />
              <div className="button-row">
                <SubmitButton busyLabel={text(noScriptForm.intent === "add" ? "Adding…" : "Saving…")}>
                  {t(noScriptForm.intent === "add" ? "Add Contact" : "Save Changes")}
                </SubmitButton>
                <Link to={url("AccountAddressBook")} className="button button--secondary">
                  {t("Cancel")}
                </Link>
              </div>
            </PostForm>
          )}
        </section>
      ) : null}
      <AddressBook initialContacts={loaderData.contacts} loadError={loaderData.loadError} account={account} />
    </>
  );
}
