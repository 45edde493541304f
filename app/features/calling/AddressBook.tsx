/**
 * The address book: the terms banner, the contacts with their online state, 'Add
 * Contact' and 'Refresh Contacts', each contact's menu ('Video Call', 'Voice Call', 'Edit',
 * 'Delete') and call buttons (once the terms are accepted), and the add, edit and delete
 * dialogs. Presence comes from the account's hub over the realtime connection.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { announce } from "@react-aria/live-announcer";
import { CALL_MODE_DIAL } from "@common/realtime/page";
import type { Contact } from "@common/calling/contact";
import { CONTACTS_LOAD_FAILED } from "@common/calling/messages";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { useDisclosure } from "~/hooks/useDisclosure";
import { useHydrated } from "~/hooks/useHydrated";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { T, useT } from "~/i18n/I18n";
import { api } from "~/lib/api-client";
import { TermsBanner } from "~/features/account/TermsBanner";
import { onTermsAccepted } from "~/features/account/terms-banner";
import { ModalDialog } from "~/components/dialog/ModalDialog";
import { ContactForm, DeleteContact } from "./ContactForms";
import { PresenceTracker } from "./presence";
import { getRealtimeClient } from "./realtime-client";

export const EMPTY_ADDRESS_BOOK = "No contacts found in your address book";
export const LOADING_CONTACTS = "Loading Contacts…";
/** For a contact without a userId: the same words whether or not the address has a DolphinID, so the list never tells. */
export const NOT_REACHABLE_YET = "Not reachable yet";
export const CONNECTION_REPLACED =
  "Online status has stopped updating in this tab because your account is open in too many tabs or windows. Close some and reload this page to see it again.";
/** Shown only once several attempts to connect in a row have failed; the page keeps trying. */
export const CONNECTION_UNAVAILABLE =
  "Online status and calls are not available at the moment because this page cannot connect. It keeps trying and this message goes once it is connected.";

type DialogState = { kind: "add" } | { kind: "edit"; contact: Contact } | { kind: "delete"; contact: Contact } | null;

