/** The webinar page's reads (the places left, a signed-in account's name and address) and its registration action; the cancel page's. */
import { cancelWebinarRegistration, getWebinars, placesLeft, registerForWebinar, registrationByToken } from "@workers/events";
import { readAccountSummary } from "@workers/identity";
import { db, env } from "~/lib/db.server";
import { operationAction } from "~/lib/operation-action.server";
import { getSessionUser } from "~/lib/session.server";

export const webinarRegistrationAction = operationAction(registerForWebinar);
export const webinarCancelAction = operationAction(cancelWebinarRegistration);

export async function webinarPage(request: Request, webinarId: number) {
  const webinar = await getWebinars(env, db()).get(webinarId);
  if (!webinar) return null;
  const upcoming = Date.parse(webinar.startTime) >= Date.now();
  const user = upcoming ? await getSessionUser(request) : null;
  const name = user ? (await readAccountSummary(db(), user.userId)).displayName : "";
  return {
    webinar,
    upcoming,
    placesLeft: upcoming ? await placesLeft(db(), webinar) : null,
    prefill: { name, email: user?.email ?? "" },
  };
}

/** What the cancel link names: the webinar's topic and start, or null for a link that no longer works. */
export async function registrationToCancel(token: string) {
  const row = await registrationByToken(db(), token);
  return row ? { topic: row.topic, startTime: row.startTime.toISOString(), timezone: row.timezone } : null;
}
