/**
 * Browser-test helpers: register a DolphinID through /id/register and prove its address by
 * reading the code at /dev/mailbox and typing it, as a person would; sign in through
 * 'Login with DolphinID' in the real interface, ending on /account.
 *
 *   await registerAndSignIn(page, { email: "sam@example.com", password: "a long passphrase" });
 *   await registerDolphinId(page, credentials, { prove: false }); // stops on 'Check your email'
 */
import { createHash } from "node:crypto";
import type { Page } from "playwright-core";
import { LOCAL_ENVIRONMENT } from "../workers/environment";
import { sealTotpSecret } from "../workers/identity/totp-secret";
import { queryDb } from "./browser";
import { expect } from "vitest";

/** The newest proof code mailed to `email`, read from the local mailbox in another tab. */
export async function readProofCode(page: Page, email: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto("/dev/mailbox");
    const mail = mailbox
      .getByRole("article")
      .filter({ has: mailbox.getByRole("heading", { name: "Your DolphinID code" }) })
      .filter({ hasText: email })
      .first();
    const code = /Your code is (\d{6})/.exec((await mail.textContent()) ?? "")?.[1];
    if (!code) throw new Error(`no proof code for ${email} in the local mailbox`);
    return code;
  } finally {
    await mailbox.close();
  }
}

/** On the 'Check your email' page: types the mailed code and waits for the address to be proved. */
export async function proveAddress(page: Page, email: string) {
  await page.getByLabel("Code from the email").fill(await readProofCode(page, email));
  await page.getByRole("button", { name: "Prove my email address" }).click();
  await page.getByRole("heading", { level: 1, name: "Your DolphinID is ready" }).waitFor();
}

export async function registerDolphinId(page: Page, { email, password }: { email: string; password: string }, { prove = true }: { prove?: boolean } = {}) {
  await page.goto("/id/register");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Check your email" }).waitFor();
  if (prove) await proveAddress(page, email);
}

/**
 * Signs in an existing DolphinID from the login page; ends on /account (or the returnTo page).
 * A staff account's session is given the desk's second factor as if its authenticator app's
 * code had been typed (see satisfyStaffSecondFactor), unless `secondFactor: "ask"` leaves the
 * desk to ask for it, as the tests of that check do.
 */
export async function signIn(
  page: Page,
  { email, password, remember = false, secondFactor = "given" }: { email: string; password: string; remember?: boolean; secondFactor?: "given" | "ask" },
) {
  await page.goto("/action/login");
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login with DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/account");
  if (secondFactor === "given") await satisfyStaffSecondFactor(page, email);
}

/**
 * For the desk's other tests: a staff account gets an authenticator app (if it has no second
 * factor yet) and this browser's session is marked as having given it, straight in the test
 * database. The site itself still asks every new session; e2e/passkeys.e2e.ts tests that.
 */
export async function satisfyStaffSecondFactor(page: Page, email: string) {
  // The account page shows a staff section only to staff: others need no look into the database.
  if (new URL(page.url()).pathname === "/account" && (await page.locator("#account-staff").count()) === 0) return;
  const quoted = `'${email.replace(/'/g, "''")}'`;
  const staff = queryDb<{ id: string }>(
    `SELECT accounts.id AS id FROM accounts JOIN account_roles ON account_roles.account_id = accounts.id WHERE accounts.email = ${quoted}`,
  );
  if (staff.length === 0) return;
  const session = (await page.context().cookies()).find((cookie) => cookie.name === "__Host-session");
  if (!session) throw new Error("no session cookie after signing in");
  const idHash = createHash("sha256").update(session.value).digest("base64url");
  const now = Date.now();
  // Sealed as the site seals it, with the local development secret the test site runs with.
  const secret = await sealTotpSecret({ ENVIRONMENT: LOCAL_ENVIRONMENT }, staff[0]!.id, "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
  queryDb(
    `INSERT OR IGNORE INTO totp_factors (account_id, secret, confirmed_at, last_step, created_at) VALUES ('${staff[0]!.id}', '${secret}', ${now}, 0, ${now});` +
      ` UPDATE sessions SET second_factor_at = ${now} WHERE id_hash = '${idHash}';`,
  );
}

export async function registerAndSignIn(page: Page, credentials: { email: string; password: string; remember?: boolean }) {
  await registerDolphinId(page, credentials);
  await signIn(page, credentials);
  expect(new URL(page.url()).pathname).toBe("/account");
}

let counter = 0;
/** A fresh address for each test account. */
export function uniqueEmail(prefix = "tester"): string {
  return `${prefix}.${Date.now()}.${++counter}@example.com`;
}