export function AddressBook({
  initialContacts,
  loadError,
  account,
}: {
  initialContacts: Contact[];
  loadError: string | null;
  account: { email: string; termsAccepted: boolean };
}) {
  const hydrated = useHydrated();
  const url = useLocalisedUrl();
  const { t, text } = useT();
  const [contacts, setContacts] = useState(initialContacts);
  const [loading, setLoading] = useState(false);
  // The loader names the failure in English; the API speaks the page's language already.
  const [error, setError] = useState(() => (loadError ? text(loadError) : null));
  const [termsAccepted, setTermsAccepted] = useState(account.termsAccepted);
  // Accepted in the banner (its module): calls may be placed now. The banner itself stays as the
  // page came, showing its thanks (calls ring on the calling pages whether or not accepted).
  useEffect(() => onTermsAccepted(() => setTermsAccepted(true)), []);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [online, setOnline] = useState<Record<string, boolean>>({});
  const [replaced, setReplaced] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const trackerRef = useRef(new PresenceTracker());
  // The contact whose options take focus when a dialog closes and the button that opened it is
  // gone (an address changed, a contact deleted); null for the list's heading.
  const focusAfterDialog = useRef<string | null>(null);
  const returnFocusFallback = useCallback(
    () => (focusAfterDialog.current !== null ? optionsButtonOf(focusAfterDialog.current) : null) ?? document.getElementById("contacts-title"),
    [],
  );
  const deleteDescriptionId = useId();
  const names = useMemo(() => contacts.filter((contact) => contact.userId).map((contact) => contact.contactEmail.toLowerCase()), [contacts]);

  // Presence: tell the hub who is shown, ask for their states, and listen for changes.
  useEffect(() => {
    if (!hydrated) return;
    const client = getRealtimeClient(account.email);
    const tracker = trackerRef.current;
    tracker.setContacts(names);
    const snapshot = () => Object.fromEntries(tracker.contacts.map((name) => [name, tracker.isOnline(name)]));
    const off = client.on("onlinestatus", (message) => {
      const before = snapshot();
      if (!tracker.apply(message)) return;
      const after = snapshot();
      setOnline(after);
      if (message.sequence === null) {
        for (const name of message.names) {
          const key = name.toLowerCase();
          if (before[key] === after[key] || after[key] === undefined) continue;
          const contact = contacts.find((item) => item.contactEmail.toLowerCase() === key);
          announce(text(after[key] ? "{name} is now online" : "{name} is now offline", { name: contact?.contactName ?? name }), "polite");
        }
      }
    });
    const offState = client.onState((state) => {
      setUnavailable(state === "unavailable");
      if (state === "online") client.send(tracker.request());
      if (state === "replaced") {
        setReplaced(true);
        setOnline({});
      }
    });
    client.send({ type: "contacts", names });
    client.send(tracker.request());
    return () => {
      off();
      offState();
    };
  }, [hydrated, names, account.email, contacts, text]);

  const refresh = useCallback(
    async (message?: string) => {
      setLoading(true);
      setError(null);
      const result = await api.get<Contact[]>("account/contacts", { cancelId: "contactsload" });
      if (!result.ok && result.cancelled) return;
      setLoading(false);
      if (result.ok) {
        setContacts(result.data);
        announce(
          message ?? text("{count, plural, one {Contacts refreshed: # contact.} other {Contacts refreshed: # contacts.}}", { count: result.data.length }),
          "polite",
        );
      } else {
        setError(result.message || text(CONTACTS_LOAD_FAILED));
      }
    },
    [text],
  );

  // A role=status inserted with its words already in it is often not said: these are said too.
  useEffect(() => {
    if (replaced) announce(text(CONNECTION_REPLACED), "polite");
  }, [replaced, text]);
  useEffect(() => {
    if (unavailable) announce(text(CONNECTION_UNAVAILABLE), "polite");
  }, [unavailable, text]);

  const onlineCount = names.filter((name) => online[name]).length;

  return (
    <>
      <TermsBanner termsAccepted={account.termsAccepted ? "accepted" : null} />

      <div className="button-row address-book__toolbar">
        {hydrated ? (
          <button type="button" className="button" onClick={() => setDialog({ kind: "add" })}>
            {t("Add Contact")}
          </button>
        ) : (
          <Link to={`${url("AccountAddressBook")}?add=1`} className="button">
            {t("Add Contact")}
          </Link>
        )}
        {hydrated ? (
          <button type="button" className="button button--secondary" onClick={() => void refresh()} disabled={loading}>
            {t("Refresh Contacts")}
          </button>
        ) : (
          <Link to={url("AccountAddressBook")} className="button button--secondary">
            {t("Refresh Contacts")}
          </Link>
        )}
      </div>

      {error && (
        <StatusAlert kind="error">
          <p>{error}</p>
        </StatusAlert>
      )}
      {replaced && (
        <StatusAlert kind="message">
          <p>{t(CONNECTION_REPLACED)}</p>
        </StatusAlert>
      )}
      {unavailable && (
        <StatusAlert kind="message">
          <p>{t(CONNECTION_UNAVAILABLE)}</p>
        </StatusAlert>
      )}

      <h2 id="contacts-title">{t("Your contacts")}</h2>
      <p role="status" className="address-book__status">
        {loading
          ? t(LOADING_CONTACTS)
          : contacts.length === 0
            ? ""
            : hydrated
              ? t("{count, plural, one {# contact, {online} online} other {# contacts, {online} online}}", { count: contacts.length, online: onlineCount })
              : t("{count, plural, one {# contact} other {# contacts}}", { count: contacts.length })}
      </p>
      {!loading && contacts.length === 0 && <p className="address-book__empty">{t(EMPTY_ADDRESS_BOOK)}</p>}
      {contacts.length > 0 && (
        <ul className="contact-list" aria-labelledby="contacts-title" aria-busy={loading}>
          {contacts.map((contact) => (
            <ContactCard
              key={contact.contactEmail}
              contact={contact}
              online={hydrated && !replaced && contact.userId ? (online[contact.contactEmail.toLowerCase()] ?? false) : null}
              canCall={termsAccepted && contact.userId !== null}
              hydrated={hydrated}
              onEdit={() => {
                focusAfterDialog.current = contact.contactEmail;
                setDialog({ kind: "edit", contact });
              }}
              onDelete={() => {
                focusAfterDialog.current = contact.contactEmail;
                setDialog({ kind: "delete", contact });
              }}
            />
          ))}
        </ul>
      )}

      <ModalDialog
        open={dialog?.kind === "add" || dialog?.kind === "edit"}
        onClose={() => setDialog(null)}
        title={t(dialog?.kind === "edit" ? "Edit Contact" : "Add Contact")}
        returnFocusFallback={returnFocusFallback}
      >
        {(dialog?.kind === "add" || dialog?.kind === "edit") && (
          <ContactForm
            key={dialog.kind === "edit" ? dialog.contact.contactEmail : "add"}
            contact={dialog.kind === "edit" ? dialog.contact : null}
            onCancel={() => setDialog(null)}
            onSaved={(message, saved) => {
              setDialog(null);
              // The card is shown as saved at once, so focus returns to it, under a changed
              // address too, as the dialog closes; the list is then read again from the server.
              if (saved && dialog.kind === "edit") {
                const original = dialog.contact.contactEmail;
                focusAfterDialog.current = saved.contactEmail;
                setContacts((list) => list.map((item) => (item.contactEmail === original ? saved : item)));
              }
              void refresh(message);
            }}
          />
        )}
      </ModalDialog>
      <ModalDialog
        open={dialog?.kind === "delete"}
        onClose={() => setDialog(null)}
        title={t("Delete contact")}
        describedBy={deleteDescriptionId}
        returnFocusFallback={returnFocusFallback}
      >
        {dialog?.kind === "delete" && (
          <DeleteContact
            contact={dialog.contact}
            descriptionId={deleteDescriptionId}
            onCancel={() => setDialog(null)}
            onDeleted={() => {
              // Its menu goes with it: focus moves to the next contact's options (or the one
              // before, or the list's heading when none is left).
              const index = contacts.findIndex((item) => item.contactEmail === dialog.contact.contactEmail);
              const neighbour = contacts[index + 1] ?? contacts[index - 1];
              focusAfterDialog.current = neighbour && neighbour !== dialog.contact ? neighbour.contactEmail : null;
              setContacts((list) => list.filter((item) => item.contactEmail !== dialog.contact.contactEmail));
              setDialog(null);
              void refresh(text("{name} has been deleted from your address book.", { name: dialog.contact.contactName }));
            }}
          />
        )}
      </ModalDialog>
    </>
  );
}

