/**
 * Proof of an email address. A new DolphinID is mailed a six-digit code and a link (through
 * the outbox); typing the code or following the link proves the owner receives mail there
 * and sets `accounts.email_verified_at`. Codes and links are stored only as hashes, expire,
 * and are spent once the address is proved.
 *
 * Anyone can type an address, so nothing a stranger does may stop its owner proving it: every
 * code and link mailed works until it expires (a new code does not void the earlier ones, and
 * wrong codes never void a code), and the limits on 'Send a new code' and on wrong codes count
 * per requester (the connection's client address, as every rate limit here) for each address.
 * Each address also has a ceiling over all requesters, several times what one requester may
 * use, so that guessing from many connections at once stays bounded.
 *
 * Anything that trusts an address (invitations, seats for an address or domain, dealer
 * roles) asks `isEmailProved` or joins on `accountHasProvedAddress` first: an account that
 * has not proved its address is never treated as that address.
 *
 * Registration never tells anyone whether an address already has a DolphinID: both cases
 * get the same answer, and the owner of a known address is mailed instead.
 */
import { and, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import { EMAIL_PROOF_CODE_LENGTH } from "@common/schemas/email-proof";
import { type Database, accounts, emailProofs } from "../db";
import { siteOrigin, type RateLimitRule, countInWindow, hitCountedLimit, hitRateLimit, type OutboxMail, sendThroughOutbox } from "../services";
import { randomToken, sha256 } from "./crypto";
import { normaliseEmail, registerAccount } from "./provider";
import { mailLanguage, serverText } from "../i18n";
import { DEFAULT_LOCALE } from "@common/constants";
import { accountMailLocale } from "./mail-locale";
import type { Locale } from "@common/locale";

/** How long a mailed code and link work. */
export const EMAIL_PROOF_LIFETIME_MS = 60 * 60 * 1000;
/** Wrong codes one requester may type for one address within a code's lifetime; then only the link works for them. */
export const EMAIL_PROOF_MAX_FAILED_ATTEMPTS = 5;
/**
 * 'Send a new code': per requester for each address, per requester over all addresses (so one
 * visitor cannot mail many addresses), and a ceiling per address over all requesters (so many
 * connections together cannot flood its mailbox or keep many codes alive).
 */
export const EMAIL_PROOF_RESEND_PER_ADDRESS: RateLimitRule = { name: "email-proof-resend", limit: 3, windowSeconds: 60 * 60 };
export const EMAIL_PROOF_RESEND_PER_CLIENT: RateLimitRule = { name: "email-proof-resend-client", limit: 10, windowSeconds: 60 * 60 };
export const EMAIL_PROOF_RESEND_ADDRESS_CEILING: RateLimitRule = { name: "email-proof-resend-address", limit: 10, windowSeconds: 60 * 60 };
/** Wrong codes: per requester for each address, and a ceiling per address over all requesters. */
export const EMAIL_PROOF_WRONG_CODES_PER_REQUESTER: RateLimitRule = {
  name: "email-proof-wrong-code",
  limit: EMAIL_PROOF_MAX_FAILED_ATTEMPTS,
  windowSeconds: EMAIL_PROOF_LIFETIME_MS / 1000,
};
export const EMAIL_PROOF_WRONG_CODES_ADDRESS_CEILING: RateLimitRule = {
  name: "email-proof-wrong-code-address",
  limit: 4 * EMAIL_PROOF_MAX_FAILED_ATTEMPTS,
  windowSeconds: EMAIL_PROOF_LIFETIME_MS / 1000,
};

export const WRONG_CODE_MESSAGE = "That code is not right. Check the code in the email and type it again";
export const TOO_MANY_WRONG_CODES_MESSAGE =
  "A wrong code has been typed too many times for this address. Open the link in the email instead, or try the code again in an hour";
export const EXPIRED_CODE_MESSAGE = "That code has expired. Send a new code and type the new one";
export const LINK_NOT_VALID_MESSAGE = "This link has expired or has already been used. Type the code from the email, or send a new code";

/** The join condition of an account whose address is proved. */
export const accountHasProvedAddress = isNotNull(accounts.emailVerifiedAt);

/** The same condition in raw SQL, for the queries written by hand: `accounts` row `alias` has proved its address. */
export const provedAddressSql = (alias: string) => `${alias}.email_verified_at IS NOT NULL`;

/** True when the account has proved it receives mail at its address. */
export async function isEmailProved(db: Database, accountId: string): Promise<boolean> {
  const row = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), accountHasProvedAddress))
    .get();
  return Boolean(row);
}

