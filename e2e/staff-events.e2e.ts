/**
 * The desk's Events and Webinars sections in Chromium, as the local superadmin: every page
 * passes axe (lists sorted and filtered, editors, the public event page); an event is added by
 * keyboard alone with its place found from the address, and a visitor finds its own page from
 * More Info at once; a webinar's presenter shows on its public page after a save.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, queryDb } from "./browser";
import { waitForEnhancement } from "./enhancement";
import { pressUntil } from "./screen-reader";
import { page, useSuperadminDesk } from "./staff-session";

const browser = useSuperadminDesk({ locale: "en-GB", timezoneId: "UTC" });

/**
 * Types a day some weeks ahead (UTC) into a date and time field, as this Chromium lays it out
 * whatever the locale: month, day, year (which takes more than four digits, so the arrow moves
 * on), then hour, minute and AM or PM.
 */
async function typeMoment(target: Page, daysAhead: number, hour: number) {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  const two = (value: number) => String(value).padStart(2, "0");
  await target.keyboard.type(`${two(date.getUTCMonth() + 1)}${two(date.getUTCDate())}${date.getUTCFullYear()}`);
  await target.keyboard.press("ArrowRight");
  await target.keyboard.type(`${two(hour % 12 || 12)}00${hour < 12 ? "A" : "P"}`);
}

describe("the desk's Events and Webinars sections", () => {
  it("pass axe on every page: the lists, sorted and filtered, the editors and an event's public page", { timeout: 240_000 }, async () => {
    const [event] = queryDb<{ id: number; hid: string }>(
      "SELECT e.id AS id, lower(t.hid) AS hid FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.visible = 1 ORDER BY e.id LIMIT 1",
    );
    const [webinar] = queryDb<{ id: number }>("SELECT id FROM webinars ORDER BY id LIMIT 1");
    const paths = [
      "/staff/events",
      "/staff/events?search=Leeds&type=2&when=upcoming&sort=title&dir=desc",
      "/staff/events/new",
      `/staff/events/${event!.id}`,
      "/staff/webinars",
      "/staff/webinars?when=past&sort=duration&dir=desc",
      "/staff/webinars/new",
      `/staff/webinars/${webinar!.id}`,
      `/events/${event!.hid}/${event!.id}`,
    ];
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.locator("h1").count(), { message: path }).toBe(1);
      await expectNoAxeViolations(page, path);
    }
    await page.goto("/staff/events?sort=title&dir=asc");
    await expect(page.locator("th[aria-sort]").textContent()).resolves.toMatch(/^Title/);
    await expect(page.getByRole("main").getByRole("status").first().textContent()).resolves.toMatch(/events, sorted by Title, ascending\./);
    // A sorted list is the answer to a sort: its count takes focus when the page loads, so it is heard.
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toMatch(/events, sorted by Title, ascending\./);
  });

  it("adds an event by keyboard, finds its place from the address, saves with Enter, and a visitor's More Info opens its page", async () => {
    const title = `Harrogate user group ${Date.now()}`;
    await page.goto("/staff/events/new");
    await waitForEnhancement(page);
    await pressUntil(page, "Tab", "textbox", "Title");
    await page.keyboard.type(title);
    await pressUntil(page, "Tab", "combobox", "Type");
    await page.keyboard.type("User");
    await pressUntil(page, "Tab", "textbox", /^Starts \(UTC\)/);
    await typeMoment(page, 30, 10);
    await pressUntil(page, "Tab", "textbox", /^Ends \(UTC\)/);
    await typeMoment(page, 30, 15);
    await expect(page.getByLabel("Starts (UTC)", { exact: true }).inputValue()).resolves.toMatch(/^\d{4}-\d{2}-\d{2}T10:00$/);
    await pressUntil(page, "Tab", "textbox", /^Town or city/);
    await page.keyboard.type("Leeds");
    await pressUntil(page, "Tab", "button", "Find from the address");
    await page.keyboard.press("Enter");
    await page.getByText(/^Found Leeds, United Kingdom: latitude 53.83, longitude -1.58/).waitFor();
    await expect(page.getByLabel("Latitude", { exact: true }).inputValue()).resolves.toBe("53.83");
    await expect(page.getByLabel("Title", { exact: true }).inputValue()).resolves.toBe(title);
    await expectNoAxeViolations(page, "after Find from the address");

    // Enter in a field adds the event: it never means the first visible button, Find from the address.
    await page.getByLabel("Latitude", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await page.getByText(`The event "${title}" is created.`).waitFor();
    await waitForEnhancement(page);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(`The event "${title}" is created.`);
    await expect(page.locator("h1").textContent()).resolves.toBe(`Edit event: ${title}`);

    const visitor = await newContext(browser());
    const site = await visitor.newPage();
    await site.goto("/events/usergroup");
    await site.getByRole("link", { name: `More Info about ${title}` }).click();
    await site.getByRole("heading", { level: 1, name: title }).waitFor();
    await expect(site.locator(".event-facts").textContent()).resolves.toContain("Leeds");
    await expect(site.title()).resolves.toBe(`${title} | User Groups | Events | Dolphin`);
    await visitor.close();
  });

  it("says plainly when the address names no town it knows, keeping what was typed", async () => {
    await page.goto("/staff/events/new");
    await page.getByLabel("Title", { exact: true }).fill("Kept as typed");
    await page.getByLabel("Town or city").fill("Nowhereville");
    await page.getByRole("button", { name: "Find from the address" }).click();
    await page
      .getByText(/Nothing was found: no town or city we know is named in this address/)
      .first()
      .waitFor();
    // The error summary takes focus, so a screen reader says what went wrong at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.className)).toBe("error-summary");
    await expect(page.getByLabel("Title", { exact: true }).inputValue()).resolves.toBe("Kept as typed");
  });

  it("saves a webinar's presenter, and its public page shows it at once", async () => {
    const [webinar] = queryDb<{ id: number }>("SELECT id FROM webinars WHERE start_time > unixepoch() * 1000 ORDER BY id DESC LIMIT 1");
    await page.goto(`/staff/webinars/${webinar!.id}`);
    const presenter = `Trainer ${Date.now()}`;
    await page.getByLabel("Presenter").fill(presenter);
    await page.getByRole("button", { name: "Save webinar" }).click();
    await page.getByText(/is saved\.$/).waitFor();
    const visitor = await newContext(browser());
    const site = await visitor.newPage();
    await site.goto(`/webinars/${webinar!.id}`);
    await expect(site.locator(".webinar-facts").textContent()).resolves.toContain(`Presenter${presenter}`);
    await visitor.close();
  });
});
