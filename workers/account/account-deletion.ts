/**
 * 'Delete my DolphinID': the owner types their password again; the account is then scheduled
 * for erasure DELETION_PERIOD_MS later and mailed a link that cancels it until then. At once,
 * every session ends (its hub's sockets close, so contacts see it go offline), it can no longer
 * sign in, and it stops being treated as its address (address books and calls match only proved
 * addresses), so nobody can reach it. The scheduled job erases it when the period has passed
 * (account-erasure.ts).
 */
import { storedMailLocale, randomToken, sha256, historyEntry, DELETION_PENDING_MESSAGE, pendingDeletionOf, type ReProof, confirmItIsYou } from "../identity";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import type { Locale } from "@common/locale";
import { type Database, accountDeletions, accounts } from "../db";
import { Refusal } from "../operation";
import { siteOrigin, type OutboxMail, sendThroughOutbox } from "../services";
import { mailLanguage, serverText } from "../i18n";
import { endAccountSessions } from "../session";

export const DELETION_PERIOD_MS = 14 * 24 * 60 * 60 * 1000;
export const DELETION_SIGNED_OUT_REASON = "Your DolphinID is being deleted, so you have been signed out.";
export const CANCEL_LINK_NOT_VALID = "This link has expired or has already been used. A DolphinID whose deletion period has passed cannot be brought back.";

function deletionMail(origin: string, email: string, token: string, eraseAfter: number, locale: Locale): OutboxMail {
  const t = serverText(locale);
  const link = `${origin}${buildUrl("AccountCancelDeletion", {}, { query: { token }, locale })}`;
  return {
    to: email,
    subject: t.text("Your DolphinID will be deleted"),
    text: [
      t.text("You asked us to delete your DolphinID {email}. You have been signed out everywhere.", { email }),
      "",
      t.text("It will be deleted for good on {date}. Until then you can keep it by opening this link: {link}", {
        date: new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(eraseAfter),
        link,
      }),
      "",
      t.text(
        "Orders and invoices are kept, as the law requires, with only the name and address on the invoice. Licences stay valid and can be registered again by their serial.",
      ),
      "",
      t.text("We sent this email because your DolphinID was asked to be deleted. If that was not you, open the link to keep it and then change your password."),
    ].join("\n"),
    tag: "account-deletion",
    lang: mailLanguage(locale),
  };
}

export interface PendingDeletion {
  accountId: string;
  email: string;
  requestedAt: string;
  eraseAfter: string;
}

/** Asks for the account's deletion: checked proof (password or passkey), the row, the mail, and every session ended. */
export async function requestDeletion(
  env: Env,
  db: Database,
  request: { accountId: string; proof: ReProof; clientAddress: string; locale: Locale; requestUrl: string },
  now = Date.now(),
): Promise<{ eraseAfter: string }> {
  const account = await confirmItIsYou(env, db, request.accountId, request.proof, now);
  if (await pendingDeletionOf(db, account.id)) throw Refusal.status(409, DELETION_PENDING_MESSAGE);
  const locale = storedMailLocale(account.language, request.locale);
  const token = randomToken(32);
  const eraseAfter = now + DELETION_PERIOD_MS;
  await db.batch([
    db.insert(accountDeletions).values({
      accountId: account.id,
      email: account.email,
      locale,
      requestedAt: new Date(now),
      eraseAfter: new Date(eraseAfter),
      cancelTokenHash: await sha256(token),
      provedAt: account.emailVerifiedAt,
    }),
    db.update(accounts).set({ emailVerifiedAt: null }).where(eq(accounts.id, account.id)),
    historyEntry(db, account.id, "deletion-requested", request.clientAddress, now),
  ]);
  await sendThroughOutbox(env, db, [deletionMail(siteOrigin(env), account.email, token, eraseAfter, locale)], now);
  await endAccountSessions(env, account.id, { reason: DELETION_SIGNED_OUT_REASON, requestUrl: request.requestUrl });
  return { eraseAfter: new Date(eraseAfter).toISOString() };
}

/** The deletion a cancel link stands for, while it can still be cancelled. */
export async function findDeletionByToken(db: Database, token: string, now = Date.now()) {
  return db
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.cancelTokenHash, await sha256(token)), gt(accountDeletions.eraseAfter, new Date(now))))
    .get();
}

/** 'Keep my DolphinID': the deletion is dropped and the account is its address again, as before. */
export async function cancelDeletion(db: Database, token: string, clientAddress: string, now = Date.now()): Promise<{ email: string }> {
  const deletion = await findDeletionByToken(db, token, now);
  if (!deletion) throw Refusal.field("token", "Link", CANCEL_LINK_NOT_VALID);
  await db.batch([
    db.delete(accountDeletions).where(eq(accountDeletions.accountId, deletion.accountId)),
    // Proved again only if the address is still the one it had proved.
    db
      .update(accounts)
      .set({ emailVerifiedAt: deletion.provedAt })
      .where(and(eq(accounts.id, deletion.accountId), eq(accounts.email, deletion.email), isNull(accounts.emailVerifiedAt))),
    historyEntry(db, deletion.accountId, "deletion-cancelled", clientAddress, now),
  ]);
  return { email: deletion.email };
}

/** Deletions waiting out their period, soonest first (the staff desk's read-only list). */
export async function listPendingDeletions(db: Database): Promise<PendingDeletion[]> {
  const rows = await db.select().from(accountDeletions).orderBy(asc(accountDeletions.eraseAfter));
  return rows.map((row) => ({
    accountId: row.accountId,
    email: row.email,
    requestedAt: row.requestedAt.toISOString(),
    eraseAfter: row.eraseAfter.toISOString(),
  }));
}
