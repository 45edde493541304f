/**
 * Workers-test helper: a DolphinID account with a signed-in site session, made directly
 * (the same provider functions the sign-in uses, without the browser round trip).
 * `cookie` is the Cookie header value for account-scoped endpoints:
 *
 *   const { cookie, userId } = await createSignedInUser(env);
 *   const unproved = await createSignedInUser(env, { proved: false }); // has not proved its address
 *   await SELF.fetch("http://localhost/api/v1/account/contacts", { headers: { Cookie: cookie } });
 */
import { SESSION_COOKIE, SITE_SERVICES } from "@common/identity";
import { eq } from "drizzle-orm";
import { type Database, getDb } from "../../workers/db/client";
import { accounts } from "../../workers/db/schema";
import { siteClient } from "../../workers/identity/clients";
import { DEFAULT_CLIENT_ID } from "../../workers/identity/config";
import { createOAuthHash } from "../../workers/session/client";
import { exchangeCode, refreshServiceTokens } from "../../workers/identity/grants";
import { issueCode, registerAccount } from "../../workers/identity/provider";
import { createSession } from "../../workers/session/session";

export const TEST_ORIGIN = "http://localhost";
export const TEST_REDIRECT_URI = `${TEST_ORIGIN}/account/oauth_verify`;

export interface SignedInUser {
  userId: string;
  email: string;
  password: string;
  /** The Cookie header value: `__Host-session=…`. */
  cookie: string;
}

let counter = 0;

/** A one-time authorisation code for an account, as the provider issues it after sign-in, and its PKCE verifier. */
export async function issueSignInCode(db: Database, accountId: string): Promise<{ code: string; verifier: string }> {
  const hash = createOAuthHash();
  const redirect = await issueCode(db, accountId, {
    client_id: DEFAULT_CLIENT_ID,
    redirect_uri: TEST_REDIRECT_URI,
    response_type: "code",
    code_challenge: hash.hash,
    code_challenge_method: "S256",
    state: hash.state,
  });
  return { code: new URL(redirect).searchParams.get("code")!, verifier: hash.verifier };
}

export async function createSignedInUser(
  env: Env,
  options: {
    email?: string;
    password?: string;
    termsAccepted?: boolean;
    remember?: boolean;
    /** False: the account has not proved its address (it receives no trust that needs one). */
    proved?: boolean;
  } = {},
): Promise<SignedInUser> {
  const db = getDb(env.DB);
  const email = options.email ?? `user${Date.now()}${++counter}@example.com`;
  const password = options.password ?? "correct horse battery";
  const existing = await db.select().from(accounts).where(eq(accounts.email, email)).get();
  const account = existing ?? (await registerAccount(db, { email, password }));
  // A new account is proved unless asked otherwise, as if its owner had typed the mailed code.
  if (!existing && options.proved !== false) await db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, account.id));
  const termsAcceptedAt = options.termsAccepted ? new Date() : null;
  if (options.termsAccepted) await db.update(accounts).set({ termsAcceptedAt }).where(eq(accounts.id, account.id));

  const { code, verifier } = await issueSignInCode(db, account.id);
  const { refresh_token } = await exchangeCode(
    env,
    db,
    { code, code_verifier: verifier, redirect_uri: TEST_REDIRECT_URI },
    { client: siteClient(env, TEST_ORIGIN), issuer: `${TEST_ORIGIN}/id` },
  );
  const fresh = await refreshServiceTokens(db, env, refresh_token, [...SITE_SERVICES]);
  const token = await createSession(env, {
    userId: account.id,
    email,
    termsAcceptedAt,
    refreshToken: fresh.refresh_token,
    tokens: fresh.tokens,
    remember: options.remember ?? false,
  });
  return { userId: account.id, email, password, cookie: `${SESSION_COOKIE}=${token}` };
}
