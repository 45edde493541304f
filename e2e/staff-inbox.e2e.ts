/**
 * The staff desk's Inbox in a browser: a visitor's contact message reaches the Inbox, where
 * staff find it with the filter, open it and answer it by keyboard alone; the reply arrives in
 * the customer's mailbox (the local one at /dev/mailbox), stays in the thread and shows as
 * delivered in the outbox. Every page of the section passes axe.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { signIn } from "./auth";
import { expectNoAxeViolations, newContext, useBrowser } from "./browser";

const browser = useBrowser();
const STAFF = { email: "staff@example.com", password: "staff-desk-local-only" };

async function sendContactMessage(page: Page, { email, subject, message }: { email: string; subject: string; message: string }) {
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("Your name").fill("Robin Keys");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Your message").fill(message);
  await page.getByLabel("I agree to the privacy policy and terms").check();
  await page.getByRole("button", { name: "Send Request" }).click();
  await page.locator(".alert--success").waitFor();
}

/** The mail to `email` with `subject`, read from the local mailbox in another tab. */
async function readMail(page: Page, email: string, subject: string): Promise<string> {
  const mailbox = await page.context().newPage();
  try {
    await mailbox.goto("/dev/mailbox");
    const mail = mailbox
      .getByRole("article")
      .filter({ has: mailbox.getByRole("heading", { name: subject }) })
      .filter({ hasText: email })
      .first();
    return (await mail.textContent()) ?? "";
  } finally {
    await mailbox.close();
  }
}

describe("the staff desk's Inbox", () => {
  it("finds a visitor's message, answers it by keyboard, and the reply reaches the customer's mailbox", async () => {
    const word = `Braille${Date.now().toString(36)}`;
    const customer = `${word.toLowerCase()}@example.com`;
    const visitor = await newContext(browser());
    await sendContactMessage(await visitor.newPage(), { email: customer, subject: `Display ${word}`, message: "Does SuperNova work with my braille display?" });
    await visitor.close();

    const context = await newContext(browser());
    const page = await context.newPage();
    await signIn(page, STAFF);
    await page.goto("/staff/inbox");
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page, "on /staff/inbox");

    // Filter by keyboard: type the word into Search, then Enter submits the GET form.
    await page.getByRole("main").getByLabel("Search").focus();
    await page.keyboard.type(word);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === word);
    // The address changes before the filtered list arrives: wait for the count it announces.
    await page.getByRole("status").filter({ hasText: "1 item matches the filter" }).waitFor();
    await expectNoAxeViolations(page, "on the filtered inbox");
    const csvHref = await page.getByRole("link", { name: "Download these items as CSV" }).getAttribute("href");
    const csv = await page.request.get(csvHref!);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain(customer);

    const link = page.getByRole("link", { name: new RegExp(`Display ${word}`) });
    await link.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: /^Contact message contact-\d+$/ }).waitFor();
    await page.waitForLoadState("networkidle");
    const reference = /contact-(\d+)/.exec(page.url())![1]!;
    await expect(page.locator(".inbox-sent").textContent()).resolves.toContain("Does SuperNova work with my braille display?");
    await expectNoAxeViolations(page, "on the inbox item");

    // Reply by keyboard: the reply's text, Tab to 'State after the reply' (waiting on customer), Tab to Send.
    const reply = "Yes: SuperNova supports over 80 braille displays.";
    await page.getByLabel("Reply", { exact: true }).focus();
    await page.keyboard.type(reply);
    await expect(page.locator("#reply-count").textContent()).resolves.toBe(`You have ${5000 - reply.length} characters remaining`);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("stateAfter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page
      .getByRole("status")
      .filter({ hasText: `Reply sent to ${customer}. The item is now Waiting on customer.` })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(`Reply sent to ${customer}.`);
    await page.getByRole("heading", { level: 3, name: /^Reply to the customer by staff@example\.com/ }).waitFor();
    await expect(page.locator(".inbox-thread").textContent()).resolves.toContain("Delivered");
    await expectNoAxeViolations(page, "after the reply");

    const mail = await readMail(page, customer, `Re: your contact message (reference ${reference})`);
    expect(mail).toContain(reply);
    expect(mail).toContain("> Does SuperNova work with my braille display?");

    await page.goto(`/staff/outbox?search=inbox-reply:contact-${reference}`);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("table").textContent()).resolves.toContain("Delivered");
    await expectNoAxeViolations(page, "on /staff/outbox");
    await context.close();
  });
});
