import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  HUMAN_CHECK_DEFAULT,
  HUMAN_CHECK_MESSAGES,
  MESSAGE_DUPLICATE,
  MESSAGE_FAILURE,
  MESSAGE_SUCCESS,
  NEWSLETTER_CONFIRMATION_SENT,
  SLOT_TAKEN,
  humanCheckMessage,
} from "@common/support/messages";
import { siteSeed } from "../seed/site";
import { supportSeed } from "../seed/support";
import { getDb } from "../workers/db/client";
import { countryAt } from "../workers/services/geocoder";
import { LocalHumanVerifier } from "../workers/services/human-check";
import { LocalMailbox, type MailMessage, type Mailer } from "../workers/services/mail";
import { submitMessage } from "../workers/support";
import { humanCheckToken } from "./helpers/operations";
import { DELIVERY_LEASE_MS, deliverDueMail, queueMail, retryDelayMs } from "../workers/services/support-outbox";

let ip = 0;
/** The human check each message form asks for, by API path. */
const HUMAN_CHECKED: Record<string, string> = { "contact/message": "contact", "contact/support/message": "support", "support/report-bug": "report-bug" };

/**
 * Each request from its own address, so rate limits only bite where a test wants them to;
 * a message form gets a fresh human-check token, as the page's script adds one.
 */
