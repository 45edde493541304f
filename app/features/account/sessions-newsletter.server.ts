/**
 * What the sessions and newsletter sections of Account Preferences show (SignedInSessions,
 * NewsletterSubscription), and their forms' operations for the page action.
 */
import { endOtherSessions, endOwnSession, listOwnSessions, readSession, readSignInHistory } from "@workers/session";
import { newsletterState, subscribeAccountToNewsletter, unsubscribeAccountFromNewsletter } from "@workers/support";
import { db, env } from "~/lib/db.server";
import { NEWSLETTER_INTENTS, SESSION_INTENTS } from "./intents";

export async function readSessionsAndNewsletter(request: Request, user: { userId: string; email: string }) {
  const session = await readSession(request, env);
  const [sessions, history, newsletter] = await Promise.all([
    listOwnSessions(db(), user.userId, session?.idHash ?? null),
    readSignInHistory(db(), user.userId),
    newsletterState(db(), user.email),
  ]);
  return { sessions, history, newsletter };
}

/** The forms of the two sections, by their intent, for the page's `intentActions`. */
export const SESSIONS_AND_NEWSLETTER_OPERATIONS = {
  [SESSION_INTENTS.end]: endOwnSession,
  [SESSION_INTENTS.endOthers]: endOtherSessions,
  [NEWSLETTER_INTENTS.subscribe]: subscribeAccountToNewsletter,
  [NEWSLETTER_INTENTS.unsubscribe]: unsubscribeAccountFromNewsletter,
};
