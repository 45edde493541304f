/**
 * The dealer zone's operations: signing in to the zone (a DolphinID account holding the
 * dealer role; others are refused), signing out of it alone, and its resources, which only
 * a dealer session of the signed-in account may read.
 */
import { dealerSectionSchema } from "@common/schemas/content";
import { buildUrl } from "@common/routes";
import * as v from "valibot";
import { type Access, Refusal, defineOperation, done, refuse } from "../operation";
import {
  DEALER_SECTIONS,
  type DealerSection,
  clearDealerSessionCookie,
  endDealerSession,
  listDealerResources,
  readDealerSession,
  signInToDealerZone,
} from "./dealer-zone";

export const DEALER_SIGN_IN_RATE_LIMIT = { name: "dealer-sign-in", limit: 20, windowSeconds: 600 };
export const NOT_A_DEALER_MESSAGE = "Your DolphinID account does not have dealer access. Apply through the dealer enquiry form.";

/** Entering the zone needs a DolphinID session first. */
const dolphinIdFirst: Access = {
  signedIn: false,
  check: async ({ user }) => (user ? null : refuse(401, "Sign in with DolphinID first.")),
};

/** Dealer resources need a dealer session of the account signed in with DolphinID. */
const dealerSessionHolder: Access = {
  signedIn: false,
  check: async ({ request, env }) => ((await readDealerSession(request, env)) ? null : refuse(403, "Sign in to the dealer zone to see dealer resources.")),
};

export const enterDealerZone = defineOperation({
  name: "dealer-zone-sign-in",
  input: v.object({}),
  access: dolphinIdFirst,
  rateLimit: DEALER_SIGN_IN_RATE_LIMIT,
  run: async ({ request, env }) => {
    const result = await signInToDealerZone(request, env);
    if (!result.ok)
      throw Refusal.status(result.reason === "signed-out" ? 401 : 403, result.reason === "signed-out" ? "Sign in with DolphinID first." : NOT_A_DEALER_MESSAGE);
    return done(
      { dealerName: result.session.dealerName, expiresAt: result.session.expiresAt.toISOString() },
      { cookies: [result.cookie], redirect: buildUrl("DealerZone") },
    );
  },
});

/** Ends the dealer session alone; the DolphinID session stays. */
export const leaveDealerZone = defineOperation({
  name: "dealer-zone-sign-out",
  input: v.object({}),
  access: "anyone",
  run: async ({ request, env }) => {
    await endDealerSession(request, env);
    return done(null, { cookies: [clearDealerSessionCookie()], redirect: `${buildUrl("DealerZone")}?logged-out=1` });
  },
});

export const readDealerResources = defineOperation({
  name: "dealer-zone-resources",
  input: dealerSectionSchema,
  access: dealerSessionHolder,
  run: async ({ env }, { section }) => {
    if (!DEALER_SECTIONS.includes(section as DealerSection)) throw Refusal.status(404, "There is no such dealer zone section.");
    return done(await listDealerResources(env, section as DealerSection));
  },
});