async function post(path: string, fields: Record<string, string>, address = `198.51.100.${++ip % 250}`) {
  const action = HUMAN_CHECKED[path];
  if (action && !("humanCheckToken" in fields)) fields = { ...fields, humanCheckToken: await humanCheckToken(action) };
  return SELF.fetch(`https://site.test/api/v1/${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Requested-With": "XMLHttpRequest",
      "CF-Connecting-IP": address,
    },
    body: new URLSearchParams(fields).toString(),
  });
}
const get = (path: string) =>
  SELF.fetch(`https://site.test/api/v1/${path}`, { headers: { "X-Requested-With": "XMLHttpRequest", "CF-Connecting-IP": `192.0.2.${++ip % 250}` } });

const count = async (sql: string) => (await env.DB.prepare(sql).first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await supportSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

const contact = {
  name: "Margaret Hughes",
  email: "margaret@example.com",
  phone: "01632 960 555",
  subject: "Site licence for our college",
  message: "We would like a quote for SuperNova on 40 computers in our learning centre.",
  privacy: "on",
};

describe("contact form: POST contact/message", () => {
  it("stores the message, queues and delivers its mail, and answers with the success text", async () => {
    const response = await post("contact/message", contact);
    expect(response.status).toBe(201);
    const body = await response.json<{ id: number; message: string }>();
    expect(body.message).toBe(MESSAGE_SUCCESS);
    expect(body.message.startsWith("We read all messages and will make sure it’s handled by the right team...")).toBe(true);
    const stored = await env.DB.prepare("SELECT kind, name, subject, message FROM support_messages WHERE id = ?").bind(body.id).first();
    expect(stored).toEqual({ kind: "contact", name: contact.name, subject: contact.subject, message: contact.message });
    const mail = await env.DB.prepare("SELECT to_address, reply_to, subject FROM mail_messages WHERE tag = ?").bind(`support-message:${body.id}`).first();
    expect(mail).toMatchObject({ reply_to: contact.email, subject: `Enquiry #${body.id}: ${contact.subject}` });
    const copy = await env.DB.prepare("SELECT to_address FROM mail_messages WHERE tag = ?").bind(`support-message-copy:${body.id}`).first();
    expect(copy).toEqual({ to_address: contact.email });
  });

  it("answers bad input with 422 per field at the spec's limits and stores nothing", async () => {
    const before = await count("SELECT count(*) AS n FROM support_messages");
    const response = await post("contact/message", {
      name: "x".repeat(101),
      email: "not-an-email",
      phone: "1".repeat(101),
      subject: "s".repeat(101),
      message: "m".repeat(1001),
    });
    expect(response.status).toBe(422);
    const body = await response.json<{ type: string; errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.type).toBe("inputs");
    expect(body.errors.name).toEqual({ friendlyName: "Name", errors: ["Name must be 100 characters or fewer"] });
    expect(body.errors.email!.friendlyName).toBe("Email");
    expect(body.errors.phone!.errors).toEqual(["Phone must be 100 characters or fewer"]);
    expect(body.errors.subject!.errors).toEqual(["Subject must be 100 characters or fewer"]);
    expect(body.errors.message!.errors).toEqual(["Message must be 1000 characters or fewer"]);
    expect(body.errors.privacy).toEqual({ friendlyName: "Privacy policy and terms", errors: ["You must agree to the privacy policy and terms"] });
    expect(await count("SELECT count(*) AS n FROM support_messages")).toBe(before);
  });

  it("accepts exactly the maximum lengths", async () => {
    const response = await post("contact/message", {
      ...contact,
      name: "n".repeat(100),
      email: `${"e".repeat(308)}@example.com`,
      subject: "s".repeat(100),
      message: "Maximum length message. ".padEnd(1000, "."),
    });
    expect(response.status).toBe(201);
  });

  it("recognises a repeated identical submission: one message, one mail", async () => {
    const message = { ...contact, email: "repeat@example.com", message: "Please call me about ScreenReader training for my team." };
    const first = await (await post("contact/message", message)).json<{ id: number }>();
    const again = await post("contact/message", message);
    expect(again.status).toBe(200);
    const body = await again.json<{ id: number; duplicate: boolean; message: string }>();
    expect(body).toMatchObject({ id: first.id, duplicate: true, message: MESSAGE_DUPLICATE });
    expect(await count("SELECT count(*) AS n FROM support_messages WHERE email = 'repeat@example.com'")).toBe(1);
    expect(await count("SELECT count(*) AS n FROM support_outbox WHERE to_address = 'repeat@example.com'")).toBe(1);
  });

  it("mails a newsletter confirmation when the opt-in is ticked, and lists nobody before it is followed", async () => {
    await post("contact/message", { ...contact, email: "optin@example.com", newsSubscription: "on", newsType: "plain" });
    expect(await env.DB.prepare("SELECT email_type FROM newsletter_subscribers WHERE email = 'optin@example.com'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT status, email_type FROM newsletter_consents WHERE email = 'optin@example.com'").first()).toEqual({
      status: "pending",
      email_type: "plain",
    });
    expect(await count("SELECT count(*) AS n FROM mail_messages WHERE to_address = 'optin@example.com' AND tag = 'newsletter-confirm'")).toBe(1);
  });

  it("rate-limits one address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await post("contact/message", { ...contact, message: `Rate limit test number ${i}` }, "203.0.113.77");
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });
});

describe("support form: POST contact/support/message", () => {
  const support = {
    name: "Tom Reid",
    email: "tom@example.com",
    product: "1",
    version: "23.02",
    serial: "SN-4411-2093",
    message: "Speech stops after the laptop wakes from sleep.",
    privacy: "1",
  };

  it("stores a support request for a product", async () => {
    const response = await post("contact/support/message", support);
    expect(response.status).toBe(201);
    const { id } = await response.json<{ id: number }>();
    const row = await env.DB.prepare("SELECT kind, product_id, version, serial FROM support_messages WHERE id = ?").bind(id).first();
    expect(row).toEqual({ kind: "support", product_id: 1, version: "23.02", serial: "SN-4411-2093" });
    const mail = await env.DB.prepare("SELECT subject FROM mail_messages WHERE tag = ?").bind(`support-message:${id}`).first<{ subject: string }>();
    expect(mail?.subject).toBe(`Support request #${id}: SuperNova`);
  });

  it("requires a product and limits version and serial to 20 characters", async () => {
    const response = await post("contact/support/message", { ...support, product: "", version: "v".repeat(21), serial: "s".repeat(21) });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.errors.product!.friendlyName).toBe("Product");
    expect(body.errors.version!.errors).toEqual(["Version must be 20 characters or fewer"]);
    expect(body.errors.serial!.errors).toEqual(["Serial number must be 20 characters or fewer"]);
  });

  it("refuses a product that is not a support product", async () => {
    const response = await post("contact/support/message", { ...support, product: "999" });
    expect(response.status).toBe(422);
    expect((await response.json<{ errors: Record<string, unknown> }>()).errors.product).toEqual({
      friendlyName: "Product",
      errors: ["Choose a product from the list"],
    });
  });

  it("takes bug reports for a product", async () => {
    const response = await post("support/report-bug", {
      name: "Ana",
      email: "ana@example.com",
      product: "4",
      version: "11.1",
      message: "The app closes when I open a DAISY 2.02 book.",
      privacy: "on",
    });
    expect(response.status).toBe(201);
    const missing = await post("support/report-bug", { name: "Ana", email: "ana@example.com", product: "4", message: "x", privacy: "on" });
    expect(missing.status).toBe(422);
  });
});

describe("mail delivery", () => {
  class FlakyMailer implements Mailer {
    failing = true;
    sent: MailMessage[] = [];
    async send(message: MailMessage) {
      if (this.failing) throw new Error("provider unavailable");
      this.sent.push(message);
    }
  }

  it("keeps a message when delivery fails and delivers it on retry", async () => {
    const db = getDb(env.DB);
    const mailer = new FlakyMailer();
    const now = Date.now();
    const stored = await submitMessage(
      db,
      mailer,
      { kind: "contact", ...contact, email: "flaky@example.com", subject: "Delivery test", newsSubscription: false, newsType: "html", privacy: true },
      now,
    );
    expect(stored.duplicate).toBe(false);
    // Stored, and its mail queued with the failure recorded; nothing delivered yet.
    expect(await count(`SELECT count(*) AS n FROM support_messages WHERE id = ${stored.id}`)).toBe(1);
    const pending = await env.DB.prepare("SELECT attempts, delivered_at, last_error, next_attempt_at FROM support_outbox WHERE tag = ?")
      .bind(`support-message:${stored.id}`)
      .first<{ attempts: number; delivered_at: number | null; last_error: string; next_attempt_at: number }>();
    expect(pending).toMatchObject({ attempts: 1, delivered_at: null, last_error: "provider unavailable" });
    expect(pending!.next_attempt_at).toBe(now + retryDelayMs(1));

    // Not due yet: nothing is tried.
    mailer.failing = false;
    expect(await deliverDueMail(db, mailer, now + 1000)).toEqual({ delivered: 0, failed: 0 });
    // Due: delivered.
    const report = await deliverDueMail(db, mailer, now + retryDelayMs(1));
    expect(report.failed).toBe(0);
    expect(mailer.sent.map((m) => m.tag)).toContain(`support-message:${stored.id}`);
    const delivered = await env.DB.prepare("SELECT attempts, delivered_at FROM support_outbox WHERE tag = ?")
      .bind(`support-message:${stored.id}`)
      .first<{ attempts: number; delivered_at: number | null }>();
    expect(delivered?.attempts).toBe(2);
    expect(delivered?.delivered_at).not.toBeNull();
    // Delivered mail is never sent twice.
    expect(await deliverDueMail(db, new LocalMailbox(db), now + 10 * retryDelayMs(8))).toMatchObject({ failed: 0 });
    expect(mailer.sent.filter((m) => m.tag === `support-message:${stored.id}`)).toHaveLength(1);
  });
});

describe("the outbox for every mail", () => {
  /** Counts what it sends; each send waits a moment, as a real provider's round trip does. */
  class CountingMailer implements Mailer {
    sent: MailMessage[] = [];
    async send(message: MailMessage) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      this.sent.push(message);
    }
  }

  it("sends each mail once when two deliveries run at the same time", async () => {
    const db = getDb(env.DB);
    const now = Date.now() + 10 * 60 * 60 * 1000;
    const tag = `lease-test:${now}`;
    await queueMail(db, [{ to: "lease@example.com", subject: "Once only", text: "This mail must arrive once.", tag }], now);
    const mailer = new CountingMailer();
    const [first, second] = await Promise.all([deliverDueMail(db, mailer, now), deliverDueMail(db, mailer, now)]);
    expect(mailer.sent.filter((mail) => mail.tag === tag)).toHaveLength(1);
    expect(first.delivered + second.delivered).toBeGreaterThanOrEqual(1);
    const row = await env.DB.prepare("SELECT attempts, delivered_at FROM support_outbox WHERE tag = ?")
      .bind(tag)
      .first<{ attempts: number; delivered_at: number | null }>();
    expect(row).toEqual({ attempts: 1, delivered_at: now });
    // Later runs do not send it again.
    await deliverDueMail(db, mailer, now + DELIVERY_LEASE_MS + 1);
    expect(mailer.sent.filter((mail) => mail.tag === tag)).toHaveLength(1);
  });

  it("keeps a claimed mail whose delivery stopped half-way and sends it when the lease ends", async () => {
    const db = getDb(env.DB);
    const now = Date.now() + 20 * 60 * 60 * 1000;
    const tag = `lease-lost:${now}`;
    await queueMail(db, [{ to: "lost@example.com", subject: "Claimed, then lost", text: "A delivery claimed this and stopped.", tag }], now);
    // A delivery that claims the mail and stops before recording anything (its Worker ended).
    await env.DB.prepare("UPDATE support_outbox SET attempts = 1, next_attempt_at = ?1 WHERE tag = ?2")
      .bind(now + DELIVERY_LEASE_MS, tag)
      .run();
    const mailer = new CountingMailer();
    await deliverDueMail(db, mailer, now + 1000);
    expect(mailer.sent.filter((mail) => mail.tag === tag)).toHaveLength(0);
    await deliverDueMail(db, mailer, now + DELIVERY_LEASE_MS);
    expect(mailer.sent.filter((mail) => mail.tag === tag)).toHaveLength(1);
  });

  it("keeps a mail that could not be sent, with its error, and retries it later", async () => {
    const db = getDb(env.DB);
    const now = Date.now() + 30 * 60 * 60 * 1000;
    const tag = `retry-test:${now}`;
    await queueMail(db, [{ to: "retry@example.com", subject: "Try again", text: "Delivered on the second try.", tag }], now);
    const failing: Mailer = { send: async () => Promise.reject(new Error("provider answered 503")) };
    expect(await deliverDueMail(db, failing, now)).toMatchObject({ failed: 1 });
    const pending = await env.DB.prepare("SELECT attempts, delivered_at, last_error, next_attempt_at FROM support_outbox WHERE tag = ?").bind(tag).first();
    expect(pending).toEqual({ attempts: 1, delivered_at: null, last_error: "provider answered 503", next_attempt_at: now + retryDelayMs(1) });
    const mailer = new CountingMailer();
    await deliverDueMail(db, mailer, now + retryDelayMs(1));
    expect(mailer.sent.map((mail) => mail.tag)).toContain(tag);
  });
});

