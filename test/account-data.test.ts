/**
 * The owner's control of their data as operations on both paths (the /api/v1 route and the
 * page action a form posts to without JavaScript): deleting the DolphinID, cancelling that from
 * the mailed link, the erasure by the scheduled job once the period has passed (with the clock
 * moved), the hub's sockets closing, downloading the data, and changing the address with its
 * proof and undo.
 */
import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_CHANGE_INTENTS } from "~/features/account/intents";
import { cancelDeletionAction, dataExportAction, deleteAccountAction, emailChangeAction, undoEmailChangeAction } from "~/features/account/account-data.server";
import { ACCOUNT_DATA_TABLES } from "../workers/identity";
import { DELETION_PERIOD_MS } from "../workers/account";
import { createSignedInUser } from "./helpers/auth";
import { createStaffUser, staffApi } from "./helpers/staff";
import { seedShop } from "./helpers/orders";
import { BOTH_PATHS, type Target, submit } from "./helpers/operations";
import { addContact, connectAs, createAccount, waitForClose } from "./helpers/realtime";
import worker from "./worker";

const PASSWORD = "correct horse battery";
const WRONG_PASSWORD = { friendlyName: "Current password", errors: ["The current password is not right. Check it and try again."] };

const deletion: Target = { api: "account/delete", page: deleteAccountAction, pagePath: "/account/delete" };
const cancel: Target = { api: "account/delete/cancel", page: cancelDeletionAction, pagePath: "/account/delete/cancel" };
const dataExport: Target = { api: "account/data", page: dataExportAction, pagePath: "/account/data" };
const emailStart: Target = { api: "account/email", page: emailChangeAction, pagePath: "/account/email" };
const emailCode: Target = { api: "account/email/code", page: emailChangeAction, pagePath: "/account/email" };
const emailUndo: Target = { api: "account/email/undo", page: undoEmailChangeAction, pagePath: "/account/email/undo" };

let counter = 0;
const address = (label: string) => `${label}${++counter}.${Date.now()}@example.org`;

const first = <T>(sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .first<T>();
const count = async (sql: string, ...values: unknown[]) => (await first<{ n: number }>(sql, ...values))!.n;
const accountAnswer = (cookie: string) =>
  SELF.fetch("https://site.test/api/v1/account/preferences", { headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });

/** The newest mail to `to` with `tag`, from the local mailbox. */
async function lastMail(to: string, tag: string) {
  return first<{ subject: string; text_body: string; language: string }>(
    "SELECT subject, text_body, language FROM mail_messages WHERE to_address = ?1 AND tag = ?2 ORDER BY id DESC",
    to,
    tag,
  );
}
const tokenIn = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
const codeIn = (text: string) => /(\d{6})/.exec(text)?.[1] ?? null;

afterEach(() => {
  vi.useRealTimers();
});

describe.each(BOTH_PATHS)("deleting a DolphinID through the %s path", (path) => {
  it("refuses a wrong password on the field and changes nothing", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const answer = await submit(path, deletion, { currentPassword: "not my password" }, { cookie: user.cookie });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.currentPassword).toEqual(WRONG_PASSWORD);
    expect(await count("SELECT count(*) AS n FROM account_deletions WHERE account_id = ?1", user.userId)).toBe(0);
    expect((await accountAnswer(user.cookie)).status).toBe(200);
  });

  it("answers an empty password with 422 and a signed-out visitor with the sign-in", async () => {
    const user = await createSignedInUser(env);
    const empty = await submit(path, deletion, { currentPassword: "" }, { cookie: user.cookie });
    expect(empty.status).toBe(422);
    expect(empty.fieldErrors?.currentPassword?.errors).toEqual(["Current password is required"]);
    const signedOut = await submit(path, deletion, { currentPassword: PASSWORD });
    expect(signedOut.status).toBe(path === "api" ? 401 : 303);
  });

  it("schedules the erasure 14 days on, signs out, mails a cancel link in the account's language and writes the history", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const before = Date.now();
    const answer = await submit(path, deletion, { currentPassword: PASSWORD }, { cookie: user.cookie });
    expect(answer.redirect).toContain("/account/delete/scheduled");
    expect(answer.cookies?.some((cookie) => cookie.startsWith("__Host-session=;"))).toBe(true);
    const row = await first<{ erase_after: number }>("SELECT erase_after FROM account_deletions WHERE account_id = ?1", user.userId);
    expect(row!.erase_after - before).toBeGreaterThanOrEqual(DELETION_PERIOD_MS);
    expect(row!.erase_after - before).toBeLessThan(DELETION_PERIOD_MS + 60_000);
    // Signed out, and no longer treated as its address.
    expect((await accountAnswer(user.cookie)).status).toBe(401);
    expect(await first("SELECT email_verified_at AS proved FROM accounts WHERE id = ?1", user.userId)).toEqual({ proved: null });
    const mail = await lastMail(user.email, "account-deletion");
    expect(mail!.subject).toBe("Your DolphinID will be deleted");
    expect(mail!.text_body).toContain("/account/delete/cancel?token=");
    expect(await first("SELECT kind FROM account_history WHERE account_id = ?1 ORDER BY id DESC", user.userId)).toEqual({ kind: "deletion-requested" });
  });
});

