/**
 * The dealer zone's server side for its pages: whether a request is in the zone, its session
 * and resources, and the sign-in and sign-out forms' actions, made from the same operations
 * as `/api/v1/dealer-zone/session`.
 */
import { buildUrl } from "@common/routes";
import { enterDealerZone, leaveDealerZone, readDealerSession } from "@workers/content";
import { inLocale } from "./content.server";
import { env } from "./db.server";
import { type ActionArgs, operationAction } from "./operation-action.server";

export { DEALER_SECTIONS, type DealerSection, type DealerSession, NOT_A_DEALER_MESSAGE, listDealerResources } from "@workers/content";

/** The request's dealer session, or null. */
export function dealerSessionOf(request: Request) {
  return readDealerSession(request, env);
}

/** Whether the request is signed in to the dealer zone (the root loader's flag for the account menu). */
export async function isInDealerZone(request: Request): Promise<boolean> {
  return (await dealerSessionOf(request)) !== null;
}

const enter = operationAction(enterDealerZone);

/**
 * Signing in to the zone: a visitor not yet signed in with DolphinID signs in first and
 * comes back to the zone's home page, where its sign-in button is.
 */
export const dealerSignInAction = inLocale(async (args: ActionArgs) => {
  const result = await enter(args);
  if (result instanceof Response && result.headers.get("Location")?.startsWith(buildUrl("Login"))) {
    result.headers.set("Location", buildUrl("Login", {}, { query: { returnTo: buildUrl("DealerZone") } }));
  }
  return result;
});

export const dealerSignOutAction = inLocale(operationAction(leaveDealerZone));
