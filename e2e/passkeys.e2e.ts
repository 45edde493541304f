/**
 * Passkeys and the staff desk's second factor in Chromium, with the DevTools virtual
 * authenticator standing in for a phone or security key: a passkey added in Account
 * Preferences by keyboard, then used to sign in on the DolphinID sign-in page, then removed; a new staff
 * account sent to 'Protect your staff account', setting up an authenticator app with a code
 * computed from the key the page shows, seeing its ten recovery codes, and asked for a code
 * at its next sign-in; and one protecting itself with a passkey instead, then asked for that
 * passkey at its next sign-in. axe on every new page.
 */
import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ROLE_ADMIN, SERVER_ENVIRONMENTS } from "../common/identity";
import { registerAndSignIn, registerDolphinId, signIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { withVirtualAuthenticator } from "./virtual-authenticator";

const browser = useBrowser();

async function signOut(page: Page) {
  await page.goto("/account");
  await page.getByRole("button", { name: "Sign out" }).first().click();
  // Signing out ends on the homepage, whether the form posts or its script sends it.
  await page.waitForURL((url) => url.pathname === "/");
}

function codeFor(key: string, timestamp = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, "")), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });
}

describe("passkeys", () => {
  it("adds a passkey in Account Preferences by keyboard, signs out, signs in with it, and removes it", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const { cdp, authenticatorId } = await withVirtualAuthenticator(context, page);
    const credentials = { email: uniqueEmail("passkey"), password: "a passkey comes next" };
    await registerAndSignIn(page, credentials);

    await page.goto("/account/preferences");
    await waitForEnhancement(page);
    await page.getByRole("heading", { level: 2, name: "Passkeys" }).waitFor();
    await expect(page.getByText("You have no passkeys yet.").isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "the Passkeys section, empty");

    await pressUntil(page, "Tab", "textbox", "Passkey name");
    await page.keyboard.type("Test laptop");
    await pressUntil(page, "Tab", "button", "Add a passkey");
    await page.keyboard.press("Enter");
    await page.getByText("The passkey “Test laptop” is added. You can sign in with it from now on.").waitFor();
    const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Test laptop" }) });
    await expect(item.getByText("Not used yet").count()).resolves.toBe(1);
    const { credentials: held } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(held).toHaveLength(1);
    expect(held[0]?.isResidentCredential).toBe(true);
    await waitForEnhancement(page);
    await expectNoAxeViolations(page, "the Passkeys section with a passkey");

    await signOut(page);
    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    await waitForEnhancement(page);
    await expectNoAxeViolations(page, "the sign-in page with its passkey button");
    await pressUntil(page, "Tab", "button", "Sign in with a passkey");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/account");
    await expect(page.locator("main").getByText(credentials.email).first().isVisible()).resolves.toBe(true);

    await page.goto("/account/preferences");
    // The list item's text runs on ("Added …Last used …"): its last use now shows.
    const used = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: "Test laptop" }) });
    await expect(used.textContent()).resolves.toContain("Last used ");
    await expect(used.textContent()).resolves.not.toContain("Not used yet");

    // Removing it, by keyboard, asks first.
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "button", "Remove the passkey Test laptop");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Remove the passkey “Test laptop”?" }).waitFor();
    await pressUntil(page, "Tab", "button", "Yes, remove");
    await page.keyboard.press("Enter");
    await page.getByText("The passkey “Test laptop” is removed.").waitFor();
    await expect(page.getByText("You have no passkeys yet.").isVisible()).resolves.toBe(true);
    await context.close();
  }, 240_000);

  it("does not offer a passkey without JavaScript: the password form remains", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    await expect(page.getByRole("button", { name: "Sign in with a passkey" }).count()).resolves.toBe(0);
    await expect(page.getByLabel("Password", { exact: true }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});

/** A new DolphinID made an admin, signed in with no second factor given: the desk will ask for one. */
async function newStaffMember(page: Page, label: string) {
  const member = { email: uniqueEmail(label), password: "staff need two factors", secondFactor: "ask" as const };
  await registerDolphinId(page, member);
  queryDb(
    `INSERT INTO account_roles (account_id, account_type, environment) SELECT id, ${ROLE_ADMIN}, ${SERVER_ENVIRONMENTS.local} FROM accounts WHERE email = '${member.email}'`,
  );
  await signIn(page, member);
  return member;
}

describe("a second factor for staff", () => {
  it("sends a new staff account to 'Protect your staff account', sets up an authenticator app, shows the recovery codes, and asks again at the next sign-in", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    page.setDefaultTimeout(45_000);
    const member = await newStaffMember(page, "new-staff");

    await page.goto("/staff");
    await page.getByRole("heading", { level: 1, name: "Protect your staff account" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/staff/protect");
    await waitForEnhancement(page);
    await expect(page.getByRole("img", { name: /^QR code for adding your Dolphin staff account/ }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "Protect your staff account");

    const key = (await page.locator(".totp-key").textContent()) ?? "";
    expect(key.replace(/\s+/g, "")).toMatch(/^[A-Z2-7]{32}$/);
    await pressUntil(page, "Tab", "textbox", "Code from the app");
    await page.keyboard.type(codeFor(key));
    await pressUntil(page, "Tab", "button", "Confirm the code");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Your recovery codes" }).waitFor();
    await expect(page.locator(".recovery-codes li").count()).resolves.toBe(10);
    await waitForEnhancement(page);
    await expectNoAxeViolations(page, "the recovery codes");
    await page.getByRole("link", { name: "Continue to the staff desk" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff desk" }).waitFor();

    await signOut(page);
    await signIn(page, member);
    await page.goto("/staff/audit");
    await page.getByRole("heading", { level: 1, name: "Confirm it is you" }).waitFor();
    await waitForEnhancement(page);
    await expectNoAxeViolations(page, "the desk's second-factor check");
    // The next step's code: the one typed above cannot be used twice.
    await page.getByLabel("Code from the app").fill(codeFor(key, Date.now() + 30_000));
    await page.getByRole("button", { name: "Continue", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/staff/audit");
    await context.close();
  }, 240_000);

  it("protects a new staff account with a passkey by keyboard, and asks for that passkey at the next sign-in", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const { cdp, authenticatorId } = await withVirtualAuthenticator(context, page);
    const member = await newStaffMember(page, "passkey-staff");

    await page.goto("/staff/audit");
    await page.getByRole("heading", { level: 1, name: "Protect your staff account" }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "Passkey name");
    await page.keyboard.type("Desk laptop");
    await pressUntil(page, "Tab", "button", "Add a passkey");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Your recovery codes" }).waitFor();
    await expect(page.locator(".recovery-codes li").count()).resolves.toBe(10);
    const { credentials: held } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(held).toHaveLength(1);
    await waitForEnhancement(page);
    await expectNoAxeViolations(page, "the recovery codes after a passkey");

    await signOut(page);
    await signIn(page, member);
    await page.goto("/staff/audit");
    await page.getByRole("heading", { level: 1, name: "Confirm it is you" }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "button", "Use your passkey");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/staff/audit");
    await expect(page.getByRole("heading", { level: 1, name: "Confirm it is you" }).count()).resolves.toBe(0);
    await context.close();
  }, 240_000);
});
