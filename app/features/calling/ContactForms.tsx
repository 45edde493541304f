/**
 * The address book's add, edit and delete forms, shown in its dialogs. Each is an AjaxForm: its
 * script (~/enhance/posted-form.ts) sends it in place and shows its problems; the address book
 * changes its list from the answer, which it hears here (useFormAnswered).
 */
import { useRef } from "react";
import type { Contact } from "@common/calling/contact";
import { CONTACT_ADDED_MESSAGE, CONTACT_CREATE_FAILED, CONTACT_DELETE_FAILED, CONTACT_SAVED_MESSAGE, CONTACT_SAVE_FAILED } from "@common/calling/messages";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { TextField } from "~/components/forms/fields";
import { useFormAnswered } from "~/hooks/useFormAnswered";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";

export function ContactForm({
  contact,
  onCancel,
  onSaved,
}: {
  contact: Contact | null;
  onCancel: () => void;
  onSaved: (message: string, saved: Contact | null) => void;
}) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const editing = contact !== null;
  const formRef = useRef<HTMLFormElement>(null);
  // The form's script sends it and shows its problems; the list changes here, from the answer.
  useFormAnswered(formRef, (data) => {
    const answer = data as Partial<Contact> | null;
    const name = answer?.contactName;
    const saved = name && answer.contactEmail ? { contactName: name, contactEmail: answer.contactEmail, userId: answer.userId ?? null } : null;
    if (!name) onSaved(text(editing ? CONTACT_SAVED_MESSAGE : CONTACT_ADDED_MESSAGE), saved);
    else onSaved(text(editing ? "Your changes to {name} have been saved." : "{name} has been added to your address book.", { name }), saved);
  });
  return (
    <AjaxForm
      ref={formRef}
      action={url("AccountAddressBook")}
      endpoint={editing ? `account/contacts/${encodeURIComponent(contact.contactEmail)}` : "account/contacts"}
      method={editing ? "patch" : "post"}
      fallbackMessage={text(editing ? CONTACT_SAVE_FAILED : CONTACT_CREATE_FAILED)}
      successMessage={text(editing ? CONTACT_SAVED_MESSAGE : CONTACT_ADDED_MESSAGE)}
    >
      {() => (
        <>
          <input type="hidden" name="intent" value={editing ? "edit" : "add"} />
          {editing && <input type="hidden" name="originalEmail" value={contact.contactEmail} />}
          <TextField
            name="contactName"
            id={editing ? "edit-contactName" : "contactName"}
            label={text("Contact name")}
            required
            maxLength={255}
            autoComplete="off"
            defaultValue={contact?.contactName}
          />
          <TextField
            name="contactEmail"
            id={editing ? "edit-contactEmail" : "contactEmail"}
            label={text("Contact email")}
            type="email"
            required
            maxLength={255}
            autoComplete="off"
            defaultValue={contact?.contactEmail}
          />
          <div className="button-row">
            <SubmitButton busyLabel={text(editing ? "Saving…" : "Adding…")}>{t(editing ? "Save Changes" : "Add Contact")}</SubmitButton>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {t("Cancel")}
            </button>
          </div>
        </>
      )}
    </AjaxForm>
  );
}

export function DeleteContact({
  contact,
  descriptionId,
  onCancel,
  onDeleted,
}: {
  contact: Contact;
  descriptionId: string;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const formRef = useRef<HTMLFormElement>(null);
  // The form's script sends it and says why when it fails; the contact leaves the list here.
  useFormAnswered(formRef, onDeleted);
  return (
    <AjaxForm
      ref={formRef}
      action={url("AccountAddressBook")}
      endpoint={`account/contacts/${encodeURIComponent(contact.contactEmail)}`}
      method="delete"
      fallbackMessage={text(CONTACT_DELETE_FAILED)}
    >
      {() => (
        <>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="email" value={contact.contactEmail} />
          <p id={descriptionId}>
            <T
              message="Delete <0>{name}</0> (<1>{email}</1>) from your address book? You can add them again later."
              values={{ name: contact.contactName, email: contact.contactEmail }}
              components={[<span translate="no" />, <span translate="no" />]}
            />
          </p>
          <div className="button-row">
            <SubmitButton className="button button--danger" busyLabel={text("Deleting…")}>
              {t("Delete")}
            </SubmitButton>
            {/* The question starts on the way out, not on the button that cannot be undone. */}
            <button type="button" className="button button--secondary" onClick={onCancel} data-initial-focus="">
              {t("Cancel")}
            </button>
          </div>
        </>
      )}
    </AjaxForm>
  );
}
