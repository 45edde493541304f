/**
 * The webinars list and a webinar's page reach an anonymous visitor without framework
 * JavaScript; the enhancement script does what the hydrated page does: filters apply on change
 * with the new count announced, the "showing upcoming only" note can be dismissed, and a
 * webinar's time is also shown in the visitor's own zone. With JavaScript off the filters are a
 * plain form with an Apply button.
 */
import { describe, expect, it } from "vitest";
import type { Page, Route } from "playwright-core";
import { expectOnlyEnhancementScript, loadScripts } from "./enhancement";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";

const browser = useBrowser();

const statusText = (page: Page) =>
  page
    .getByRole("status")
    .filter({ hasText: /webinar|could not|Loading/ })
    .textContent();

describe("webinars without framework JavaScript", () => {
  it("load only the enhancement script, with no axe violations", async () => {
    const context = await newContext(browser());
    for (const path of ["/webinars", "/webinars/12", "/de-de/webinars"]) {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const scripts = await loadScripts(page, path);
      expectOnlyEnhancementScript(scripts, path);
      await expect(page.locator("html").getAttribute("data-hydrated"), path).resolves.toBeNull();
      await expectNoAxeViolations(page, `on ${path} without the framework`);
      expect(errors, path).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it("apply a filter changed by keyboard in place: the count is announced, the address updated, focus kept", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await loadScripts(page, "/webinars");
    await expect(statusText(page)).resolves.toBe("11 webinars found");
    const historyLength = await page.evaluate(() => history.length);
    const show = page.getByLabel("Show");
    await show.focus();
    // A closed select changes with the arrow keys, as a keyboard user would.
    await page.keyboard.press("ArrowDown");
    await expect(show.inputValue()).resolves.toBe("past");
    await page.waitForFunction(() => document.getElementById("webinars-status")?.textContent === "5 webinars found");
    await expect(page.locator(".webinar-list__item").count()).resolves.toBe(5);
    expect(new URL(page.url()).searchParams.get("filterBy")).toBe("past");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("webinars-filter");
    // The note follows the filter, as after a page load.
    await expect(page.getByText("Showing past webinars only.").count()).resolves.toBe(1);
    await expect(page.getByText("Showing upcoming webinars only.").count()).resolves.toBe(0);
    // Replaced in place: the address changed (replaceState), with no page load.
    await expect(page.evaluate(() => performance.getEntriesByType("navigation").length)).resolves.toBe(1);
    await expect(page.evaluate(() => history.length)).resolves.toBe(historyLength);

    await page.getByLabel("Sort by").selectOption({ label: "Z to A" });
    await page.waitForFunction(() => new URL(location.href).searchParams.get("sortBy") === "topicDesc");
    await expect(statusText(page)).resolves.toBe("5 webinars found");
    const topics = await page.locator(".webinar-list__title").allTextContents();
    expect(topics).toEqual([...topics].sort((a, b) => b.localeCompare(a, "en-GB")));

    // The address is the page's: a reload shows the same results.
    await page.reload();
    await expect(page.getByLabel("Show").inputValue()).resolves.toBe("past");
    await expect(statusText(page)).resolves.toBe("5 webinars found");
    await expectNoAxeViolations(page, "on the filtered webinars page");
    await context.close();
  });

  it("show only the newest change's results, and announce a failure", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await loadScripts(page, "/webinars");
    // The answer for "past" is held back until the newer change ("all") has been shown.
    let releasePast: () => void = () => {};
    const pastHeld = new Promise<void>((resolve) => (releasePast = resolve));
    await page.route(
      (url) => url.searchParams.get("filterBy") === "past",
      async (route: Route) => {
        await pastHeld;
        await route.continue().catch(() => {});
      },
    );
    await page.getByLabel("Show").selectOption("past");
    await page.getByLabel("Show").selectOption("all");
    await page.waitForFunction(() => new URL(location.href).searchParams.get("filterBy") === "all");
    await expect(statusText(page)).resolves.toBe("16 webinars found");
    releasePast();
    await page.unroute((url) => url.searchParams.get("filterBy") === "past");
    // Let the held answer arrive (or be cancelled), then check nothing changed.
    await page.waitForLoadState("networkidle");
    await expect(statusText(page)).resolves.toBe("16 webinars found");
    expect(new URL(page.url()).searchParams.get("filterBy")).toBe("all");

    await page.route(
      (url) => url.searchParams.get("filterBy") === "upcoming",
      (route: Route) => route.fulfill({ status: 500, body: "" }),
    );
    await page.getByLabel("Show").selectOption("upcoming");
    await page.waitForFunction(() => document.getElementById("webinars-status")?.textContent === "The webinars could not be loaded. Please try again.");
    expect(new URL(page.url()).searchParams.get("filterBy")).toBe("all");
    await context.close();
  });

  it("dismiss the note with its button, focus moving on to the filters", async () => {
    const context = await newContext(browser());
    const page = await context.newPage();
    await loadScripts(page, "/webinars?filterBy=past");
    await expect(page.getByText("Showing past webinars only.").count()).resolves.toBe(1);
    await page.getByRole("button", { name: "Dismiss this message" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Showing past webinars only.").count()).resolves.toBe(0);
    // Focus is not lost with the button: it moves on to the first filter.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("webinars-filter");
    // A new filter brings its own note back, with a working button.
    await page.getByLabel("Show").selectOption("upcoming");
    await page.getByText("Showing upcoming webinars only.").waitFor();
    await page.getByRole("button", { name: "Dismiss this message" }).click();
    await expect(page.getByText("Showing upcoming webinars only.").count()).resolves.toBe(0);
    await context.close();
  });

  it("show a webinar's time in the visitor's zone, in the page's language", async () => {
    const context = await newContext(browser(), { timezoneId: "America/New_York" });
    const page = await context.newPage();
    await loadScripts(page, "/webinars/12");
    await expect(page.locator(".webinar-facts dt", { hasText: "Your time" }).count()).resolves.toBe(1);
    await expect(page.locator(".webinar-facts dd").nth(1).textContent()).resolves.toMatch(
      /^\d{2} [A-Z][a-z]{2} \d{4} \d{1,2}:\d{2}(am|pm) (EST|EDT|GMT-[45])$/,
    );
    await loadScripts(page, "/de-de/webinars/12");
    const german = await page.locator(".webinar-facts dd").nth(1).textContent();
    expect(german).toMatch(/\d{4}/);
    expect(german).toMatch(/(GMT-[45]|EST|EDT|UTC-[45])$/);
    await expectNoAxeViolations(page, "on a German webinar page");

    // In the webinar's own zone there is nothing more to say.
    const london = await newContext(browser(), { timezoneId: "Europe/London" });
    const here = await london.newPage();
    await loadScripts(here, "/webinars/12");
    await expect(here.locator(".webinar-facts dt", { hasText: "Your time" }).count()).resolves.toBe(0);
    await london.close();
    await context.close();
  });

  it("work with JavaScript off: the filters are a form with an Apply button", async () => {
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/webinars");
    await expect(page.getByRole("button", { name: "Dismiss this message" }).count()).resolves.toBe(0);
    await page.getByLabel("Show").selectOption("past");
    const apply = page.getByRole("button", { name: "Apply" });
    await expect(apply.isVisible()).resolves.toBe(true);
    await apply.click();
    await page.waitForURL(/filterBy=past/);
    await expect(page.locator("#webinars-status").textContent()).resolves.toBe("5 webinars found");
    await expect(page.locator(".webinar-facts").count()).resolves.toBe(0);
    await context.close();
  });
});
