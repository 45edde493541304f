/**
 * The account pages' actions, made from the same operations as their /api/v1 routes
 * (workers/identity), and what the built-in DolphinID pages need to render their forms.
 */
import { data, redirect } from "react-router";
import type { FormActionResult } from "@common/forms/action-result";
import { SIGN_IN_HUMAN_CHECK_ACTION } from "@common/identity";
import { buildUrl } from "@common/routes";
import { AUTHORIZE_KEYS } from "@common/schemas/identity";
import { askForPasswordReset, changeAccountPassword, resetPassword, saveAccountPreferences, saveMailLanguage } from "@workers/account";
import {
  proveAddressWithCode,
  proveAddressWithLink,
  registerDolphinId,
  addPasskey,
  removePasskey,
  sendNewProofCode,
  signInWithPasskey,
  signInNeedsHumanCheck,
  signInToDolphinId,
} from "@workers/identity";
import { startSignIn, startSiteSignIn, authorizationUrl } from "@workers/session";
import { readInput, runOperation, typedValues } from "@workers/operation";
import { LocalHumanVerifier, clientAddress, humanCheckClientConfig } from "@workers/services";
import { db, env } from "~/lib/db.server";
import { SESSIONS_AND_NEWSLETTER_OPERATIONS } from "./sessions-newsletter.server";
import { MAIL_LANGUAGE_INTENT, PASSWORD_RESET_INTENTS, PREFERENCES_INTENTS, VERIFY_EMAIL_INTENTS } from "./intents";
import { type ActionArgs, intentActions, operationAction, pageResponse } from "~/lib/operation-action.server";
import { pageText, say, sayFieldErrors } from "@workers/i18n";

/** The forms of the Preferences page. */
export const preferencesAction = intentActions({
  [PREFERENCES_INTENTS.save]: saveAccountPreferences,
  [PREFERENCES_INTENTS.changePassword]: changeAccountPassword,
  [PREFERENCES_INTENTS.addPasskey]: addPasskey,
  [PREFERENCES_INTENTS.removePasskey]: removePasskey,
  [MAIL_LANGUAGE_INTENT]: saveMailLanguage,
  ...SESSIONS_AND_NEWSLETTER_OPERATIONS,
});

/** The password reset page: ask for a link, or choose a new password with one. */
export const passwordResetAction = intentActions({
  [PASSWORD_RESET_INTENTS.request]: askForPasswordReset,
  [PASSWORD_RESET_INTENTS.complete]: resetPassword,
});

export const registerAction = operationAction(registerDolphinId);

/** 'Login with DolphinID' (the login page's form). */
export const signInAction = operationAction(startSiteSignIn);

/** The same journey without a click (`/action/login?auto=1`), for pages that send a signed-out visitor to sign in. */
export async function startSignInRedirect(request: Request, options: { remember: boolean; returnTo: string | null }) {
  const { config, hash, cookie, endpoints } = await startSignIn(request, env, options);
  return redirect(authorizationUrl(config, hash, endpoints), { status: 303, headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}

/** The proof of address page: the code, the mailed link's confirmation, or a new code. */
export const verifyEmailAction = intentActions({
  [VERIFY_EMAIL_INTENTS.code]: proveAddressWithCode,
  [VERIFY_EMAIL_INTENTS.link]: proveAddressWithLink,
  [VERIFY_EMAIL_INTENTS.resend]: sendNewProofCode,
});

/** The human check the next sign-in must carry: the local check's token, or the hosted provider's settings. */
export interface HumanCheckStep {
  config: ReturnType<typeof humanCheckClientConfig>;
  token: string | null;
}

async function humanCheckStep(): Promise<HumanCheckStep> {
  const config = humanCheckClientConfig(env);
  const token = config.provider === "local" ? await new LocalHumanVerifier(db()).issueToken(SIGN_IN_HUMAN_CHECK_ACTION) : null;
  return { config, token };
}

/** The sign-in page's answer: the one form result, with the human check the next attempt needs, if any. */
export type SignInActionResult = FormActionResult & { humanCheck: HumanCheckStep | null; passkey?: boolean };

/**
 * The provider's sign-in page action. A client's hidden form (the OAuth fields without
 * credentials) is answered with the same page by GET, the request in its address; a form
 * with credentials runs the sign-in operation. After a refused sign-in that makes the next
 * one need the human check, the answer carries the check for the page to show.
 */
export async function authorizeAction({ request, params }: ActionArgs) {
  const read = await readInput(request);
  if (!read.ok) return pageResponse(request, read.failure, {});
  const { input } = read;
  // 'Sign in with a passkey' posts the browser's signed answer instead of a password.
  if ("credential" in input && !("password" in input)) {
    const result = await runOperation(signInWithPasskey, { env, request, input, params });
    if (result.kind === "done") return pageResponse(request, result, input);
    return data<SignInActionResult>(
      { status: "error", message: say(pageText(request), result.message), values: {}, humanCheck: null, passkey: true },
      { status: result.kind === "invalid" ? 422 : result.status, headers: result.kind === "invalid" ? undefined : result.headers },
    );
  }
  if (!("email" in input) && !("password" in input)) {
    const query: Record<string, string> = {};
    for (const key of AUTHORIZE_KEYS) if (typeof input[key] === "string") query[key] = input[key];
    return redirect(buildUrl("DolphinIdAuthorize", {}, { query }), 303);
  }
  const result = await runOperation(signInToDolphinId, { env, request, input, params });
  if (result.kind === "done") return pageResponse(request, result, input);
  // A refused sign-in (401 included) is answered on this page: it is about the credentials, not the site's session.
  const email = typeof input.email === "string" ? input.email : "";
  const humanCheck = email && (await signInNeedsHumanCheck(env.DB, email, clientAddress(request))) ? await humanCheckStep() : null;
  const values = typedValues(input);
  if (result.kind === "invalid") {
    return data<SignInActionResult>(
      {
        status: "invalid",
        message: say(pageText(request), result.message),
        fieldErrors: sayFieldErrors(pageText(request), result.fieldErrors),
        values,
        humanCheck,
      },
      { status: 422 },
    );
  }
  return data<SignInActionResult>(
    { status: "error", message: say(pageText(request), result.message), values, humanCheck },
    { status: result.status, headers: result.headers },
  );
}
