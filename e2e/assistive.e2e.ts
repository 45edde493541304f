/**
 * What a screen-reader user gets beyond axe: a client-side navigation moves focus to the new
 * page's heading and says its title once; back and forward restore the scroll position; a
 * posting form says it is sending, refuses a second submission and says the result, with
 * JavaScript and before it has loaded. One browser for the file; keys only, no mouse.
 */
import type { BrowserContext, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newContext, useBrowser } from "./browser";
import { waitForHydration } from "./screen-reader";
import { registerAndSignIn, uniqueEmail } from "./auth";

const browser = useBrowser();
let context: BrowserContext;
let page: Page;

/** The tag, text and id of the focused element. */
async function focusedElement(target: Page) {
  return target.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return { tag: element?.tagName.toLowerCase(), text: element?.textContent?.trim(), id: element?.id };
  });
}

/** What the focused element is to a screen reader: its role, accessible name and state. */
async function focusedControl(target: Page) {
  const snapshot = await target.locator(":focus").ariaSnapshot();
  const disabled = await target.evaluate(() => document.activeElement?.getAttribute("aria-disabled"));
  return { snapshot, ariaDisabled: disabled };
}

/** Holds every matching request until released, counting them. */
function holdRequests(target: Page, matches: (url: URL, method: string) => boolean) {
  const held: Route[] = [];
  let count = 0;
  let released = false;
  let onFirst: () => void = () => {};
  const first = new Promise<void>((resolve) => (onFirst = resolve));
  void target.route(
    () => true,
    async (route) => {
      if (released || !matches(new URL(route.request().url()), route.request().method())) return route.fallback();
      count += 1;
      held.push(route);
      onFirst();
    },
  );
  return {
    first,
    count: () => count,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

async function announcements(target: Page): Promise<string[]> {
  return target.locator("[data-route-announcer] > *").allTextContents();
}

// Signed in. React renders only the application pages in the browser, so the announcer is tested
// there; the pages served without framework JavaScript are tested in no-framework.e2e.ts and the
// pages' own tests.
beforeAll(async () => {
  context = await newContext(browser());
  page = await context.newPage();
  await registerAndSignIn(page, { email: uniqueEmail("assistive"), password: "a long enough pass phrase 42" });
});
afterAll(async () => {
  await context?.close();
});

describe("route announcer", () => {
  it("moves focus to the new h1 and announces the title once; back restores the scroll position", async () => {
    // A page that has just loaded says nothing: the screen reader reads it anyway. React renders
    // only the application pages in the browser, so the announcer speaks between them: the
    // events list and an event's page.
    await page.goto("/events");
    await waitForHydration(page);
    await expect(announcements(page)).resolves.toEqual([]);
    const homeTitle = await page.title();
    const homeHeading = await page.locator("main h1").textContent();

    // The last event's link, reached down the list: the scroll position is worth keeping.
    const eventLink = page.locator(".events-list a").last();
    await eventLink.focus();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    expect(scrolledTo).toBeGreaterThan(0);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => /^\/events\/[^/]+\/[^/]+$/.test(url.pathname));
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");

    const heading = await page.locator("main h1").textContent();
    expect((await focusedElement(page)).text).toBe(heading?.trim());
    const title = await page.title();
    await page.waitForFunction((expected) => document.querySelector("[data-route-announcer]")?.textContent === expected, title);
    await expect(announcements(page)).resolves.toEqual([title]);
    await expect(page.locator("[data-route-announcer]").getAttribute("aria-live")).resolves.toBe("polite");
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.goBack();
    await page.waitForFunction((expected) => document.querySelector("[data-route-announcer]")?.textContent === expected, homeTitle);
    await expect(announcements(page)).resolves.toEqual([homeTitle]);
    expect(await focusedElement(page)).toMatchObject({ tag: "h1", text: homeHeading?.trim() });
    await expect(page.evaluate(() => window.scrollY)).resolves.toBeCloseTo(scrolledTo, -1);
  });
});

describe("busy forms", () => {
  it("before JavaScript has loaded, a native post marks its button busy and refuses a second submission", async () => {
    const early = await newContext(browser());
    const earlyPage = await early.newPage();
    // The page's modules never arrive: only the server's HTML and its nonce'd inline scripts run.
    await earlyPage.route("**/*.js", (route) => route.abort());
    await earlyPage.goto("/newsletter");
    await earlyPage.getByLabel("Email address").fill(`early.${Date.now()}@example.com`);
    // Each submission as the page saw it, kept across the navigation (the listener runs after the page's own).
    await earlyPage.evaluate(() =>
      window.addEventListener("submit", (event) => {
        const button = document.activeElement as HTMLElement;
        const seen = JSON.parse(sessionStorage.getItem("submissions") ?? "[]") as unknown[];
        // Its name as shown: the label the stylesheet shows while it is busy, the other hidden.
        const name = button.innerText.trim();
        seen.push({ tag: button.tagName.toLowerCase(), name, ariaDisabled: button.getAttribute("aria-disabled"), refused: event.defaultPrevented });
        sessionStorage.setItem("submissions", JSON.stringify(seen));
      }),
    );
    const hold = holdRequests(earlyPage, (url, method) => method === "POST" && url.pathname === "/newsletter");
    await earlyPage.getByRole("button", { name: "Sign up" }).focus();
    await earlyPage.keyboard.press("Enter");
    await hold.first;
    await earlyPage.keyboard.press("Enter");
    await hold.release();
    await earlyPage.locator(".alert--success").waitFor();
    expect(hold.count()).toBe(1);
    await expect(earlyPage.evaluate(() => JSON.parse(sessionStorage.getItem("submissions") ?? "[]"))).resolves.toEqual([
      { tag: "button", name: "Signing up…", ariaDisabled: "true", refused: false },
      { tag: "button", name: "Signing up…", ariaDisabled: "true", refused: true },
    ]);
    await early.close();
  });
});

describe("character count", () => {
  it("states the limit as plain text without JavaScript, and the browser keeps to it", async () => {
    const plain = await newContext(browser(), { javaScriptEnabled: false });
    const plainPage = await plain.newPage();
    await plainPage.goto("/contact");
    await expect(plainPage.locator("#message-count").textContent()).resolves.toBe("You can enter up to 1000 characters");
    await expect(plainPage.getByLabel("Your message").getAttribute("maxlength")).resolves.toBe("1000");
    await expect(plainPage.getByRole("button", { name: /Show password/ }).count()).resolves.toBe(0);
    await plain.close();
  });
});

describe("password reveal", () => {
  // The page as it is served, without framework JavaScript: the field's password-reveal behaviour.
  for (const version of ["enhanced"]) {
    it(`a real toggle button shows and hides the password, keeping focus (${version})`, async () => {
      const anonymous = await newContext(browser());
      const target = await anonymous.newPage();
      await target.goto("/id/register");
      await target.waitForLoadState("networkidle");
      await expect(target.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
      const password = target.getByLabel("Password", { exact: true });
      await password.focus();
      await target.keyboard.type("a long passphrase");
      await target.keyboard.press("Tab");
      expect((await focusedControl(target)).snapshot).toBe('- button "Show password"');
      await expect(password.getAttribute("type")).resolves.toBe("password");
      await target.keyboard.press("Space");
      expect((await focusedControl(target)).snapshot).toBe('- button "Hide password"');
      await expect(password.getAttribute("type")).resolves.toBe("text");
      await expect(password.inputValue()).resolves.toBe("a long passphrase");
      await target.keyboard.press("Enter");
      expect((await focusedControl(target)).snapshot).toBe('- button "Show password"');
      await expect(password.getAttribute("type")).resolves.toBe("password");
      // The confirmation field has a toggle of its own, named after it.
      await target.keyboard.press("Tab");
      await target.keyboard.press("Tab");
      expect((await focusedControl(target)).snapshot).toBe('- button "Show confirm password"');
      await anonymous?.close();
    });
  }
});
