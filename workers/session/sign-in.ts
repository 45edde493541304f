/**
 * Completing a sign-in on the site: the four checks in order, the code exchange at the
 * provider's token endpoint, userinfo, the account lookup and a new session.
 * Used by the verify page and by POST /api/v1/oauth/exchange.
 */
import { parse, stringifySetCookie } from "cookie";
import { OAUTH_HASH_COOKIE_LIFETIME_SECONDS } from "@common/constants";
import { OAUTH_HASH_COOKIE, SERVICE_ACCOUNT, VERIFY_MESSAGES } from "@common/identity";
import { safeSitePath } from "@common/safe-path";
import { type IdentityConfig, identityConfig } from "../identity";
import { ProviderError, callAccountService, exchangeCodeForTokens, openHashes, providerEndpoints, sealHash, createOAuthHash } from "./client";
import { describeClient } from "./session-client";
import { createSession, sessionSetCookie } from "./session";

export function hashSetCookie(value: string): string {
  return stringifySetCookie(OAUTH_HASH_COOKIE, value, { path: "/", httpOnly: true, secure: true, sameSite: "lax", maxAge: OAUTH_HASH_COOKIE_LIFETIME_SECONDS });
}
export function clearHashCookie(): string {
  return stringifySetCookie(OAUTH_HASH_COOKIE, "", { path: "/", httpOnly: true, secure: true, sameSite: "lax", maxAge: 0 });
}

/** A fresh OAuth hash and the cookie that holds its verifier and state for 10 minutes. */
export async function startSignIn(request: Request, env: Env, options: { remember?: boolean; returnTo?: string | null } = {}) {
  const config = identityConfig(env, request.url);
  const hash = createOAuthHash();
  const returnTo = safeSitePath(options.returnTo ?? null);
  const previous = parse(request.headers.get("cookie") ?? "")[OAUTH_HASH_COOKIE] ?? null;
  const cookie = hashSetCookie(await sealHash(config, hash, { remember: options.remember, returnTo, previous }));
  return { config, hash, cookie, endpoints: await providerEndpoints(config) };
}

export type VerifyResult = { ok: false; message: string; setCookies: string[] } | { ok: true; redirectTo: string; setCookies: string[] };

/** Runs the verify checks on the provider's answer (query or posted values) and signs in. */
export async function completeSignIn(request: Request, env: Env, answer: URLSearchParams): Promise<VerifyResult> {
  const config: IdentityConfig = identityConfig(env, request.url);
  const hashes = await openHashes(config, parse(request.headers.get("cookie") ?? "")[OAUTH_HASH_COOKIE]);
  const fail = (message: string): VerifyResult => ({ ok: false, message, setCookies: hashes.length > 0 ? [clearHashCookie()] : [] });

  if (hashes.length === 0 || answer.size === 0) return fail(VERIFY_MESSAGES.direct);
  if (answer.get("error")) return fail(VERIFY_MESSAGES.providerError);
  const code = answer.get("code");
  const state = answer.get("state");
  if (!code || !state) return fail(VERIFY_MESSAGES.missingCredentials);
  const stored = hashes.find((entry) => entry.state === state);
  if (!stored) return fail(VERIFY_MESSAGES.stateMismatch);

  try {
    // The token endpoint and userinfo, as any OpenID client uses them; the terms are the account service's.
    const signIn = await exchangeCodeForTokens(env, config, code, stored.verifier);
    const accessToken = signIn.tokens.find((entry) => entry.serviceId === SERVICE_ACCOUNT)?.token;
    if (!accessToken) throw new ProviderError("no account service token");
    const accountResponse = await callAccountService(env, config, accessToken, "GET", "/account");
    if (!accountResponse.ok) throw new ProviderError("account lookup failed");
    const account = (await accountResponse.json()) as { dolphinId: string; termsAccepted: string | null };
    const sessionToken = await createSession(env, {
      userId: signIn.userId,
      email: signIn.email || account.dolphinId,
      termsAcceptedAt: account.termsAccepted ? new Date(account.termsAccepted) : null,
      refreshToken: signIn.refreshToken,
      tokens: signIn.tokens,
      remember: stored.remember,
      client: describeClient(request),
    });
    return { ok: true, redirectTo: stored.returnTo ?? "/account", setCookies: [clearHashCookie(), sessionSetCookie(sessionToken, stored.remember)] };
  } catch (error) {
    if (!(error instanceof ProviderError) && !(error instanceof Error && error.name.includes("OAuth2"))) console.error("sign-in failed", error);
    return fail(VERIFY_MESSAGES.providerError);
  }
}