describe("human check: POST recaptcha/verify", () => {
  it("verifies a token issued by the local check once", async () => {
    const { token } = await (await get("recaptcha/token?action=contact")).json<{ token: string }>();
    const ok = await post("recaptcha/verify", { token, action: "contact" });
    expect(await ok.json()).toEqual({ success: true, "error-codes": [] });
    const again = await (await post("recaptcha/verify", { token, action: "contact" })).json<{ success: boolean; "error-codes": string[] }>();
    expect(again).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"] });
    expect(humanCheckMessage(again["error-codes"])).toBe(HUMAN_CHECK_MESSAGES["timeout-or-duplicate"]);
  });

  it("answers missing and invalid tokens with their codes, mapped to their texts", async () => {
    const missing = await (await post("recaptcha/verify", {})).json<{ "error-codes": string[] }>();
    expect(missing["error-codes"]).toEqual(["missing-input-response"]);
    expect(humanCheckMessage(missing["error-codes"])).toBe(HUMAN_CHECK_MESSAGES["missing-input-response"]);
    const invalid = await (await post("recaptcha/verify", { token: "made-up" })).json<{ "error-codes": string[] }>();
    expect(humanCheckMessage(invalid["error-codes"])).toBe(HUMAN_CHECK_MESSAGES["invalid-input-response"]);
  });

  it("expires tokens after ten minutes and refuses a token for another action", async () => {
    const db = getDb(env.DB);
    let now = Date.now();
    const verifier = new LocalHumanVerifier(db, () => now);
    const old = await verifier.issueToken("contact");
    now += 10 * 60 * 1000 + 1;
    expect(await verifier.verify(old)).toEqual({ success: false, "error-codes": ["timeout-or-duplicate"] });
    const other = await verifier.issueToken("newsletter");
    expect((await verifier.verify(other, { action: "contact" }))["error-codes"]).toEqual(["bad-request"]);
  });

  it("chooses the text by the first code, with the default for unknown codes", () => {
    expect(humanCheckMessage(["invalid-input-secret", "bad-request"])).toBe(HUMAN_CHECK_MESSAGES["invalid-input-secret"]);
    expect(humanCheckMessage(["missing-input-secret"])).toBe(HUMAN_CHECK_MESSAGES["missing-input-secret"]);
    expect(humanCheckMessage(["bad-request"])).toBe(HUMAN_CHECK_MESSAGES["bad-request"]);
    expect(humanCheckMessage(["score-too-low"])).toBe(HUMAN_CHECK_DEFAULT);
    expect(humanCheckMessage([])).toBe(HUMAN_CHECK_DEFAULT);
  });
});

