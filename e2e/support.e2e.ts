import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();

const SUCCESS_START = "We read all messages and will make sure it’s handled by the right team...";

async function hydrated(page: Page) {
  await page.waitForLoadState("networkidle");
}

describe("contact form", () => {
  it("sends a message with JavaScript: human check, success text, reset, stored", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact");
    await hydrated(page);
    await expectNoAxeViolations(page, "on /contact");
    await page.getByLabel("Your name").fill("Helen Marsh");
    await page.getByLabel("Email address").fill("helen.e2e@example.com");
    await page.getByLabel("Subject").fill("Licences for our library");
    await page.getByLabel("Your message").fill("We would like SuperNova on six public computers in our library.");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    const success = page.locator(".alert--success");
    await success.waitFor();
    await expect(success.textContent()).resolves.toContain(SUCCESS_START);
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe("");
    const rows = queryDb<{ subject: string }>("SELECT subject FROM support_messages WHERE email = 'helen.e2e@example.com'");
    expect(rows).toEqual([{ subject: "Licences for our library" }]);
    const mail = queryDb<{ n: number }>("SELECT count(*) AS n FROM mail_messages WHERE reply_to = 'helen.e2e@example.com'");
    expect(mail[0]?.n).toBe(1);
    await context.close();
  });

  it("lists empty required fields in the error summary and sends nothing", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact");
    await hydrated(page);
    await page.getByLabel("Your name").fill("Only a name");
    await page.getByRole("button", { name: "Send Request" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Your form could not be submitted because of the following validation errors:" });
    await summary.waitFor();
    const text = await summary.textContent();
    expect(text).toContain("Email address field empty");
    expect(text).toContain("Subject field empty");
    expect(text).toContain("Your message field empty");
    expect(text).not.toContain("Your name field empty");
    await expect(page.title()).resolves.toMatch(/^Error: /);
    await expectNoAxeViolations(page, "with the error summary");
    await context.close();
  });

  it("shows the server's field errors after a post without JavaScript, then sends", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await page.getByLabel("Your name").fill("No Script");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Subject").fill("Braille display question");
    await page.getByLabel("Your message").fill("Which displays work with ScreenReader?");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.locator(".field-error").first().textContent()).resolves.toContain("Email must be a valid email address");
    await page.getByLabel("Email address").fill("noscript.e2e@example.com");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.locator(".alert").first().textContent()).resolves.toContain(SUCCESS_START);
    expect(queryDb("SELECT id FROM support_messages WHERE email = 'noscript.e2e@example.com'")).toHaveLength(1);
    await context.close();
  });

  it("shows the human-check texts and sends nothing when the check fails", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact");
    await hydrated(page);
    await page.getByLabel("Your name").fill("Check Failure");
    await page.getByLabel("Email address").fill("check.e2e@example.com");
    await page.getByLabel("Subject").fill("Human check");
    await page.getByLabel("Your message").fill("This message must not be stored.");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    // The form is given a token that was already spent: the message's own check refuses it.
    const { token } = await (await page.request.get("/api/v1/recaptcha/token?action=contact")).json();
    await page.request.post("/api/v1/recaptcha/verify", { form: { token, action: "contact" } });
    await page.route("**/api/v1/recaptcha/token**", (route) => route.fulfill({ contentType: "application/json", body: JSON.stringify({ token }) }));
    await page.getByRole("button", { name: "Send Request" }).click();
    await page.locator(".alert--error").getByText("Your verification has expired or was already used, please refresh and try again").waitFor();
    await page.unroute("**/api/v1/recaptcha/token**");
    await page.route("**/api/v1/recaptcha/token**", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Send Request" }).click();
    await page.locator(".alert--error").getByText("There was an issue attempting to verify you, please refresh and try again").waitFor();
    expect(queryDb("SELECT id FROM support_messages WHERE email = 'check.e2e@example.com'")).toHaveLength(0);
    await context.close();
  });

  it("keeps the newsletter format radios disabled and unchecked until sign-up is ticked", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact");
    await hydrated(page);
    const html = page.getByLabel("HTML (formatted, with pictures)");
    const plain = page.getByLabel("Plain text");
    await expect(html.isDisabled()).resolves.toBe(true);
    await expect(html.isChecked()).resolves.toBe(false);
    await expect(plain.isChecked()).resolves.toBe(false);
    await page.getByLabel(/Send me the Dolphin newsletter/).check();
    await expect(html.isEnabled()).resolves.toBe(true);
    await expect(html.isChecked()).resolves.toBe(true);
    await page.getByLabel(/Send me the Dolphin newsletter/).uncheck();
    await expect(html.isDisabled()).resolves.toBe(true);
    await expect(html.isChecked()).resolves.toBe(false);
    await context.close();
  });
});