/**
 * True when `email` is the account's own address and the account has proved it receives mail
 * there. Whatever is given for an address (an invitation, a seat) asks this of that address:
 * having proved some other address, or having registered this one, is not enough.
 */
export async function hasProvedAddress(db: Database, accountId: string, email: string): Promise<boolean> {
  return (await provedAccountIdForEmail(db, email)) === accountId;
}

/** The account that has proved it owns `email`, or null (no account, or not proved). */
export async function provedAccountIdForEmail(db: Database, email: string): Promise<string | null> {
  const row = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.email, normaliseEmail(email)), accountHasProvedAddress))
    .get();
  return row?.id ?? null;
}

function newCode(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String(value! % 10 ** EMAIL_PROOF_CODE_LENGTH).padStart(EMAIL_PROOF_CODE_LENGTH, "0");
}

/** Codes are hashed with their address, so one table of hashes does not fit every row. */
async function hashCode(email: string, code: string): Promise<string> {
  return sha256(`${email}\n${code}`);
}

function proofMail(origin: string, email: string, code: string, token: string, locale: Locale): OutboxMail {
  const link = `${origin}${buildUrl("DolphinIdVerifyEmail", {}, { query: { token }, locale })}`;
  const t = serverText(locale);
  return {
    to: email,
    subject: t.text("Your DolphinID code"),
    text: [
      t.text("Please prove that this email address is yours, so that DolphinID can trust it."),
      "",
      t.text("Your code is {code}", { code }),
      "",
      t.text("Type it on the page that asked for it, or open this link: {link}", { link }),
      "",
      t.text("The code and the link work once, for one hour. If you did not create a DolphinID, you can ignore this message."),
    ].join("\n"),
    tag: "email-proof",
    lang: mailLanguage(locale),
  };
}

function registrationAttemptMail(origin: string, email: string, locale: Locale): OutboxMail {
  const t = serverText(locale);
  return {
    to: email,
    subject: t.text("Someone tried to create a DolphinID with your email address"),
    text: [
      t.text(
        "Someone, perhaps you, tried to create a new DolphinID with this email address. It already has a DolphinID, so no new one was created and yours has not changed.",
      ),
      "",
      t.text("If it was you, sign in with your DolphinID: {link}", { link: `${origin}${buildUrl("Login", {}, { locale })}` }),
      t.text("Forgotten your password? Choose a new one here: {link}", { link: `${origin}${buildUrl("DolphinIdPasswordReset", {}, { locale })}` }),
      "",
      t.text("If it was not you, you can ignore this message: nobody can use your DolphinID without your password."),
    ].join("\n"),
    tag: "registration-attempt",
    lang: mailLanguage(locale),
  };
}

/**
 * Stores a new proof and returns the mail to send. Earlier proofs keep working until they
 * expire: whoever asked for this one may not be the owner, whose mail must still work.
 */
async function issueProof(env: Env, db: Database, account: { id: string; email: string }, now: number, locale: Locale): Promise<OutboxMail> {
  const token = randomToken(32);
  const code = newCode();
  await db.insert(emailProofs).values({
    accountId: account.id,
    email: account.email,
    tokenHash: await sha256(token),
    codeHash: await hashCode(account.email, code),
    expiresAt: new Date(now + EMAIL_PROOF_LIFETIME_MS),
    createdAt: new Date(now),
  });
  return proofMail(siteOrigin(env), account.email, code, token, await accountMailLocale(db, account.id, locale));
}

function addressChangeProofMail(email: string, code: string, locale: Locale): OutboxMail {
  const t = serverText(locale);
  return {
    to: email,
    subject: t.text("Your DolphinID code"),
    text: [
      t.text("You asked to use this email address for your DolphinID. Please prove that it is yours."),
      "",
      t.text("Your code is {code}", { code }),
      "",
      t.text(
        "Type it on the page that asked for it. The code works once, for one hour. If you did not ask for this, you can ignore this message: nothing changes.",
      ),
    ].join("\n"),
    tag: "email-proof:change",
    lang: mailLanguage(locale),
  };
}