describe("support products", () => {
  it("lists all, current and by what support offers", async () => {
    const all = await (await get("support-products/all")).json<{ id: number; product_name: string }[]>();
    expect(all.map((p) => p.product_name)).toEqual([
      "SuperNova",
      "ScreenReader",
      "GuideConnect",
      "EasyReader",
      "EasyConverter Express",
      "Publisher",
      "Dolphin Pen",
    ]);
    const current = await (await get("support-products/current")).json<{ product_name: string }[]>();
    expect(current.map((p) => p.product_name)).not.toContain("Dolphin Pen");
    const email = await (await get("support-products/current/can-email-support")).json<unknown[]>();
    expect(email).toHaveLength(6);
    const callback = await (await get("support-products/current/can-book-callback")).json<{ product_name: string }[]>();
    expect(callback.map((p) => p.product_name)).toEqual(["SuperNova", "ScreenReader", "GuideConnect"]);
    expect(await (await get("support-products/3")).json()).toMatchObject({ id: 3, product_name: "GuideConnect" });
    expect((await get("support-products/99")).status).toBe(404);
  });
});

describe("callbacks and training", () => {
  it("books an open slot once; the second booking of the same slot is refused", async () => {
    const slots = await (await get("support/slots?kind=callback")).json<{ id: number; label: string }[]>();
    expect(slots.length).toBeGreaterThan(10);
    const booking = {
      slotId: String(slots[0]!.id),
      name: "Priya Shah",
      email: "priya@example.com",
      phone: "07700 900123",
      notes: "Help setting up speech",
      privacy: "on",
    };
    const first = await post("support/book-callback", booking);
    expect(first.status).toBe(201);
    expect((await first.json<{ message: string }>()).message).toContain(slots[0]!.label);
    const second = await post("support/book-callback", { ...booking, name: "Someone Else", email: "else@example.com" });
    expect(second.status).toBe(422);
    expect((await second.json<{ errors: Record<string, { errors: string[] }> }>()).errors.slotId!.errors).toEqual([SLOT_TAKEN]);
    const after = await (await get("support/slots?kind=callback")).json<{ id: number }[]>();
    expect(after.map((s) => s.id)).not.toContain(slots[0]!.id);
    expect(await count(`SELECT count(*) AS n FROM support_bookings WHERE slot_id = ${slots[0]!.id}`)).toBe(1);
  });

  it("books training only on training slots", async () => {
    const callbacks = await (await get("support/slots?kind=callback")).json<{ id: number }[]>();
    const training = await (await get("support/slots?kind=training")).json<{ id: number }[]>();
    const fields = { name: "Sam", email: "sam@example.com", phone: "07700 900456", privacy: "on" };
    expect((await post("book-training", { ...fields, slotId: String(callbacks[1]!.id) })).status).toBe(422);
    expect((await post("book-training", { ...fields, slotId: String(training[0]!.id) })).status).toBe(201);
  });

  it("validates the booking form", async () => {
    const response = await post("support/book-callback", { slotId: "abc", name: "", email: "x", phone: "" });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, unknown> }>();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "name", "phone", "privacy", "slotId"]);
  });
});

