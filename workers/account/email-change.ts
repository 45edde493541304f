/**
 * 'Change my email address'. The new address is proved first, with the same mailed code and
 * the same limits as any proof of address (email-proof.ts); only then does it replace the old
 * one. The old address is mailed a link that puts it back for EMAIL_CHANGE_UNDO_MS, in case the
 * change was not its owner's doing. Address books match people by proved address, so an entry
 * holding the old address no longer reaches the account and one holding the new address does.
 * Every other session ends with the change (see docs/account-data.md for why).
 */
import {
  storedMailLocale,
  randomToken,
  sha256,
  historyEntry,
  type ReProof,
  confirmItIsYou,
  EMAIL_PROOF_RESEND_ADDRESS_CEILING,
  EMAIL_PROOF_RESEND_PER_ADDRESS,
  EMAIL_PROOF_RESEND_PER_CLIENT,
  issueAddressChangeProof,
  proveWithCode,
  normaliseEmail,
} from "../identity";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import type { Locale } from "@common/locale";
import { type Database, accounts, emailChanges, emailProofs, sessions } from "../db";
import { Refusal } from "../operation";
import { siteOrigin, hitRateLimit, type OutboxMail, sendThroughOutbox } from "../services";
import { mailLanguage, serverText } from "../i18n";
import { type SessionRow, endAccountSessions } from "../session";

export const EMAIL_CHANGE_UNDO_MS = 7 * 24 * 60 * 60 * 1000;
export const SAME_ADDRESS_MESSAGE = "This is already the address of your DolphinID";
export const NO_CODE_WAITING_MESSAGE = "No code is waiting for a new address. Ask for one first.";
export const ADDRESS_TAKEN_MESSAGE = "This address cannot be used for your DolphinID. Choose another one.";
export const UNDO_LINK_NOT_VALID = "This link has expired or has already been used.";
export const UNDO_NOT_POSSIBLE = "The address cannot be put back: it is no longer free, or the DolphinID has changed its address again. Please contact us.";
export const EMAIL_CHANGED_REASON = "The email address of your DolphinID was changed, so you have been signed out. Please sign in again.";

async function limited(env: Env, address: string, client: string, now: number): Promise<number | null> {
  const [byRequester, byClient] = await Promise.all([
    hitRateLimit(env, EMAIL_PROOF_RESEND_PER_ADDRESS, `${address}|${client}`, now),
    hitRateLimit(env, EMAIL_PROOF_RESEND_PER_CLIENT, client, now),
  ]);
  const byAddress = byRequester.allowed && byClient.allowed ? await hitRateLimit(env, EMAIL_PROOF_RESEND_ADDRESS_CEILING, address, now) : null;
  const refused = [byRequester, byClient, byAddress].filter((result) => result && !result.allowed);
  if (byAddress && refused.length === 0) return null;
  return Math.max(...refused.map((result) => result!.retryAfterSeconds));
}

/**
 * Step one: the password (or a passkey) again, then a code to the new address (within the proof-of-address
 * limits). An address another DolphinID holds gets no code, and the answer is the same, so the
 * form never tells which addresses have a DolphinID.
 */
export async function requestEmailChange(
  env: Env,
  db: Database,
  request: { accountId: string; proof: ReProof; newEmail: string; clientAddress: string; locale: Locale },
  now = Date.now(),
): Promise<{ newEmail: string }> {
  const account = await confirmItIsYou(env, db, request.accountId, request.proof, now);
  const newEmail = normaliseEmail(request.newEmail);
  if (newEmail === account.email) throw Refusal.field("newEmail", "New email address", SAME_ADDRESS_MESSAGE);
  const wait = await limited(env, newEmail, request.clientAddress, now);
  if (wait !== null) {
    throw Refusal.status(429, {
      id: "{minutes, plural, one {Too many codes have been asked for. Please wait # minute and try again.} other {Too many codes have been asked for. Please wait # minutes and try again.}}",
      values: { minutes: Math.ceil(wait / 60) },
    });
  }
  const taken = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, newEmail)).get();
  await historyEntry(db, account.id, "email-change-requested", request.clientAddress, now);
  if (!taken) await sendThroughOutbox(env, db, [await issueAddressChangeProof(db, account.id, newEmail, now, request.locale)], now);
  return { newEmail };
}

/** The new address waiting for its code, if any (the page shows the code's form for it). */
export async function pendingEmailChange(db: Database, account: { id: string; email: string }, now = Date.now()): Promise<string | null> {
  const proof = await db
    .select({ email: emailProofs.email })
    .from(emailProofs)
    .where(
      and(eq(emailProofs.accountId, account.id), ne(emailProofs.email, account.email), isNull(emailProofs.usedAt), gt(emailProofs.expiresAt, new Date(now))),
    )
    .orderBy(desc(emailProofs.id))
    .get();
  return proof?.email ?? null;
}