/**
 * A proof for an address an account asks to change to: stored like every proof (so the same
 * wrong-code limits hold when it is typed) and mailed as a code only, since the change is
 * finished on the signed-in page that asked for it.
 */
export async function issueAddressChangeProof(db: Database, accountId: string, email: string, now: number, locale: Locale): Promise<OutboxMail> {
  const code = newCode();
  await db.insert(emailProofs).values({
    accountId,
    email,
    tokenHash: await sha256(randomToken(32)),
    codeHash: await hashCode(email, code),
    expiresAt: new Date(now + EMAIL_PROOF_LIFETIME_MS),
    createdAt: new Date(now),
  });
  return addressChangeProofMail(email, code, await accountMailLocale(db, accountId, locale));
}

/**
 * Registers a DolphinID and mails its proof of address. For an address that already has a
 * DolphinID nothing is created or changed and the owner is told someone tried; the caller
 * gets the same answer either way ("we sent a code to …").
 */
export async function registerAndSendProof(
  env: Env,
  db: Database,
  input: { email: string; password: string },
  now = Date.now(),
  locale: Locale = DEFAULT_LOCALE as Locale,
): Promise<{ email: string }> {
  const account = await registerAccount(db, input, locale);
  const mail = account.created
    ? await issueProof(env, db, account, now, locale)
    : registrationAttemptMail(siteOrigin(env), account.email, await accountMailLocale(db, account.id, locale));
  await sendThroughOutbox(env, db, [mail], now);
  return { email: account.email };
}

export type ResendResult = { sent: true } | { sent: false; retryAfterSeconds: number };

/** The key of a limit counted per requester for one address. */
function requesterKey(address: string, client: string): string {
  return `${address}|${client}`;
}

/**
 * 'Send a new code': a new proof for the account at `email` when it has not proved its
 * address yet (earlier codes keep working). Every request counts against the limits and gets
 * the same answer, whether or not such an account exists. The requester's own limits are
 * counted first, and the address's ceiling only for a request they allowed, so one requester
 * cannot use up the address's ceiling by asking past their own limit.
 */
export async function resendProof(
  env: Env,
  db: Database,
  email: string,
  client: string,
  now = Date.now(),
  locale: Locale = DEFAULT_LOCALE as Locale,
): Promise<ResendResult> {
  const address = normaliseEmail(email);
  const [byRequester, byClient] = await Promise.all([
    hitRateLimit(env, EMAIL_PROOF_RESEND_PER_ADDRESS, requesterKey(address, client), now),
    hitRateLimit(env, EMAIL_PROOF_RESEND_PER_CLIENT, client, now),
  ]);
  const byAddress = byRequester.allowed && byClient.allowed ? await hitRateLimit(env, EMAIL_PROOF_RESEND_ADDRESS_CEILING, address, now) : null;
  const refused = [byRequester, byClient, byAddress].filter((result) => result && !result.allowed);
  if (!byAddress || refused.length > 0) {
    return { sent: false, retryAfterSeconds: Math.max(...refused.map((result) => result!.retryAfterSeconds)) };
  }
  const account = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(and(eq(accounts.email, address), isNull(accounts.emailVerifiedAt)))
    .get();
  if (account) await sendThroughOutbox(env, db, [await issueProof(env, db, account, now, locale)], now);
  return { sent: true };
}

export type ProofResult = { proved: true; email: string; accountId: string } | { proved: false; message: string };

/**
 * Spends a proof and marks its address proved, if the account still has that address; the
 * account's other proofs are spent with it (their links then say they have been used).
 */
async function spendProof(db: Database, proofId: number, now: number): Promise<{ email: string; accountId: string } | null> {
  const spent = await db
    .update(emailProofs)
    .set({ usedAt: new Date(now) })
    .where(and(eq(emailProofs.id, proofId), isNull(emailProofs.usedAt), sql`${emailProofs.expiresAt} > ${now}`))
    .returning()
    .get();
  if (!spent) return null;
  await db.batch([
    db
      .update(accounts)
      .set({ emailVerifiedAt: new Date(now) })
      .where(and(eq(accounts.id, spent.accountId), eq(accounts.email, spent.email), isNull(accounts.emailVerifiedAt))),
    db
      .update(emailProofs)
      .set({ usedAt: new Date(now) })
      .where(and(eq(emailProofs.accountId, spent.accountId), eq(emailProofs.email, spent.email), isNull(emailProofs.usedAt))),
  ]);
  return { email: spent.email, accountId: spent.accountId };
}

