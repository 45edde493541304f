/**
 * Stored content speaks in its own language: the German webinar is marked `lang="de"` on the
 * English, French and Dutch webinars pages (with and without JavaScript) and sits in the
 * page's own language on the German one, never inside `lang="en"` (its page and the sitemap
 * too); an English webinar is shown translated where it has a translation and marked English
 * where it has none; the desk's labelled Language select changes what a visitor's page marks.
 */
import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./auth";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";

const browser = useBrowser();
const SUPERADMIN = { email: "staff@example.com", password: "staff-desk-local-only" };
const GERMAN_TOPIC = "SuperNova auf Deutsch: Vergrößerung und Sprachausgabe";
/** The first upcoming webinar's topic, translated on the French and Dutch pages (seed/webinar-translations.ts). */
const FIRST_WEBINAR_TOPIC: Record<string, string> = {
  "/webinars": "Getting started with SuperNova 23",
  "/fr-fr/webinars": "Bien démarrer avec SuperNova 23",
  "/nl-nl/webinars": "Aan de slag met SuperNova 23",
};

/** The `lang` an element is spoken in: its own, or its nearest ancestor's. */
function spokenLang(element: Locator): Promise<string | null> {
  return element.evaluate((node) => node.closest("[lang]")?.getAttribute("lang") ?? null);
}

/** Whether any element from this one up to the page carries `lang="<tag>"` (or a tag of that language). */
function insideLang(element: Locator, language: string): Promise<boolean> {
  return element.evaluate((node, wanted) => {
    for (let current: Element | null = node; current; current = current.parentElement) {
      const tag = current.getAttribute("lang");
      if (tag && tag.split("-")[0]!.toLowerCase() === wanted) return true;
    }
    return false;
  }, language);
}

function germanTitle(page: Page): Locator {
  return page.locator("h2.webinar-list__title", { hasText: GERMAN_TOPIC });
}

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
])("the German webinar on the webinars pages (%s)", (_, javaScriptEnabled) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser(), { javaScriptEnabled });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(["/webinars", "/fr-fr/webinars", "/nl-nl/webinars"])("is marked German on %s", async (path) => {
    await page.goto(path);
    const title = germanTitle(page);
    await title.waitFor();
    expect(await title.getAttribute("lang")).toBe("de");
    // Its agenda is German too, and nothing around it claims English.
    const agenda = title.locator("xpath=../p[last()]");
    expect(await spokenLang(agenda)).toBe("de");
    // An English webinar is in the page's own language where it is translated (the French and Dutch pages)…
    const first = page.locator("h2.webinar-list__title", { hasText: FIRST_WEBINAR_TOPIC[path] });
    expect((await spokenLang(first))?.split("-")[0]).toBe(path === "/webinars" ? "en" : path.slice(1, 3));
  });

  it.each(["/fr-fr/webinars", "/nl-nl/webinars"])("marks an untranslated English webinar English on %s", async (path) => {
    // …and English, marked, where it is not: the past webinars have no translations.
    await page.goto(`${path}?filterBy=past`);
    const untranslated = page.locator("h2.webinar-list__title", { hasText: "Reading the web with SuperNova" });
    await untranslated.waitFor();
    expect(await spokenLang(untranslated)).toBe("en");
  });

  it("is in the page's own language on /de-de/webinars, not inside English", async () => {
    await page.goto("/de-de/webinars");
    const title = germanTitle(page);
    await title.waitFor();
    expect(await insideLang(title, "en")).toBe(false);
    expect((await spokenLang(title))?.split("-")[0]).toBe("de");
    // axe runs in the page's own script, so only where scripts run.
    if (javaScriptEnabled) await expectNoAxeViolations(page, "/de-de/webinars");
  });

  it("is German on its own page in every language, and not called untranslated on the German one", async () => {
    for (const prefix of ["", "/fr-fr", "/nl-nl"]) {
      await page.goto(`${prefix}/webinars/6`);
      const heading = page.getByRole("heading", { level: 1 });
      await heading.getByText(GERMAN_TOPIC).waitFor();
      expect(await spokenLang(heading.getByText(GERMAN_TOPIC)), prefix).toBe("de");
    }
    await page.goto("/de-de/webinars/6");
    const heading = page.getByRole("heading", { level: 1 }).getByText(GERMAN_TOPIC);
    await heading.waitFor();
    expect(await insideLang(heading, "en")).toBe(false);
    expect(await page.locator(".not-yet-translated").count()).toBe(0);
  });
});

describe("the sitemap", () => {
  it("marks the German webinar's entry German on the English page, and not English on the German one", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/sitemap");
    const entry = page.getByRole("link", { name: `Webinar: ${GERMAN_TOPIC}` });
    expect(await spokenLang(entry)).toBe("de");
    await page.goto("/de-de/sitemap");
    expect(await insideLang(page.getByRole("link", { name: `Webinar: ${GERMAN_TOPIC}` }), "en")).toBe(false);
    await context.close();
  });
});

describe("the desk's Language select", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    await signIn(page, SUPERADMIN);
  });
  afterAll(async () => {
    await context?.close();
  });

  async function saveLanguage(code: string, name: string) {
    await page.goto("/staff/webinars/1");
    const select = page.getByRole("combobox", { name: /^Language/ });
    expect(await select.inputValue()).not.toBe(code);
    await select.selectOption(code);
    expect(await select.locator("option:checked").textContent()).toBe(name);
    await page.getByRole("button", { name: "Save webinar" }).click();
    await page.getByText('The webinar "Getting started with SuperNova 23" is saved.').waitFor();
  }

  it("is labelled, lists the site's languages each in itself, and saving it changes the visitor's page", async () => {
    await page.goto("/staff/webinars/1");
    const select = page.getByRole("combobox", { name: /^Language/ });
    expect(await select.inputValue()).toBe("en");
    expect(
      await select
        .locator("option")
        .evaluateAll((options) => options.map((option) => [option.getAttribute("value"), option.getAttribute("lang"), option.textContent])),
    ).toEqual([
      ["en", "en", "English"],
      ["de", "de", "Deutsch"],
      ["fr", "fr", "Français"],
      ["nl", "nl", "Nederlands"],
    ]);
    await expectNoAxeViolations(page, "a webinar's editor");

    await saveLanguage("fr", "Français");
    const visitor = await newContext(browser());
    const visit = await visitor.newPage();
    await visit.goto("/webinars");
    const title = visit.locator("h2.webinar-list__title", { hasText: "Getting started with SuperNova 23" });
    expect(await title.getAttribute("lang")).toBe("fr");
    await visit.goto("/fr-fr/webinars");
    expect(await insideLang(visit.locator("h2.webinar-list__title", { hasText: "Getting started with SuperNova 23" }), "en")).toBe(false);
    await visitor.close();

    // Back to English, as the other tests expect it.
    await saveLanguage("en", "English");
  }, 120_000);
});