describe("support form", () => {
  it("sends a support request for a product; the serial box becomes required when ticked", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact/support");
    await hydrated(page);
    await expectNoAxeViolations(page, "on /contact/support");
    const serial = page.locator("#serial");
    await expect(serial.getAttribute("required")).resolves.toBeNull();
    await serial.fill("SN-2231-8890");
    await expect(page.getByLabel("I have a serial number").isChecked()).resolves.toBe(true);
    await expect(serial.getAttribute("required")).resolves.not.toBeNull();
    await page.getByLabel("Your name").fill("Derek Owusu");
    await page.getByLabel("Email address").fill("derek.e2e@example.com");
    await page.locator("#product").selectOption({ label: "GuideConnect" });
    await page.locator("#version").fill("5.1");
    await page.getByLabel("How can we help?").fill("Email stopped working after I changed my password.");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.locator(".alert--success").textContent()).resolves.toContain(SUCCESS_START);
    const rows = queryDb<{ product_id: number; serial: string }>("SELECT product_id, serial FROM support_messages WHERE email = 'derek.e2e@example.com'");
    expect(rows).toEqual([{ product_id: 3, serial: "SN-2231-8890" }]);
    await context.close();
  });
});

describe("knowledge base", () => {
  // As served, without framework JavaScript: the results form's behaviour searches in place.
  for (const visitor of ["enhanced"]) {
    it(`searches as you type, announces the count, and pages within range (${visitor})`, async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      await page.goto("/support/knowledge-base");
      await hydrated(page);
      await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
      await expectNoAxeViolations(page, `on the knowledge base (${visitor})`);
      const summary = page.locator(".kb-search__summary");
      await expect(summary.textContent()).resolves.toMatch(/^\d+ articles found\. Page 1 of 3\.$/);
      // An ordinary link: the address says the page.
      await page.getByRole("link", { name: "Next page" }).click();
      await page.waitForURL(/page=2/);
      await page.waitForFunction(() => document.querySelector(".kb-search__summary")?.textContent?.includes("Page 2 of 3"));
      await page.getByLabel("Search articles").fill("braille");
      await page.waitForFunction(() => document.querySelector(".kb-search__summary")?.textContent?.includes('for "braille"'));
      await expect(summary.textContent()).resolves.toMatch(/articles? found for "braille"\. Page 1 of 1\./);
      await expect(page.locator(".kb-results__title").first().textContent()).resolves.toContain("Braille");
      // Said through a live region: the page's own (role status) or the app's announcer.
      const announced = await page.locator("[aria-live], [role=status]").allTextContents();
      expect(announced.join(" ")).toContain('found for "braille"');
      expect(page.url()).toContain("searchTerm=braille");
      await page.getByLabel("Search articles").fill("qqzzxx");
      await page.locator(".kb-search__empty").getByText("No Articles Found").waitFor();
      await expect.poll(async () => (await page.locator("[aria-live], [role=status]").allTextContents()).join(" ")).toContain("No Articles Found");
      await expectNoAxeViolations(page, `with no results (${visitor})`);
      await context.close();
    });
  }

  it("works without JavaScript through the GET form and page links", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/support/knowledge-base/articles?page=99");
    await expect(page.locator(".pager__status").textContent()).resolves.toBe("Page 3 of 3");
    await page.getByLabel("Search articles").fill("licence");
    await page.getByRole("main").getByRole("button", { name: "Search" }).click();
    expect(page.url()).toContain("searchTerm=licence");
    await page.locator(".kb-results__title a").first().click();
    // Without JavaScript the click only waits for the new address; wait for the page itself.
    await page.waitForLoadState();
    expect(page.url()).toContain("/support/knowledge-base/article?id=");
    await expect(page.locator("h1").count()).resolves.toBe(1);
    await context.close();
  });
});

