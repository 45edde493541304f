import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();

async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

describe("product pages", () => {
  it("render a product's content and calls to action, with no axe violations", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto("/products/individuals/supernova-magnifier");
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator("h1").textContent()).resolves.toBe("SuperNova Magnifier");
    for (const heading of ["Features", "Pricing", "System requirements", "Support and training"]) {
      await expect(page.getByRole("heading", { level: 2, name: heading }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole("cell", { name: "£395.00" }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "Try it free for 30 days" }).getAttribute("href")).resolves.toBe(
      "/products/individuals/supernova-magnifier/try/language",
    );
    await expectNoAxeViolations(page, "on a product page");

    await page.goto("/products");
    await expectNoAxeViolations(page, "on the products index");
    await expect(page.getByRole("link", { name: "SuperNova Magnifier & Speech", exact: true }).count()).resolves.toBe(1);
    await page.goto("/products/education");
    await expect(page.locator("h1").textContent()).resolves.toBe("Products for education");
    await expect(page.getByRole("link", { name: "Whiteboard Viewer", exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "GuideConnect", exact: true }).count()).resolves.toBe(0);
    await page.goto("/SuperNova/Features");
    await expectNoAxeViolations(page, "on a marketing page");
    // The section links use the table's spelling, and the page's other spellings redirect to it.
    await page.getByRole("navigation", { name: "SuperNova pages" }).getByRole("link", { name: "Packages" }).click();
    await page.waitForURL("**/SuperNova/Packages");
    for (const [path, canonical] of [
      ["/supernova/features", "/SuperNova/Features"],
      ["/SUPERNOVA", "/SuperNova"],
      ["/de-de/easyconverter-express/TRAINING", "/de-de/EasyConverter-Express/Training"],
    ]) {
      const response = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(301);
      expect(new URL(response.headers.get("location")!, baseURL()).pathname, path).toBe(canonical);
    }
    await context.close();
  });

  it("answers malformed route parameters with the 404 page", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [
      "/products/Indiv1duals",
      "/products/individuals/no-such-product",
      "/products/individuals/supernova-magnifier/try/language/abc",
      "/downloads/short/en",
      `/downloads/${"a".repeat(32)}/english`,
      "/product/updates?id=abc",
      "/downloads/product?demo=true&lid=x&pvid=103",
      "/SuperNova/Nonsense",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("h1").textContent(), path).resolves.toBe("Page not found");
    }
    // A well-formed but unknown token is a clear page (404), not an error.
    const unknown = await page.goto(`/downloads/${"a".repeat(32)}/en`);
    expect(unknown?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("This download link does not work");
    await context.close();
  });
});

