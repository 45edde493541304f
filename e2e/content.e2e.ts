/**
 * Browser tests of the content area: content pages and their canonical URLs, the
 * sitemap and feeds, product help, libraries, careers with a CV upload, beta registration,
 * and the dealer zone's own sign-in, 403 page, account menu section and logout.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { grantDealerAccess } from "./dealers";

const browser = useBrowser();
const PASSWORD = "a long enough passphrase";

async function h1(page: Page) {
  return (await page.locator("h1").allTextContents()).map((text) => text.trim());
}

/** After a client-side navigation the address changes before React renders the new page: wait for its heading. */
async function expectOnlyHeading(page: Page, text: string) {
  await page.getByRole("heading", { level: 1, name: text, exact: true }).waitFor();
  expect(await h1(page)).toEqual([text]);
}

describe("content pages", () => {
  it("serves a page from D1 with one h1, and redirects other casings to one canonical URL", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/about-dolphin");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/About-Dolphin");
    expect(await h1(page)).toEqual(["About Dolphin"]);
    await expect(page.title()).resolves.toBe("About Dolphin | Dolphin");
    await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toBe(`${baseURL()}/About-Dolphin`);
    expect((await page.goto("/PRIVACY"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/privacy");
    // A page with its own path has that one canonical URL; /flexipage/{hid} leads there.
    expect((await page.goto("/flexipage/ACCESSIBILITY"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/accessibility");
    expect((await page.goto("/flexipage/Getting-Help-From-A-Dealer"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/flexipage/getting-help-from-a-dealer");
    expect((await page.goto("/flexipage/no-such-page"))?.status()).toBe(404);
    await context.close();
  });

  it("has an accessibility statement naming the standard, the testing and how to report a problem", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/accessibility");
    const text = await page.locator("main").textContent();
    expect(text).toContain("WCAG) 2.2 at level AA");
    expect(text).toContain("7:1");
    expect(text).toContain("How we test");
    expect(text).toContain("Reporting a problem");
    await expectNoAxeViolations(page, "on the accessibility statement");
    await context.close();
  });
});

describe("sitemap, feed and robots", () => {
  it("/sitemap.xml lists every public page and no private one", async () => {
    const response = await fetch(`${baseURL()}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
      const url = new URL(match[1]!.replaceAll("&amp;", "&"));
      return url.pathname + url.search;
    });
    const pages = queryDb<{ path: string }>("SELECT path FROM content_pages WHERE path IS NOT NULL AND published = 1");
    expect(pages.length).toBeGreaterThan(25);
    for (const { path } of pages) expect(locs, path).toContain(path);
    for (const path of [
      "/",
      "/sitemap",
      "/EasyReader/Libraries-List",
      "/careers/vacancies/apply",
      "/beta-tester-zone/register",
      "/dealer-zone",
      "/Manage-Cookies",
      "/product-help/supernova/contents.htm",
      "/EasyReader/Library/1",
    ]) {
      expect(locs, path).toContain(path);
    }
    for (const path of ["/account", "/dealer-zone/training", "/action/login", "/call"]) expect(locs, path).not.toContain(path);
    for (const path of ["/SuperNova", "/SuperNova/Features", "/SuperNova/Trial", "/support/report-a-bug/supernova", "/product/updates?id=1"]) {
      expect(locs, path).toContain(path);
    }
    // Every page the sitemap lists answers 200 at that very address: no 404, no redirect. Each
    // page is listed once per language; every page is fetched in English, and the first twenty
    // in each other language (the same routes answer them).
    const english = locs.filter((loc) => !/^\/[a-z]{2}-[a-z]{2}(\/|$|\?)/.test(loc));
    expect(locs.length).toBe(english.length * 5);
    const fetched = [...english, ...["en-us", "de-de", "fr-fr", "nl-nl"].flatMap((locale) => locs.filter((loc) => loc.startsWith(`/${locale}`)).slice(0, 20))];
    const statuses = new Map<string, number>();
    const queue = [...fetched];
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let loc = queue.shift(); loc !== undefined; loc = queue.shift()) {
          statuses.set(loc, (await fetch(`${baseURL()}${loc}`, { redirect: "manual" })).status);
        }
      }),
    );
    expect([...statuses].filter(([, status]) => status !== 200)).toEqual([]);
    expect(statuses.size).toBe(fetched.length);
  }, 150_000);

  it("/rss parses as RSS 2.0 with news items", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto("/rss");
    expect(response?.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await response!.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const items = [...doc.querySelectorAll("rss > channel > item")];
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        version: doc.documentElement.getAttribute("version"),
        title: doc.querySelector("rss > channel > title")?.textContent,
        link: doc.querySelector("rss > channel > link")?.textContent,
        description: doc.querySelector("rss > channel > description")?.textContent,
        items: items.map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.version).toBe("2.0");
    expect(feed.title).toBeTruthy();
    expect(feed.link).toBeTruthy();
    expect(feed.description).toBeTruthy();
    expect(feed.items.length).toBeGreaterThan(2);
    expect(feed.items.map((item) => item.title)).toContain("SuperNova 23 released");
    for (const item of feed.items) {
      expect(Number.isNaN(Date.parse(item.pubDate)), item.pubDate).toBe(false);
      expect((await fetch(item.link!)).status, item.link!).toBe(200);
    }
    await context.close();
  });

  it("robots.txt points to the sitemap and keeps crawlers out of private areas", async () => {
    const text = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain("Disallow: /account");
    expect(text).toContain(`Sitemap: ${baseURL()}/sitemap.xml`);
  });

  it("/sitemap groups pages by area", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/sitemap");
    await expect(page.getByRole("heading", { level: 2, name: "Policies and accessibility" }).count()).resolves.toBe(1);
    await expect(page.getByRole("link", { name: "Accessibility statement" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the sitemap");
    await context.close();
  });
});

describe("product help", () => {
  it("shows the contents, moves with previous/next, and searches", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    expect((await page.goto("/product-help/supernova"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/product-help/supernova/contents.htm");
    expect(await h1(page)).toEqual(["SuperNova help: contents"]);
    await page.getByRole("link", { name: "Magnification" }).click();
    await page.waitForURL("**/product-help/supernova/magnification.htm");
    await page.getByRole("link", { name: "Next: Speech" }).click();
    await page.waitForURL("**/product-help/supernova/speech.htm");
    await page.getByRole("link", { name: "Previous: Magnification" }).waitFor();
    await expectNoAxeViolations(page, "on a help page");
    await page.getByLabel("Search for").fill("braille display");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    await page.waitForURL("**/product-help/search?**");
    await expect(page.getByRole("main").getByRole("status").textContent()).resolves.toMatch(/help pages? found for “braille display”/);
    await expect(page.getByRole("link", { name: "Braille displays" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on help search");
    await context.close();
  });

  it("goes to another product's help with the page switcher, only when 'Go' is pressed, with or without JavaScript", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await newContext(browser(), { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/product-help/supernova/speech.htm");
      const switcher = page.getByLabel("Help for another product");
      await expect(switcher.inputValue()).resolves.toBe("/product-help/supernova/contents.htm");
      await switcher.selectOption({ label: "GuideConnect help" });
      // Choosing an option is not yet a request to leave the page (WCAG 3.2.2).
      expect(new URL(page.url()).pathname, `JavaScript ${javaScriptEnabled}`).toBe("/product-help/supernova/speech.htm");
      await page.getByRole("button", { name: "Go", exact: true }).click();
      await page.waitForURL("**/product-help/guideconnect/contents.htm");
      await expectOnlyHeading(page, "GuideConnect help: contents");
      await context.close();
    }
  });
});

describe("libraries", () => {
  it("filters the EasyReader list by country with a form post and no JavaScript", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/EasyReader/Libraries-List");
    const all = await page.locator(".library-list__item").count();
    expect(all).toBeGreaterThan(5);
    await page.getByLabel("Country").selectOption({ label: "Canada" });
    await page.getByRole("button", { name: "Show libraries" }).click();
    await page.waitForLoadState();
    const names = await page.locator(".library-list__item h2").allTextContents();
    expect(names).toEqual(["CELA", "NNELS"]);
    await expect(page.getByRole("main").getByRole("status").textContent()).resolves.toBe("2 libraries match your choice");
    await context.close();
  });

  it("shows a library with how to join, and emails the instructions", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/GuideConnect/Libraries-List");
    await page.getByRole("link", { name: "Calibre Audio" }).click();
    await page.waitForURL("**/GuideConnect/Library/2");
    await expectOnlyHeading(page, "Calibre Audio");
    await expect(page.getByRole("heading", { name: "How to join" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on a library page");
    const email = uniqueEmail("reader");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Email me the instructions" }).click();
    await page.getByText(`We have sent the joining instructions to ${email}.`).waitFor();
    expect(queryDb(`SELECT subject FROM mail_messages WHERE to_address = '${email}'`)).toEqual([{ subject: "How to join Calibre Audio in GuideConnect" }]);
    // A library that GuideConnect cannot reach is not a GuideConnect page.
    expect((await page.goto("/GuideConnect/Library/3"))?.status()).toBe(404);
    await context.close();
  }, 150_000);
});

describe("careers", () => {
  it("uploads a CV with the application, and refuses the wrong kind of file", async () => {
    const directory = mkdtempSync(join(tmpdir(), "cv-"));
    const pdf = join(directory, "My CV.pdf");
    writeFileSync(pdf, "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    const text = join(directory, "notes.txt");
    writeFileSync(text, "Not a CV");
    // JavaScript on: axe needs it; the form is a plain multipart post either way.
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/careers/vacancies/apply");
    await expectNoAxeViolations(page, "on the application form");
    const email = uniqueEmail("applicant");
    const fill = async (file: string) => {
      await page.getByLabel("Role").selectOption({ label: "Accessibility Test Analyst" });
      await page.getByLabel("Full name").fill("Priya Shah");
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Covering letter").fill("I test with NVDA and SuperNova every day and would love to do it for you.");
      await page.getByLabel("CV", { exact: true }).setInputFiles(file);
      await page.getByLabel(/I have read the privacy notice/).check();
      await page.getByRole("button", { name: "Send application" }).click();
      await page.waitForLoadState();
    };
    await fill(text);
    await expect(page.locator(".error-summary").textContent()).resolves.toContain("Your CV must be a PDF or Word document");
    await expect(page.locator("#cv-error").textContent()).resolves.toContain("PDF or Word");
    await expectNoAxeViolations(page, "on the application form with errors");
    expect(queryDb(`SELECT id FROM career_applications WHERE email = '${email}'`)).toEqual([]);
    await fill(pdf);
    await page.getByText("your application has been received").waitFor();
    expect(new URL(page.url()).search).toBe("?sent=1");
    const rows = queryDb<{ role: string; cv_file_name: string; cv_content_type: string }>(
      `SELECT role, cv_file_name, cv_content_type FROM career_applications WHERE email = '${email}'`,
    );
    expect(rows).toEqual([{ role: "Accessibility Test Analyst", cv_file_name: "My CV.pdf", cv_content_type: "application/pdf" }]);
    await context.close();
  }, 150_000);

  it("lists the open apprenticeships with links to apply", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/careers/apprenticeships");
    expect(new URL(page.url()).pathname).toBe("/careers/Apprenticeships");
    await page.getByRole("link", { name: "Apply for Software Development Apprentice" }).click();
    await page.waitForURL("**/careers/vacancies/apply?role=4");
    await expect(page.getByLabel("Role").inputValue()).resolves.toBe("4");
    await context.close();
  });
});

describe("beta tester zone", () => {
  it("registers a tester, who then sees the beta downloads once signed in", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("beta");
    await page.goto("/beta-tester-zone/register");
    await expectNoAxeViolations(page, "on beta registration");
    await page.getByRole("button", { name: "Register as a beta tester" }).click();
    await page.locator(".error-summary").waitFor();
    // The refused post reloads the page; let it hydrate before filling it in.
    await page.waitForLoadState("networkidle");
    await page.getByLabel("Beta programme").selectOption({ label: "GuideConnect 7 beta 1" });
    await page.getByLabel("Full name").fill("Morgan Lee");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Windows 11").check();
    await page.getByLabel(/I agree to keep beta versions confidential/).check();
    await page.getByRole("button", { name: "Register as a beta tester" }).click();
    await page.getByText("you are registered for the GuideConnect beta").waitFor();
    expect(queryDb(`SELECT programme_id FROM beta_registrations WHERE email = '${email}'`)).toEqual([{ programme_id: 2 }]);
    await expect(page.getByRole("heading", { name: "Your beta downloads" }).count()).resolves.toBe(0);

    await registerAndSignIn(page, { email, password: PASSWORD });
    await page.goto("/beta-tester-zone/register");
    await page.getByRole("heading", { name: "Your beta downloads" }).waitFor();
    await expect(page.getByRole("heading", { name: "GuideConnect 7 beta 1", level: 3 }).count()).resolves.toBe(2);
    await expectNoAxeViolations(page, "on beta registration with downloads");
    await context.close();
  }, 150_000);
});

describe("dealer zone", () => {
  it("refuses a plain account with a 403 page saying how to apply", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    expect((await page.goto("/dealer-zone/training"))?.status()).toBe(403);
    await registerAndSignIn(page, { email: uniqueEmail("plain"), password: PASSWORD });
    await page.goto("/dealer-zone");
    await page.getByRole("button", { name: "Sign in to the Dealer Zone" }).click();
    await page.getByRole("heading", { level: 1, name: "You do not have access to the Dealer Zone" }).waitFor();
    await expect(page.getByRole("heading", { name: "How to apply for dealer access" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the dealer zone 403 page");
    const response = await page.goto("/dealer-zone/newsletters");
    expect(response?.status()).toBe(403);
    await context.close();
  }, 150_000);

  it("lets a dealer in with its own session; logout ends the dealer session alone", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("dealer");
    await registerAndSignIn(page, { email, password: PASSWORD });
    const dealer = grantDealerAccess(email, "Access Technology Partners");

    await page.goto("/dealer-zone");
    await page.getByRole("button", { name: "Sign in to the Dealer Zone" }).click();
    await page.getByText(`You are signed in to the Dealer Zone for ${dealer}.`).waitFor();
    await expectNoAxeViolations(page, "on the dealer zone home");
    await page.getByRole("navigation", { name: "Dealer Zone" }).getByRole("link", { name: "Training" }).click();
    await page.getByRole("heading", { level: 1, name: "Dealer training" }).waitFor();
    await expect(page.getByRole("heading", { name: "SuperNova 23 product training" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on dealer training");

    // The account menu has the Dealer Zone section while signed in to it.
    await page.getByRole("button", { name: email }).click();
    const menuSection = page.getByRole("list", { name: "Dealer Zone" });
    await expect(menuSection.getByRole("link", { name: "Account" }).count()).resolves.toBe(1);
    await menuSection.getByRole("button", { name: "Logout" }).click();
    await page.getByText("You have signed out of the Dealer Zone. You are still signed in to your Dolphin account.").waitFor();
    expect((await page.goto("/dealer-zone/training"))?.status()).toBe(403);
    // Still signed in with DolphinID, and the menu no longer has the section.
    expect((await page.goto("/account"))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/account");
    await page.getByRole("button", { name: email }).click();
    await expect(page.getByRole("list", { name: "Dealer Zone" }).count()).resolves.toBe(0);
    await context.close();
  }, 150_000);
});
