/**
 * The operations of signing in and of a new DolphinID, each defined once: the site's code
 * exchange (/api/v1/oauth/exchange), and the built-in provider's forms, which have only a
 * page action (sign in, register, prove the address with the code or the link, send a new
 * code).
 */
import * as v from "valibot";
import { SIGN_IN_REQUEST_INCOMPLETE } from "@common/identity";
import { buildUrl } from "@common/routes";
import { DEFAULT_LOCALE } from "@common/constants";
import { providerReturnPath, safeRedirectTarget, safeSitePath } from "@common/safe-path";
import { AUTHORIZE_KEYS, authorizeParamsSchema, exchangeSchema, loginSchema, registerSchema, signInSchema } from "@common/schemas/identity";
import { proveWithCodeSchema, proveWithLinkSchema, resendProofSchema } from "@common/schemas/email-proof";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { proveWithCode, proveWithLink, registerAndSendProof, resendProof } from "./email-proof";
import { checkAuthorizeRequest, issueCode, verifyCredentials } from "./provider";
import { authorizationUrl } from "./client";
import { completeSignIn, startSignIn } from "./sign-in";
import { DELETION_PENDING_MESSAGE, pendingDeletionOf } from "./account-deletion";
import { recordAccountEvent } from "./account-history";

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

/**
 * Signing in at the provider: the request's client, redirect address and PKCE are checked
 * first (a client that should hear about a problem is sent back with `error`), then the
 * email address and password, throttled without ever locking the account (see
 * `verifyCredentials`); success returns to the client with a one-time code.
 */
export const signInToDolphinId = defineOperation({
  name: "dolphinid-sign-in",
  input: v.object({
    ...signInSchema.entries,
    ...Object.fromEntries(AUTHORIZE_KEYS.map((key) => [key, v.optional(v.string(), "")])),
  }),
  access: "anyone",
  run: async ({ env, db, request, clientAddress }, input) => {
    const params = v.safeParse(authorizeParamsSchema, input);
    if (!params.success) return refuse(400, SIGN_IN_REQUEST_INCOMPLETE);
    const checked = checkAuthorizeRequest(env, params.output, new URL(request.url).origin);
    if (!checked.ok) return checked.redirect ? done(null, { redirect: checked.redirect }) : refuse(400, checked.message);
    const account = await verifyCredentials(env, db, input, clientAddress);
    // Only the right password learns that the account is waiting to be deleted.
    if (await pendingDeletionOf(db, account.id)) return refuse(403, DELETION_PENDING_MESSAGE);
    await recordAccountEvent(db, account.id, "sign-in", clientAddress);
    return done(null, { redirect: await issueCode(db, account.id, checked.params) });
  },
});

/**
 * Creating a DolphinID: mails a code that proves the address and sends the visitor to the
 * page where it is typed, keeping the sign-in request it came from (`?return=`). An address
 * that already has a DolphinID gets exactly the same answer (its owner is mailed instead).
 */
export const registerDolphinId = defineOperation({
  name: "dolphinid-register",
  input: registerSchema,
  access: "anyone",
  rateLimit: { name: "register", limit: 100, windowSeconds: 3600 },
  run: async ({ env, db, request, locale }, input) => {
    const { email } = await registerAndSendProof(env, db, input, Date.now(), locale);
    const returnTo = providerReturnPath(new URL(request.url).searchParams.get("return"));
    return done({ email }, { status: 201, redirect: buildUrl("DolphinIdVerifyEmail", {}, { query: { email, return: returnTo }, locale }) });
  },
});

/** Proving the address with the mailed code; the answer never tells whether the address has an account. */
export const proveAddressWithCode = defineOperation({
  name: "email-proof-code",
  input: proveWithCodeSchema,
  access: "anyone",
  run: async ({ env, db, user, clientAddress }, input) => {
    const proof = await proveWithCode(env, db, input, clientAddress);
    if (!proof.proved) return invalidField("code", "Code from the email", proof.message);
    return done({ email: proof.email, signedIn: Boolean(user) });
  },
});

/** Proving the address with the mailed link's token (the page asks the owner to confirm first). */
export const proveAddressWithLink = defineOperation({
  name: "email-proof-link",
  input: proveWithLinkSchema,
  access: "anyone",
  run: async ({ db, user }, input) => {
    const proof = await proveWithLink(db, input.token);
    if (!proof.proved) return invalidField("token", "Link", proof.message);
    return done({ email: proof.email, signedIn: Boolean(user) });
  },
});

/** 'Send a new code': limited per requester for each address and per connection (see resendProof), the same answer whether or not an account waits. */
export const sendNewProofCode = defineOperation({
  name: "email-proof-resend",
  input: resendProofSchema,
  access: "anyone",
  run: async ({ env, db, clientAddress, locale }, input) => {
    const resent = await resendProof(env, db, input.email, clientAddress, Date.now(), locale);
    if (!resent.sent) {
      const minutes = Math.max(1, Math.ceil(resent.retryAfterSeconds / 60));
      const message =
        "{minutes, plural, one {You have asked for new codes too often. Please wait # minute and try again.} other {You have asked for new codes too often. Please wait # minutes and try again.}}";
      return refuse(
        429,
        { id: message, values: { minutes } },
        {
          "Retry-After": String(resent.retryAfterSeconds),
        },
      );
    }
    return done({ email: input.email, sent: true });
  },
});
