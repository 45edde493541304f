import { describe, expect, it } from "vitest";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";

const browser = useBrowser();

describe("homepage", () => {
  it("renders on the server with JavaScript off", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1").textContent()).resolves.toContain("sight loss");
    await expect(page.getByText("SuperNova 23 is here").count()).resolves.toBe(1);
    await context.close();
  });

  it("renders and hydrates with JavaScript on, with no axe violations", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/");
    await page.waitForFunction(() => document.querySelector(".site-header__menu-toggle") !== null || window.innerWidth >= 768);
    await expectNoAxeViolations(page, "on the homepage");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers the locale prefix and refuses an unknown one", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    expect((await page.goto("/de-de"))?.status()).toBe(200);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de-DE");
    await expect(page.getByText("SuperNova 23 ist da").count()).resolves.toBe(1);
    expect((await page.goto("/xx-yy"))?.status()).toBe(404);
    await context.close();
  });

  it("moves focus to the main content with the skip link", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe("Skip to main content");
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main-content");
    await context.close();
  });
});

describe("cookie consent", () => {
  it("accepts and revokes with JavaScript, changing the cookie and the toggle label", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/Manage-Cookies");
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "on the cookie page");
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    const confirmation = page.getByText("You have accepted analytical and marketing cookies.");
    await confirmation.waitFor();
    await expect(confirmation.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    const cookieValue = async () => (await context.cookies()).find((cookie) => cookie.name === "cookie-policy")?.value;
    expect(await cookieValue()).toBe("1");
    const toggle = page.getByRole("button", { name: "Block Analytical & Marketing Cookies" });
    await expect(toggle.count()).resolves.toBe(1);

    await context.addCookies([{ name: "dolphin-analytics-id", value: "visitor-1", url: baseURL() }]);
    await toggle.click();
    await page.getByRole("button", { name: "Allow Analytical & Marketing Cookies" }).waitFor();
    expect(await cookieValue()).toBe("0");
    expect((await context.cookies()).some((cookie) => cookie.name === "dolphin-analytics-id")).toBe(false);
    await context.close();
  });

  it("works as a plain form without JavaScript", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/Manage-Cookies");
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await page.waitForURL("**/Manage-Cookies");
    expect((await context.cookies()).find((cookie) => cookie.name === "cookie-policy")?.value).toBe("1");
    await expect(page.getByRole("button", { name: "Accept All Cookies" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: "Block Analytical & Marketing Cookies" }).count()).resolves.toBe(1);
    await context.close();
  });
});

describe("not-found page", () => {
  it("answers 404 with the feedback form, and stores a report", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    const response = await page.goto("/supernova-22-user-guide");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1").textContent()).resolves.toBe("Page not found");
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "on the 404 page");
    const send = page.getByRole("button", { name: "Send report" });
    const feedback = page.getByLabel("What were you looking for?");
    // An anonymous visitor's 404 page comes without framework JavaScript: the field is marked
    // required (the server refuses an empty report), and the report is an ordinary post.
    await expect(feedback.getAttribute("aria-required").then((value) => value ?? feedback.getAttribute("required"))).resolves.not.toBeNull();
    await expect(send.isEnabled()).resolves.toBe(true);
    await feedback.fill("The SuperNova 22 user guide from an old newsletter");
    await send.click();
    await page.getByText("Thanks for your report.").waitFor();
    // The answer comes as a new page, and takes focus so that it is heard.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toContain("Thanks for your report.");
    const rows = queryDb<{ reported_uri: string }>(
      "SELECT reported_uri FROM feedback_reports WHERE feedback = 'The SuperNova 22 user guide from an old newsletter'",
    );
    expect(rows).toEqual([{ reported_uri: "/supernova-22-user-guide" }]);
    await context.close();
  });

  it("stores a report without JavaScript too", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/old-manual.pdf");
    await page.getByLabel("What were you looking for?").fill("An old manual without scripts");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thanks for your report.").waitFor();
    expect(queryDb("SELECT id FROM feedback_reports WHERE feedback = 'An old manual without scripts'")).toHaveLength(1);
    await context.close();
  });

  it("keeps the missing address and what was typed when a report without JavaScript is refused", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/old-price-list.pdf");
    const feedback = page.getByLabel("What were you looking for?");
    // Only spaces: the browser lets it through, the server finds the report empty once trimmed.
    await feedback.fill("   ");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Your form could not be submitted because of the following validation errors:").waitFor();
    await expect(feedback.inputValue()).resolves.toBe("   ");
    await feedback.fill("The price list for dealers");
    await page.getByRole("button", { name: "Send report" }).click();
    await page.getByText("Thanks for your report.").waitFor();
    expect(queryDb("SELECT reported_uri FROM feedback_reports WHERE feedback = 'The price list for dealers'")).toEqual([
      { reported_uri: "/old-price-list.pdf" },
    ]);
    await context.close();
  });

  it("serves the error pages with their own status", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    for (const status of [401, 403, 404, 405, 500]) {
      expect((await page.goto(`/${status}`))?.status()).toBe(status);
      await expect(page.locator("h1").count()).resolves.toBe(1);
    }
    await context.close();
  });
});

describe("error summary", () => {
  it("takes focus, is announced, prefixes the title, and links each error to its field", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto("/report-missing-page");
    await page.waitForLoadState("networkidle");
    const title = await page.title();
    // Only spaces: the button enables, and the form check finds the field empty once trimmed.
    await page.getByLabel("What were you looking for?").fill("   ");
    await page.getByRole("button", { name: "Send report" }).click();
    const summary = page.getByRole("alert").filter({ hasText: "Your form could not be submitted because of the following validation errors:" });
    await summary.waitFor();
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(`Error: ${title}`);
    await summary.getByRole("link", { name: "What were you looking for? field empty" }).click();
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("feedback");
    await context.close();
  });
});
