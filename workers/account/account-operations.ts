/**
 * The account's operations, each defined once for its /api/v1 route and its page action:
 * preferences, the password (change while signed in; ask for and complete a reset), the
 * video calling terms and signing out.
 */
import * as v from "valibot";
import {
  PASSWORD_CHANGED_MESSAGE,
  PASSWORD_CHANGE_LIMIT,
  PASSWORD_CHANGE_WINDOW_SECONDS,
  PASSWORD_RESET_ANSWER,
  TERMS_JUST_ACCEPTED,
  TOKEN_ERROR_MESSAGES,
} from "@common/identity";
import { refererPath } from "@common/safe-path";
import { mailLanguageSchema, passwordChangeSchema, passwordResetCompleteSchema, passwordResetRequestSchema, preferencesSchema } from "@common/schemas/identity";
import { clearDealerSessionCookie, endDealerSession } from "../content";
import { type OperationContext, Refusal, defineOperation, done } from "../operation";
import { completePasswordReset, getPreferences, requestPasswordReset, savePreferences, setAccountMailLocale } from "../identity";
import { callAccountServiceFor, type SessionRow, clearSessionCookie, readSession, signOut, updateSessionTerms } from "../session";
import { changePassword } from "./password-change";

export const PREFERENCES_SAVED_MESSAGE = "Your preferences have been saved.";

/** The signed-in session itself (its tokens), for operations that act with them; a 401 when it has just ended. */
async function sessionOf({ request, env }: OperationContext<"signed-in">): Promise<SessionRow> {
  const session = await readSession(request, env);
  if (!session) throw Refusal.status(401, TOKEN_ERROR_MESSAGES.missingTokens);
  return session;
}

export const readAccountPreferences = defineOperation({
  name: "account-preferences-read",
  input: v.object({}),
  access: "signed-in",
  run: async ({ db, user }) => done(await getPreferences(db, user.userId)),
});

export const saveAccountPreferences = defineOperation({
  name: "account-preferences",
  input: preferencesSchema,
  access: "signed-in",
  failureMessage: "There was an error saving your changes, please refresh and try again",
  run: async ({ db, user }, input) => {
    const preferences = await savePreferences(db, user.userId, input);
    return done({ message: PREFERENCES_SAVED_MESSAGE, preferences });
  },
});

/**
 * Changing the password while signed in: the current one must be right, and every other
 * session of the account ends. Each try checks the current password, so an account may try
 * only a few times in a quarter of an hour, like a sign-in.
 */
export const changeAccountPassword = defineOperation({
  name: "account-password",
  input: passwordChangeSchema,
  access: "signed-in",
  rateLimit: { name: "password-change", limit: PASSWORD_CHANGE_LIMIT, windowSeconds: PASSWORD_CHANGE_WINDOW_SECONDS, per: "account" },
  failureMessage: "There was an error changing your password, please refresh and try again",
  run: async (context, input) => {
    await changePassword(context.env, await sessionOf(context), input, context.request.url);
    return done({ message: PASSWORD_CHANGED_MESSAGE });
  },
});

/** 'Forgotten your password?': the same answer whether or not the address has a DolphinID. */
export const askForPasswordReset = defineOperation({
  name: "password-reset-request",
  input: passwordResetRequestSchema,
  access: "anyone",
  rateLimit: { name: "password-reset", limit: 5, windowSeconds: 900 },
  run: async ({ env, db, locale }, input) => {
    await requestPasswordReset(env, db, input.email, Date.now(), locale);
    return done({ message: PASSWORD_RESET_ANSWER });
  },
});

/** Choosing a new password from a mailed reset link; every session of the account ends. */
export const resetPassword = defineOperation({
  name: "password-reset",
  input: passwordResetCompleteSchema,
  access: "anyone",
  run: async ({ env }, input) => {
    await completePasswordReset(env, input.token, input.password);
    return done({ message: "Your new password is ready. For your security, other devices have been signed out of DolphinID." });
  },
});

/**
 * Accepting the video calling terms, at the account service. A form posted without
 * JavaScript goes back to the page it was on (when the Referer names a page of this site),
 * marked so that the page says thank you.
 */
export const acceptCallingTerms = defineOperation({
  name: "account-terms",
  input: v.object({}),
  access: "signed-in",
  failureMessage: "There was an error accepting the terms, please refresh and try again",
  run: async (context) => {
    const session = await sessionOf(context);
    const response = await callAccountServiceFor(context.env, context.request.url, session, "POST", "/account/terms");
    const account = (await response.json().catch(() => null)) as { dolphinId: string; termsAccepted: string | null } | null;
    if (!response.ok || !account) throw Refusal.status(502, "There was an error accepting the terms, please refresh and try again");
    await updateSessionTerms(context.env, session, account.termsAccepted ? new Date(account.termsAccepted) : null);
    const here = new URL(context.request.url);
    const back = new URL(refererPath(context.request.headers.get("referer"), here.origin, "/account"), here);
    back.searchParams.set(TERMS_JUST_ACCEPTED.name, TERMS_JUST_ACCEPTED.value);
    return done(account, { redirect: `${back.pathname}${back.search}` });
  },
});

/** Sign-out: the session ends on the server (its refresh token revoked), this browser's dealer-zone session with it, and their cookies are cleared. */
export const signOutOfSite = defineOperation({
  name: "sign-out",
  input: v.object({}),
  access: "anyone",
  run: async ({ request, env }) => {
    await signOut(request, env);
    await endDealerSession(request, env);
    return done({ signedOut: true }, { redirect: "/", cookies: [clearSessionCookie(), clearDealerSessionCookie()] });
  },
});

export const MAIL_LANGUAGE_SAVED_MESSAGE = "Saved. We will write to you in the language you chose.";

/** Account Preferences' 'Language of our emails'. */
export const saveMailLanguage = defineOperation({
  name: "account-mail-language",
  input: mailLanguageSchema,
  access: "signed-in",
  failureMessage: "There was an error saving your changes, please refresh and try again",
  run: async ({ db, user }, input) => {
    await setAccountMailLocale(db, user.userId, input.language);
    return done({ message: MAIL_LANGUAGE_SAVED_MESSAGE, language: input.language }, { message: MAIL_LANGUAGE_SAVED_MESSAGE });
  },
});
