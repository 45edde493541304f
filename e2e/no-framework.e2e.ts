/**
 * Pages without client state reach every visitor without framework JavaScript: only the small
 * enhancement script, which does the shell's behaviours on the server-rendered markup (a
 * signed-in visitor's account menu too). The same pages still work with JavaScript off.
 */
import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { expectOnlyEnhancementScript, loadScripts, waitForEnhancement } from "./enhancement";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";
import { waitForHydration } from "./screen-reader";

const browser = useBrowser();

/** One page of each family served without the framework. */
const PAGES = [
  "/",
  "/products",
  "/products/individuals/supernova-magnifier",
  "/Manage-Cookies",
  "/support",
  "/de-de/products/individuals/supernova-magnifier",
  "/SuperNova/Support",
  "/support/categories/supernova",
  "/contact/support/training",
  "/Contact/Dealer",
  "/product-help/supernova/contents.htm",
  "/contact/support",
  "/support/report-a-bug/easyreader",
  "/contact/support/callback/book",
  "/newsletter",
  "/easyreader/premium/unlock",
  "/EasyReader/Libraries-List",
  "/product-help/search?q=braille",
  "/contact/dealer/locate?submitted=1&country=1",
  "/id/register",
  "/dealer-zone",
];

/** The scripts a page load fetched, by file name. */

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

async function anonymous(options: Parameters<typeof newContext>[1] = {}): Promise<BrowserContext> {
  return newContext(browser(), options);
}

