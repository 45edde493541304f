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
import { ZOOMED, obscuredFocus } from "./page-checks";

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
    await expect(page.getByRole("region", { name: "Cookies on this website" }).isVisible()).resolves.toBe(true);
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

/** One page of each family. */
const FAMILIES = [
  { family: "home", path: "/" },
  { family: "product", path: "/products/individuals/supernova-magnifier" },
  { family: "product list", path: "/products/all" },
  { family: "marketing", path: "/SuperNova" },
  { family: "buy", path: "/SuperNova/Buy" },
  { family: "support", path: "/support" },
  { family: "knowledge base", path: `/support/knowledge-base/article?id=${article.id}` },
  { family: "contact form", path: "/contact" },
  { family: "events", path: "/events" },
  { family: "webinars", path: "/webinars" },
  { family: "webinar", path: "/webinars/1" },
  { family: "product help", path: `/product-help/${help.semantic}/${help.page}` },
  { family: "release notes", path: `/product/updates?id=${patch.id}` },
  { family: "libraries", path: "/EasyReader/Libraries-List" },
  { family: "dealers", path: "/contact/dealer/locate" },
  { family: "content page", path: "/About-Dolphin" },
  { family: "cookies", path: "/Manage-Cookies" },
  { family: "DolphinID", path: "/id/register" },
  { family: "site map", path: "/sitemap" },
  { family: "error page", path: "/404" },
];

/** WCAG 1.4.12's test values: line height 1.5, paragraph spacing 2, letter spacing 0.12, word spacing 0.16. */
const TEXT_SPACING =
  "* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }";

/** How far the page scrolls sideways (0 when it reflows). */
function sidewaysOverflow(target: Page) {
  return target.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const SCREENSHOTS = join(ROOT, "test-results", "forced-colours");

describe("low vision", () => {
  beforeAll(() => {
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  it.each(FAMILIES)("$family reflows at 320 px, with text spacing and at 200 % text", async ({ path }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(path);
    await expect(sidewaysOverflow(page), "at 320 CSS px").resolves.toBe(0);
    await page.addStyleTag({ content: TEXT_SPACING });
    await expect(sidewaysOverflow(page), "with text spacing").resolves.toBe(0);
    // 200 % text on a 640 px window: the same as 200 % zoom of a 1280 px one.
    await page.setViewportSize({ width: 640, height: 800 });
    await page.goto(path);
    await page.addStyleTag({ content: "html { font-size: 200% !important; }" });
    await expect(sidewaysOverflow(page), "at 200 % text").resolves.toBe(0);
  });

  it("a wide data table scrolls in its own labelled region, reached by keyboard", async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/Manage-Cookies");
    const region = page.locator(".table-scroll");
    await expect(region.evaluate((element) => element.scrollWidth > element.clientWidth)).resolves.toBe(true);
    await expect(region.ariaSnapshot()).resolves.toMatch(/^- region "Essential cookies":/);
    await expect(region.getAttribute("tabindex")).resolves.toBe("0");
    await expect(sidewaysOverflow(page)).resolves.toBe(0);
  });

  it("the home page's video posters say all they say at 320 px with text spacing, nothing clipped", async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await page.addStyleTag({ content: TEXT_SPACING });
    const clipped = await page.locator(".video-card__frame").evaluateAll((frames) =>
      frames.flatMap((frame, index) => {
        const box = frame.getBoundingClientRect();
        const outside = Array.from(frame.querySelectorAll<HTMLElement>(".video-card__poster > *, .video-card__consent > *")).filter((part) => {
          const rect = part.getBoundingClientRect();
          return rect.height > 0 && (rect.bottom > box.bottom + 1 || rect.top < box.top - 1);
        });
        return frame.scrollHeight > frame.clientHeight + 1 || outside.length > 0
          ? [`poster ${index + 1}: ${outside.map((part) => part.textContent?.trim()).join(" / ")}`]
          : [];
      }),
    );
    expect(await page.locator(".video-card__frame").count()).toBeGreaterThan(0);
    expect(clipped).toEqual([]);
  });

  it.each([
    { what: "the message's Subject field", path: "/contact" },
    { what: "the carousel's dots", path: "/" },
    { what: "the webinar filters", path: "/webinars" },
  ])("at 400 % zoom 'Back to top' hides no focused control ($what) and stays on screen", async ({ path }) => {
    await page.setViewportSize(ZOOMED);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // Scrolled to the end, where the link once rose above the top of the screen.
    await page.keyboard.press("End");
    await page.waitForTimeout(400);
    const link = page.locator("a.back-to-top");
    await link.focus();
    const box = await link.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, position: getComputedStyle(element).position };
    });
    expect(box.position, "not floating over the page at 320 px").not.toBe("fixed");
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(ZOOMED.height);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await obscuredFocus(page)).toEqual([]);
  });

  it.each(FAMILIES)("$family in forced-colours mode keeps a visible focus (screenshot saved)", async ({ family, path }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.emulateMedia({ forcedColors: "active" });
    try {
      await page.goto(path);
      await page.keyboard.press("Tab");
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { text: element.textContent?.trim(), outlineStyle: style.outlineStyle, outlineWidth: parseFloat(style.outlineWidth) };
      });
      expect(focus.text).toBe("Skip to main content");
      expect(focus.outlineStyle).not.toBe("none");
      expect(focus.outlineWidth).toBeGreaterThanOrEqual(2);
      await page.screenshot({ path: join(SCREENSHOTS, `${family.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.png`) });
    } finally {
      await page.emulateMedia({ forcedColors: "none" });
    }
  });
});
