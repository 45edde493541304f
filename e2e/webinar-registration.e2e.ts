/**
 * Registering for a webinar in Chromium: without JavaScript (a native post to the page's
 * action, the error summary for a bad field, then the confirmation) and with it, by keyboard;
 * the confirmation mail in the local mailbox carries the calendar file, and its cancel link
 * frees the place without signing in. Axe checks the pages where JavaScript runs (it needs it).
 */
import type { Page } from "playwright-core";
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

async function fillRegistration(page: Page, name: string, email: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Your question").fill("Can I use a braille display?");
}

describe("webinar registration", () => {
  it("registers without JavaScript, mails the calendar file, and the mail's cancel link frees the place", { timeout: 300_000 }, async () => {
    const webinar = upcomingWebinar();
    const context = await newContext(browser(), { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/webinars/${webinar.id}`);
    await page.getByRole("heading", { level: 2, name: "Register for this webinar" }).waitFor();
    await expect(page.getByText(`${webinar.left} places left`).count()).resolves.toBe(1);
    await expect(page.getByText("send us a message from the contact page").count()).resolves.toBe(0);

    await fillRegistration(page, "No Script", "not-an-address");
    await page.getByRole("button", { name: "Register" }).click();
    await page.locator(".error-summary").waitFor();
    await expect(page.locator("#email-error").textContent()).resolves.toContain("Email address must be a valid email address");
    expect(queryDb("SELECT id FROM webinar_registrations WHERE email = 'not-an-address'")).toEqual([]);

    const email = "webinar.noscript.e2e@example.com";
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByText(`You are registered for "${webinar.topic}".`, { exact: false }).waitFor();
    await expect(page.getByText(`${webinar.left - 1} places left`).count()).resolves.toBe(1);

    // The same address again is told kindly.
    await page.goto(`/webinars/${webinar.id}`);
    await fillRegistration(page, "No Script", email);
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.locator("#email-error").textContent()).resolves.toContain("You are already registered for this webinar with this address.");

    // The mail, with its calendar file, in the local mailbox.
    await page.goto("/dev/mailbox");
    const mail = page
      .locator(".mailbox > li")
      .filter({ hasText: email })
      .filter({ has: page.getByRole("heading", { name: `You are registered: ${webinar.topic}` }) });
    await expect(mail.count()).resolves.toBe(1);
    await expect(mail.locator("summary").textContent()).resolves.toBe("Attached: webinar.ics");
    const calendar = await mail.locator("details pre").textContent();
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar).toContain(`SUMMARY:${webinar.topic}`);
    expect(queryDb(`SELECT attachments FROM support_outbox WHERE to_address = '${email}' AND attachments LIKE '%BEGIN:VCALENDAR%'`)).toHaveLength(1);

    // Its cancel link, followed without signing in.
    await mail.locator("a[href*='/webinars/cancel?token=']").click();
    await page.getByRole("heading", { level: 1, name: "Cancel your webinar place" }).waitFor();
    await page.getByRole("button", { name: "Cancel my place" }).click();
    await page.getByText(`Your place at "${webinar.topic}" is cancelled.`, { exact: false }).waitFor();
    expect(queryDb(`SELECT id FROM webinar_registrations WHERE email = '${email}'`)).toEqual([]);
    await context.close();
  });

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

  it("shows a past webinar's recording, or says none was made", { timeout: 180_000 }, async () => {
    const [past] = queryDb<{ id: number }>(`SELECT id FROM webinars WHERE start_time < ${Date.now()} ORDER BY id LIMIT 1`);
    const context = await newContext(browser());
    const page = await context.newPage();
    await page.goto(`/webinars/${past!.id}`);
    await expect(page.getByText("No recording was made of this webinar.", { exact: false }).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { name: "Register for this webinar" }).count()).resolves.toBe(0);
    queryDb(`UPDATE webinars SET recording_url = 'https://www.youtube.com/watch?v=recorded' WHERE id = ${past!.id}`);
    await page.goto(`/webinars/${past!.id}`);
    await expect(page.getByRole("link", { name: /^Watch the recording/ }).getAttribute("href")).resolves.toBe("https://www.youtube.com/watch?v=recorded");
    await expectNoAxeViolations(page, "past webinar with its recording");
    await context.close();
  });
});
