/**
 * Passkeys (WebAuthn) with @simplewebauthn/server: the options handed to the browser and the
 * checks of what the authenticator signed. The relying party is the site's configured origin
 * (SITE_ORIGIN, see siteOrigin), never the request's Host, so a forged Host cannot make the
 * provider accept a passkey made for another site. Every challenge is stored here, lives five
 * minutes and is deleted by the one check that uses it.
 */
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { decodeClientDataJSON } from "@simplewebauthn/server/helpers";
import { and, asc, eq, gt, lt } from "drizzle-orm";
import { type Database, passkeys, webauthnChallenges } from "../db";
import { Refusal, refuse } from "../operation";
import { siteOrigin } from "../services";
import { base64url, fromBase64url } from "./crypto";

export const CHALLENGE_LIFETIME_MS = 5 * 60_000;
export const PASSKEY_NOT_ACCEPTED = "That passkey could not be checked. Try again, or use another way to sign in.";
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)["purpose"];

export type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party: the configured origin and its host name as the RP ID. */
export function relyingParty(env: Env): { origin: string; rpID: string; rpName: string } {
  const origin = siteOrigin(env);
  return { origin, rpID: new URL(origin).hostname, rpName: "DolphinID" };
}

async function storeChallenge(db: Database, challenge: string, purpose: ChallengePurpose, accountId: string | null, now: number) {
  // Expired challenges of any purpose go as new ones come, so the table stays small.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date(now)));
  await db.insert(webauthnChallenges).values({ challenge, purpose, accountId, expiresAt: new Date(now + CHALLENGE_LIFETIME_MS) });
}

/**
 * Takes the challenge the browser signed out of the store: it must exist, be unexpired, be of
 * this purpose and (when given) of this account. Deleted in the same statement, so two answers
 * to one challenge cannot both pass.
 */
async function consumeChallenge(db: Database, clientDataJSON: string, purpose: ChallengePurpose, accountId: string | null, now: number): Promise<string> {
  let challenge: string;
  try {
    challenge = decodeClientDataJSON(clientDataJSON).challenge;
  } catch {
    throw new Refusal(refuse(400, PASSKEY_NOT_ACCEPTED));
  }
  const conditions = [eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, new Date(now))];
  if (accountId) conditions.push(eq(webauthnChallenges.accountId, accountId));
  const used = await db
    .delete(webauthnChallenges)
    .where(and(...conditions))
    .returning({ challenge: webauthnChallenges.challenge })
    .get();
  if (!used) throw new Refusal(refuse(400, PASSKEY_NOT_ACCEPTED));
  return challenge;
}

function transportsOf(row: PasskeyRow): AuthenticatorTransportFuture[] {
  try {
    return JSON.parse(row.transports) as AuthenticatorTransportFuture[];
  } catch {
    return [];
  }
}

export function accountPasskeys(db: Database, accountId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.accountId, accountId)).orderBy(asc(passkeys.createdAt)).all();
}

/** Options for adding a passkey to an account: a discoverable credential, its existing ones excluded. */
export async function registrationOptions(env: Env, db: Database, account: { id: string; email: string }, now = Date.now()) {
  const rp = relyingParty(env);
  const existing = await accountPasskeys(db, account.id);
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: account.email,
    userID: new TextEncoder().encode(account.id),
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: transportsOf(row) })),
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
  });
  await storeChallenge(db, options.challenge, "register", account.id, now);
  return options;
}

/** Checks a new passkey's answer against the account's stored challenge and keeps it under `name`. */
export async function registerPasskey(
  env: Env,
  db: Database,
  accountId: string,
  name: string,
  response: RegistrationResponseJSON,
  now = Date.now(),
): Promise<PasskeyRow> {
  const expectedChallenge = await consumeChallenge(db, response.response?.clientDataJSON ?? "", "register", accountId, now);
  const rp = relyingParty(env);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw new Refusal(refuse(400, PASSKEY_NOT_ACCEPTED));
  const { credential } = verification.registrationInfo;
  const row: PasskeyRow = {
    id: credential.id,
    accountId,
    name,
    publicKey: base64url(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? response.response.transports ?? []),
    createdAt: new Date(now),
    lastUsedAt: null,
  };
  const inserted = await db.insert(passkeys).values(row).onConflictDoNothing().returning({ id: passkeys.id }).get();
  // The same authenticator registered twice (excludeCredentials normally stops this first).
  if (!inserted) throw new Refusal(refuse(409, "This passkey is already added."));
  return row;
}

/**
 * Options for signing in with a passkey. Without an account the browser offers any passkey it
 * holds for this site (discoverable credentials); with one (the desk's check), only its own.
 */
export async function authenticationOptions(
  env: Env,
  db: Database,
  purpose: "sign-in" | "second-factor" | "re-proof",
  accountId: string | null,
  now = Date.now(),
) {
  const rp = relyingParty(env);
  const allow = accountId ? await accountPasskeys(db, accountId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.rpID,
    userVerification: "preferred",
    allowCredentials: allow.map((row) => ({ id: row.id, transports: transportsOf(row) })),
  });
  await storeChallenge(db, options.challenge, purpose, accountId, now);
  return options;
}

/**
 * Checks a passkey's signature: the stored challenge (taken out), the origin and RP ID, the
 * stored public key and a counter that never goes backwards. Updates the counter and last use,
 * and returns the passkey's account.
 */
export async function verifyPasskey(
  env: Env,
  db: Database,
  purpose: "sign-in" | "second-factor" | "re-proof",
  response: AuthenticationResponseJSON,
  accountId: string | null,
  now = Date.now(),
): Promise<PasskeyRow> {
  const expectedChallenge = await consumeChallenge(db, response.response?.clientDataJSON ?? "", purpose, accountId, now);
  const row = typeof response.id === "string" ? await db.select().from(passkeys).where(eq(passkeys.id, response.id)).get() : undefined;
  if (!row || (accountId && row.accountId !== accountId)) throw new Refusal(refuse(400, PASSKEY_NOT_ACCEPTED));
  const rp = relyingParty(env);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.rpID,
    credential: { id: row.id, publicKey: fromBase64url(row.publicKey), counter: row.counter, transports: transportsOf(row) },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw new Refusal(refuse(400, PASSKEY_NOT_ACCEPTED));
  const lastUsedAt = new Date(now);
  await db.update(passkeys).set({ counter: verification.authenticationInfo.newCounter, lastUsedAt }).where(eq(passkeys.id, row.id));
  return { ...row, counter: verification.authenticationInfo.newCounter, lastUsedAt };
}

/** Parses the browser's answer, posted as JSON text in a form field. */
export function parseCredential<T>(text: string): T {
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object" && "id" in value && "response" in value) return value as T;
  } catch {
    // Answered below.
  }
  throw new Refusal(refuse(400, PASSKEY_NOT_ACCEPTED));
}