describe("pages without framework JavaScript", () => {
  for (const path of PAGES) {
    it(`${path} loads only the enhancement script for an anonymous visitor, with no axe violations`, async () => {
      const context = await anonymous();
      // Twice: the second answer comes from the page cache, with this response's nonce on the
      // script (a refused script would show as a console error).
      for (const load of ["first", "cached"]) {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on("pageerror", (error) => errors.push(error.message));
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        const scripts = await loadScripts(page, path);
        expectOnlyEnhancementScript(scripts, `${path} (${load})`);
        await expect(page.locator("html").getAttribute("data-hydrated"), path).resolves.toBeNull();
        // The cached answer is the same markup with a new nonce: the checks of its first load hold.
        if (load === "first") await expectNoAxeViolations(page, `on ${path} without the framework`);
        expect(errors, path).toEqual([]);
        await page.close();
      }
      await context.close();
    });
  }

  it("open the More menu by keyboard, close it with Escape and give focus back to its button", async () => {
    const context = await anonymous({ viewport: { width: 900, height: 800 } });
    const page = await context.newPage();
    await loadScripts(page, "/products");
    // Text zoomed to 200 %: the items no longer fit on one line, and some move into 'More'.
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
      window.dispatchEvent(new Event("resize"));
    });
    const more = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More" });
    await more.waitFor();
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("false");
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("true");
    const panel = page.locator(`#${await more.getAttribute("aria-controls")}`);
    await expect(panel.isVisible()).resolves.toBe(true);
    // Its items are ordinary links, reached with Tab.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.closest(".dropdown__panel") !== null)).resolves.toBe(true);
    await page.keyboard.press("Escape");
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(panel.isVisible()).resolves.toBe(false);
    await expect(more.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    // A click elsewhere closes it too.
    await more.click();
    await page.locator("h1").click();
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("false");
    await expectNoAxeViolations(page, "with the More menu");
    await context.close();
  });

  it("show 'Back to top' after scrolling, and it takes focus to the top of the page", async () => {
    const context = await anonymous({ viewport: { width: 1280, height: 600 } });
    const page = await context.newPage();
    await loadScripts(page, "/");
    const backToTop = page.getByRole("link", { name: "Back to top" });
    await expect(backToTop.isVisible()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await backToTop.waitFor({ state: "visible" });
    await backToTop.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("top");
    await context.close();
  });

  it("save the cookie banner's choice in place, confirm it with focus, and update the cookie settings", async () => {
    const context = await anonymous();
    const page = await context.newPage();
    await loadScripts(page, "/Manage-Cookies");
    await page.getByRole("button", { name: "Accept All Cookies" }).focus();
    await page.keyboard.press("Enter");
    const confirmation = page.getByText("You have accepted analytical and marketing cookies.");
    await confirmation.waitFor();
    await expect(confirmation.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(page.url()).toMatch(/\/Manage-Cookies$/);
    const cookieValue = async () => (await context.cookies()).find((cookie) => cookie.name === "cookie-policy")?.value;
    expect(await cookieValue()).toBe("1");
    // The settings on the same page follow the banner's choice.
    const block = page.getByRole("button", { name: "Block Analytical & Marketing Cookies" });
    await expect(block.count()).resolves.toBe(1);
    await expectNoAxeViolations(page, "after the banner's choice");

    // Refusing clears the analytics cookie and keeps focus on the toggle.
    await context.addCookies([{ name: "dolphin-analytics-id", value: "visitor-1", url: page.url() }]);
    await block.focus();
    await page.keyboard.press("Enter");
    const allow = page.getByRole("button", { name: "Allow Analytical & Marketing Cookies" });
    await allow.waitFor();
    await expect(allow.evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    expect(await cookieValue()).toBe("0");
    expect((await context.cookies()).some((cookie) => cookie.name === "dolphin-analytics-id")).toBe(false);
    await allow.click();
    await page.getByRole("button", { name: "Block Analytical & Marketing Cookies" }).waitFor();
    expect(await cookieValue()).toBe("1");

    // Hiding the confirmation leaves focus at the top of the page.
    await page.getByRole("button", { name: "Hide cookie message" }).click();
    await expect(page.getByText("You have accepted analytical and marketing cookies.").isVisible()).resolves.toBe(false);
    await expect(focusedText(page)).resolves.toBe("Skip to main content");
    await context.close();
  });

  it("check a form's required fields before it is posted, and give the answer focus when it comes back", async () => {
    const context = await anonymous();
    const page = await context.newPage();
    await loadScripts(page, "/newsletter");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });
    const signUp = page.getByRole("button", { name: "Sign up" });
    await signUp.click();
    const summary = page.locator(".error-summary");
    await expect(summary.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(summary.textContent()).resolves.toContain("Email address field empty");
    await expect(page.title()).resolves.toMatch(/^Error: /);
    expect(posts).toEqual([]);

    await page.getByLabel("Email address").fill(uniqueEmail("news-enhanced"));
    await page.getByLabel("Plain text").check();
    await signUp.focus();
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
    await page.waitForLoadState("networkidle");
    expect(posts).toEqual(["/newsletter"]);
    // A message already on a page that has just loaded is not announced: the answer takes focus.
    const answer = page.locator("main form > .alert");
    await expect(answer.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(answer.textContent()).resolves.toContain("Almost done: we have sent a mail with a link");
    await expect(page.title()).resolves.not.toMatch(/^Error: /);
    await expectNoAxeViolations(page, "with the newsletter's answer");
    await context.close();
  });

  it("work with JavaScript off: every link listed, the banner a plain form", async () => {
    const context = await anonymous({ javaScriptEnabled: false, viewport: { width: 900, height: 800 } });
    const page = await context.newPage();
    await page.goto("/products/individuals/supernova-magnifier");
    await expect(page.locator("h1").textContent()).resolves.toBe("SuperNova Magnifier");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("button", { name: "More" }).count()).resolves.toBe(0);
    await expect(nav.getByRole("link", { name: "Webinars" }).isVisible()).resolves.toBe(true);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await page.waitForURL("**/products/individuals/supernova-magnifier");
    expect((await context.cookies()).find((cookie) => cookie.name === "cookie-policy")?.value).toBe("1");
    await page.goto("/webinars?filterBy=past");
    await expect(page.getByLabel("Show").inputValue()).resolves.toBe("past");
    await context.close();
  });

  it("go on to a hydrated page with an ordinary link, where the framework takes over", async () => {
    const context = await anonymous();
    const page = await context.newPage();
    await loadScripts(page, "/products");
    // The events page (its map) is served with the framework.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events", exact: true }).click();
    await page.waitForURL("**/events");
    await waitForHydration(page);
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBe("");
    await context.close();
  });

  it("leave the hydrated events map for a page without the framework by a document load, whether by a link or by the router", async () => {
    const context = await anonymous();
    const page = await context.newPage();
    await page.goto("/events");
    await waitForHydration(page);
    // Only a document load fires "load": the router's navigation in place does not.
    const loaded = page.waitForEvent("load");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products", exact: true }).click();
    await loaded;
    await page.waitForURL("**/products");
    await waitForEnhancement(page);
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();

    // A navigation React Router makes itself (as after a redirect) ends in a document load too.
    await page.goto("/events");
    await waitForHydration(page);
    const reloaded = page.waitForEvent("load");
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
      void router.navigate("/contact");
    });
    await reloaded;
    await page.waitForURL("**/contact");
    await waitForEnhancement(page);
    await context.close();
  });

  it("start the same shell behaviours on the hydrated events map: the menu, 'More' and the cookie banner, with React rendering the page", async () => {
    const context = await anonymous({ viewport: { width: 900, height: 800 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto("/events");
    await waitForHydration(page);
    await page.waitForSelector("[data-module~='more-menu'][data-more-menu-init]");
    await page.evaluate(() => {
      document.documentElement.style.fontSize = "200%";
      window.dispatchEvent(new Event("resize"));
    });
    const more = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "More" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(more.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await expect(more.evaluate((button) => button === document.activeElement)).resolves.toBe(true);

    await page.getByRole("button", { name: "Accept All Cookies" }).focus();
    await page.keyboard.press("Enter");
    const confirmation = page.getByText("You have accepted analytical and marketing cookies.");
    await confirmation.waitFor();
    await expect(confirmation.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(page.getByRole("button", { name: "Accept All Cookies" }).count()).resolves.toBe(0);

    // Below the cut-off the head's script opens and closes the menu here too.
    await page.setViewportSize({ width: 400, height: 800 });
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.click();
    await expect(menu.getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(true);
    await menu.click();
    await expect(page.getByRole("navigation", { name: "Main" }).isVisible()).resolves.toBe(false);
    expect(errors.join("\n")).toBe("");
    await context.close();
  });

  it("reach a signed-in visitor without the framework too: the account menu works by keyboard, and signing out in one tab sends the other home", async () => {
    const context = await anonymous();
    const page = await context.newPage();
    const email = uniqueEmail("no-framework");
    await registerAndSignIn(page, { email, password: "a long enough pass phrase 42" });
    const scripts = await loadScripts(page, "/products/individuals/supernova-magnifier");
    // This account has not accepted the calling terms, so no call can ring and the alert's part is not loaded.
    expectOnlyEnhancementScript(scripts, "signed in");
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    await expectNoAxeViolations(page, "signed in, without the framework");

    const toggle = page.getByRole("button", { name: email });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press("Tab");
    expect(await focusedText(page)).toBe("Dolphin Account");
    await page.keyboard.press("Escape");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    expect(await focusedText(page)).toBe(email);

    const otherTab = await context.newPage();
    await otherTab.goto("/support");
    await otherTab.waitForLoadState("networkidle");
    await toggle.click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await otherTab.waitForURL((url) => url.pathname === "/");
    for (const tab of [page, otherTab]) {
      await tab
        .getByRole("link", { name: "Sign in" })
        .or(tab.getByRole("button", { name: "Sign in" }))
        .first()
        .waitFor();
      await expect(tab.getByRole("button", { name: email }).count()).resolves.toBe(0);
    }
    await context.close();
  });
});
