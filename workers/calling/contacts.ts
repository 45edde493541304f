/**
 * The address book as operations: list, add, edit and remove contacts. The address book is
 * kept by the DolphinID account service (the built-in provider locally, the real one in
 * production); each operation calls it with the session's tokens and answers with what it
 * said, so the site's rules and the provider's are the same. The list, which every load of
 * the address book asks for, is read directly when the service is the built-in one. A contact's `userId` is given
 * only when that account would take the caller's call (the provider applies
 * listReachableContacts, workers/identity/contacts.ts).
 */
import * as v from "valibot";
import type { FieldErrors } from "@common/api-errors";
import type { Contact } from "@common/calling/contact";
import {
  CONTACTS_LOAD_FAILED,
  CONTACT_ADDED_MESSAGE,
  CONTACT_CREATE_FAILED,
  CONTACT_DELETED_MESSAGE,
  CONTACT_DELETE_FAILED,
  CONTACT_SAVED_MESSAGE,
  CONTACT_SAVE_FAILED,
} from "@common/calling/messages";
import { TOKEN_ERROR_MESSAGES } from "@common/identity";
import { contactEmailParamSchema, contactSchema, originalEmailParamSchema } from "@common/schemas/identity";
import { type SessionRow, builtInAccountContacts, callAccountServiceFor, readSession } from "../session";
import { type Failure, type OperationContext, Refusal, defineOperation, done, invalid, refuse } from "../operation";
import { hubOf } from "./hub-address";
import { backToPage } from "./page-return";

type RefusalStatus = Parameters<typeof refuse>[0];
const REFUSAL_STATUSES: readonly number[] = [400, 401, 403, 404, 405, 409, 410, 413, 415, 429, 500, 502, 503] satisfies RefusalStatus[];

/** What the account service answered: its status and JSON body (null for 204 or no JSON). */
async function askAccountService(context: OperationContext<"signed-in">, method: string, path: string, body?: Record<string, string>) {
  const { env, request } = context;
  const session = await sessionOf(context);
  // Tokens that cannot be renewed end the session: a 401 that clears its cookie.
  const response = await callAccountServiceFor(env, request.url, session, method, path, body);
  const data = response.status === 204 ? null : ((await response.json().catch(() => null)) as Record<string, unknown> | null);
  if (response.ok && method !== "GET") await tellHubBookChanged(env, session.userId);
  return { ok: response.ok, status: response.status, data };
}

/** The request's session (read once per request), holding the tokens the account service is called with. */
async function sessionOf({ env, request }: OperationContext<"signed-in">): Promise<SessionRow> {
  const session = await readSession(request, env);
  if (!session) throw Refusal.status(401, TOKEN_ERROR_MESSAGES.missingTokens);
  return session;
}

/** A contact added, changed or removed shows in presence at once: the hub reads its address book again. */
async function tellHubBookChanged(env: Env, userId: string) {
  try {
    await hubOf(env, userId).addressBookChanged();
  } catch (error) {
    // The change is saved; the hub reads the book again within a minute, or when the page next sends its contacts.
    console.error("telling the hub about an address book change failed", error);
  }
}

/** The account service's refusal as the operation's: its field errors, or its status and message (else `fallback`). */
function refusalOf(answer: { status: number; data: Record<string, unknown> | null }, fallback: string): Failure {
  const message = typeof answer.data?.message === "string" && answer.data.message ? answer.data.message : fallback;
  if (answer.status === 422 && answer.data?.errors) return invalid(answer.data.errors as FieldErrors, message);
  // A status the site does not answer with is the account service failing.
  const status = REFUSAL_STATUSES.includes(answer.status) ? (answer.status as RefusalStatus) : 502;
  return refuse(status, message);
}

const contactPath = (email: string) => `/account/contacts/${encodeURIComponent(email)}`;

export const listContacts = defineOperation({
  name: "contacts-list",
  input: v.object({}),
  access: "signed-in",
  run: async (context) => {
    // The page's and the API's list: read directly from the built-in account service, or asked of a real one.
    const own = await builtInAccountContacts(context.env, context.request.url, await sessionOf(context));
    if (own) return done(own);
    const answer = await askAccountService(context, "GET", "/account/contacts");
    if (!answer.ok || !Array.isArray(answer.data)) return refusalOf(answer, CONTACTS_LOAD_FAILED);
    return done(answer.data as Contact[]);
  },
});

export const addContact = defineOperation({
  name: "contact-add",
  input: contactSchema,
  access: "signed-in",
  failureMessage: CONTACT_CREATE_FAILED,
  run: async (context, input) => {
    const answer = await askAccountService(context, "POST", "/account/contacts", input);
    if (!answer.ok) return refusalOf(answer, CONTACT_CREATE_FAILED);
    return done(answer.data as unknown as Contact, {
      status: 201,
      message: CONTACT_ADDED_MESSAGE,
      redirect: backToPage(context.request, "AccountAddressBook", "done=added"),
    });
  },
});

/** `originalEmail` names the contact to change (the route's parameter, or the form's hidden field). */
export const editContact = defineOperation({
  name: "contact-edit",
  input: v.object({ ...contactSchema.entries, ...originalEmailParamSchema.entries }),
  access: "signed-in",
  failureMessage: CONTACT_SAVE_FAILED,
  run: async (context, { originalEmail, ...contact }) => {
    const answer = await askAccountService(context, "PATCH", contactPath(originalEmail), contact);
    if (!answer.ok) return refusalOf(answer, CONTACT_SAVE_FAILED);
    return done(answer.data as unknown as Contact, {
      message: CONTACT_SAVED_MESSAGE,
      redirect: backToPage(context.request, "AccountAddressBook", "done=saved"),
    });
  },
});

/** `email` names the contact to remove (the route's parameter, or the form's hidden field). */
export const removeContact = defineOperation({
  name: "contact-remove",
  input: contactEmailParamSchema,
  access: "signed-in",
  failureMessage: CONTACT_DELETE_FAILED,
  run: async (context, { email }) => {
    const answer = await askAccountService(context, "DELETE", contactPath(email));
    if (!answer.ok) return refusalOf(answer, CONTACT_DELETE_FAILED);
    return done(null, { message: CONTACT_DELETED_MESSAGE, redirect: backToPage(context.request, "AccountAddressBook", "done=deleted") });
  },
});