/**
 * Proves `email` with a typed code: any code mailed for that address that has not expired.
 * A requester who has typed EMAIL_PROOF_MAX_FAILED_ATTEMPTS wrong codes for the address, or
 * any requester once the address's ceiling is reached, is refused without the code being
 * checked (so guessing stops there), but the codes themselves stay good for the owner. The
 * answers run the same whether or not a proof waits for the address.
 */
export async function proveWithCode(env: Env, db: Database, input: { email: string; code: string }, client: string, now = Date.now()): Promise<ProofResult> {
  const email = normaliseEmail(input.email);
  const requester = requesterKey(email, client);
  const [byRequester, byAddress] = await Promise.all([
    countInWindow(env.DB, EMAIL_PROOF_WRONG_CODES_PER_REQUESTER, requester, now),
    countInWindow(env.DB, EMAIL_PROOF_WRONG_CODES_ADDRESS_CEILING, email, now),
  ]);
  if (byRequester >= EMAIL_PROOF_WRONG_CODES_PER_REQUESTER.limit || byAddress >= EMAIL_PROOF_WRONG_CODES_ADDRESS_CEILING.limit) {
    return { proved: false, message: TOO_MANY_WRONG_CODES_MESSAGE };
  }
  const waiting = await db
    .select({ id: emailProofs.id, expiresAt: emailProofs.expiresAt })
    .from(emailProofs)
    .where(and(eq(emailProofs.email, email), eq(emailProofs.codeHash, await hashCode(email, input.code)), isNull(emailProofs.usedAt)))
    .orderBy(desc(emailProofs.id))
    .get();
  if (waiting && waiting.expiresAt.getTime() <= now) return { proved: false, message: EXPIRED_CODE_MESSAGE };
  const spent = waiting ? await spendProof(db, waiting.id, now) : null;
  if (spent) return { proved: true, ...spent };
  const [counted] = await Promise.all([
    hitCountedLimit(env.DB, EMAIL_PROOF_WRONG_CODES_PER_REQUESTER, requester, now),
    hitCountedLimit(env.DB, EMAIL_PROOF_WRONG_CODES_ADDRESS_CEILING, email, now),
  ]);
  return { proved: false, message: counted.allowed && counted.remaining > 0 ? WRONG_CODE_MESSAGE : TOO_MANY_WRONG_CODES_MESSAGE };
}

/** The address a mailed link would prove, while the link still works (the page names it). */
export async function findProofLink(db: Database, token: string, now = Date.now()): Promise<{ email: string } | null> {
  const proof = await db
    .select()
    .from(emailProofs)
    .where(eq(emailProofs.tokenHash, await sha256(token)))
    .get();
  if (!proof || proof.usedAt || proof.expiresAt.getTime() <= now) return null;
  return { email: proof.email };
}

/** Proves an address with the mailed link's token. */
export async function proveWithLink(db: Database, token: string, now = Date.now()): Promise<ProofResult> {
  const proof = await db
    .select({ id: emailProofs.id })
    .from(emailProofs)
    .where(eq(emailProofs.tokenHash, await sha256(token)))
    .get();
  const spent = proof ? await spendProof(db, proof.id, now) : null;
  return spent ? { proved: true, ...spent } : { proved: false, message: LINK_NOT_VALID_MESSAGE };
}

/**
 * Whether an account of the built-in provider has proved its address; "unknown" when the
 * account is not held here (an outside DolphinID provider proves addresses itself).
 */
export async function addressProofState(db: Database, accountId: string): Promise<"proved" | "unproved" | "unknown"> {
  const row = await db.select({ provedAt: accounts.emailVerifiedAt }).from(accounts).where(eq(accounts.id, accountId)).get();
  if (!row) return "unknown";
  return row.provedAt ? "proved" : "unproved";
}
