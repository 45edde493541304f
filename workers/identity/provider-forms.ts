/**
 * The built-in provider's forms, each defined once; they have only a page action: sign in,
 * register a new DolphinID, prove its address with the mailed code or link, and send a new code.
 */
import * as v from "valibot";
import { SIGN_IN_REQUEST_INCOMPLETE } from "@common/identity";
import { buildUrl } from "@common/routes";
import { providerReturnPath } from "@common/safe-path";
import { AUTHORIZE_KEYS, authorizeParamsSchema, registerSchema, signInSchema } from "@common/schemas/identity";
import { proveWithCodeSchema, proveWithLinkSchema, resendProofSchema } from "@common/schemas/email-proof";
import { defineOperation, done, invalidField, refuse } from "../operation";
import { proveWithCode, proveWithLink, registerAndSendProof, resendProof } from "./email-proof";
import { checkAuthorizeRequest, issueCode, verifyCredentials } from "./provider";
import { DELETION_PENDING_MESSAGE, pendingDeletionOf } from "./account-erasure";
import { recordAccountEvent } from "./account-history";

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