describe("dealer locator", () => {
  it("asks for a state only for the USA and lists that state's dealers", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact/dealer/locate");
    await hydrated(page);
    const state = page.getByLabel("State", { exact: true });
    await expect(state.isVisible()).resolves.toBe(false);
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "United States" });
    await expect(state.isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Locate Dealer" }).click();
    await page.waitForURL(/submitted=1/);
    await expect(page.locator(".field-error").textContent()).resolves.toContain("Choose a state");
    await page.getByLabel("State", { exact: true }).selectOption({ label: "California" });
    await page.getByRole("button", { name: "Locate Dealer" }).click();
    await page.waitForURL(/state=1004/);
    expect(page.url()).toMatch(/submitted=1&country=255&state=1004/);
    const names = await page.locator(".dealer-card__name").allTextContents();
    expect(names).toEqual(["Golden Gate Assistive Technology", "SoCal Low Vision Center"]);
    // The count of dealers found is what is heard first.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toMatch(/^2 dealers found in California/);
    await expectNoAxeViolations(page, "with dealer results");
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "United Kingdom" });
    await expect(state.isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: "Locate Dealer" }).click();
    await page.waitForURL(/country=1(&|$)/);
    await expect(page.locator(".dealer-card__name").first().textContent()).resolves.toBe("Dolphin Computer Access (UK sales)");
    await expect(page.locator(".dealer-card__badge").first().textContent()).resolves.toContain("Primary dealer");
    await context.close();
  });
});

describe("newsletter", () => {
  it("signs up with a confirmation mailed first, and answers a second sign-up the same way", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/newsletter");
    await hydrated(page);
    await expectNoAxeViolations(page, "on /newsletter");
    await expect(page.locator("main").getByRole("link", { name: /RSS/ }).getAttribute("href")).resolves.toBe("/rss");
    await page.getByLabel("Email address").fill("news.e2e@example.com");
    await page.getByLabel("Plain text").check();
    await page.getByRole("button", { name: "Sign up" }).click();
    await expect(page.locator(".alert--success").textContent()).resolves.toContain("Almost done: we have sent a mail with a link");
    // Nothing reaches the list before the mailed link is followed (e2e/sessions-newsletter.e2e.ts follows it).
    expect(queryDb("SELECT email_type FROM newsletter_subscribers WHERE email = 'news.e2e@example.com'")).toEqual([]);
    expect(queryDb("SELECT status, email_type FROM newsletter_consents WHERE email = 'news.e2e@example.com'")).toEqual([
      { status: "pending", email_type: "plain" },
    ]);
    await page.getByLabel("Email address").fill("news.e2e@example.com");
    await page.getByRole("button", { name: "Sign up" }).click();
    await page.locator(".alert--success").getByText("Almost done").waitFor();
    await context.close();
  });
});

describe("country picker", () => {
  it("detects the country offline from the browser's position and saves it", async () => {
    const context = await newContext(browser(), { geolocation: { latitude: 48.8566, longitude: 2.3522 }, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/country/change");
    await hydrated(page);
    // Without framework JavaScript for an anonymous visitor: the detection is the enhancement's.
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await expect(page.getByText(/Help in your language/).isVisible()).resolves.toBe(true);
    const detect = page.getByRole("button", { name: "Detect my location" });
    await detect.click();
    await page.getByRole("button", { name: "Location found" }).waitFor();
    await expect(page.getByRole("button", { name: "Location found" }).isDisabled()).resolves.toBe(true);
    await expect(page.getByLabel("Country", { exact: true }).inputValue()).resolves.toBe("4");
    await expect(page.locator("#country-picker-said").textContent()).resolves.toBe("We found you in France. Choose Save country to keep it.");
    await expect(page.getByRole("heading", { name: "What we offer in France" }).count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Save country" }).click();
    await page.getByText("Your country is now France.").waitFor();
    // The page that comes back says so first.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain("Your country is now France.");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "dolphin-country")?.value).toBe("4");
    // The UK hides the help-in-my-language perk; choosing another country lets the button look again.
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "United Kingdom" });
    await expect(page.getByText(/Help in your language/).isVisible()).resolves.toBe(false);
    await expect(page.getByRole("button", { name: "Detect my location" }).isEnabled()).resolves.toBe(true);
    await expectNoAxeViolations(page, "on /country/change");
    await context.close();
  });

  it("saves the country without JavaScript and comes back to say so", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/country/change");
    await page.getByLabel("Country", { exact: true }).selectOption({ label: "France" });
    await page.getByRole("button", { name: "Save country" }).click();
    await page.waitForURL(/\/country\/change\?saved=1$/);
    await page.getByText("Your country is now France.").waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "dolphin-country")?.value).toBe("4");
    await context.close();
  });

  it("says when the position is in no country", async () => {
    const context = await newContext(browser(), { geolocation: { latitude: 30, longitude: -40 }, permissions: ["geolocation"] });
    const page = await context.newPage();
    await page.goto("/country/change");
    await hydrated(page);
    await page.getByRole("button", { name: "Detect my location" }).click();
    await page.getByText("There was a problem with auto-detecting your position").waitFor();
    await expect(page.getByText("Looks like we can't find you! Please choose your country from the box above.").count()).resolves.toBe(1);
    await expect(
      page
        .getByRole("alert")
        .getByText(/^Reason: /)
        .textContent(),
    ).resolves.toBe("Reason: ZERO_RESULTS");
    await expect(page.getByRole("button", { name: "Detect my location" }).isEnabled()).resolves.toBe(true);
    await context.close();
  });
});

