/**
 * The built-in DolphinID provider: /id/oauth/authorize (GET shows, POST submits). Checks the
 * client, its registered redirect address and PKCE (S256 only), asks for the email address
 * and password and returns to the client with a one-time code and the state, or with
 * `error`. After repeated wrong passwords the form also carries the human check (a hidden
 * one-time token with the local check, so it works without JavaScript; the provider's token,
 * fetched on submit, with reCAPTCHA or Turnstile): the account is never locked.
 */
import { useRef } from "react";
import { Link, data, redirect } from "react-router";
import * as v from "valibot";
import type { Route } from "./+types/id-authorize";
import type { FieldErrors } from "@common/api-errors";
import { SIGN_IN_HUMAN_CHECK_ACTION } from "@common/identity";
import { type AuthorizeParams, authorizeParamsSchema, signInSchema } from "@common/schemas/identity";
import { ErrorSummary } from "~/components/forms/ErrorSummary";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { TextField, errorsFor } from "~/components/forms/fields";
import { summaryFromFieldErrors } from "~/components/forms/AjaxForm";
import { type HumanCheckConfig, providerToken } from "~/features/support/human-check";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db, env } from "~/lib/db.server";
import { fieldErrorsFromIssues } from "@common/api-errors";
import { SignInError, checkAuthorizeRequest, issueCode, verifyCredentials } from "../../../workers/identity/provider";
import { LocalHumanVerifier, humanCheckClientConfig } from "../../../workers/services/human-check";
import { clientAddress } from "../../../workers/services/rate-limit";

export const meta: Route.MetaFunction = () => [{ title: "Sign in to DolphinID | Dolphin" }];

/** The human check the next submission must carry: a local token, or the hosted provider's settings. */
interface HumanCheckStep {
  config: HumanCheckConfig;
  token: string | null;
}

type PageData =
  | { kind: "form"; params: AuthorizeParams; fieldErrors: FieldErrors | null; message: string | null; email: string; humanCheck?: HumanCheckStep | null }
  | { kind: "refused"; message: string };

async function humanCheckStep(): Promise<HumanCheckStep> {
  const config = humanCheckClientConfig(env) as HumanCheckConfig;
  const token = config.provider === "local" ? await new LocalHumanVerifier(db()).issueToken(SIGN_IN_HUMAN_CHECK_ACTION) : null;
  return { config, token };
}

const OAUTH_KEYS = ["client_id", "code_challenge", "code_challenge_method", "redirect_uri", "response_type", "state"] as const;

function readParams(source: URLSearchParams | FormData): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of OAUTH_KEYS) {
    const value = source.get(key);
    if (typeof value === "string") params[key] = value;
  }
  return params;
}

/** Checks the request; throws the redirect back to the client when the client should hear about a problem. */
function check(request: Request, raw: Record<string, string>): PageData | { kind: "ok"; params: AuthorizeParams } {
  const parsed = v.safeParse(authorizeParamsSchema, raw);
  if (!parsed.success) return { kind: "refused", message: "This sign-in request is incomplete. Go back to the site you came from and choose Sign in again." };
  const result = checkAuthorizeRequest(env, parsed.output, new URL(request.url).origin);
  if (result.ok) return { kind: "ok", params: result.params };
  if (result.redirect) throw redirect(result.redirect, 303);
  return { kind: "refused", message: result.message };
}

export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // A POST renders from the action's data; its loader run has no query to check.
  if (request.method !== "GET" && query.size === 0) return null;
  const checked = check(request, readParams(query));
  const page: PageData = checked.kind === "ok" ? { kind: "form", params: checked.params, fieldErrors: null, message: null, email: "" } : checked;
  return data(page, { status: page.kind === "refused" ? 400 : 200 });
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const checked = check(request, readParams(form));
  if (checked.kind !== "ok") return data(checked as PageData, { status: 400 });
  const params = checked.params;
  // The client's hidden form carries no credentials: show the sign-in form.
  if (!form.has("email") && !form.has("password")) return { kind: "form", params, fieldErrors: null, message: null, email: "" } satisfies PageData;

  const input = { email: String(form.get("email") ?? ""), password: String(form.get("password") ?? ""), humanCheckToken: String(form.get("humanCheckToken") ?? "") };
  const parsed = v.safeParse(signInSchema, input);
  if (!parsed.success) {
    return data({ kind: "form", params, fieldErrors: fieldErrorsFromIssues(signInSchema, parsed.issues), message: null, email: input.email } satisfies PageData, { status: 422 });
  }
  try {
    const account = await verifyCredentials(env, db(), parsed.output, clientAddress(request));
    throw redirect(await issueCode(db(), account.id, params), 303);
  } catch (error) {
    if (error instanceof SignInError) {
      const humanCheck = error.humanCheckRequired ? await humanCheckStep() : null;
      return data({ kind: "form", params, fieldErrors: null, message: error.message, email: input.email, humanCheck } satisfies PageData, { status: error.status });
    }
    throw error;
  }
}

