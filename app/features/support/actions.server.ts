/**
 * The support desk's page actions, made from the same operations as its /api/v1 routes
 * (workers/support), and what a page with a human-checked form needs to render it.
 */
import { bookCallback, bookTraining, sendBugReport, sendContactMessage, sendSupportMessage } from "@workers/support";
import { LocalHumanVerifier, humanCheckClientConfig } from "@workers/services";
import { db, env } from "~/lib/db.server";
import { operationAction } from "~/lib/operation-action.server";

export const contactMessageAction = operationAction(sendContactMessage);
export const supportMessageAction = operationAction(sendSupportMessage);
export const bugReportAction = operationAction(sendBugReport);
export const callbackBookingAction = operationAction(bookCallback);
export const trainingBookingAction = operationAction(bookTraining);

/** What a page with a human-checked form needs: the provider, and a token for no-JavaScript posts. */
export async function humanCheckForPage(action: string) {
  const config = humanCheckClientConfig(env);
  const token = config.provider === "local" ? await new LocalHumanVerifier(db()).issueToken(action) : null;
  return { humanCheck: config, humanCheckToken: token };
}
