/**
 * The staff desk's reference-data sections in Chromium: every page passes axe; by keyboard alone
 * the local superadmin changes a country's tax rate, a price in euros (a bad amount is refused
 * beside its field first) and a country's name (a bad code refused beside its field first);
 * before JavaScript, a language is saved (after its error summary) and a state added; and each
 * change is in the audit log.
 */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, queryDb } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { context, page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk();

/** Replaces what the focused field holds by typing, as a keyboard user would. */
async function retype(text: string) {
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
}

describe("the staff desk's Prices and Tax rules", () => {
  it("pass axe on every page", async () => {
    for (const path of ["/staff", "/staff/prices", "/staff/prices?price=18", "/staff/tax-rules", "/staff/tax-rules?country=25"]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoAxeViolations(page, path);
    }
  }, 150_000);

  it("changes a country's tax rate by keyboard", async () => {
    await page.goto("/staff/tax-rules");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "link", "Edit Luxembourg", 200);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Tax rule of Luxembourg" }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "Tax rate (%)", 200);
    await retype("16");
    await pressUntil(page, "Tab", "button", "Save tax rule");
    await page.keyboard.press("Enter");
    await page.getByText("The tax rule of Luxembourg is saved.").waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: "Luxembourg" }).filter({ hasText: "VAT 16%" }).count()).toBe(1);
    await expectNoAxeViolations(page, "tax rules after a save");
    expect(queryDb("SELECT tax_rate_basis_points AS rate FROM country_tax_rules WHERE country_id = 25")).toEqual([{ rate: 1600 }]);
  }, 150_000);

  it("refuses a bad amount beside its field, then saves a price in euros by keyboard", async () => {
    await page.goto("/staff/prices");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "link", /^Edit Publisher, single licence from /, 300);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: /^Edit Publisher, single licence from / }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "Price in euros (EUR) (optional)", 200);
    await retype("1.515,00");
    await pressUntil(page, "Tab", "button", "Save price");
    await page.keyboard.press("Enter");
    await page.getByText("Price in euros (EUR) must be an amount, like 395.00").first().waitFor();
    expect(queryDb("SELECT amount_minor AS amount FROM price_amounts WHERE price_id = 18 AND currency = 'EUR'")).toEqual([{ amount: 151500 }]);
    await expectNoAxeViolations(page, "a price refused");

    await page.getByRole("textbox", { name: "Price in euros (EUR) (optional)" }).focus();
    await retype("1499.00");
    await pressUntil(page, "Tab", "button", "Save price");
    await page.keyboard.press("Enter");
    await page.getByText("The price Publisher, single licence is saved.").waitFor();
    expect(queryDb("SELECT amount_minor AS amount FROM price_amounts WHERE price_id = 18 AND currency = 'EUR'")).toEqual([{ amount: 149900 }]);

    await page.goto(`/staff/audit?search=${encodeURIComponent("Publisher, single licence")}`);
    await expect.poll(() => page.getByRole("row").filter({ hasText: "Changed the price Publisher, single licence" }).count()).toBe(1);
  }, 150_000);
});

describe("the staff desk's Countries and states, and Languages", () => {
  it("pass axe on every page", async () => {
    for (const path of [
      "/staff/countries",
      "/staff/countries?country=255",
      "/staff/countries?country=255&state=1004",
      "/staff/countries?country=20",
      "/staff/languages",
      "/staff/languages?language=2",
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoAxeViolations(page, path);
    }
  }, 150_000);

  it("refuses a bad code beside its field, then renames a country by keyboard", async () => {
    await page.goto("/staff");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "link", "Countries and states", 200);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Countries and states" }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "link", "Edit Portugal", 200);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 2, name: "Edit Portugal" }).waitFor();
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "ISO 3166 code", 200);
    await retype("pt");
    await pressUntil(page, "Tab", "button", "Save country");
    await page.keyboard.press("Enter");
    await page.getByText("ISO 3166 code must be two capital letters, like DE").first().waitFor();
    expect(queryDb("SELECT name, iso3166 FROM countries WHERE id = 20")).toEqual([{ name: "Portugal", iso3166: "PT" }]);
    await expectNoAxeViolations(page, "a country refused");

    await page.getByRole("textbox", { name: "ISO 3166 code" }).focus();
    await retype("PT");
    await page.keyboard.press("Shift+Tab");
    await expect.poll(async () => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("name");
    await retype("Portuguese Republic");
    await pressUntil(page, "Tab", "button", "Save country");
    await page.keyboard.press("Enter");
    await page.getByText("The country Portuguese Republic is saved.").waitFor();
    await expect.poll(() => page.getByRole("row").filter({ hasText: "Portuguese Republic" }).count()).toBe(1);
    await expectNoAxeViolations(page, "countries after a save");
    expect(queryDb("SELECT name, iso3166, revision FROM countries WHERE id = 20")).toEqual([{ name: "Portuguese Republic", iso3166: "PT", revision: 2 }]);

    await page.goto(`/staff/audit?search=${encodeURIComponent("Portuguese Republic")}`);
    await expect.poll(() => page.getByRole("row").filter({ hasText: "Saved the country Portuguese Republic (PT)" }).count()).toBe(1);
  }, 150_000);

  it("saves a language and adds a state before JavaScript, with the error summary and field messages first", async () => {
    const noJs = await newContext(browser(), { javaScriptEnabled: false, storageState: await context.storageState() });
    noJs.setDefaultTimeout(20_000);
    try {
      const plain = await noJs.newPage();
      await plain.goto("/staff/languages?language=10");
      await plain.getByRole("textbox", { name: "Language name" }).fill("Suomen kieli");
      await plain.getByRole("textbox", { name: "ISO 639-1 code" }).fill("FI");
      await plain.getByRole("button", { name: "Save language" }).click();
      await plain.getByRole("link", { name: "ISO 639-1 code must be two lower-case letters, like de" }).waitFor();
      expect(await plain.getByRole("textbox", { name: "ISO 639-1 code" }).getAttribute("aria-invalid")).toBe("true");
      expect(queryDb("SELECT name, iso6391 FROM languages WHERE id = 10")).toEqual([{ name: "Suomi", iso6391: "fi" }]);

      await plain.getByRole("textbox", { name: "ISO 639-1 code" }).fill("fi");
      await plain.getByRole("button", { name: "Save language" }).click();
      await plain.getByText("The language Suomen kieli is saved.").waitFor();
      expect(queryDb("SELECT name, iso6391, revision FROM languages WHERE id = 10")).toEqual([{ name: "Suomen kieli", iso6391: "fi", revision: 2 }]);
      const published = (await (await plain.request.get("/api/v1/languages")).json()) as { id: number; name: string }[];
      expect(published.find((language) => language.id === 10)?.name).toBe("Suomen kieli");

      await plain.goto("/staff/countries?country=255");
      await plain.getByRole("textbox", { name: "State name" }).fill("Puerto Rico");
      await plain.getByRole("textbox", { name: "State code" }).fill("PR");
      await plain.getByRole("button", { name: "Add state" }).click();
      await plain.getByText("The state Puerto Rico is added.").waitFor();
      expect(await plain.getByRole("row").filter({ hasText: "Puerto Rico" }).count()).toBe(1);
      expect(queryDb("SELECT code FROM states WHERE country_id = 255 AND name = 'Puerto Rico'")).toEqual([{ code: "PR" }]);
    } finally {
      await noJs.close();
    }
  }, 150_000);
});
