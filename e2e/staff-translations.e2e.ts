/**
 * The desk's Translations section in Chromium, as the local superadmin: the list and an editor
 * pass axe; a page is translated into German by keyboard alone, published, and a visitor of
 * /de-de reads it in German; unpublished again, the visitor reads the English.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, queryDb } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();

/** A published English page of the seed with no German translation yet, read at /flexipage/{hid}. */
function untranslatedPage(): { id: number; hid: string; title: string; path: string | null } {
  const [row] = queryDb<{ id: number; hid: string; title: string; path: string | null }>(
    "SELECT id, hid, title, path FROM content_pages WHERE language = 'en' AND published = 1 AND id NOT IN (SELECT item_id FROM content_translation_states WHERE kind = 'page' AND language = 'de') ORDER BY id LIMIT 1",
  );
  if (!row) throw new Error("the seed has no English page left to translate");
  return row;
}

/** Types into the focused field, replacing what it held, as a keyboard user does. */
async function typeOver(text: string) {
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
}

describe("the desk's Translations section", () => {
  it("translates a page into German by keyboard, publishes it for /de-de, and unpublishes it", async () => {
    const english = untranslatedPage();
    const address = english.path ?? `/flexipage/${english.hid}`;
    const title = `Deutscher Titel ${Date.now()}`;

    await page.goto("/staff");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "link", "Translations");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Translations" }).waitFor();
    await expectNoAxeViolations(page, "the translations list");
    // The filter is a GET form: the list of what needs work is a link.
    await page.getByLabel("Show").selectOption("needs-work");
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/show=needs-work/);
    await expectNoAxeViolations(page, "the translations needing work");

    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: english.title, exact: true }) });
    await row.first().waitFor();
    const germanLink = row.first().getByRole("link", { name: new RegExp(`^Not translated \\(translation of ${escapeRegExp(english.title)}: Deutsch\\)$`) });
    await germanLink.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: `Translation of ${english.title}: Deutsch` }).waitFor();
    await waitForEnhancement(page);
    await expectNoAxeViolations(page, "a translation's editor");
    // The English beside each field is marked English; the field takes the translation's language.
    expect(await page.locator(".translation-pair__source[lang='en']").count()).toBe(3);
    expect(await page.getByRole("textbox", { name: /^Title \(Deutsch\)/ }).getAttribute("lang")).toBe("de");

    await pressUntil(page, "Tab", "textbox", /^Title \(Deutsch\)/);
    await typeOver(title);
    await pressUntil(page, "Tab", "textbox", /^Summary \(Deutsch\)/);
    await typeOver("Eine kurze Zusammenfassung auf Deutsch.");
    await pressUntil(page, "Tab", "textbox", /^Body \(Deutsch\)/);
    await typeOver("Der Text dieser Seite auf Deutsch.");
    await pressUntil(page, "Tab", "button", "Publish");
    await page.keyboard.press("Enter");
    await page.getByText(/is published: the site shows it now\./).waitFor();
    await page.getByRole("button", { name: "Unpublish" }).waitFor();
    await expectNoAxeViolations(page, "a published translation");

    const visitor = await newContext(browser());
    const reader = await visitor.newPage();
    await reader.goto(`/de-de${address}`);
    await reader.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await reader.locator("html").getAttribute("lang")).toMatch(/^de/);

    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "button", "Unpublish");
    await page.keyboard.press("Enter");
    await page.getByText(/is unpublished: the site shows the English again\./).waitFor();
    await reader.goto(`/de-de${address}`);
    await reader.getByRole("heading", { level: 1, name: english.title }).waitFor();
    await visitor.close();

    await page.goto("/staff/translations");
    const after = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: english.title, exact: true }) });
    await after
      .first()
      .getByRole("link", { name: /^Draft \(translation of .*: Deutsch\)$/ })
      .waitFor();
  }, 180_000);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