describe("knowledge base search", () => {
  interface Result {
    articles: { id: number; title: string; productName: string }[];
    total: number;
    page: number;
    pageCount: number;
    perPage: number;
  }
  const search = async (query: string) => (await get(`support/knowledge-base/articles?${query}`)).json<Result>();

  it("lists every article newest first, 15 to a page, keeping the page within range", async () => {
    const first = await search("");
    expect(first.total).toBeGreaterThanOrEqual(40);
    expect(first.perPage).toBe(15);
    expect(first.articles).toHaveLength(15);
    const last = await search(`page=${first.pageCount}`);
    expect(last.articles.length).toBe(first.total - 15 * (first.pageCount - 1));
    const beyond = await search("page=999");
    expect(beyond.page).toBe(first.pageCount);
    const below = await search("page=0");
    expect(below.page).toBe(1);
    const all = new Set<number>();
    for (let page = 1; page <= first.pageCount; page++) for (const article of (await search(`page=${page}`)).articles) all.add(article.id);
    expect(all.size).toBe(first.total);
  });

  it("ranks a title match above a body mention", async () => {
    const result = await search("searchTerm=braille");
    expect(result.total).toBeGreaterThan(1);
    expect(result.articles[0]!.title).toMatch(/Braille/);
    // Stemming: "magnifying" finds "magnification".
    const stemmed = await search("searchTerm=changing%20magnification");
    expect(stemmed.articles[0]!.title).toBe("Changing the magnification level with the keyboard");
  });

  it("filters by product and finds nothing for nonsense", async () => {
    const result = await search("searchTerm=licence&productId=6");
    expect(result.articles.map((a) => a.productName)).toEqual(["Publisher"]);
    const none = await search("searchTerm=zzqxv");
    expect(none).toMatchObject({ total: 0, page: 1, pageCount: 1, articles: [] });
  });

  it("serves the same search to search-kb", async () => {
    const viaGet = await search("searchTerm=daisy");
    for (const path of ["search-kb"]) {
      const response = await post(path, { searchTerm: "daisy" });
      expect(response.status).toBe(200);
      expect((await response.json<Result>()).articles.map((a) => a.id)).toEqual(viaGet.articles.map((a) => a.id));
    }
    expect((await post("search-kb", { searchTerm: "  " })).status).toBe(422);
  });
});