describe("bookings", () => {
  it("books a callback without JavaScript, keeping what was typed after a refusal", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact/support/callback/book");
    const slot = page.locator("#slotId");
    const firstTime = await slot.locator("option:not([value=''])").first().textContent();
    await slot.selectOption({ label: firstTime ?? "" });
    await page.getByLabel("Your name").fill("Raj Patel");
    await page.getByLabel("Email address").fill("raj.e2e@example.com");
    await page.getByLabel("Phone number").fill("07700 900321");
    await page.getByRole("button", { name: "Book callback" }).click();
    await expect(page.locator(".field-error").first().textContent()).resolves.toContain("You must agree to the privacy policy and terms");
    await expect(page.getByLabel("Your name").inputValue()).resolves.toBe("Raj Patel");
    await expect(page.getByLabel("Phone number").inputValue()).resolves.toBe("07700 900321");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Book callback" }).click();
    await expect(page.locator(".alert--success").textContent()).resolves.toContain(`Your callback is booked for ${firstTime}`);
    expect(queryDb("SELECT id FROM support_bookings WHERE email = 'raj.e2e@example.com'")).toHaveLength(1);
    await context.close();
  });

  it("books a training session and shows the confirmation; the session is then gone from the list", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/contact/support/training");
    await hydrated(page);
    const firstTitle = await page.locator(".support-list__item h3").first().textContent();
    await page.locator(".support-list__item a").first().click();
    await page.waitForURL(/training\/book\?slot=/);
    await hydrated(page);
    await page.getByLabel("Your name").fill("Grace Lin");
    await page.getByLabel("Email address").fill("grace.e2e@example.com");
    await page.getByLabel("Phone number").fill("07700 900789");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Book my place" }).click();
    await page.waitForURL(/training\/confirm\?slot=/);
    await expect(page.locator("h1").textContent()).resolves.toBe("Your training session is booked");
    await expect(page.locator(".alert--success").textContent()).resolves.toContain(firstTitle ?? "");
    await expectNoAxeViolations(page, "on the training confirmation");
    await context.close();
  });
});

describe("accessibility of every support page", () => {
  const PAGES = [
    "/support",
    "/support/categories/supernova",
    "/support/knowledge-base/articles",
    "/support/knowledge-base/article?id=101",
    "/support/report-a-bug/easyreader",
    "/contact/support/callback",
    "/contact/support/callback/book",
    "/contact/support/training",
    "/contact/support/training/book",
    "/contact/dealer/locate",
    "/Contact/Dealer",
  ];
  for (const path of PAGES) {
    it(`${path} has one h1, a title and no axe violations`, async () => {
      const context = await newContext(browser());
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      await expect(page.title()).resolves.toMatch(/\| Dolphin$/);
      await expectNoAxeViolations(page, `on ${path}`);
      await context.close();
    });
  }

  it("answers unknown products and articles with 404", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto("/support/categories/no-such-product"))?.status()).toBe(404);
    expect((await page.goto("/support/knowledge-base/article?id=99999"))?.status()).toBe(404);
    expect((await page.goto("/support/report-a-bug/dolphin-pen"))?.status()).toBe(404);
    await context.close();
  });
});
