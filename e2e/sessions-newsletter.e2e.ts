/**
 * The newsletter's double opt-in and one-click unsubscribe, in Chromium against the built site:
 * a sign-up reaches the list only once the mailed link is confirmed; the mail's List-Unsubscribe
 * headers, read with a real mail parser from the local mailbox, take a mail client's one-click
 * POST; the unsubscribe page works without signing in; Account Preferences shows the state.
 */
import PostalMime from "postal-mime";
import { describe, expect, it } from "vitest";
import { baseURL, expectNoAxeViolations, newContext, queryDb, useBrowser, visitorAddress } from "./browser";
import { registerAndSignIn, uniqueEmail } from "./auth";

const browser = useBrowser();
/** Each journey signs in several browsers: more than the default minute on a busy machine. */
const JOURNEY_MS = 240_000;
const PASSWORD = "quiet meadow lantern";

interface ParsedMail {
  headers: Map<string, string>;
  text: string;
}

/** The newest mail of a kind to an address, from the local mailbox, as a mail client reads it. */
async function latestMail(to: string, tag: string): Promise<ParsedMail> {
  const [row] = queryDb<{ raw: string }>(`SELECT raw FROM mail_messages WHERE to_address = '${to}' AND tag = '${tag}' ORDER BY id DESC LIMIT 1`);
  if (!row) throw new Error(`no ${tag} mail to ${to} in the local mailbox`);
  const parsed = await PostalMime.parse(row.raw);
  return { headers: new Map(parsed.headers.map((header) => [header.key, header.value])), text: parsed.text ?? "" };
}

/** A link of the mail on the site under test (mail links carry the configured origin). */
const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe("the newsletter", () => {
  it(
    "confirms a sign-up by the mailed link, then unsubscribes with a mail client's one-click POST",
    async () => {
      const email = uniqueEmail("doubleoptin");
      const context = await newContext(browser());
      const page = await context.newPage();
      await page.goto("/newsletter");
      await page.getByLabel("Email address").fill(email);
      await page.getByRole("button", { name: "Sign up" }).click();
      await page.locator(".alert--success").getByText("Almost done").waitFor();
      expect(queryDb(`SELECT email FROM newsletter_subscribers WHERE email = '${email}'`)).toEqual([]);

      const confirmation = await latestMail(email, "newsletter-confirm");
      const confirmLink = /https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)?.[0];
      expect(confirmLink).toBeTruthy();
      await page.goto(onSite(confirmLink!));
      await expectNoAxeViolations(page, "on the confirmation page");
      // Opening the link changes nothing (mail scanners open links); the button confirms.
      expect(queryDb(`SELECT email FROM newsletter_subscribers WHERE email = '${email}'`)).toEqual([]);
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByText("Thank you: you are subscribed to the Dolphin newsletter.").waitFor();
      expect(queryDb(`SELECT email FROM newsletter_subscribers WHERE email = '${email}'`)).toEqual([{ email }]);

      // RFC 8058: the header pair, and a POST with exactly that body, no cookies, no sign-in.
      expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      const target = /^<(https?:[^>]+)>$/.exec(confirmation.headers.get("list-unsubscribe") ?? "")?.[1];
      expect(target).toBeTruthy();
      const response = await fetch(new URL(onSite(target!), baseURL()), {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": visitorAddress() },
        body: "List-Unsubscribe=One-Click",
      });
      expect(response.status).toBe(200);
      expect(queryDb(`SELECT email FROM newsletter_subscribers WHERE email = '${email}'`)).toEqual([]);
      expect(queryDb(`SELECT status FROM newsletter_consents WHERE email = '${email}'`)).toEqual([{ status: "unsubscribed" }]);
      await context.close();
    },
    JOURNEY_MS,
  );

  it(
    "unsubscribes on the link's page without signing in, and Account Preferences shows and changes the subscription",
    async () => {
      const email = uniqueEmail("prefsnews");
      const context = await newContext(browser());
      const page = await context.newPage();
      await registerAndSignIn(page, { email, password: PASSWORD });
      await page.goto("/account/preferences");
      const section = page.getByRole("region", { name: "Newsletter" });
      await section.getByText("You do not receive the Dolphin newsletter.").waitFor();
      await section.getByLabel("Plain text").check();
      await section.getByRole("button", { name: "Subscribe to the newsletter" }).click();
      await page
        .getByRole("region", { name: "Newsletter" })
        .getByText(/We have mailed a confirmation link to/)
        .waitFor();
      const confirmation = await latestMail(email.toLowerCase(), "newsletter-confirm");
      await page.goto(onSite(/https?:\/\/\S+\/newsletter\/confirm\?token=[\w-]+/.exec(confirmation.text)![0]));
      await page.getByRole("button", { name: "Confirm" }).click();
      await page.getByText("Thank you: you are subscribed").waitFor();
      await page.goto("/account/preferences");
      await page
        .getByRole("region", { name: "Newsletter" })
        .getByText(/You receive the Dolphin newsletter at .*, in plain text\./)
        .waitFor();
      await expectNoAxeViolations(page, "with the newsletter subscribed");

      // The unsubscribe link's page, in a browser that is not signed in, by keyboard.
      const stranger = await newContext(browser());
      const other = await stranger.newPage();
      const link = /^<(https?:[^>]+)>$/.exec(confirmation.headers.get("list-unsubscribe") ?? "")![1]!;
      await other.goto(onSite(link));
      await expectNoAxeViolations(other, "on the unsubscribe page");
      await other.getByRole("button", { name: "Unsubscribe" }).focus();
      await Promise.all([other.waitForEvent("load"), other.keyboard.press("Enter")]);
      await other.getByText("You are unsubscribed").waitFor();
      await page.goto("/account/preferences");
      await page.getByRole("region", { name: "Newsletter" }).getByText("You do not receive the Dolphin newsletter.").waitFor();
      await stranger.close();
      await context.close();
    },
    JOURNEY_MS,
  );
});