describe("the hub of an account being deleted", () => {
  it("closes the account's sockets at once and its contacts see it offline", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD, termsAccepted: true });
    const leaving = { userId: user.userId, email: user.email };
    const friend = await createAccount("friend");
    await addContact(friend, leaving, "Leaving Person");
    await addContact(leaving, friend, "Friend");
    const theirs = await connectAs(leaving);
    const mine = await connectAs(friend);
    mine.socket.send({ type: "contacts", names: [leaving.email] });
    expect(await mine.socket.next("onlinestatus")).toMatchObject({ names: [leaving.email], statuses: [1] });

    await submit("api", deletion, { currentPassword: PASSWORD }, { cookie: user.cookie });

    await waitForClose(theirs.socket);
    expect(theirs.socket.closeCode).toBe(1008);
    expect(theirs.socket.closeReason).toBe("Your DolphinID is being deleted, so you have been signed out.");
    expect(await mine.socket.next("onlinestatus")).toMatchObject({ names: [leaving.email], statuses: [0] });
  });
});

describe.each(BOTH_PATHS)("cancelling a deletion through the %s path", (path) => {
  it("keeps the account from the mailed link, proved again, and the link then no longer works", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    await submit("api", deletion, { currentPassword: PASSWORD }, { cookie: user.cookie });
    const token = tokenIn((await lastMail(user.email, "account-deletion"))!.text_body)!;

    const answer = await submit(path, cancel, { token });
    expect(answer).toMatchObject({ status: 200, message: "Your DolphinID is kept. You can sign in again." });
    expect(await count("SELECT count(*) AS n FROM account_deletions WHERE account_id = ?1", user.userId)).toBe(0);
    expect(await count("SELECT count(*) AS n FROM accounts WHERE id = ?1 AND email_verified_at IS NOT NULL", user.userId)).toBe(1);
    expect(await first("SELECT kind FROM account_history WHERE account_id = ?1 ORDER BY id DESC", user.userId)).toEqual({ kind: "deletion-cancelled" });

    const again = await submit(path, cancel, { token });
    expect(again.status).toBe(422);
    expect(again.fieldErrors?.token?.errors[0]).toContain("This link has expired or has already been used.");
  });

  it("answers a malformed link with 422", async () => {
    const answer = await submit(path, cancel, { token: "short" });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {})).toEqual(["token"]);
  });
});

