/**
 * /en-us in American English: the page is marked en-US, says "license" and "color" where the
 * British English page says "licence" and "colour", shows the sales line without the UK's "(0)",
 * dates the American way, and marks none of its English as another language.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { seed } from "./walk-paths";

const browser = useBrowser();

describe("American English", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  async function read(path: string) {
    await page.goto(path, { waitUntil: "load" });
    return {
      lang: await page.locator("html").getAttribute("lang"),
      text: await page.locator("body").innerText(),
      fallbacks: await page.locator("[data-i18n-fallback]").count(),
    };
  }

  it("says color and license on /en-us where the British English page says colour and licence", async () => {
    const britishHome = await read("/");
    const americanHome = await read("/en-us");
    expect(britishHome.lang).toBe("en-GB");
    expect(americanHome.lang).toBe("en-US");
    expect(britishHome.text).toContain("colour schemes that cut glare");
    expect(americanHome.text).toContain("color schemes that cut glare");
    // Content from the database is shown as it was written; the interface's own words change.
    expect(americanHome.text).not.toContain("colour schemes that cut glare");
    expect(americanHome.fallbacks).toBe(0);

    const britishContact = await read("/contact");
    const americanContact = await read("/en-us/contact");
    expect(britishContact.text).toMatch(/\blicences\b/);
    expect(americanContact.text).toMatch(/\blicenses\b/);
    expect(britishContact.text).toContain("Sales and enquiries: +44 (0)1905 754 577");
    expect(americanContact.text).toContain("Sales and inquiries: +44 1905 754 577");
    expect(americanContact.fallbacks).toBe(0);
    await expectNoAxeViolations(page, "on /en-us/contact");
  });

  it("dates the American way on /en-us and the British way on /en-gb", async () => {
    const dateOn = async (path: string, selector: string) => {
      await page.goto(path, { waitUntil: "load" });
      const time = page.locator(selector).first();
      return { shown: (await time.innerText()).trim(), iso: (await time.getAttribute("datetime")) ?? "" };
    };
    const american = await dateOn(`/en-us/blog/${seed.blog.slug}`, ".blog-post__date time");
    const british = await dateOn(`/blog/${seed.blog.slug}`, ".blog-post__date time");
    expect(american.iso).toBe(british.iso);
    const day = { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" } as const;
    expect(american.shown).toBe(new Intl.DateTimeFormat("en-US", day).format(new Date(american.iso)));
    expect(american.shown).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(british.shown).toBe(new Intl.DateTimeFormat("en-GB", day).format(new Date(british.iso)));
    expect(british.shown).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

    const updated = await dateOn("/en-us/About-Dolphin", ".content-page__updated time");
    expect(updated.shown).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});
