/**
 * Every locale in its own language: the page's `lang`, the language switcher (links named in
 * their own language, to the same page, remembered in a cookie), the head's alternates, the
 * suggestion a browser's language may bring (never a redirect), and each page family in German,
 * French and Dutch with no English from the catalogues and no axe violations.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./auth";
import { baseURL, expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { waitForHydration } from "./screen-reader";
import { ROUTE_WALK, seed } from "./walk-paths";

const browser = useBrowser();
const STAFF = { email: "staff@example.com", password: "staff-desk-local-only" };
const LANGUAGES = [
  { prefix: "/de-de", lang: "de-DE", name: "Deutsch" },
  { prefix: "/fr-fr", lang: "fr-FR", name: "Français" },
  { prefix: "/nl-nl", lang: "nl-NL", name: "Nederlands" },
] as const;

const productPath = ROUTE_WALK.find((walk) => walk.path.startsWith(`/products/${seed.product.segment}/`))?.path ?? "/products";
/** One page of each family a visitor meets. */
const FAMILIES = ["/", "/contact", "/support", "/products", productPath, "/webinars", "/events", "/About-Dolphin", "/Manage-Cookies", "/sitemap", "/404"];
const SIGNED_IN_FAMILIES = ["/account", "/account/video-calling/address-book", "/staff", "/staff/inbox"];

function localised(prefix: string, path: string) {
  return path === "/" ? prefix : `${prefix}${path}`;
}

async function expectInLanguage(page: Page, path: string, lang: string) {
  await expect(page.locator("html").getAttribute("lang"), `lang of ${path}`).resolves.toBe(lang);
  const fallbacks = await page.locator("[data-i18n-fallback]").allInnerTexts();
  expect(fallbacks, `catalogue messages shown in English on ${path}`).toEqual([]);
  await expectNoAxeViolations(page, `on ${path}`);
}

