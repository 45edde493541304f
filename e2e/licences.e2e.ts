/**
 * Licences in the browser: a seeded licence holder finds My licences from the account page,
 * downloads a patch their licence covers and gets its bytes; another account is refused it;
 * the patch's old public address serves nothing; and a dealer-sold serial is registered with
 * and without JavaScript, wrong serials shown in the error summary. My licences is served
 * without framework JavaScript: with JavaScript on, its form posts natively and the answer
 * page gives the summary or the confirmation focus.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { signIn, registerAndSignIn, uniqueEmail } from "./auth";
import { baseURL, expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { expectOnlyEnhancementScript, loadScripts } from "./enhancement";

const browser = useBrowser();
const ROOT = join(import.meta.dirname, "..");
const SEED_PASSWORD = "Hollybrook-Reader-2026";
const HOLDER = "helen.marsh@hollybrook.sch.uk";
/** Dealer-sold serials of seed/licences.ts that no account holds yet. */
const UNREGISTERED_MAGNIFIER = "DEAL-ERMA-GN23-SAMP";
const UNREGISTERED_SCREENREADER = "DEAL-ERSC-RN23-SAMP";
const patchBytes = (id: number) => readFileSync(join(ROOT, "seed", "downloads", "patches", `patch-${id}.zip`));

describe("licences", () => {
  it("a seeded licence holder sees My licences and downloads a covered patch; no one else gets it", { timeout: 120_000 }, async () => {
    const context = await newContext(browser(), { acceptDownloads: true });
    const page = await context.newPage();
    await signIn(page, { email: HOLDER, password: SEED_PASSWORD });
    await page.getByRole("link", { name: /^My licences/ }).click();
    await page.waitForURL((url) => url.pathname === "/account/licences");
    await page.getByRole("heading", { level: 1, name: "My licences" }).waitFor();
    await page.waitForFunction(() => document.title.startsWith("My licences"));
    await expect(page.title()).resolves.toBe("My licences | Dolphin Account | Dolphin");
    await expect(page.getByRole("heading", { level: 2, name: "SuperNova Magnifier" }).count()).resolves.toBe(1);
    await expect(page.getByText("HMSN-MAGN-2223-SEED").count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "SuperNova Magnifier 23.01 update 1" }).count()).resolves.toBe(1);
    // The ScreenReader 22 licence: version 23 is out and its maintenance has ended.
    await expect(page.getByRole("link", { name: "Upgrade ScreenReader to version 23" }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "Renew software maintenance for ScreenReader" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on My licences");

    await page.getByRole("link", { name: "SuperNova Magnifier 23.01 update 1" }).click();
    await page.waitForURL((url) => url.pathname === "/product/updates");
    const link = page.getByRole("link", { name: "Download SuperNova Magnifier 23.01 update 1" });
    await expect(link.getAttribute("href")).resolves.toBe("/api/v1/updates/1/file");
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("patch-1.zip");
    expect(readFileSync((await download.path())!)).toEqual(patchBytes(1));

    // Another account, signed in, has no licence for it; nor has a visitor who is not signed in.
    const otherContext = await newContext(browser());
    const other = await otherContext.newPage();
    await registerAndSignIn(other, { email: uniqueEmail("no-licence"), password: "a long enough passphrase" });
    expect((await other.request.get("/api/v1/updates/1/file")).status()).toBe(403);
    expect((await fetch(`${baseURL()}/api/v1/updates/1/file`)).status).toBe(401);
    // The old public address of the file serves nothing.
    const old = await fetch(`${baseURL()}/downloads/patches/patch-1.zip`);
    expect(old.status).toBe(404);
    expect(Buffer.from(await old.arrayBuffer()).equals(patchBytes(1))).toBe(false);
    await otherContext.close();
    await context.close();
  });

  it("registers a dealer-sold serial with JavaScript, wrong serials reported in the error summary", { timeout: 120_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("register-js"), password: "a long enough passphrase" });
    expectOnlyEnhancementScript(await loadScripts(page, "/account/licences"), "/account/licences");
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await expect(page.getByText("There are no licences registered to your DolphinID yet.").count()).resolves.toBe(1);
    await page.getByLabel("Serial number").fill("12-34");
    await page.getByRole("button", { name: "Register licence" }).click();
    const summary = page.locator(".error-summary");
    await summary.waitFor();
    await expect(summary.getByRole("link", { name: /like ABCD-EFGH-JKLM-NPQR/ }).count()).resolves.toBe(1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("error-summary"))).toBe(true);
    await expect(page.title()).resolves.toMatch(/^Error: /);
    await expectNoAxeViolations(page, "on My licences with an error");

    await page.getByLabel("Serial number").fill(UNREGISTERED_MAGNIFIER.toLowerCase());
    await page.getByRole("button", { name: "Register licence" }).click();
    const registered = `Licence ${UNREGISTERED_MAGNIFIER} for SuperNova Magnifier is now registered to your DolphinID.`;
    await page.getByText(registered).waitFor();
    // The answer page gives the confirmation focus, so it is heard.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(registered);
    await expect(page.title()).resolves.not.toMatch(/^Error: /);
    await page.getByRole("heading", { level: 2, name: "SuperNova Magnifier" }).waitFor();
    await context.close();
  });

  it("registers a serial without JavaScript, and refuses one registered to someone else without naming them", { timeout: 120_000 }, async () => {
    const signedIn = await newContext(browser());
    const signInPage = await signedIn.newPage();
    await registerAndSignIn(signInPage, { email: uniqueEmail("register-nojs"), password: "a long enough passphrase" });
    const context = await newContext(browser(), { javaScriptEnabled: false, storageState: await signedIn.storageState() });
    await signedIn.close();
    const page = await context.newPage();
    await page.goto("/account/licences");
    await page.getByLabel("Serial number").fill("HMSN-MAGN-2223-SEED");
    await page.getByRole("button", { name: "Register licence" }).click();
    await page.waitForLoadState("load");
    const summary = page.locator(".error-summary");
    await expect(summary.getByText("That serial number is registered to another DolphinID").count()).resolves.toBe(1);
    await expect(page.getByText(HOLDER).count()).resolves.toBe(0);
    await expect(page.getByLabel("Serial number").inputValue()).resolves.toBe("HMSN-MAGN-2223-SEED");

    await page.getByLabel("Serial number").fill(UNREGISTERED_SCREENREADER);
    await page.getByRole("button", { name: "Register licence" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByText(`Licence ${UNREGISTERED_SCREENREADER} for ScreenReader is now registered to your DolphinID.`).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { level: 2, name: "ScreenReader" }).count()).resolves.toBe(1);
    await context.close();
  });
});
