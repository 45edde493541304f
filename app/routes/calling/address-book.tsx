import { Link, data, redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/address-book";
import { contactSchema } from "@common/schemas/identity";
import type { FieldErrors } from "@common/api-errors";
import { requireUser } from "~/lib/session.server";
import { parseForm } from "~/lib/form-action.server";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { TextField, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { callSiteApi } from "~/features/calling/site-api.server";
import { AddressBook, type Contact, CONTACT_CREATE_FAILED, CONTACT_SAVE_FAILED, CONTACT_DELETE_FAILED } from "~/features/calling/AddressBook";
import { useCallingAccount } from "./layout";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { PostForm } from "~/components/forms/PostForm";

export const meta: Route.MetaFunction = () => [{ title: "Video calling address book | Dolphin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const result = await callSiteApi<Contact[]>(request, "GET", "account/contacts");
  return {
    contacts: result.ok && Array.isArray(result.data) ? result.data : [],
    loadError: result.ok ? null : "There was an error loading your address book, please refresh and try again",
  };
}

type ActionResult = {
  intent: "add" | "edit" | "delete";
  ok: boolean;
  message: string | null;
  fieldErrors: FieldErrors | null;
  originalEmail?: string;
};

function messageOf(value: unknown, fallback: string): string {
  if (typeof value === "string" && value.trim()) return value;
  if (value && typeof value === "object" && "message" in value && typeof value.message === "string") return value.message;
  return fallback;
}

/** The add, edit and delete forms without JavaScript (with it, they call the same API). */
export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await request.clone().formData();
  const intent = String(form.get("intent") ?? "");
  const page = new URL(request.url);
  if (intent === "delete") {
    const email = String(form.get("email") ?? "");
    const result = await callSiteApi(request, "DELETE", `account/contacts/${encodeURIComponent(email)}`);
    if (!result.ok) return data<ActionResult>({ intent, ok: false, message: messageOf(result.data, CONTACT_DELETE_FAILED), fieldErrors: null }, { status: result.status });
    return redirect(`${page.pathname}?done=deleted`, 303);
  }
  if (intent !== "add" && intent !== "edit") return data<ActionResult>({ intent: "add", ok: false, message: "Choose what to do.", fieldErrors: null }, { status: 400 });
  const originalEmail = String(form.get("originalEmail") ?? "");
  const fallback = intent === "add" ? CONTACT_CREATE_FAILED : CONTACT_SAVE_FAILED;
  const parsed = await parseForm(contactSchema, request);
  if (!parsed.ok) return data<ActionResult>({ intent, ok: false, message: null, fieldErrors: parsed.fieldErrors, originalEmail }, { status: 422 });
  const fields = { contactName: parsed.output.contactName, contactEmail: parsed.output.contactEmail };
  const result =
    intent === "add"
      ? await callSiteApi(request, "POST", "account/contacts", fields)
      : await callSiteApi(request, "PATCH", `account/contacts/${encodeURIComponent(originalEmail)}`, fields);
  if (result.status === 422) {
    const errors = (result.data as { errors?: FieldErrors } | null)?.errors ?? null;
    return data<ActionResult>({ intent, ok: false, message: errors ? null : fallback, fieldErrors: errors, originalEmail }, { status: 422 });
  }
  if (!result.ok) return data<ActionResult>({ intent, ok: false, message: messageOf(result.data, fallback), fieldErrors: null, originalEmail }, { status: result.status });
  return redirect(`${page.pathname}?done=${intent === "add" ? "added" : "saved"}`, 303);
}

const DONE_MESSAGES: Record<string, string> = {
  added: "The contact has been added to your address book.",
  saved: "Your changes to the contact have been saved.",
  deleted: "The contact has been deleted from your address book.",
};

export default function AddressBookPage({ loaderData, actionData }: Route.ComponentProps) {
  const account = useCallingAccount();
  const [search] = useSearchParams();
  const url = useLocalisedUrl();
  const done = DONE_MESSAGES[search.get("done") ?? ""];
  const result = actionData as ActionResult | undefined;
  // Without JavaScript, ?add, ?edit=email and ?delete=email show their form in the page.
  const noScriptForm = result && !result.ok ? { intent: result.intent, email: result.originalEmail ?? "" } : search.has("add") ? { intent: "add" as const, email: "" } : search.get("edit") ? { intent: "edit" as const, email: search.get("edit")! } : search.get("delete") ? { intent: "delete" as const, email: search.get("delete")! } : null;
  const target = noScriptForm && noScriptForm.intent !== "add" ? loaderData.contacts.find((contact) => contact.contactEmail === noScriptForm.email) : undefined;

  return (
    <>
      <PageHeading>Make a video call and manage contact list</PageHeading>
      {done && (
        <StatusAlert kind="success">
          <p>{done}</p>
        </StatusAlert>
      )}
      {noScriptForm ? (
        <section className="panel" aria-labelledby="contact-form-title">
          {noScriptForm.intent === "delete" ? (
            <PostForm action={url("AccountAddressBook")}>
              <h2 id="contact-form-title">Delete contact</h2>
              {result?.message && (
                <StatusAlert kind="error">
                  <p>{result.message}</p>
                </StatusAlert>
              )}
              <p>
                Delete {target?.contactName ?? noScriptForm.email} ({noScriptForm.email}) from your address book? You can add them again later.
              </p>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="email" value={noScriptForm.email} />
              <div className="button-row">
                <SubmitButton className="button button--danger" busyLabel="Deleting…">
                  Delete
                </SubmitButton>
                <Link to={url("AccountAddressBook")} className="button button--secondary">
                  Cancel
                </Link>
              </div>
            </PostForm>
          ) : (
            <PostForm action={url("AccountAddressBook")} noValidate>
              <h2 id="contact-form-title">{noScriptForm.intent === "add" ? "Add Contact" : "Edit Contact"}</h2>
              <ErrorSummary errors={summaryFromFieldErrors(result?.fieldErrors)} />
              {result?.message && (
                <StatusAlert kind="error">
                  <p>{result.message}</p>
                </StatusAlert>
              )}
              <input type="hidden" name="intent" value={noScriptForm.intent} />
              <input type="hidden" name="originalEmail" value={noScriptForm.email} />
              <TextField name="contactName" label="Contact name" required maxLength={255} autoComplete="off" defaultValue={target?.contactName} errors={errorsFor(result?.fieldErrors, "contactName")} />
              <TextField name="contactEmail" label="Contact email" type="email" required maxLength={255} autoComplete="off" defaultValue={target?.contactEmail ?? (noScriptForm.intent === "edit" ? noScriptForm.email : undefined)} errors={errorsFor(result?.fieldErrors, "contactEmail")} />
              <div className="button-row">
                <SubmitButton busyLabel="Saving…">
                  {noScriptForm.intent === "add" ? "Add Contact" : "Save Changes"}
                </SubmitButton>
                <Link to={url("AccountAddressBook")} className="button button--secondary">
                  Cancel
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