describe("free trial", () => {
  it("checks the form, shows the error summary, then stores the trial and starts the download", async () => {
    const context = await newContext(browser(), { acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/products/individuals/supernova-magnifier/try/language/1");
    await hydrated(page);
    await expect(page.locator("h1").textContent()).resolves.toBe("Try SuperNova Magnifier free for 30 days");
    await expectNoAxeViolations(page, "on the trial form");

    await page.getByRole("button", { name: "Start my free trial" }).click();
    const summary = page.locator(".error-summary");
    await summary.waitFor();
    const items = await summary.locator("li").allTextContents();
    expect(items).toEqual(
      expect.arrayContaining([
        "First name field empty",
        "Last name field empty",
        "Email address field empty",
        "Dealer field empty",
        "Which describes you best? field empty",
      ]),
    );
    expect(items.some((item) => item.includes("I agree to the trial licence terms"))).toBe(true);
    await expectNoAxeViolations(page, "with the trial form's error summary");

    await page.getByLabel("First name").fill("Priya");
    await page.getByLabel("Last name").fill("Shah");
    await page.getByLabel("Email address").fill("priya.trial@example.com");
    await page.getByLabel("Phone number").fill("0".repeat(30));
    await page.getByLabel("Dealer", { exact: true }).selectOption("none");
    await page.getByLabel("I have sight loss and want to try it for myself").check();
    await page.getByLabel("I agree to the trial licence terms").check();
    // The phone is cut to 25 characters by the field itself.
    await expect(page.getByLabel("Phone number").inputValue()).resolves.toHaveLength(25);
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "German" });
    const downloadStarted = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("button", { name: "Start my free trial" }).click();

    await page.waitForURL(/\/trial-downloads\/\w{32}$/);
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe("SNM-23.01-de.zip");
    await expect(page.locator(".countdown").getAttribute("data-finished")).resolves.toBe("true");
    const rows = queryDb<{ first_name: string; language_id: number; dealer_id: number | null; about_you: string }>(
      "SELECT first_name, language_id, dealer_id, about_you FROM trial_requests WHERE email = 'priya.trial@example.com'",
    );
    expect(rows).toEqual([{ first_name: "Priya", language_id: 2, dealer_id: null, about_you: "persona_1" }]);
    await page.getByRole("link", { name: "What to do next" }).click();
    await page.waitForURL("**/trial-downloads/thanks");
    await expectNoAxeViolations(page, "on the trial thanks page");
    await context.close();
  });

  it("lists the chosen country's dealers in place, and says how many, without framework JavaScript", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/products/individuals/supernova-magnifier/try/language/1");
    await hydrated(page);
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    const dealerNames = () => page.locator("#dealerId option").allTextContents();
    const everyDealer = await dealerNames();
    const status = page.locator("#trial-dealers-status");
    await expect(status.getAttribute("role")).resolves.toBe("status");
    await page.getByLabel("Country").selectOption({ label: "United Kingdom" });
    await expect.poll(() => status.textContent()).toMatch(/^\d+ dealers? listed for that country$/);
    const ukDealers = (await dealerNames()).slice(2);
    expect(ukDealers.length).toBeGreaterThan(0);
    expect(ukDealers.length).toBe(Number((await status.textContent())?.split(" ")[0]));
    expect(ukDealers.every((name) => name.endsWith(", United Kingdom"))).toBe(true);
    expect(ukDealers.length).toBeLessThan(everyDealer.length - 2);
    // Nothing was sent: the address is the page's own.
    expect(new URL(page.url()).search).toBe("");
    await expectNoAxeViolations(page, "with a country's dealers");
    await page.getByLabel("Country").selectOption({ label: "Any country" });
    await expect.poll(dealerNames).toEqual(everyDealer);
    // A country the list does not hold is no choice: every dealer, and nothing said.
    await page.goto("/products/individuals/supernova-magnifier/try/language/1?countryId=99999");
    await expect(dealerNames()).resolves.toEqual(everyDealer);
    await expect(status.textContent()).resolves.toBe("");
    await context.close();
  });

  it("works without JavaScript, posting to /try/support", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products/individuals/screenreader/try/support/language/1");
    await expect(page.locator("form.trial-form").getAttribute("action")).resolves.toBe("/products/individuals/screenreader/try/support?languageId=1");
    await page.getByLabel("First name").fill("Ola");
    await page.getByRole("button", { name: "Start my free trial" }).click();
    await expect(page.locator(".error-summary li").allTextContents()).resolves.toContain("Email address is required");
    await page.getByLabel("Last name").fill("Nordmann");
    await page.getByLabel("Email address").fill("ola.nojs@example.com");
    await page.getByLabel("Dealer", { exact: true }).selectOption("none");
    await page.getByLabel("I am a teacher or work in education").check();
    await page.getByLabel("I agree to the trial licence terms").check();
    await page.getByRole("button", { name: "Start my free trial" }).click();
    await page.waitForURL(/\/trial-downloads\/\w{32}$/);
    await expect(page.getByRole("link", { name: /use this link to download/ }).getAttribute("href")).resolves.toMatch(/^\/trial-downloads\/file\/\w{32}$/);
    await context.close();
  });
});

