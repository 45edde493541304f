/**
 * The owner's control of their data in Chromium, against the built site: deleting a DolphinID
 * and keeping it from the mailed link; deleting one and the scheduled job erasing it once the
 * period has passed (the job run with its clock days ahead); deleting one with a passkey (the
 * DevTools virtual authenticator) instead of the password, then keeping it; downloading the data, whose file
 * holds what the account made; changing the address with the mailed code, and putting it back
 * from the old address; axe on the pages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { readProofCode, registerAndSignIn, uniqueEmail } from "./auth";
import { waitForEnhancement } from "./enhancement";
import { withVirtualAuthenticator } from "./virtual-authenticator";

const browser = useBrowser();
const PASSWORD = "quiet orchard lantern";
const DAY = 86_400_000;

async function signedIn(options: Parameters<typeof newContext>[1] = {}) {
  const context = await newContext(browser(), options);
  const page = await context.newPage();
  const email = uniqueEmail("owner");
  // The account pages' script would fetch a second sign-in hash while the login form is posted.
  const otherHashes = /\/api\/v1\/oauth\/hash/;
  await page.route(otherHashes, (route) => route.abort());
  await registerAndSignIn(page, { email, password: PASSWORD });
  await page.unroute(otherHashes);
  return { context, page, email };
}

/** The site-relative link in the newest mail with `subject` to `email`, read from the local mailbox. */
async function mailedLink(context: BrowserContext, email: string, subject: string, path: RegExp): Promise<string> {
  const mailbox = await context.newPage();
  try {
    await mailbox.goto("/dev/mailbox");
    const mail = mailbox
      .getByRole("article")
      .filter({ has: mailbox.getByRole("heading", { name: subject }) })
      .filter({ hasText: email })
      .first();
    const link = path.exec((await mail.textContent()) ?? "")?.[0];
    if (!link) throw new Error(`no link in "${subject}" to ${email}`);
    return link;
  } finally {
    await mailbox.close();
  }
}

async function askToDelete(page: Page) {
  await page.goto("/account/preferences");
  await page.getByRole("link", { name: "Delete my DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Delete my DolphinID" }).waitFor();
  await page.getByLabel("Current password").fill(PASSWORD);
  await page.getByRole("button", { name: "Delete my DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Your DolphinID will be deleted" }).waitFor();
}

async function trySignIn(page: Page, email: string) {
  await page.goto("/action/login");
  await page.getByRole("button", { name: "Login with DolphinID" }).click();
  await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Runs the site's scheduled job as the cron would at `time` (wrangler's local trigger). */
async function runScheduledJobAt(time: number) {
  const response = await fetch(`${baseURL()}/cdn-cgi/local/scheduled?time=${time}`);
  expect(response.status).toBe(200);
}

const accountsWithEmail = (email: string) => queryDb<{ n: number }>(`SELECT count(*) AS n FROM accounts WHERE email = '${email}'`)[0]!.n;

describe("deleting a DolphinID", () => {
  it("signs the account out and keeps it from signing in, until the mailed link keeps it", async () => {
    const { context, page, email } = await signedIn();
    await askToDelete(page);
    await expectNoAxeViolations(page, "once the deletion is asked");
    const link = await mailedLink(context, email, "Your DolphinID will be deleted", /\/account\/delete\/cancel\?token=[A-Za-z0-9_-]+/);

    // Signed out everywhere, and the password no longer opens it while it waits: the page says why.
    const response = await context.request.get("/account/preferences", { maxRedirects: 0 });
    expect(response.status()).not.toBe(200);
    await trySignIn(page, email);
    await page.getByText("This DolphinID is being deleted.", { exact: false }).first().waitFor();

    // Opening the link changes nothing (mail scanners open links); the button keeps it.
    await page.goto(link);
    await page.getByRole("heading", { level: 1, name: "Keep my DolphinID" }).waitFor();
    await expectNoAxeViolations(page, "on the page that keeps it");
    expect(queryDb(`SELECT count(*) AS n FROM account_deletions d JOIN accounts a ON a.id = d.account_id WHERE a.email = '${email}'`)[0]).toEqual({ n: 1 });
    await page.getByRole("button", { name: "Keep my DolphinID" }).click();
    await page.getByRole("heading", { level: 1, name: "Your DolphinID is kept" }).waitFor();
    expect(queryDb(`SELECT count(*) AS n FROM account_deletions d JOIN accounts a ON a.id = d.account_id WHERE a.email = '${email}'`)[0]).toEqual({ n: 0 });

    // And it signs in as before.
    await trySignIn(page, email);
    await page.waitForURL((url) => url.pathname === "/account");
    await context.close();
  });

  it("is erased by the scheduled job once 14 days have passed, not before, and its link then no longer keeps it", async () => {
    const { context, page, email } = await signedIn();
    await askToDelete(page);
    const link = await mailedLink(context, email, "Your DolphinID will be deleted", /\/account\/delete\/cancel\?token=[A-Za-z0-9_-]+/);

    await runScheduledJobAt(Date.now() + 13 * DAY);
    expect(accountsWithEmail(email)).toBe(1);

    await runScheduledJobAt(Date.now() + 15 * DAY);
    expect(accountsWithEmail(email)).toBe(0);

    await page.goto(link);
    await page.getByText("This link has expired or has already been used. A DolphinID whose deletion period has passed cannot be brought back.").waitFor();
    await expect(page.getByRole("button", { name: "Keep my DolphinID" }).count()).resolves.toBe(0);
    await trySignIn(page, email);
    await page.getByText("The email address or password is not right.", { exact: false }).first().waitFor();
    await context.close();
  });
});