describe("dealers", () => {
  it("lists a country's dealers with the primary dealer first", async () => {
    const response = await post("dealer-locate/fetch-dealers", { country: "1" });
    const { dealers } = await response.json<{ dealers: { name: string; isPrimary: boolean }[] }>();
    expect(dealers[0]).toMatchObject({ name: "Dolphin Computer Access (UK sales)", isPrimary: true });
    expect(dealers.slice(1).every((d) => !d.isPrimary)).toBe(true);
    const primary = await (await get("countries/3/dealers/primary")).json<{ name: string }>();
    expect(primary.name).toBe("Sehhilfe Technik GmbH");
    expect((await get("countries/24/dealers/primary")).status).toBe(404);
  });

  it("requires a state for the USA (country 255) only, and filters by it", async () => {
    const noState = await post("dealer-locate/fetch-dealers", { country: "255" });
    expect(noState.status).toBe(422);
    expect((await noState.json<{ errors: Record<string, { friendlyName: string; errors: string[] }> }>()).errors.state).toEqual({
      friendlyName: "State",
      errors: ["Choose a state"],
    });
    const california = await (await post("dealer-locate/fetch-dealers", { country: "255", state: "1004" })).json<{
      dealers: { name: string; stateName: string }[];
    }>();
    expect(california.dealers.map((d) => d.name)).toEqual(["Golden Gate Assistive Technology", "SoCal Low Vision Center"]);
    // A state given for another country is ignored.
    const uk = await (await post("dealer-locate/fetch-dealers", { country: "1", state: "1004" })).json<{ dealers: unknown[] }>();
    expect(uk.dealers).toHaveLength(4);
    const noCountry = await post("dealer-locate/fetch-dealers", {});
    expect(noCountry.status).toBe(422);
  });
});

describe("country", () => {
  it("reverse-geocodes known points offline", () => {
    expect(countryAt(51.5074, -0.1278)?.code).toBe("GB");
    expect(countryAt(48.8566, 2.3522)?.code).toBe("FR");
    expect(countryAt(40.7128, -74.006)?.code).toBe("US");
    expect(countryAt(52.52, 13.405)?.code).toBe("DE");
    // Coastal cities near the edge of the 1:50m shapes still resolve; the open sea does not.
    expect(countryAt(40.758, -73.9855)?.code).toBe("US");
    expect(countryAt(30, -40)).toBeNull();
    expect(countryAt(0, -30)).toBeNull();
  });

  it("answers the picker with the country of a point, or none", async () => {
    const london = await (await get("geolocation/reverse?latitude=51.5074&longitude=-0.1278")).json<{
      status: string;
      country: { id: number; iso3166: string };
    }>();
    expect(london).toMatchObject({ status: "OK", countryCode: "GB", country: { id: 1, iso3166: "GB" } });
    const ocean = await (await get("geolocation/reverse?latitude=0&longitude=-30")).json();
    expect(ocean).toMatchObject({ status: "ZERO_RESULTS", country: null });
    expect((await get("geolocation/reverse?latitude=91&longitude=0")).status).toBe(422);
  });

  it("stores the chosen country in a cookie", async () => {
    const response = await post("session/country", { countryId: "4" });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toContain("dolphin-country=4");
    expect((await post("session/country", { countryId: "9999" })).status).toBe(422);
  });
});

