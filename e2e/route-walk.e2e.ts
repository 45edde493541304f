/**
 * The product's integration test: walks every path of the spec's server route table
 * (section 2) and every path the spec links to, with sample parameters from the seed, as a
 * signed-out visitor, and every page of the staff desk as its superadmin. Each page must
 * answer 200 (or its intended status: the error pages, the dealer zone's 403, a clear page for
 * an unknown download token), have exactly one h1, a descriptive title that no other page has,
 * no placeholder words, no axe violations, no violations of the IBM checker's kept rules, no
 * sideways scrolling at 320 CSS px, and no focused element hidden by a fixed or sticky one at
 * 320 px and at desktop width (docs/accessibility-checks.md). Machine files (sitemap.xml, rss,
 * robots.txt) are checked for status and type.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./auth";
import { baseURL, expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { DESKTOP, expectNoIbmViolations, expectReflowAndVisibleFocus } from "./page-checks";
import { ROUTE_WALK, STAFF_SUPERADMIN, STAFF_WALK, seed } from "./walk-paths";

const browser = useBrowser();

/** Paths that answer with a file or a redirect to one, not a page. */
const DOWNLOADS = [`/downloads/product?demo=true&lid=${seed.versionLanguage.languageId}&pvid=${seed.versionLanguage.versionId}`];

const MACHINE_FILES = [
  { path: "/sitemap.xml", type: "xml" },
  { path: "/rss", type: "application/rss+xml" },
  { path: "/robots.txt", type: "text/plain" },
];

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|coming soon|placeholder text|\bundefined\b|\bNaN\b|\[object Object\]/i;

let context: Awaited<ReturnType<Browser["newContext"]>> | undefined;
let page: Page;
/** Each page title seen so far, with the page that had it: titles must tell different pages apart. */
const titles = new Map<string, { path: string; landedOn: string; content: string }>();

describe("route walk", () => {
  beforeAll(async () => {
    context = await newContext(browser(), { viewport: DESKTOP });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(ROUTE_WALK)(
    "$path",
    async ({ path, status = 200 }) => {
      const response = await page.goto(path, { waitUntil: "load" });
      const expected = Array.isArray(status) ? status : [status];
      expect(expected, `status of ${path} (ended at ${page.url()})`).toContain(response?.status());
      await expect(page.locator("h1").count(), `h1 count of ${path}`).resolves.toBe(1);
      const title = (await page.title()).trim();
      expect(title.length, `title of ${path}`).toBeGreaterThan(0);
      // Descriptive: more than the site's name. Unique: no other page shares it. One page may
      // answer at several addresses (a redirect to sign in, a locale prefix, a query, an alias
      // with the same content); error pages are one page wherever they show.
      expect(title.replace(/\bDolphin\b/g, "").replace(/[\s|–-]/g, "").length, `title of ${path} says what the page is: "${title}"`).toBeGreaterThan(0);
      if (response?.status() === 200) {
        const landedOn = new URL(page.url()).pathname.replace(/^\/[a-z]{2}-[a-z]{2}(?=\/|$)/, "").toLowerCase() || "/";
        const content = (await page.locator("main").innerText()).replace(/\s+/g, " ").trim();
        const earlier = titles.get(title);
        const samePage = earlier === undefined || earlier.landedOn === landedOn || earlier.content === content;
        expect(samePage, `title "${title}" of ${path} is also the title of ${earlier?.path}`).toBe(true);
        titles.set(title, { path, landedOn, content });
      }
      const text = await page.locator("body").innerText();
      expect(text, `placeholder words on ${path}`).not.toMatch(PLACEHOLDER);
      await expectNoAxeViolations(page, `on ${path}`);
      await expectNoIbmViolations(page, `on ${path}`);
      await expectReflowAndVisibleFocus(page, `on ${path}`);
    },
    90_000,
  );

  it.each(DOWNLOADS)("%s", async (path) => {
    const response = await fetch(`${baseURL()}${path}`, { redirect: "manual" });
    expect([200, 302, 303, 307], `status of ${path}`).toContain(response.status);
    if (response.status === 200) expect(response.headers.get("content-disposition") ?? response.headers.get("content-type")).toBeTruthy();
  });

  it.each(MACHINE_FILES)("$path", async ({ path, type }) => {
    const response = await fetch(`${baseURL()}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
  });
});

describe("route walk: the staff desk", () => {
  let staffContext: Awaited<ReturnType<Browser["newContext"]>> | undefined;
  let staffPage: Page;
  beforeAll(async () => {
    staffContext = await newContext(browser(), { viewport: DESKTOP });
    staffPage = await staffContext.newPage();
    await signIn(staffPage, STAFF_SUPERADMIN);
  });
  afterAll(async () => {
    await staffContext?.close();
  });

  it.each(STAFF_WALK)(
    "%s",
    async (path) => {
      const response = await staffPage.goto(path, { waitUntil: "load" });
      expect(response?.status(), `status of ${path}`).toBe(200);
      await expect(staffPage.locator("h1").count(), `h1 count of ${path}`).resolves.toBe(1);
      await expectNoAxeViolations(staffPage, `on ${path}`);
      await expectNoIbmViolations(staffPage, `on ${path}`);
      await expectReflowAndVisibleFocus(staffPage, `on ${path}`);
    },
    90_000,
  );
});