describe("deleting a DolphinID with a passkey", () => {
  it("proves it is the owner with the passkey instead of the password, then the mailed link keeps it", async () => {
    const { context, page, email } = await signedIn();
    await withVirtualAuthenticator(context, page);
    await page.goto("/account/preferences");
    await waitForEnhancement(page);
    await page.getByLabel("Passkey name").fill("Test laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("The passkey “Test laptop” is added.", { exact: false }).waitFor();

    // Without JavaScript the page offers the password only.
    const plain = await newContext(browser(), { javaScriptEnabled: false, storageState: await context.storageState() });
    const plainPage = await plain.newPage();
    await plainPage.goto("/account/delete");
    await plainPage.getByLabel("Current password").waitFor();
    await expect(plainPage.getByRole("button", { name: "Delete my DolphinID with a passkey" }).isVisible()).resolves.toBe(false);
    await plain.close();

    await page.goto("/account/delete");
    await waitForEnhancement(page);
    const withPasskey = page.getByRole("button", { name: "Delete my DolphinID with a passkey" });
    await expect(withPasskey.isVisible()).resolves.toBe(true);
    await expectNoAxeViolations(page, "the deletion page with its passkey button");
    await withPasskey.click();
    await page.getByRole("heading", { level: 1, name: "Your DolphinID will be deleted" }).waitFor();
    const deletions = () => queryDb(`SELECT count(*) AS n FROM account_deletions d JOIN accounts a ON a.id = d.account_id WHERE a.email = '${email}'`)[0];
    expect(deletions()).toEqual({ n: 1 });

    const link = await mailedLink(context, email, "Your DolphinID will be deleted", /\/account\/delete\/cancel\?token=[A-Za-z0-9_-]+/);
    await page.goto(link);
    await page.getByRole("button", { name: "Keep my DolphinID" }).click();
    await page.getByRole("heading", { level: 1, name: "Your DolphinID is kept" }).waitFor();
    expect(deletions()).toEqual({ n: 0 });
    await context.close();
  }, 120_000);
});

describe("downloading my data", () => {
  it("gives a file holding what the account made, and the same as a readable page", async () => {
    const { context, page, email } = await signedIn();
    await page.goto("/account/preferences");
    await page.getByLabel("Display name").fill("Morgan Data");
    await page.getByRole("button", { name: "Save preferences" }).click();
    await page.getByText("Your preferences have been saved.").first().waitFor();

    await page.getByRole("link", { name: "Download my data" }).click();
    await page.getByRole("heading", { level: 1, name: "Download my data" }).waitFor();
    await expectNoAxeViolations(page, "on the data page");
    await page.getByLabel("Current password").fill(PASSWORD);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Get my data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^dolphinid-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(readFileSync((await download.path())!, "utf8"));
    expect(file.formatVersion).toBe(1);
    expect(file.profile).toMatchObject({ email, displayName: "Morgan Data" });
    expect(file.signInHistory.map((entry: { kind: string }) => entry.kind)).toEqual(expect.arrayContaining(["sign-in", "data-export"]));

    await page.goto("/account/data");
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByLabel("A page to read here").check();
    await page.getByRole("button", { name: "Get my data" }).click();
    await page.getByRole("heading", { level: 2, name: "Everything we hold about your DolphinID" }).waitFor();
    await expect(page.locator(".account-data").getByText("Morgan Data").count()).resolves.toBe(1);
    await expect(page.getByRole("table", { name: "Sign-in history" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the readable copy");
    await context.close();
  });
});

describe("changing my email address", () => {
  it("proves the new address with a code before it replaces the old, and the old address can put it back", async () => {
    const { context, page, email } = await signedIn();
    const newEmail = uniqueEmail("moved");
    await page.goto("/account/preferences");
    await page.getByRole("link", { name: "Change my email address" }).click();
    await page.getByRole("heading", { level: 2, name: "What changes" }).waitFor();
    await expectNoAxeViolations(page, "on the change page");

    await page.getByLabel("New email address").fill(newEmail);
    await page.getByLabel("Current password").fill(PASSWORD);
    await page.getByRole("button", { name: "Send a code to the new address" }).click();
    await page.getByText(`If ${newEmail} can be used, we have sent it a code.`, { exact: false }).first().waitFor();
    // Nothing has changed until the code is typed.
    expect(accountsWithEmail(email)).toBe(1);

    await page.getByLabel("Code from the email").fill(await readProofCode(page, newEmail));
    await page.getByRole("button", { name: "Change my email address" }).click();
    await page.getByText(`Your DolphinID now uses ${newEmail}.`, { exact: false }).first().waitFor();
    await expectNoAxeViolations(page, "after the change");
    expect(accountsWithEmail(newEmail)).toBe(1);

    const undo = await mailedLink(context, email, "The email address of your DolphinID was changed", /\/account\/email\/undo\?token=[A-Za-z0-9_-]+/);
    const elsewhere = await newContext(browser());
    const oldInbox = await elsewhere.newPage();
    await oldInbox.goto(undo);
    await expectNoAxeViolations(oldInbox, "on the undo page");
    await oldInbox.getByRole("button", { name: "Put my old email address back" }).click();
    await oldInbox.getByRole("heading", { level: 1, name: "Your old email address is back" }).waitFor();
    expect(accountsWithEmail(email)).toBe(1);
    expect(accountsWithEmail(newEmail)).toBe(0);

    // Every session ended with the undo, this one too.
    await page.goto("/account/preferences");
    await page.waitForURL((url) => !url.pathname.startsWith("/account/preferences"));
    await elsewhere.close();
    await context.close();
  });
});
