/**
 * Buying in the visitor's currency and finding the invoice later, in Chromium: a German visitor
 * is priced in euros for Germany, pays, and reads 19 % VAT on the VAT invoice; a UK buyer makes
 * the VAT relief declaration, which the invoice prints; a German business with a VAT number is
 * reverse-charged and its invoice says so, printing as the document alone; My orders lists the
 * order by its short number with its invoice. The invoice and My orders pass axe.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();

/** Pays the order on the local payment page with the test card that pays at once; answers the order's id. */
async function payWithTestCard(page: Page): Promise<string> {
  await page.waitForURL(/\/checkout\/pay\/ord_[0-9a-f]{32}$/);
  const orderId = new URL(page.url()).pathname.split("/").pop()!;
  await page.locator('input[name="cardNumber"]').fill("4242 4242 4242 4242");
  await page.locator('input[name="expiry"]').fill("04/30");
  await page.locator('input[name="securityCode"]').fill("123");
  await page.locator('input[name="cardholder"]').fill("Ada Buyer");
  await page.locator('input[name="cardholder"]').press("Enter");
  await page.waitForURL(new RegExp(`/orders/${orderId}$`));
  return orderId;
}

describe("invoices and currencies", () => {
  it("a German visitor buys in euros and reads 19 % VAT on the invoice", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("kaeufer"), password: "a long enough passphrase" });

    await page.goto("/de-de/SuperNova/Buy");
    await expect(page.locator('select[name="country"]').inputValue()).resolves.toBe("3");
    const prices = (await page.locator("table").first().textContent())!;
    expect(prices).toContain("EUR");
    expect(prices).toContain("MwSt.");
    expect(prices).toMatch(/462,00\s€/);
    await page.locator('input[name="edition"][value="magnifier"]').check();
    await page.locator('input[name="fulfilment"][value="download"]').check();
    await page.locator('form[action$="/SuperNova/Buy/ShowVars"] button[type="submit"]').press("Enter");
    await page.locator('input[name="shownCurrency"][value="EUR"]').waitFor({ state: "attached" });
    await expect(page.locator("main").textContent()).resolves.toMatch(/549,78\s€/);
    await page.locator('input[name="intent"][value="checkout"]').locator("xpath=ancestor::form").locator('button[type="submit"]').press("Enter");
    const orderId = await payWithTestCard(page);

    // Later, in German: My orders, then the order's invoice.
    await page.goto("/de-de/account/orders");
    await page.locator(`a[href$="/de-de/orders/${orderId}/invoice"]`).press("Enter");
    await page.waitForURL(new RegExp(`/de-de/orders/${orderId}/invoice$`));
    const text = (await page.locator("main").textContent())!;
    expect(text).toMatch(/Rechnung INV-\d{4}-\d{6}/);
    expect(text).toMatch(/19\s%/);
    expect(text).toMatch(/87,78\s€/);
    await expectNoAxeViolations(page, "on the German VAT invoice");
    await context.close();
  });

  it("a German business with a VAT number is reverse-charged, its invoice says so and prints as the document alone", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("business"), password: "a long enough passphrase" });

    // The English page, with Germany chosen as 'Your country'.
    await page.goto("/SuperNova/Buy?country=3");
    await page.getByRole("radio", { name: "SuperNova Magnifier", exact: true }).check();
    await page.getByRole("radio", { name: "Download" }).check();
    const business = page.getByRole("group", { name: "Buying for a business (optional)" });
    await business.getByLabel("Company name").fill("Blindenverein Köln e.V.");
    await business.getByLabel("Invoice address").fill("Domstraße 1\n50667 Köln");
    await business.getByLabel("VAT number").fill("DE 123 456 789");
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.getByRole("heading", { level: 1, name: "Review your order" }).waitFor();
    await page.getByRole("button", { name: "Continue to payment" }).press("Enter");
    const orderId = await payWithTestCard(page);

    await page.goto(`/orders/${orderId}/invoice`);
    await page.getByRole("heading", { level: 1, name: /^VAT invoice INV-\d{4}-\d{6}$/ }).waitFor();
    const main = page.getByRole("main");
    await expect(main.getByText(/^Reverse charge: no VAT is charged\./).count()).resolves.toBe(1);
    await expect(main.getByText("Blindenverein Köln e.V.").count()).resolves.toBe(1);
    await expect(main.getByText("VAT number: DE123456789").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on a reverse-charge invoice");

    // On paper: the document, without the site's frame or the screen's hints (both on the screen).
    await expect(page.locator(".site-header").first().isVisible()).resolves.toBe(true);
    await expect(page.locator(".invoice__screen-only").isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: "print" });
    await expect(page.locator(".site-header").first().isVisible()).resolves.toBe(false);
    await expect(page.locator(".invoice__screen-only").isVisible()).resolves.toBe(false);
    await expect(page.getByRole("heading", { level: 1, name: /^VAT invoice/ }).isVisible()).resolves.toBe(true);
    await expect(main.getByText(/^Reverse charge/).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("a UK buyer makes the VAT relief declaration, and My orders lists the order with its invoice", { timeout: 180_000 }, async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await registerAndSignIn(page, { email: uniqueEmail("relief"), password: "a long enough passphrase" });

    await page.goto("/SuperNova/Buy");
    await expect(page.locator('select[name="country"]').inputValue()).resolves.toBe("1");
    await page.getByRole("radio", { name: "SuperNova Magnifier", exact: true }).check();
    await page.getByRole("radio", { name: "Download" }).check();
    await page.getByRole("checkbox", { name: "I claim VAT relief and make the declaration below" }).check();
    await page.getByLabel("Name of the person with sight loss").fill("Margaret Hale");
    await page.getByLabel("Their address").fill("4 Mill Lane\nMilton\nMT1 2AB");
    await page.getByLabel("Their condition").fill("Macular degeneration: I can no longer read print");
    await page.getByRole("checkbox", { name: /I declare that this person is chronically sick or disabled/ }).check();
    await page.getByRole("button", { name: "Review your order" }).press("Enter");
    await page.getByRole("heading", { level: 1, name: "Review your order" }).waitFor();
    await expect(page.getByText("VAT (relief claimed)").count()).resolves.toBe(1);
    await expect(page.getByText("£395.00").count()).resolves.toBeGreaterThan(0);
    await page.getByRole("button", { name: "Continue to payment" }).press("Enter");
    const orderId = await payWithTestCard(page);
    const [order] = queryDb<{ short_number: string; relief_name: string; tax_amount_minor: number }>(
      `SELECT short_number, relief_name, tax_amount_minor FROM orders WHERE id = '${orderId}'`,
    );
    expect(order).toMatchObject({ relief_name: "Margaret Hale", tax_amount_minor: 0 });
    await expect(page.getByText(order!.short_number).count()).resolves.toBe(1);

    await page.goto("/account/orders");
    await page.getByRole("heading", { level: 1, name: "My orders" }).waitFor();
    const row = page.getByRole("row", { name: new RegExp(order!.short_number) });
    await expect(row.getByText("Paid", { exact: true }).count()).resolves.toBe(1);
    await expect(row.getByText("£395.00").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on My orders");
    await row.getByRole("link", { name: /^Invoice INV-\d{4}-\d{6}$/ }).press("Enter");
    await page.getByRole("heading", { level: 1, name: /^VAT invoice INV-\d{4}-\d{6}$/ }).waitFor();
    await page.getByRole("heading", { level: 2, name: "VAT relief declaration" }).waitFor();
    await expect(page.getByText("Margaret Hale").count()).resolves.toBe(1);
    await expect(page.getByText("Macular degeneration: I can no longer read print").count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "on the invoice with a relief declaration");
    await context.close();
  });
});