/** A contact's options button, found by address when a dialog closes. */
function optionsButtonOf(email: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`.contact-card[data-contact-email="${CSS.escape(email.toLowerCase())}"] .contact-menu__toggle`);
}

function callUrl(url: ReturnType<typeof useLocalisedUrl>, contact: Contact, withVideo: boolean) {
  return url("Call", {}, { query: { mode: CALL_MODE_DIAL, to: contact.contactEmail, name: contact.contactName, withVideo: withVideo ? "true" : "false" } });
}

function ContactCard({
  contact,
  online,
  canCall,
  hydrated,
  onEdit,
  onDelete,
}: {
  contact: Contact;
  online: boolean | null;
  canCall: boolean;
  hydrated: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const url = useLocalisedUrl();
  const { t } = useT();
  const menu = useDisclosure<HTMLDivElement>();
  const presence = contact.userId === null ? NOT_REACHABLE_YET : online === null ? "Online status unknown" : online ? "Online" : "Offline";
  const hiddenName = <span className="visually-hidden" translate="no" />;
  const values = { name: contact.contactName };
  const base = url("AccountAddressBook");
  return (
    <li className="contact-card" data-contact-email={contact.contactEmail.toLowerCase()}>
      <div className="contact-card__details">
        <h3 className="contact-card__name" translate="no">
          {contact.contactName}
        </h3>
        <p className="contact-card__email" translate="no">
          {contact.contactEmail}
        </p>
        <p className={`presence${online ? " presence--online" : ""}`}>
          <span className="presence__icon" aria-hidden="true">
            {online ? "●" : "○"}
          </span>{" "}
          <span className="presence__label">{t(presence)}</span>
        </p>
      </div>
      <div className="contact-card__actions">
        {canCall && (
          <>
            <a className="button" href={callUrl(url, contact, true)}>
              <T message="Video Call<0> {name}</0>" values={values} components={[hiddenName]} />
            </a>
            <a className="button button--secondary" href={callUrl(url, contact, false)}>
              <T message="Voice Call<0> {name}</0>" values={values} components={[hiddenName]} />
            </a>
          </>
        )}
        <div className="contact-menu" ref={menu.rootRef}>
          <button {...menu.buttonProps} className="button button--secondary contact-menu__toggle">
            <T message="Options<0> for </0><1>{name}</1>" values={values} components={[<span className="visually-hidden" />, hiddenName]} />
          </button>
          <ul {...menu.panelProps} className="contact-menu__panel">
            {canCall && (
              <>
                <li>
                  <a href={callUrl(url, contact, true)}>{t("Video Call")}</a>
                </li>
                <li>
                  <a href={callUrl(url, contact, false)}>{t("Voice Call")}</a>
                </li>
              </>
            )}
            <li>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => {
                    // The menu folds away: its button is what the dialog returns focus to.
                    menu.close(true);
                    onEdit();
                  }}
                >
                  {t("Edit")}
                </button>
              ) : (
                <Link to={`${base}?edit=${encodeURIComponent(contact.contactEmail)}`}>{t("Edit")}</Link>
              )}
            </li>
            <li>
              {hydrated ? (
                <button
                  type="button"
                  onClick={() => {
                    menu.close(true);
                    onDelete();
                  }}
                >
                  {t("Delete")}
                </button>
              ) : (
                <Link to={`${base}?delete=${encodeURIComponent(contact.contactEmail)}`}>{t("Delete")}</Link>
              )}
            </li>
          </ul>
        </div>
      </div>
    </li>
  );
}
