/** Registering for a webinar in Chromium, by keyboard alone, with axe on the answer. */
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, newContext, queryDb, useBrowser } from "./browser";
import { waitForEnhancement } from "./enhancement";

const browser = useBrowser();

/** The first upcoming seeded webinar, and how many places it has left. */
function upcomingWebinar(): { id: number; topic: string; left: number } {
  const [row] = queryDb<{ id: number; topic: string; left: number }>(
    `SELECT w.id AS id, w.topic AS topic, w.capacity - (SELECT count(*) FROM webinar_registrations r WHERE r.webinar_id = w.id) AS left
     FROM webinars w WHERE w.start_time > ${Date.now() + 3_600_000} ORDER BY w.start_time LIMIT 1`,
  );
  if (!row) throw new Error("no upcoming webinar in the seed");
  return row;
}

describe("webinar registration", () => {
  it("registers with JavaScript by keyboard alone", { timeout: 180_000 }, async () => {
    const webinar = upcomingWebinar();
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`/webinars/${webinar.id}`);
    await waitForEnhancement(page);
    await page.getByLabel("Name", { exact: true }).focus();
    await page.keyboard.type("Key Board");
    await page.keyboard.press("Tab");
    await page.keyboard.type("webinar.keyboard.e2e@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Register" }).evaluate((button) => button === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await page.getByText(`You are registered for "${webinar.topic}".`, { exact: false }).waitFor();
    expect(queryDb("SELECT name FROM webinar_registrations WHERE email = 'webinar.keyboard.e2e@example.com'")).toEqual([{ name: "Key Board" }]);
    await expectNoAxeViolations(page, "webinar page after registering with JavaScript");
    await context.close();
  });
});