describe("newsletter: POST mailchimp/newsletter", () => {
  it("records a pending sign-up and mails a confirmation, answering a second sign-up the same way", async () => {
    const first = await post("mailchimp/newsletter", { email: "Reader@Example.com" });
    expect(first.status).toBe(202);
    expect((await first.json<{ message: string }>()).message).toBe(NEWSLETTER_CONFIRMATION_SENT);
    const again = await post("mailchimp/newsletter", { email: "reader@example.com", emailType: "plain" });
    expect(again.status).toBe(202);
    expect((await again.json<{ message: string }>()).message).toBe(NEWSLETTER_CONFIRMATION_SENT);
    expect(await env.DB.prepare("SELECT email FROM newsletter_subscribers WHERE email = 'reader@example.com'").first()).toBeNull();
    expect(await env.DB.prepare("SELECT status, email_type FROM newsletter_consents WHERE email = 'reader@example.com'").first()).toEqual({
      status: "pending",
      email_type: "plain",
    });
  });

  it("validates the email and the type", async () => {
    const response = await post("mailchimp/newsletter", { email: "nope", emailType: "pdf" });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, unknown> }>();
    expect(Object.keys(body.errors).sort()).toEqual(["email", "emailType"]);
  });
});

describe("a D1 write that fails part-way", () => {
  // A trigger makes D1 refuse the outbox write that follows the stored row, as a failing
  // database would: the row must not stay behind without its mail.
  const failOutbox = () => env.DB.exec("CREATE TRIGGER fail_outbox BEFORE INSERT ON support_outbox BEGIN SELECT RAISE(ABORT, 'simulated write failure'); END;");
  const repairOutbox = () => env.DB.exec("DROP TRIGGER IF EXISTS fail_outbox");

  it("tells the sender, keeps no half-written message, and takes the same message on retry", async () => {
    const message = { ...contact, subject: "Retry after a failure", message: "Please send me a quote for 12 Dolphin ScreenReader licences." };
    const before = await count("SELECT count(*) AS n FROM support_messages");
    await failOutbox();
    try {
      const failed = await post("contact/message", message);
      expect(failed.status).toBe(500);
      expect(await failed.json()).toMatchObject({ message: MESSAGE_FAILURE });
      expect(await count("SELECT count(*) AS n FROM support_messages")).toBe(before);
    } finally {
      await repairOutbox();
    }
    const retried = await post("contact/message", message);
    expect(retried.status).toBe(201);
    const { id } = await retried.json<{ id: number }>();
    expect(await count(`SELECT count(*) AS n FROM support_messages WHERE subject = '${message.subject}'`)).toBe(1);
    const mail = await env.DB.prepare("SELECT subject FROM support_outbox WHERE tag = ?").bind(`support-message:${id}`).first();
    expect(mail).toEqual({ subject: `Enquiry #${id}: ${message.subject}` });
  });

  it("leaves the slot free when a booking cannot be stored, so it can be booked again", async () => {
    const [slot] = await (await get("support/slots?kind=callback")).json<{ id: number }[]>();
    const booking = { slotId: String(slot!.id), name: "Tom Reed", email: "tom@example.com", phone: "07700 900456", notes: "", privacy: "on" };
    await failOutbox();
    try {
      expect((await post("support/book-callback", booking)).status).toBe(500);
      expect(await count(`SELECT count(*) AS n FROM support_bookings WHERE slot_id = ${slot!.id}`)).toBe(0);
    } finally {
      await repairOutbox();
    }
    const retried = await post("support/book-callback", booking);
    expect(retried.status).toBe(201);
    const { id } = await retried.json<{ id: number }>();
    expect(await count(`SELECT count(*) AS n FROM support_outbox WHERE tag IN ('callback-booking:${id}', 'callback-booking-copy:${id}')`)).toBe(2);
  });
});