describe("languages", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it("links every page to itself in each language, in the switcher and the head, and remembers the choice", async () => {
    await page.goto("/contact?topic=1");
    const switcher = page.getByRole("navigation", { name: "Language" });
    const german = switcher.getByRole("link", { name: "Deutsch" });
    await expect(german.getAttribute("hreflang")).resolves.toBe("de-DE");
    await expect(german.getAttribute("lang")).resolves.toBe("de-DE");
    await expect(switcher.getByRole("link", { name: "English (UK)" }).getAttribute("aria-current")).resolves.toBe("true");
    const alternates = await page
      .locator('head link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`));
    expect(alternates).toEqual([
      `en-GB ${baseURL()}/contact?topic=1`,
      `en-US ${baseURL()}/en-us/contact?topic=1`,
      `de-DE ${baseURL()}/de-de/contact?topic=1`,
      `fr-FR ${baseURL()}/fr-fr/contact?topic=1`,
      `nl-NL ${baseURL()}/nl-nl/contact?topic=1`,
      `x-default ${baseURL()}/contact?topic=1`,
    ]);
    await german.click();
    await page.waitForURL((url) => url.pathname === "/de-de/contact" && url.search === "?topic=1");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de-DE");
    await expect(page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "Deutsch" }).getAttribute("aria-current")).resolves.toBe("true");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "locale")?.value).toBe("de-de");
    // Back to English the same way: the round trip ends where it began.
    await page.getByRole("navigation", { name: "Sprache" }).getByRole("link", { name: "English (UK)" }).click();
    await page.waitForURL((url) => url.pathname === "/contact" && url.search === "?topic=1");
    expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("en-gb");
  });

  it("offers the page in the browser's language without moving the visitor, and stops once they choose", async () => {
    const german = await newContext(browser(), { locale: "de-DE", extraHTTPHeaders: { "Accept-Language": "de-DE,de;q=0.9" } });
    try {
      const visitor = await german.newPage();
      await visitor.goto("/webinars");
      expect(new URL(visitor.url()).pathname).toBe("/webinars");
      await expect(visitor.locator("html").getAttribute("lang")).resolves.toBe("en-GB");
      const offer = visitor.getByRole("region", { name: "Sprachvorschlag" });
      await expect(offer.getAttribute("lang")).resolves.toBe("de-DE");
      await expect(offer.innerText()).resolves.toContain("Diese Seite gibt es auch auf Deutsch.");
      await expectNoAxeViolations(visitor, "with the language offer");
      // Staying is a choice too: the offer does not come back.
      await offer.getByRole("button", { name: "Stay in this language" }).click();
      await visitor.waitForURL((url) => url.pathname === "/webinars");
      await expect(visitor.getByRole("region", { name: "Sprachvorschlag" }).count()).resolves.toBe(0);
      await visitor.goto("/contact");
      await expect(visitor.getByRole("region", { name: "Sprachvorschlag" }).count()).resolves.toBe(0);
      // Taking the offer on another visit: the German page, and no offer there.
      await german.clearCookies();
      await visitor.goto("/contact");
      await visitor.getByRole("region", { name: "Sprachvorschlag" }).getByRole("link", { name: "Auf Deutsch lesen" }).click();
      await visitor.waitForURL((url) => url.pathname === "/de-de/contact");
      await expect(visitor.locator("html").getAttribute("lang")).resolves.toBe("de-DE");
      await expect(visitor.locator(".language-suggestion").count()).resolves.toBe(0);
    } finally {
      await german.close();
    }
  });

  for (const { prefix, lang } of LANGUAGES) {
    it.each(FAMILIES)(
      `${prefix}: %s speaks ${lang} and passes axe`,
      async (path) => {
        const target = localised(prefix, path);
        const response = await page.goto(target, { waitUntil: "load" });
        expect([200, 404], `status of ${target}`).toContain(response?.status());
        await expectInLanguage(page, target, lang);
      },
      60_000,
    );
  }

  it("keeps each page's own words after a client-side navigation, as when the page is loaded", async () => {
    await page.goto("/de-de/webinars");
    const heading = await page.getByRole("heading", { level: 1 }).innerText();
    // From a hydrated page: the events page (its map) keeps the framework for an anonymous visitor.
    await page.goto("/de-de/events");
    await waitForHydration(page);
    await page.locator('header a[href="/de-de/webinars"]').first().click();
    await page.waitForURL((url) => url.pathname === "/de-de/webinars");
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    // A message the navigation did not bring would show in English, marked.
    await expect(page.locator("[data-i18n-fallback]").count()).resolves.toBe(0);
  });

  it("shows content in the page's language where it is translated, and in English marked as such where it is not", async () => {
    await page.goto("/de-de/About-Dolphin");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Über Dolphin");
    await expect(page.locator(".not-yet-translated").count()).resolves.toBe(0);
    // Product pages, their lists and the webinars have German text of their own now.
    await page.goto("/de-de/products/individuals/supernova-magnifier");
    await expect(page.locator("main .lead").innerText()).resolves.toBe(
      "Gleichmäßige, scharfe Vergrößerung bis 64-fach, mit Farb- und Mauszeigeroptionen für angenehmes Lesen.",
    );
    await expect(page.locator(".not-yet-translated").count()).resolves.toBe(0);
    await expect(page.getByRole("heading", { level: 2, name: "Sehen Sie Ihren Bildschirm deutlich" }).count()).resolves.toBe(1);
    await page.goto("/de-de/products/individuals");
    await expect(page.locator(".product-card p", { hasText: "Alles aus Magnifier, dazu natürliche Stimmen" }).getAttribute("lang")).resolves.toBe(null);
    // The segment's intro and the families' texts are German too, inside no English.
    const langAround = (selector: string) => page.locator(selector).evaluate((node) => node.closest("[lang]")?.getAttribute("lang"));
    await expect(page.locator("main .lead").innerText()).resolves.toBe(
      "Software für Sie selbst oder einen Menschen, den Sie betreuen, mit kostenlosen Testversionen und Hilfe in Ihrer Sprache.",
    );
    await expect(langAround("main .lead")).resolves.toBe("de-DE");
    await page.goto("/de-de/products/individuals/families/supernova");
    await expect(page.locator("main .lead").innerText()).resolves.toBe(
      "Vergrößerung, Sprachausgabe und ein vollwertiger Screenreader für Windows – in drei Editionen, die mit Ihrem Sehvermögen mitwachsen.",
    );
    await expect(langAround("main .lead")).resolves.toBe("de-DE");
    await expect(langAround("main p:has-text('SuperNova gibt es in drei Editionen')")).resolves.toBe("de-DE");
    await expect(page.locator(".not-yet-translated").count()).resolves.toBe(0);
    await expectNoAxeViolations(page, "on a family's page in German");
    await page.goto("/nl-nl/products");
    await expect(langAround("main section > p:has-text('in drie edities die met uw zicht meegroeien')")).resolves.toBe("nl-NL");
    await page.goto("/de-de/ScreenReader");
    await expect(
      page
        .locator("main p", { hasText: "Ein Screenreader für Windows für Menschen, die den Bildschirm nicht nutzen" })
        .evaluate((node) => node.closest("[lang]")?.getAttribute("lang")),
    ).resolves.toBe("de-DE");
    await page.goto("/de-de/webinars/1");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toBe("Erste Schritte mit SuperNova 23");
    await expect(page.locator(".not-yet-translated").count()).resolves.toBe(0);
    await page.goto("/de-de/FAQs");
    await expect(page.locator("main [lang=en]").first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole("note").innerText()).resolves.toBe("Diese Seite ist noch nicht ins Deutsche übersetzt und wird daher auf Englisch angezeigt.");
    await expectNoAxeViolations(page, "on an untranslated page");
  });
});

describe("languages, signed in", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser());
    page = await context.newPage();
    await signIn(page, STAFF);
  }, 60_000);
  afterAll(async () => {
    await context?.close();
  });

  for (const { prefix, lang } of LANGUAGES) {
    it.each(SIGNED_IN_FAMILIES)(
      `${prefix}: %s speaks ${lang} and passes axe`,
      async (path) => {
        const target = localised(prefix, path);
        await page.goto(target, { waitUntil: "load" });
        expect(new URL(page.url()).pathname.startsWith(prefix), `${target} stays in its language (at ${page.url()})`).toBe(true);
        await expectInLanguage(page, target, lang);
      },
      60_000,
    );
  }
});
