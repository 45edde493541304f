/**
 * The site's sign-in with DolphinID, each operation defined once: going to the provider, and
 * the code exchange when it sends the visitor back (/api/v1/oauth/exchange).
 */
import { buildUrl } from "@common/routes";
import { DEFAULT_LOCALE } from "@common/constants";
import { safeRedirectTarget, safeSitePath } from "@common/safe-path";
import { exchangeSchema, loginSchema } from "@common/schemas/identity";
import { defineOperation, done, refuse } from "../operation";
import { authorizationUrl } from "./client";
import { completeSignIn, startSignIn } from "./sign-in";

/**
 * 'Login with DolphinID': the visitor goes to the provider with a fresh OAuth hash (its
 * verifier and state kept in a signed cookie for 10 minutes), to come back to `returnTo`
 * (a path on this site only).
 */
export const startSiteSignIn = defineOperation({
  name: "sign-in-start",
  input: loginSchema,
  access: "anyone",
  run: async ({ request, env, locale }, input) => {
    // Without a page to return to, the visitor lands on their account in the language they signed in from.
    const returnTo = safeSitePath(input.returnTo) ?? (locale === DEFAULT_LOCALE ? null : buildUrl("AccountDashboard", {}, { locale }));
    const { config, hash, cookie, endpoints } = await startSignIn(request, env, { remember: input.remember, returnTo });
    return done(null, { redirect: authorizationUrl(config, hash, endpoints), cookies: [cookie] });
  },
});

/** The provider's answer comes back here: the code and state for a session. No token is returned. */
export const exchangeSignInCode = defineOperation({
  name: "oauth-exchange",
  input: exchangeSchema,
  access: "anyone",
  rateLimit: { name: "oauth-exchange", limit: 30, windowSeconds: 600 },
  run: async ({ request, env }, input) => {
    const result = await completeSignIn(request, env, new URLSearchParams({ code: input.code, state: input.state }));
    if (!result.ok) return refuse(400, result.message, result.setCookies[0] ? { "Set-Cookie": result.setCookies[0] } : undefined);
    return done({ signedIn: true }, { redirect: safeRedirectTarget(result.redirectTo, "/account"), cookies: result.setCookies });
  },
});