export default function AuthorizePage({ loaderData, actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const page = (actionData ?? loaderData) as PageData | null;
  if (!page || page.kind === "refused") {
    return (
      <div className="container page account-page">
        <PageHeading>Sign in to DolphinID</PageHeading>
        <StatusAlert kind="error">
          <p>{page?.message ?? "This sign-in request is incomplete. Go back to the site you came from and choose Sign in again."}</p>
        </StatusAlert>
        <p>
          <Link to={url("Login")} reloadDocument>
            Start signing in again
          </Link>
        </p>
      </div>
    );
  }
  const query = new URLSearchParams(page.params as Record<string, string>).toString();
  const authorizePath = `${url("DolphinIdAuthorize")}?${query}`;
  const registerHref = `${url("DolphinIdRegister")}?return=${encodeURIComponent(authorizePath)}`;
  return (
    <div className="container page account-page">
      <PageHeading>Sign in to DolphinID</PageHeading>
      <p>Sign in with the email address and password of your DolphinID. You will then go back to the Dolphin website.</p>
      <SignInForm action={authorizePath} humanCheck={page.humanCheck ?? null}>
        {/* A refused sign-in is about the password (or the check that comes with it): the summary links there. */}
        {page.message ? (
          <ErrorSummary heading="Error!" errors={[{ fieldId: "password", message: page.message }]} />
        ) : (
          <ErrorSummary errors={summaryFromFieldErrors(page.fieldErrors)} />
        )}
        {OAUTH_KEYS.map((key) => (
          <input key={key} type="hidden" name={key} value={page.params[key]} />
        ))}
        <TextField name="email" label="Email address" type="email" autoComplete="username" required defaultValue={page.email} maxLength={255} errors={errorsFor(page.fieldErrors, "email")} />
        <TextField name="password" label="Password" type="password" autoComplete="current-password" required errors={errorsFor(page.fieldErrors, "password")} />
        <button type="submit" className="button">
          Sign in
        </button>
      </SignInForm>
      <ul className="account-links">
        <li>
          <a href={url("DolphinIdPasswordReset")}>Forgotten your password?</a>
        </li>
        <li>
          <a href={registerHref}>Create a DolphinID</a> if you do not have one yet.
        </li>
      </ul>
    </div>
  );
}

/**
 * The sign-in form. With a hosted human check pending, submitting first fetches the
 * provider's token into the hidden field; the local check's token is already there.
 */
function SignInForm({ action, humanCheck, children }: { action: string; humanCheck: HumanCheckStep | null; children: React.ReactNode }) {
  const tokenRef = useRef<HTMLInputElement>(null);
  const tokenAsked = useRef(false);
  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!humanCheck || humanCheck.token || tokenAsked.current) return;
    event.preventDefault();
    const form = event.currentTarget;
    tokenAsked.current = true;
    try {
      if (tokenRef.current) tokenRef.current.value = await providerToken(humanCheck.config, SIGN_IN_HUMAN_CHECK_ACTION);
    } catch {
      // Sent without a token, the server asks again and says why.
    }
    form.requestSubmit();
  }
  return (
    <form method="post" action={action} noValidate className="panel account-form" onSubmit={onSubmit}>
      {humanCheck && <input ref={tokenRef} type="hidden" name="humanCheckToken" defaultValue={humanCheck.token ?? ""} />}
      {children}
    </form>
  );
}