function undoMail(origin: string, oldEmail: string, newEmail: string, token: string, locale: Locale): OutboxMail {
  const t = serverText(locale);
  const link = `${origin}${buildUrl("AccountUndoEmailChange", {}, { query: { token }, locale })}`;
  return {
    to: oldEmail,
    subject: t.text("The email address of your DolphinID was changed"),
    text: [
      t.text("The DolphinID that used this address now uses {newEmail}. Signing in now needs the new address.", { newEmail }),
      "",
      t.text("If you did not make this change, open this link within 7 days to put this address back and sign out everywhere: {link}", { link }),
      "",
      t.text("We sent this email because this address belonged to the DolphinID. You will get no more mail about it here."),
    ].join("\n"),
    tag: "email-change-undo",
    lang: mailLanguage(locale),
  };
}

/** Step two: the code proves the new address, which then replaces the old one; the old address is told. */
export async function confirmEmailChange(
  env: Env,
  db: Database,
  session: SessionRow,
  code: string,
  clientAddress: string,
  locale: Locale,
  requestUrl: string,
  now = Date.now(),
): Promise<{ email: string }> {
  const account = await db.select().from(accounts).where(eq(accounts.id, session.userId)).get();
  if (!account) throw Refusal.status(409, NO_CODE_WAITING_MESSAGE);
  const newEmail = await pendingEmailChange(db, account, now);
  if (!newEmail) throw Refusal.field("code", "Code from the email", NO_CODE_WAITING_MESSAGE);
  const proof = await proveWithCode(env, db, { email: newEmail, code }, clientAddress, now);
  if (!proof.proved || proof.accountId !== account.id)
    throw Refusal.field("code", "Code from the email", proof.proved ? NO_CODE_WAITING_MESSAGE : proof.message);
  const token = randomToken(32);
  try {
    await db.batch([
      db
        .update(accounts)
        .set({ email: newEmail, emailVerifiedAt: new Date(now) })
        .where(eq(accounts.id, account.id)),
      db.update(sessions).set({ email: newEmail }).where(eq(sessions.idHash, session.idHash)),
      db.insert(emailChanges).values({
        accountId: account.id,
        oldEmail: account.email,
        newEmail,
        undoTokenHash: await sha256(token),
        changedAt: new Date(now),
        undoExpiresAt: new Date(now + EMAIL_CHANGE_UNDO_MS),
      }),
      historyEntry(db, account.id, "email-changed", clientAddress, now),
    ]);
  } catch (error) {
    // The unique address: another DolphinID took it between the code and now.
    if (String(error).includes("UNIQUE")) throw Refusal.status(409, ADDRESS_TAKEN_MESSAGE);
    throw error;
  }
  await sendThroughOutbox(env, db, [undoMail(siteOrigin(env), account.email, newEmail, token, storedMailLocale(account.language, locale))], now);
  await endAccountSessions(env, account.id, { keep: session, reason: EMAIL_CHANGED_REASON, requestUrl });
  return { email: newEmail };
}

/** The change an undo link stands for, while it can still be undone. */
export async function findEmailChangeByToken(db: Database, token: string, now = Date.now()) {
  return db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.undoTokenHash, await sha256(token)), isNull(emailChanges.undoneAt), gt(emailChanges.undoExpiresAt, new Date(now))))
    .get();
}

/** 'Put my old address back': the old address returns, proved, and every session ends. */
export async function undoEmailChange(
  env: Env,
  db: Database,
  token: string,
  clientAddress: string,
  requestUrl: string,
  now = Date.now(),
): Promise<{ email: string }> {
  const change = await findEmailChangeByToken(db, token, now);
  if (!change) throw Refusal.field("token", "Link", UNDO_LINK_NOT_VALID);
  const account = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, change.accountId)).get();
  if (!account || account.email !== change.newEmail) throw Refusal.status(409, UNDO_NOT_POSSIBLE);
  try {
    await db.batch([
      db
        .update(accounts)
        .set({ email: change.oldEmail, emailVerifiedAt: new Date(now) })
        .where(eq(accounts.id, change.accountId)),
      db
        .update(emailChanges)
        .set({ undoneAt: new Date(now) })
        .where(eq(emailChanges.id, change.id)),
      historyEntry(db, change.accountId, "email-change-undone", clientAddress, now),
    ]);
  } catch (error) {
    if (String(error).includes("UNIQUE")) throw Refusal.status(409, UNDO_NOT_POSSIBLE);
    throw error;
  }
  await endAccountSessions(env, change.accountId, { reason: EMAIL_CHANGED_REASON, requestUrl });
  return { email: change.oldEmail };
}