describe("reader app download", () => {
  it("sends the form, counts down on the download page and reaches the download", async () => {
    const context = await newContext(browser(), { acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/easyreader/windows/download");
    await hydrated(page);
    await expectNoAxeViolations(page, "on the reader download form");
    await page.getByLabel("First name").fill("Sam");
    await page.getByLabel("Last name").fill("Jones");
    await page.getByLabel("Email address").fill("sam.reader@example.com");
    await page.getByLabel("For my child").check();
    await page.getByLabel("I agree to the EasyReader licence terms").check();
    // Listen before sending: the countdown may finish while the page is being checked.
    const downloadStarted = page.waitForEvent("download", { timeout: 60_000 });
    await page.getByRole("button", { name: "Download EasyReader" }).click();

    await page.waitForURL(/\/downloads\/\w{32}\/en$/);
    const status = page.locator(".countdown__status");
    // Without framework JavaScript for an anonymous visitor: the enhancement counts down in a
    // polite live region, so each second is heard (or has already finished).
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await expect(status.getAttribute("role")).resolves.toBe("status");
    await page.waitForFunction(() => !document.querySelector(".countdown__status")?.textContent?.startsWith("Use the link"));
    await expect(status.textContent()).resolves.toMatch(/Your download starts in [1-3] seconds?\.|Your download has started/);
    await expectNoAxeViolations(page, "on the countdown page");
    const download = await downloadStarted;
    expect(download.suggestedFilename()).toBe("ERW-11.02-en.zip");
    await expect(status.textContent()).resolves.toBe("Your download has started. Check your browser's downloads list.");
    const rows = queryDb<{ kind: string; about_you: string }>("SELECT kind, about_you FROM download_requests WHERE email = 'sam.reader@example.com'");
    expect(rows).toEqual([{ kind: "reader", about_you: "parent" }]);
    const tokens = queryDb<{ download_count: number }>(
      "SELECT t.download_count FROM download_tokens t JOIN download_requests r ON r.id = t.download_request_id WHERE r.email = 'sam.reader@example.com'",
    );
    expect(tokens).toEqual([{ download_count: 1 }]);
    await context.close();
  });
});

describe("reader app download without JavaScript", () => {
  it("names each missing answer, keeps what was typed, then sends the MSI package form to its countdown", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/easyreader/msi/download");
    await page.getByLabel("First name").fill("Ines");
    await page.getByLabel("Email address").fill("ines.it@school.example");
    await page.getByRole("button", { name: "Download the MSI package" }).click();
    await expect(page.locator(".error-summary li").allTextContents()).resolves.toEqual(
      expect.arrayContaining([expect.stringContaining("Last name"), expect.stringContaining("Agreement")]),
    );
    await expect(page.getByLabel("First name").inputValue()).resolves.toBe("Ines");
    await expect(page.getByLabel("Email address").inputValue()).resolves.toBe("ines.it@school.example");
    await page.getByLabel("Last name").fill("Moreau");
    await page.getByLabel("For students I teach or support").check();
    await page.getByLabel("I agree to the EasyReader licence terms").check();
    await page.getByRole("button", { name: "Download the MSI package" }).click();
    await page.waitForURL(/\/msi-downloads\/\w{32}\/en$/);
    const rows = queryDb<{ kind: string; last_name: string }>("SELECT kind, last_name FROM download_requests WHERE email = 'ines.it@school.example'");
    expect(rows).toEqual([{ kind: "reader-msi", last_name: "Moreau" }]);
    await context.close();
  });
});

describe("updates and patches", () => {
  it("reads the query string on load, rewrites it on each search, and reloads versions when the product changes", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/products/updates?product=1&productVersion=103&searchTerm=colour");
    await hydrated(page);
    await expect(page.getByLabel("Product").inputValue()).resolves.toBe("1");
    await expect(page.getByLabel("Version").inputValue()).resolves.toBe("103");
    await expect(page.getByLabel("Search term").inputValue()).resolves.toBe("colour");
    await expect(page.locator(".result-status").textContent()).resolves.toBe("1 update found");
    await expect(page.getByRole("link", { name: "SuperNova Magnifier 23.01 update 2" }).getAttribute("href")).resolves.toBe("/product/updates?id=2");
    await expectNoAxeViolations(page, "on the updates search");

    await page.getByLabel("Product").selectOption({ label: "SuperNova Magnifier & Screen Reader" });
    // The other product's versions replace the first's (which has as many), none chosen.
    await expect.poll(() => page.getByLabel("Version").inputValue()).toBe("");
    await expect(page.locator("#productVersion option").allTextContents()).resolves.toEqual(["All versions", "23.01", "22.02"]);
    await page.getByLabel("Search term").fill("");
    await page.getByRole("button", { name: "Search updates" }).click();
    await expect.poll(() => page.locator(".result-status").textContent()).toBe("3 updates found");
    await page.waitForFunction(() => window.location.search === "?product=3");

    await page.getByLabel("Search term").fill("nothing matches this");
    await page.getByRole("button", { name: "Search updates" }).click();
    await page.waitForFunction(() => window.location.search.includes("searchTerm=nothing+matches+this"));
    await expect(page.getByRole("heading", { name: "No Updates Found" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "with no updates found");
    await context.close();
  });

  it("pages through all updates ten at a time", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/products/updates");
    await hydrated(page);
    await expect(page.locator(".result-list__item").count()).resolves.toBe(10);
    await page.getByRole("link", { name: "Next page" }).click();
    await page.waitForFunction(() => window.location.search === "?page=2");
    // The address changes before the new list is drawn: wait for the list itself.
    await expect.poll(() => page.locator(".result-list__item").count()).toBe(6);
    await context.close();
  });

  it("explains the licence check on an update that needs one", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/product/updates?id=1");
    await expect(page.getByRole("heading", { name: "Sign in to download this update" }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: /^Download / }).count()).resolves.toBe(0);
    await expect(page.locator(".rich-text li").count()).resolves.toBe(2);
    await expectNoAxeViolations(page, "on an update page");
    await page.goto("/product/updates?id=16");
    await expect(page.getByRole("link", { name: "Download SuperNova Magnifier 23.01 security update" }).getAttribute("href")).resolves.toBe(
      "/api/v1/updates/16/file",
    );
    await page.goto("/product/updates/all?submitted=1&product=1&version=103");
    await expect(page.locator("h1").textContent()).resolves.toBe("Updates for SuperNova Magnifier 23.01");
    await expect(page.locator(".result-list__item").count()).resolves.toBe(3);
    await context.close();
  });
});

