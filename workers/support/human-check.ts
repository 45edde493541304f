/**
 * The human check's own endpoints: GET recaptcha/token gives the local check's one-time
 * token for a form (the hosted providers issue theirs in the browser, so there it is a 404),
 * and POST recaptcha/verify answers whether a token is valid, with the provider's error
 * codes. Both are limited per address, so tokens cannot be farmed.
 */
import { humanCheckSchema, humanCheckTokenSchema } from "@common/schemas/support";
import { defineOperation, done, refuse } from "../operation";
import { LocalHumanVerifier, getHumanVerifier } from "../services";

export const HUMAN_CHECK_RATE_LIMIT = { name: "human-check", limit: 30, windowSeconds: 600 };

export const issueHumanCheckToken = defineOperation({
  name: "human-check-token",
  input: humanCheckTokenSchema,
  access: "anyone",
  rateLimit: HUMAN_CHECK_RATE_LIMIT,
  run: async ({ env, db }, { action }) => {
    const verifier = getHumanVerifier(env, db);
    if (!(verifier instanceof LocalHumanVerifier)) return refuse(404, "Tokens come from the verification provider.");
    return done({ token: await verifier.issueToken(action) });
  },
});

export const verifyHumanCheck = defineOperation({
  name: "human-check-verify",
  input: humanCheckSchema,
  access: "anyone",
  rateLimit: HUMAN_CHECK_RATE_LIMIT,
  run: async ({ env, db, clientAddress }, { token, action }) =>
    done(await getHumanVerifier(env, db).verify(token, { action: action || undefined, remoteIp: clientAddress })),
});
