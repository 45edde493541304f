/**
 * The newsletter sign-up (its confirmation and unsubscribe: test/sessions-newsletter.test.ts) and the country choice as operations on both of their paths (the
 * /api/v1 route and the page's action).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_CONFIRMATION_SENT, NEWSLETTER_FAILURE } from "@common/support/messages";
import { countryChoiceAction, newsletterAction } from "~/features/support/actions.server";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";

const newsletter: Target = { api: "mailchimp/newsletter", page: newsletterAction, pagePath: "/newsletter" };
const countryChoice: Target = { api: "session/country", page: countryChoiceAction, pagePath: "/country/change" };

const consent = (email: string) =>
  env.DB.prepare("SELECT status, email_type FROM newsletter_consents WHERE email = ?").bind(email).first<{ status: string; email_type: string }>();
const subscriber = (email: string) =>
  env.DB.prepare("SELECT email, email_type FROM newsletter_subscribers WHERE email = ?").bind(email).first<{ email: string; email_type: string }>();

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await supportSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(BOTH_PATHS)("newsletter sign-up through the %s path", (path) => {
  it("records a pending sign-up with the latest format, lists nobody yet, and answers every sign-up alike", async () => {
    const email = `reader-${path}@example.com`;
    const first = await submit(path, newsletter, { email: email.toUpperCase() });
    expect(first).toMatchObject({ status: 202, message: NEWSLETTER_CONFIRMATION_SENT });
    const again = await submit(path, newsletter, { email, emailType: "plain" });
    expect(again).toMatchObject({ status: 202, message: NEWSLETTER_CONFIRMATION_SENT });
    expect(await consent(email)).toEqual({ status: "pending", email_type: "plain" });
    expect(await subscriber(email)).toBeNull();
  });

  it("answers a bad email and format per field, and records nothing", async () => {
    const answer = await submit(path, newsletter, { email: `nope-${path}`, emailType: "pdf" });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.fieldErrors ?? {}).sort()).toEqual(["email", "emailType"]);
    expect(answer.fieldErrors?.emailType).toEqual({ friendlyName: "Email format", errors: ["Choose HTML or plain text emails"] });
    expect(await subscriber(`nope-${path}`)).toBeNull();
  });

  it("limits an address to five sign-ups in ten minutes", async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await submit(path, newsletter, { email: `limit-${path}-${i}@example.com` }, { address })).status).toBe(202);
    const limited = await submit(path, newsletter, { email: `limit-${path}-5@example.com` }, { address });
    expect(limited.status).toBe(429);
    expect(await consent(`limit-${path}-5@example.com`)).toBeNull();
  });

  it("tells the visitor to try again when the sign-up cannot be written, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.exec("CREATE TRIGGER fail_newsletter BEFORE INSERT ON newsletter_consents BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END;");
    try {
      const answer = await submit(path, newsletter, { email: `failing-${path}@example.com` });
      expect(answer).toMatchObject({ status: 500, message: NEWSLETTER_FAILURE });
    } finally {
      await env.DB.exec("DROP TRIGGER IF EXISTS fail_newsletter");
    }
    expect(logged).toHaveBeenCalledWith("operation newsletter-sign-up failed", expect.anything());
    expect(await consent(`failing-${path}@example.com`)).toBeNull();
  });
});

describe.each(BOTH_PATHS)("country choice through the %s path", (path) => {
  it("goes back to a page of this site with the country chosen", async () => {
    const answer = await submit(path, countryChoice, { countryId: "4", redirectTo: "/country/change?saved=1" });
    expect(answer.redirect).toBe("/country/change?saved=1");
  });

  it("answers a country not in the list as a field error", async () => {
    const answer = await submit(path, countryChoice, { countryId: "9999", redirectTo: "/country/change?saved=1" });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.countryId).toEqual({ friendlyName: "Country", errors: ["Choose a country from the list"] });
  });
});