describe("erasing accounts whose period has passed (the scheduled job)", () => {
  async function runCron() {
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ cron: "*/5 * * * *", scheduledTime: new Date() }), env, ctx);
    await waitOnExecutionContext(ctx);
  }

  it("erases every table of the account after 14 days, keeps the order anonymised and lets the licence go; not a day before", async () => {
    await seedShop();
    const user = await createSignedInUser(env, { password: PASSWORD });
    const id = user.userId;
    const serial = `ERASE-${Date.now()}`;
    await env.DB.batch([
      env.DB.prepare("INSERT INTO contacts (account_id, contact_name, contact_email) VALUES (?1, 'Pat', 'pat@example.org')").bind(id),
      env.DB.prepare("INSERT INTO call_settings (account_id, allowed_callers) VALUES (?1, 0)").bind(id),
      env.DB.prepare("INSERT INTO account_preferences (user_id, display_name) VALUES (?1, 'Erin')").bind(id),
      env.DB.prepare(
        `INSERT INTO orders (id, idempotency_key, account_id, email, kind, product_id, price_id, label, fulfilment, country_id, currency, unit_amount_minor, net_amount_minor, tax_name, tax_rate_basis_points, tax_amount_minor, total_amount_minor, provider, status, expires_at, licence_serial)
         SELECT 'order-erase-' || ?1, 'k', ?1, ?2, 'purchase', product_id, id, 'SuperNova', 'download', 1, 'GBP', 100, 100, 'VAT', 0, 0, 100, 'local', 'paid', 0, ?3 FROM product_prices WHERE id = 1`,
      ).bind(id, user.email, serial),
      env.DB.prepare(
        "INSERT INTO licences (account_id, product_id, serial, min_major, max_major, registered_at) SELECT ?1, product_id, ?2, 22, 22, 1 FROM product_prices WHERE id = 1",
      ).bind(id, serial),
    ]);
    await submit("api", deletion, { currentPassword: PASSWORD }, { cookie: user.cookie });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + DELETION_PERIOD_MS - 60 * 60_000);
    await runCron();
    expect(await count("SELECT count(*) AS n FROM accounts WHERE id = ?1", id)).toBe(1);

    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    await runCron();
    expect(await count("SELECT count(*) AS n FROM accounts WHERE id = ?1", id)).toBe(0);
    for (const [table, column] of [
      ["contacts", "account_id"],
      ["call_settings", "account_id"],
      ["account_preferences", "user_id"],
      ["sessions", "user_id"],
      ["refresh_tokens", "account_id"],
      ["account_history", "account_id"],
      ["account_deletions", "account_id"],
      ["licences", "account_id"],
      ["orders", "account_id"],
    ]) {
      expect(await count(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?1`, id), table).toBe(0);
    }
    const order = await first<{ email: string; account_id: string; total: number }>(
      "SELECT email, account_id, total_amount_minor AS total FROM orders WHERE id = ?1",
      `order-erase-${id}`,
    );
    expect(order).toMatchObject({ email: "", total: 100 });
    expect(order!.account_id).toMatch(/^erased:/);
    expect(await first("SELECT account_id, registered_at, status FROM licences WHERE serial = ?1", serial)).toEqual({
      account_id: null,
      registered_at: null,
      status: "active",
    });
  });

  it("names every table whose rows carry an account id", async () => {
    const { results } = await env.DB.prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND (sql LIKE '%`account_id`%' OR sql LIKE '%`user_id`%')",
    ).all<{ name: string }>();
    expect(results.length).toBeGreaterThan(10);
    const named = new Set(Object.keys(ACCOUNT_DATA_TABLES));
    // The deletion's own row, which the erasure removes with the account.
    const notTheAccounts = new Set(["account_deletions"]);
    expect(results.map((row) => row.name).filter((name) => !named.has(name) && !notTheAccounts.has(name))).toEqual([]);
  });
});

describe.each(BOTH_PATHS)("downloading my data through the %s path", (path) => {
  it("refuses a wrong password and an unknown format per field", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    const answer = await submit(path, dataExport, { currentPassword: "nope", format: "json" }, { cookie: user.cookie });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.currentPassword).toEqual(WRONG_PASSWORD);
    const format = await submit(path, dataExport, { currentPassword: PASSWORD, format: "pdf" }, { cookie: user.cookie });
    expect(format.status).toBe(422);
    expect(Object.keys(format.fieldErrors ?? {})).toEqual(["format"]);
    expect(await count("SELECT count(*) AS n FROM account_history WHERE account_id = ?1 AND kind = 'data-export'", user.userId)).toBe(0);
  });

  it("gives everything the account made, and the export is in the sign-in history", async () => {
    const user = await createSignedInUser(env, { password: PASSWORD });
    await env.DB.batch([
      env.DB.prepare("INSERT INTO contacts (account_id, contact_name, contact_email) VALUES (?1, 'Robin Reader', 'robin@example.org')").bind(user.userId),
      env.DB.prepare("INSERT INTO account_preferences (user_id, display_name, contact_by_email) VALUES (?1, 'Sam Sample', 1)").bind(user.userId),
      env.DB.prepare("INSERT INTO call_settings (account_id, allowed_callers, media_quality) VALUES (?1, 0, 1)").bind(user.userId),
    ]);
    const answer = await submit(path, dataExport, { currentPassword: PASSWORD, format: "html" }, { cookie: user.cookie });
    expect(answer.status).toBe(200);
    const { account } = answer.data as { account: Record<string, any> };
    expect(account.profile).toMatchObject({ dolphinId: user.userId, email: user.email, displayName: "Sam Sample" });
    expect(account.addressBook).toEqual([{ name: "Robin Reader", email: "robin@example.org" }]);
    expect(account.callingSettings).toMatchObject({ allowedCallers: "anyone", quality: "medium" });
    expect(account.consent).toMatchObject({ contactByEmail: true, newsletter: false });
    expect(account.signInHistory[0]).toMatchObject({ kind: "data-export" });
  });
});

describe.each(BOTH_PATHS)("changing the address through the %s path", (path) => {
  it("proves the new address with a code before it replaces the old, ends other sessions, and the old address can undo it", async () => {
    const oldEmail = address("before");
    const user = await createSignedInUser(env, { email: oldEmail, password: PASSWORD });
    const elsewhere = await createSignedInUser(env, { email: oldEmail, password: PASSWORD });
    const newEmail = address("after");

    const wrong = await submit(path, emailStart, { intent: EMAIL_CHANGE_INTENTS.start, currentPassword: "nope", newEmail }, { cookie: user.cookie });
    expect(wrong.status).toBe(422);
    expect(wrong.fieldErrors?.currentPassword).toEqual(WRONG_PASSWORD);
    const bad = await submit(
      path,
      emailStart,
      { intent: EMAIL_CHANGE_INTENTS.start, currentPassword: PASSWORD, newEmail: "not an address" },
      { cookie: user.cookie },
    );
    expect(Object.keys(bad.fieldErrors ?? {})).toEqual(["newEmail"]);

    const started = await submit(path, emailStart, { intent: EMAIL_CHANGE_INTENTS.start, currentPassword: PASSWORD, newEmail }, { cookie: user.cookie });
    expect(started.status).toBe(200);
    // Nothing has changed yet.
    expect(await first("SELECT email FROM accounts WHERE id = ?1", user.userId)).toEqual({ email: oldEmail });
    const code = codeIn((await lastMail(newEmail, "email-proof:change"))!.text_body)!;

    const wrongCode = await submit(
      path,
      emailCode,
      { intent: EMAIL_CHANGE_INTENTS.code, code: code === "000000" ? "111111" : "000000" },
      { cookie: user.cookie },
    );
    expect(wrongCode.status).toBe(422);
    expect(wrongCode.fieldErrors?.code?.errors[0]).toContain("That code is not right");

    const proved = await submit(path, emailCode, { intent: EMAIL_CHANGE_INTENTS.code, code }, { cookie: user.cookie });
    expect(proved.status).toBe(200);
    expect(await first("SELECT email, email_verified_at IS NOT NULL AS proved FROM accounts WHERE id = ?1", user.userId)).toEqual({
      email: newEmail,
      proved: 1,
    });
    expect((await accountAnswer(user.cookie)).status).toBe(200);
    expect((await accountAnswer(elsewhere.cookie)).status).toBe(401);
    const undoMail = await lastMail(oldEmail, "email-change-undo");
    expect(undoMail!.subject).toBe("The email address of your DolphinID was changed");
    expect(undoMail!.text_body).toContain(newEmail);

    const undone = await submit(path, emailUndo, { token: tokenIn(undoMail!.text_body)! });
    expect(undone.status).toBe(200);
    expect(await first("SELECT email FROM accounts WHERE id = ?1", user.userId)).toEqual({ email: oldEmail });
    expect((await accountAnswer(user.cookie)).status).toBe(401);
    const kinds = await env.DB.prepare("SELECT kind FROM account_history WHERE account_id = ?1 AND kind LIKE 'email-%' ORDER BY id")
      .bind(user.userId)
      .all<{ kind: string }>();
    expect(kinds.results.map((row) => row.kind)).toEqual(["email-change-requested", "email-changed", "email-change-undone"]);
  });

  it("sends no code to an address another DolphinID holds, answering the same", async () => {
    const taken = await createSignedInUser(env);
    const user = await createSignedInUser(env, { password: PASSWORD });
    const answer = await submit(
      path,
      emailStart,
      { intent: EMAIL_CHANGE_INTENTS.start, currentPassword: PASSWORD, newEmail: taken.email },
      { cookie: user.cookie },
    );
    expect(answer.status).toBe(200);
    expect(await lastMail(taken.email, "email-proof:change")).toBeNull();
  });
});

describe("pending deletions in the staff desk", () => {
  it("lists each waiting deletion with its day, records the look in the audit log, and is closed to other accounts", async () => {
    const staff = await createStaffUser(env, "staff");
    const user = await createSignedInUser(env, { password: PASSWORD });
    await submit("api", deletion, { currentPassword: PASSWORD }, { cookie: user.cookie });

    const answer = await staffApi("account-deletions", staff.cookie);
    expect(answer.status).toBe(200);
    const { deletions } = (await answer.json()) as { deletions: { accountId: string; email: string; eraseAfter: string }[] };
    expect(deletions).toContainEqual(expect.objectContaining({ accountId: user.userId, email: user.email }));
    expect(await first("SELECT action, actor_email FROM staff_audit WHERE action = 'account-deletions.view' ORDER BY id DESC")).toEqual({
      action: "account-deletions.view",
      actor_email: staff.email,
    });

    const outsider = await createSignedInUser(env);
    expect((await staffApi("account-deletions", outsider.cookie)).status).toBe(404);
    // Read-only: there is no way to undo one from the desk.
    expect((await staffApi("account-deletions", staff.cookie, { method: "DELETE" })).status).not.toBe(200);
    expect(await count("SELECT count(*) AS n FROM account_deletions WHERE account_id = ?1", user.userId)).toBe(1);
  });
});
