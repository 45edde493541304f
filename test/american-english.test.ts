/**
 * The server in American English and the pseudo-locale's place:
 * - /en-us's server messages, API answers and mail use American spelling and US dates, while
 *   British English stays exactly as written, whichever of the two the isolate met first;
 * - /en-xa exists only in local development and the tests: in production every address under it
 *   is a 404 before anything reads the request, page posts included.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { callbackBookingAction } from "~/features/support/actions.server";
import { createServer } from "../workers/server";
import { sayFieldErrors, serverText } from "../workers/i18n";
import { productsSeed } from "../seed/products";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { TEST_SIGNING_KEY } from "./helpers/signing-key";
import { type Target, freshAddress, submit } from "./helpers/operations";

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await productsSeed.statements()), ...(await supportSeed.statements())];
  for (let i = 0; i < statements.length; i += 50) await env.DB.batch(statements.slice(i, i + 50).map((sql) => env.DB.prepare(sql)));
});

const ENDED = { organisation: "Hill School", ended: new Date("2026-12-01T12:00:00Z") };
const ENDED_MESSAGE = "The subscription of {organisation} ended on {ended, date, long}. Renew it to add students.";

describe("server messages in American English", () => {
  it("spell and date the American way on /en-us, and leave the British English as written", () => {
    // British first: the two share a language, never a catalogue or a date format.
    const gb = serverText("en-gb");
    expect(gb.text("Licence {serial} now belongs to {email}.", { serial: "ABCD", email: "a@example.com" })).toBe("Licence ABCD now belongs to a@example.com.");
    expect(gb.text(ENDED_MESSAGE, ENDED)).toBe("The subscription of Hill School ended on 1 December 2026. Renew it to add students.");
    const us = serverText("en-us");
    expect(us.intlLocale).toBe("en-US");
    expect(us.text("Licence {serial} now belongs to {email}.", { serial: "ABCD", email: "a@example.com" })).toBe("License ABCD now belongs to a@example.com.");
    expect(us.text("Only an admin of this organisation can do that.")).toBe("Only an admin of this organization can do that.");
    expect(us.text(ENDED_MESSAGE, ENDED)).toBe("The subscription of Hill School ended on December 1, 2026. Renew it to add students.");
    // Not in the overlay: the English as it is, never reported as a missing translation.
    expect(us.translate("Phone number")).toEqual({ text: "Phone number", english: false });
    expect(sayFieldErrors(us, { postcode: { friendlyName: "Postcode", errors: ["Tick the box to confirm that this order should be refunded"] } })).toEqual({
      postcode: { friendlyName: "ZIP code", errors: ["Check the box to confirm that this order should be refunded"] },
    });
    expect(serverText("en-gb").text("Postcode")).toBe("Postcode");
  });

  it("answer the API in American English for ?locale=en-us", async () => {
    // SuperNova Magnifier 23.01 in English, behind the licence check: signed out, a 401 that says why.
    const signedOut = async (query: string) => {
      const response = await SELF.fetch(`https://site.test/api/v1/licences/software/file?id=10301${query}`, {
        headers: { "CF-Connecting-IP": freshAddress() },
      });
      return { status: response.status, message: ((await response.json()) as { message: string }).message };
    };
    expect(await signedOut("&locale=en-us")).toEqual({
      status: 401,
      message: "Sign in with the DolphinID your license is registered to, to download this software.",
    });
    expect(await signedOut("")).toEqual({ status: 401, message: "Sign in with the DolphinID your licence is registered to, to download this software." });
  });
});

describe("mail from an /en-us page", () => {
  const callbackBooking: Target = { api: "support/book-callback", page: callbackBookingAction, pagePath: "/en-us/contact/support/callback/book" };
  it("is marked en-US and dates the booking the American way", async () => {
    const slots = (await (
      await SELF.fetch("https://site.test/api/v1/support/slots?kind=callback", { headers: { "CF-Connecting-IP": freshAddress() } })
    ).json()) as { id: number }[];
    const slot = slots.at(-1)!;
    const email = `jordan.${crypto.randomUUID()}@example.com`;
    const answer = await submit(
      "page",
      callbackBooking,
      { slotId: String(slot.id), name: "Jordan Lee", email, phone: "(555) 010-2345", notes: "", privacy: "on" },
      { params: { locale: "en-us" } },
    );
    expect(answer.status).toBe(201);
    const mail = await env.DB.prepare("SELECT text_body, language FROM mail_messages WHERE to_address = ?")
      .bind(email)
      .first<{ text_body: string; language: string }>();
    expect(mail?.language).toBe("en-US");
    // "Tuesday, December 1, 2026 at 10:00 AM" rather than "Tuesday 1 December 2026, 10:00".
    expect(mail?.text_body).toMatch(/booked for [A-Z][a-z]+, [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(mail?.text_body).toContain("We will call you on (555) 010-2345.");
  });
});

describe("the pseudo-locale", () => {
  const production = {
    ...env,
    ENVIRONMENT: "production",
    SITE_ORIGIN: "https://www.example.com",
    IDENTITY_SECRET: "s3cret-identity-value-that-must-never-be-shown-0123456789",
    MAIL_PROVIDER: "resend",
    MAIL_API_KEY: "re_test_key",
    MAIL_FROM: "Dolphin Computer Access <noreply@example.com>",
    SELLER_VAT_NUMBER: "GB123456789",
    DOLPHINID_SIGNING_KEYS: JSON.stringify([TEST_SIGNING_KEY]),
  } as Env;

  function site() {
    const rendered: string[] = [];
    const server = createServer({
      renderPage: async (request) => {
        rendered.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response("page", { status: new URL(request.url).pathname.endsWith("/404") ? 404 : 200, headers: { "Content-Type": "text/html" } });
      },
    });
    return { server, rendered };
  }

  it("is not there in production: pages, posts, navigation data and the provider's pages answer 404", async () => {
    const { server, rendered } = site();
    const html = { Accept: "text/html", Origin: "https://www.example.com" };
    for (const [path, method] of [
      ["/en-xa", "GET"],
      ["/en-xa/contact", "GET"],
      ["/EN-XA/support", "GET"],
      ["/en-xa/contact", "POST"],
      ["/en-xa/id/register", "GET"],
    ] as const) {
      const response = await server.fetch(new Request(`https://www.example.com${path}`, { method, headers: html }), production);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    // Every one of them was shown the site's 404 page, in the default locale; none reached a page.
    expect(rendered).toEqual(Array(5).fill("GET /404"));
    const data = await server.fetch(new Request("https://www.example.com/en-xa/contact.data"), production);
    expect(data.status).toBe(404);
    expect(rendered).toHaveLength(5);
    // Other locales are served as ever.
    expect((await server.fetch(new Request("https://www.example.com/en-us/contact", { headers: html }), production)).status).toBe(200);
    expect(rendered.at(-1)).toBe("GET /en-us/contact");
  });

  it("is served in local development and the tests", async () => {
    const { server, rendered } = site();
    const response = await server.fetch(new Request("https://site.test/en-xa/contact", { headers: { Accept: "text/html" } }), env);
    expect(response.status).toBe(200);
    expect(rendered).toEqual(["GET /en-xa/contact"]);
  });
});