describe("updates licence check", () => {
  it("offers a licensed update only to a signed-in account holding a licence for that version", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("licensee");
    await registerAndSignIn(page, { email, password: "a long enough passphrase" });
    const [account] = queryDb<{ id: string }>(`SELECT id FROM accounts WHERE email = '${email}'`);
    expect(account).toBeDefined();
    await page.goto("/product/updates?id=1");
    await expect(page.getByRole("heading", { name: "Your DolphinID has no licence for this version" }).count()).resolves.toBe(1);
    queryDb(`INSERT INTO licences (account_id, product_id, serial, min_major, max_major) VALUES ('${account!.id}', 1, 'SNM-E2E-${Date.now()}', 22, 23)`);
    await page.goto("/product/updates?id=1");
    await expect(page.getByRole("link", { name: "Download SuperNova Magnifier 23.01 update 1" }).getAttribute("href")).resolves.toBe("/api/v1/updates/1/file");
    await expectNoAxeViolations(page, "on a licensed update");
    // The licence is for SuperNova Magnifier only.
    await page.goto("/product/updates?id=6");
    await expect(page.getByRole("heading", { name: "Your DolphinID has no licence for this version" }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe("legacy downloads", () => {
  it("chains product, version and language, and serves the demo download", async () => {
    const context = await newContext(browser(), { acceptDownloads: true });
    const page = await context.newPage();
    await page.goto("/support/legacy-demos");
    await hydrated(page);
    await expectNoAxeViolations(page, "on the legacy downloads page");
    await page.getByLabel("Product").selectOption({ label: "ScreenReader" });
    await page.waitForFunction(() => (document.querySelector("#version") as HTMLSelectElement | null)?.value === "402");
    const links = page.locator("#legacy-languages + ul a");
    await links.first().waitFor();
    await expect(links.count()).resolves.toBe(6);
    await expect(links.first().getAttribute("href")).resolves.toBe("/downloads/product?demo=true&lid=1&pvid=402");
    // Without framework JavaScript for an anonymous visitor: the choice is answered in place and
    // said through the page's live region; the address keeps it.
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await expect(page.locator("#legacy-status").textContent()).resolves.toBe("6 languages available");
    await expect(page.locator("#legacy-status").getAttribute("role")).resolves.toBe("status");
    expect(page.url()).toMatch(/product=\d+/);

    await page.getByLabel("Version").focus();
    await page.getByLabel("Version").selectOption({ label: "22.02" });
    await page.waitForFunction(() => document.querySelectorAll("#legacy-languages + ul a").length === 3);
    // The version list came back with the answer, and focus with it.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("version");
    await expect(links.first().getAttribute("href")).resolves.toBe("/downloads/product?demo=true&lid=1&pvid=401");
    await expectNoAxeViolations(page, "with languages listed");

    const [download] = await Promise.all([page.waitForEvent("download"), links.nth(1).click()]);
    expect(download.suggestedFilename()).toBe("SR-22.02-de.zip");

    await page.getByLabel("Product").selectOption({ label: "Lunar" });
    await page.waitForFunction(() => (document.querySelector("#version") as HTMLSelectElement | null)?.value === "1201");
    await page.getByRole("heading", { name: "Download Lunar 6.05" }).waitFor();
    await context.close();
  });
});

describe("buy, marketing and unlock pages", () => {
  it("prices a SuperNova order from data and answers the support page's post", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/SuperNova/Buy-USB/screen-reader");
    await expectNoAxeViolations(page, "on the SuperNova USB buy page");
    await expect(page.getByLabel("USB stick (runs from a USB drive on any Windows PC)").isChecked()).resolves.toBe(true);
    await page.getByRole("button", { name: "Review your order" }).click();
    await page.waitForURL("**/SuperNova/Buy/ShowVars");
    await expect(page.locator(".summary-list dd").allTextContents()).resolves.toEqual([
      "SuperNova Magnifier & Screen Reader, USB stick",
      "USB stick (runs from a USB drive on any Windows PC)",
      "English",
      "United Kingdom",
      "£945.00",
      "£189.00",
      "£1,134.00",
    ]);
    await page.goto("/ScreenReader/Support");
    await page.locator("#versionId").selectOption({ label: "ScreenReader 23.01" });
    await page.getByRole("button", { name: "Show updates for my version" }).click();
    await page.locator("#support-result").waitFor();
    await expect(page.getByRole("link", { name: "ScreenReader 23.01 update 1" }).count()).resolves.toBe(1);
    expect((await page.goto("/ScreenReader/Renew-SMA"))?.status()).toBe(200);
    await expect(page.getByRole("cell", { name: "£119.00" }).count()).resolves.toBe(1);
    await context.close();
  });

  it("says when an unlock code is wrong, and unlocks with a good one", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/easyreader/premium/unlock");
    await hydrated(page);
    await expectNoAxeViolations(page, "on the unlock page");
    await page.locator("#unlockCode").fill("WRONG-CODE");
    await page.getByLabel("DolphinID (your email address)").fill("reader@example.com");
    await page.getByRole("button", { name: "Unlock premium" }).click();
    await expect(page.locator(".error-summary li").first().textContent()).resolves.toContain("That unlock code was not recognised");
    await page.locator("#unlockCode").fill("erp-local-school-2026");
    await page.getByRole("button", { name: "Unlock premium" }).click();
    // Success redirects to the address the unlock returns (the account area, which asks signed-out visitors to sign in).
    await page.waitForURL((url) => url.pathname !== "/easyreader/premium/unlock");
    const rows = queryDb<{ code: string }>("SELECT code FROM unlock_redemptions WHERE dolphin_id = 'reader@example.com'");
    expect(rows).toEqual([{ code: "ERP-LOCAL-SCHOOL-2026" }]);
    await context.close();
  });

  it("works without JavaScript: a wrong code is named on its field with the answers kept, and a good one unlocks", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/easyreader/premium/unlock");
    await page.locator("#unlockCode").fill("WRONG-CODE");
    await page.getByLabel("DolphinID (your email address)").fill("nojs.reader@example.com");
    await page.getByRole("button", { name: "Unlock premium" }).click();
    await expect(page.locator(".error-summary li").first().textContent()).resolves.toContain("That unlock code was not recognised");
    await expect(page.locator("#unlockCode").inputValue()).resolves.toBe("WRONG-CODE");
    await expect(page.getByLabel("DolphinID (your email address)").inputValue()).resolves.toBe("nojs.reader@example.com");
    await page.locator("#unlockCode").fill("erp-local-school-2026");
    await page.getByRole("button", { name: "Unlock premium" }).click();
    await page.waitForURL((url) => url.pathname !== "/easyreader/premium/unlock");
    const rows = queryDb<{ code: string }>("SELECT code FROM unlock_redemptions WHERE dolphin_id = 'nojs.reader@example.com'");
    expect(rows).toEqual([{ code: "ERP-LOCAL-SCHOOL-2026" }]);
    await context.close();
  });
});
