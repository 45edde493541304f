/**
 * The newsletter sign-up and the country choice as operations on both of their paths (the
 * /api/v1 route and the page's action).
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { NEWSLETTER_ALREADY, NEWSLETTER_FAILURE, NEWSLETTER_SUBSCRIBED } from "@common/support/messages";
import { countryChoiceAction, newsletterAction } from "~/features/support/actions.server";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { BOTH_PATHS, type Target, freshAddress, submit } from "./helpers/operations";

const newsletter: Target = { api: "mailchimp/newsletter", page: newsletterAction, pagePath: "/newsletter" };
const countryChoice: Target = { api: "session/country", page: countryChoiceAction, pagePath: "/country/change" };

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
  it("records a subscriber, and a second sign-up keeps the latest format and says so kindly", async () => {
    const email = `reader-${path}@example.com`;
    const first = await submit(path, newsletter, { email: email.toUpperCase() });
    expect(first).toMatchObject({ status: 201, message: NEWSLETTER_SUBSCRIBED });
    const again = await submit(path, newsletter, { email, emailType: "plain" });
    expect(again).toMatchObject({ status: 200, message: NEWSLETTER_ALREADY });
    expect(await subscriber(email)).toEqual({ email, email_type: "plain" });
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
    for (let i = 0; i < 5; i++) expect((await submit(path, newsletter, { email: `limit-${path}-${i}@example.com` }, { address })).status).toBe(201);
    const limited = await submit(path, newsletter, { email: `limit-${path}-5@example.com` }, { address });
    expect(limited.status).toBe(429);
    expect(await subscriber(`limit-${path}-5@example.com`)).toBeNull();
  });

  it("tells the visitor to try again when the list cannot be written, and logs the failure", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.exec("CREATE TRIGGER fail_newsletter BEFORE INSERT ON newsletter_subscribers BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END;");
    try {
      const answer = await submit(path, newsletter, { email: `failing-${path}@example.com` });
      expect(answer).toMatchObject({ status: 500, message: NEWSLETTER_FAILURE });
    } finally {
      await env.DB.exec("DROP TRIGGER IF EXISTS fail_newsletter");
    }
    expect(logged).toHaveBeenCalledWith("operation newsletter-sign-up failed", expect.anything());
    expect(await subscriber(`failing-${path}@example.com`)).toBeNull();
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
