/**
 * The staff desk's second factors besides passkeys: an authenticator app (TOTP, RFC 6238,
 * with otpauth: SHA-1, six digits, 30 seconds, as every app reads it) and ten single-use
 * recovery codes, stored only as hashes. Also the session's mark that it passed one. The app's
 * secret is stored sealed (./secret-box.ts): the server must read it back to check a code.
 */
import { and, count, eq, isNull } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { type Database, passkeys, recoveryCodes, sessions, totpFactors } from "../db";
import { sha256 } from "./crypto";
import { openTotpSecret, sealTotpSecret } from "./totp-secret";

export const RECOVERY_CODE_COUNT = 10;
const TOTP_PERIOD = 30;

function totpFor(secret: string, label: string): TOTP {
  return new TOTP({ issuer: "Dolphin", label, algorithm: "SHA1", digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}

/** What an account holds: passkeys, a confirmed authenticator app, unused recovery codes. */
export async function secondFactors(db: Database, accountId: string) {
  const [keys, totp, codes] = await Promise.all([
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.accountId, accountId)).get(),
    db.select({ confirmedAt: totpFactors.confirmedAt }).from(totpFactors).where(eq(totpFactors.accountId, accountId)).get(),
    db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)))
      .get(),
  ]);
  const passkeyCount = keys?.n ?? 0;
  const hasTotp = Boolean(totp?.confirmedAt);
  return { passkeys: passkeyCount, totp: hasTotp, recoveryCodesLeft: codes?.n ?? 0, any: passkeyCount > 0 || hasTotp };
}

export interface TotpEnrolment {
  secret: string;
  uri: string;
  /** The otpauth URI as a QR code, an SVG image. */
  qrSvg: string;
}

/** The app's secret, or null when it no longer opens (IDENTITY_SECRET was changed since it was sealed). */
async function readableSecret(env: Env, accountId: string, stored: string): Promise<string | null> {
  try {
    return await openTotpSecret(env, accountId, stored);
  } catch (error) {
    console.error("an authenticator app's secret does not open", error);
    return null;
  }
}

/**
 * The authenticator app being set up: a new secret, or the one already waiting for its first
 * code (so a reload shows the same QR code). A confirmed app is never replaced here.
 */
export async function pendingTotp(env: Env, db: Database, account: { id: string; email: string }, now = Date.now()): Promise<TotpEnrolment | null> {
  const existing = await db.select().from(totpFactors).where(eq(totpFactors.accountId, account.id)).get();
  if (existing?.confirmedAt) return null;
  const fresh = () => sealTotpSecret(env, account.id, new Secret({ size: 20 }).base32);
  if (!existing) {
    await db
      .insert(totpFactors)
      .values({ accountId: account.id, secret: await fresh(), createdAt: new Date(now) })
      .onConflictDoNothing();
  } else if ((await readableSecret(env, account.id, existing.secret)) === null) {
    // A pending app whose secret no longer opens is simply set up afresh.
    await db
      .update(totpFactors)
      .set({ secret: await fresh() })
      .where(and(eq(totpFactors.accountId, account.id), isNull(totpFactors.confirmedAt)));
  }
  // Read back: of two first visits at once, the row that was stored first is the one.
  const stored = (await db.select({ secret: totpFactors.secret }).from(totpFactors).where(eq(totpFactors.accountId, account.id)).get())!.secret;
  const secret = await readableSecret(env, account.id, stored);
  if (secret === null) throw new Error("a new authenticator app's secret does not open");
  const uri = totpFor(secret, account.email).toString();
  return { secret, uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/**
 * Checks a code against the account's app: one step either side allows for a clock a little
 * out, and a step at or before the last one accepted is refused, so a code seen over a
 * shoulder cannot be used again. `confirming` accepts only the pending app; otherwise only a
 * confirmed one.
 */
export async function checkTotp(env: Env, db: Database, accountId: string, code: string, confirming: boolean, now = Date.now()): Promise<boolean> {
  const row = await db.select().from(totpFactors).where(eq(totpFactors.accountId, accountId)).get();
  if (!row || Boolean(row.confirmedAt) === confirming) return false;
  // A secret that no longer opens checks no code: the person uses a passkey or a recovery code.
  const secret = await readableSecret(env, accountId, row.secret);
  if (secret === null) return false;
  const delta = totpFor(secret, "").validate({ token: code.replace(/\s+/g, ""), timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / TOTP_PERIOD) + delta;
  if (step <= row.lastStep) return false;
  // Only one request can move lastStep past this step: a code raced twice passes once.
  const updated = await db
    .update(totpFactors)
    .set({ lastStep: step, ...(confirming ? { confirmedAt: new Date(now) } : {}) })
    .where(and(eq(totpFactors.accountId, accountId), eq(totpFactors.lastStep, row.lastStep)))
    .returning({ accountId: totpFactors.accountId })
    .get();
  return Boolean(updated);
}

/** Ten new recovery codes (replacing any left), returned once to show; only their hashes are kept. */
export async function newRecoveryCodes(db: Database, accountId: string, now = Date.now()): Promise<string[]> {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  const hashes = await Promise.all(codes.map((code) => sha256(code)));
  await db.batch([
    db.delete(recoveryCodes).where(eq(recoveryCodes.accountId, accountId)),
    db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ codeHash, accountId, createdAt: new Date(now) }))),
  ]);
  return codes;
}

/** Uses one recovery code: true once, false for a wrong or used code. */
export async function useRecoveryCode(db: Database, accountId: string, code: string, now = Date.now()): Promise<boolean> {
  const codeHash = await sha256(code.trim().toLowerCase());
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(and(eq(recoveryCodes.codeHash, codeHash), eq(recoveryCodes.accountId, accountId), isNull(recoveryCodes.usedAt)))
    .returning({ codeHash: recoveryCodes.codeHash })
    .get();
  return Boolean(used);
}

/** Whether the account has ever been given recovery codes (used or not). */
export async function hasRecoveryCodes(db: Database, accountId: string): Promise<boolean> {
  const row = await db.select({ n: count() }).from(recoveryCodes).where(eq(recoveryCodes.accountId, accountId)).get();
  return (row?.n ?? 0) > 0;
}

/** Marks a session as having passed the second factor. */
export async function markSecondFactor(db: Database, sessionIdHash: string, now = Date.now()): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: new Date(now) })
    .where(eq(sessions.idHash, sessionIdHash));
}
