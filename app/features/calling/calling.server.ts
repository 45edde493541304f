/**
 * What the calling pages need from the server: their page actions, made from the same
 * operations as the calling API (workers/calling), and their loaders' reads.
 */
import type { Contact } from "@common/calling/contact";
import { CONTACTS_LOAD_FAILED } from "@common/calling/messages";
import { type CallSettings, addContact, editContact, listContacts, readCallSettings, removeContact, saveCallSettings } from "@workers/calling";
import { runOperation } from "@workers/operation";
import { env } from "~/lib/db.server";
import { intentActions, operationAction } from "~/lib/operation-action.server";
import { requireUser } from "~/lib/session.server";

/** The settings form without JavaScript. */
export const callSettingsAction = operationAction(saveCallSettings);

/** The address book's add, edit and delete forms without JavaScript, each naming its operation in `intent`. */
export const addressBookAction = intentActions({ add: addContact, edit: editContact, delete: removeContact });

export async function loadCallSettings(request: Request): Promise<{ settings: CallSettings }> {
  const user = await requireUser(request);
  return { settings: await readCallSettings(env.DB, user.userId) };
}

/** The address book as the contacts API gives it, or the message to show when it could not be read. */
export async function loadAddressBook(request: Request): Promise<{ contacts: Contact[]; loadError: string | null }> {
  await requireUser(request);
  const result = await runOperation(listContacts, { env, request, input: {} });
  return result.kind === "done" ? { contacts: result.data, loadError: null } : { contacts: [], loadError: CONTACTS_LOAD_FAILED };
}
