/**
 * Journeys by keyboard alone, as a screen-reader user makes them: Tab, Shift+Tab, Enter,
 * Space, Escape and the arrow keys; no mouse, no focus set by script. At each step the test
 * reads what a screen reader gets from the focused element: its role, accessible name and
 * state (from the accessibility tree). One browser and one DolphinID account for the file.
 */
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerDolphinId, uniqueEmail } from "./auth";
import { newContext, useBrowser } from "./browser";
import { expectFocus, focused, pressUntil, waitForHydration } from "./screen-reader";

const browser = useBrowser();
let context: BrowserContext;
let page: Page;
const account = { email: uniqueEmail("keyboard"), password: "typed by ear, checked by ear" };

beforeAll(async () => {
  context = await newContext(browser(), { viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // Setting up the account is not the journey; signing in with it is.
  await registerDolphinId(page, account);
});
afterAll(async () => {
  await context?.close();
});

describe("keyboard journeys", () => {
  it("sends a contact message", async () => {
    // The contact page reaches an anonymous visitor without the framework: a native post.
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    await pressUntil(page, "Tab", "textbox", "Your name");
    await page.keyboard.type("Keyboard Tester");
    await page.keyboard.press("Tab");
    await expectFocus(page, "textbox", "Email address");
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expectFocus(page, "textbox", /^Phone number/);
    await page.keyboard.press("Tab");
    await expectFocus(page, "textbox", "Subject");
    await page.keyboard.type("Reading by keyboard");
    await page.keyboard.press("Tab");
    await expectFocus(page, "textbox", "Your message");
    await page.keyboard.type("Every step of this form works with the keyboard alone.");
    const agree = await pressUntil(page, "Tab", "checkbox", /privacy policy/);
    expect(agree.states).not.toContain("checked");
    await page.keyboard.press("Space");
    await expectFocus(page, "checkbox", agree.name, ["checked"]);
    await pressUntil(page, "Tab", "button", "Send Request");
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
    await page.locator(".alert--success").waitFor();
    // The confirmation that came back with the page takes focus, so it is read at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className ?? "")).toContain("alert--success");
    await expect(page.evaluate(() => document.activeElement?.textContent ?? "")).resolves.toContain("Success!");
  });

  it("filters the webinars, keeping focus on the filter as the list changes", async () => {
    await page.goto("/webinars");
    // Served without the framework: the filters apply on change once the enhancement script has loaded.
    await page.waitForLoadState("networkidle");
    const show = await pressUntil(page, "Tab", "combobox", "Show");
    expect(show.value).toBe("Upcoming webinars");
    await page.keyboard.press("ArrowDown");
    await page.waitForURL(/filterBy=past/);
    await page.waitForFunction(() => document.activeElement?.id === "webinars-filter");
    // The accessibility tree catches up with the re-rendered list a moment after the DOM does.
    await expect.poll(async () => (await focused(page))?.role).toBe("combobox");
    const past = await expectFocus(page, "combobox", "Show");
    expect(past.value).toBe("Past webinars");
    await page.waitForFunction(() => /\d+ webinars? found/.test(document.querySelector(".webinars-status")?.textContent ?? ""));
    await expect(page.locator(".webinars-status").getAttribute("role")).resolves.toBe("status");
    // Shift+Tab goes back up the page to the message about the filter and its Dismiss button.
    await pressUntil(page, "Shift+Tab", "button", "Dismiss this message");
    await page.keyboard.press("Enter");
    await expect(page.getByText("Showing past webinars only.").count()).resolves.toBe(0);
  });

  it("finds an event in the list beside the map", async () => {
    await page.goto("/events");
    await waitForHydration(page);
    await pressUntil(page, "Tab", "searchbox", "Search by name, place or postcode");
    await page.keyboard.type("glasgow");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelector(".events-status")?.textContent === "1 event found");
    await expect(page.locator(".events-status").getAttribute("role")).resolves.toBe("status");
    await pressUntil(page, "Tab", "button", "Show on map: Scotland user group: screen reading at work");
  });

  it("signs in with DolphinID, hearing the password back", async () => {
    // Without framework JavaScript for an anonymous visitor: its form is an ordinary post.
    await page.goto("/action/login");
    await page.waitForLoadState("networkidle");
    const remember = await pressUntil(page, "Tab", "checkbox", "Remember me");
    expect(remember.states).not.toContain("checked");
    await pressUntil(page, "Tab", "button", "Login with DolphinID");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "Sign in to DolphinID" }).waitFor();
    // DolphinID's page too: its password's reveal button is the enhancement's.
    await page.waitForLoadState("networkidle");
    await pressUntil(page, "Tab", "textbox", "Email address");
    await page.keyboard.type(account.email);
    await page.keyboard.press("Tab");
    await expectFocus(page, "textbox", "Password");
    await page.keyboard.type(account.password);
    await page.keyboard.press("Tab");
    await expectFocus(page, "button", "Show password");
    await page.keyboard.press("Space");
    await expectFocus(page, "button", "Hide password");
    await expect(page.getByLabel("Password", { exact: true }).inputValue()).resolves.toBe(account.password);
    await pressUntil(page, "Tab", "button", "Sign in");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/account");
  });

  it("adds a contact to the address book in its dialog", async () => {
    await page.goto("/account/video-calling/address-book");
    await waitForHydration(page);
    await pressUntil(page, "Tab", "button", "Accept the Terms & Conditions");
    await page.keyboard.press("Enter");
    await page.locator("#main-content").getByText("Thank you. You have accepted the video calling Terms & Conditions.").waitFor();
    await pressUntil(page, "Tab", "button", "Add Contact");
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Add Contact" });
    await dialog.waitFor();
    await pressUntil(page, "Tab", "textbox", "Contact name");
    await page.keyboard.type("Sam Keys");
    await page.keyboard.press("Tab");
    await expectFocus(page, "textbox", "Contact email");
    await page.keyboard.type("sam.keys@example.org");
    await pressUntil(page, "Tab", "button", "Add Contact");
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 3, name: "Sam Keys" }).waitFor();
    await expect(dialog.count()).resolves.toBe(0);
    // Focus is somewhere a screen reader can say, not lost on the page.
    expect(await focused(page)).not.toBeNull();
  });

  it("changes the call settings with the arrow keys", async () => {
    await page.goto("/account/video-calling/settings");
    await waitForHydration(page);
    const anyone = await pressUntil(page, "Tab", "radio", /^(Anyone with a DolphinID|Only people in my address book|No one)/);
    await page.keyboard.press("ArrowDown");
    const next = await focused(page);
    expect(next?.role).toBe("radio");
    expect(next?.name).not.toBe(anyone.name);
    expect(next?.states).toContain("checked");
    await pressUntil(page, "Tab", "button", "Save Settings");
    await page.keyboard.press("Enter");
    await page.getByText("Your video calling settings have been saved.", { exact: true }).waitFor();
    await expectFocus(page, "button", "Save Settings");
    await page.reload();
    await expect(page.getByRole("radio", { name: next!.name }).isChecked()).resolves.toBe(true);
  });
  it("changes the language from the switcher and back, the page speaking the chosen language", async () => {
    // The contact page is served without framework JavaScript: the switcher's links are ordinary page loads.
    await page.goto("/contact");
    // The switcher names each language in that language, and marks the current one.
    await pressUntil(page, "Tab", "link", "Deutsch");
    await expect(page.locator(":focus").getAttribute("aria-current")).resolves.toBeNull();
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/de-de/contact");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("de-DE");
    await page.waitForLoadState();
    await pressUntil(page, "Tab", "link", "Deutsch");
    await expect(page.locator(":focus").getAttribute("aria-current")).resolves.toBe("true");
    await pressUntil(page, "Tab", "link", "English (UK)");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/contact");
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en-GB");
  });
});
