/**
 * Browser-test helper: registers a DolphinID through /id/register and signs in through
 * 'Login with DolphinID' in the real interface, ending on /account.
 *
 *   await registerAndSignIn(page, { email: "sam@example.com", password: "a long passphrase" });
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

export async function registerDolphinId(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/id/register");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password").fill(password);
  await page.getByRole("button", { name: "Create DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Your DolphinID is ready" }).waitFor();
}

/** Signs in an existing DolphinID from the login page; ends on /account (or the returnTo page). */
export async function signIn(page: Page, { email, password, remember = false }: { email: string; password: string; remember?: boolean }) {
  await page.goto("/action/login");
  if (remember) await page.getByLabel("Remember me").check();
  await page.getByRole("button", { name: "Login with DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/account");
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
