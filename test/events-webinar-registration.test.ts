/**
 * Registering for a webinar, on both paths (the API and the webinar page's action): a place
 * is taken and a confirmation mail goes out in the page's language with the join link, a
 * calendar file (read back with ical.js, a real iCalendar parser) and a cancel link; one
 * registration per address; a full or past webinar takes no one; bad input changes nothing;
 * the cancel link frees the place without signing in; the reminder goes out once, a day
 * before, from the scheduled job; Zoom's adapter receives the registration (a recorded
 * answer); staff alone see and download the registrants.
 */
import { SELF, createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import ICAL from "ical.js";
import { webinarCancelAction, webinarPage, webinarRegistrationAction } from "~/features/events/registration.server";
import { loader as registrantsExportLoader } from "~/routes/staff/webinars-registrants-export";
import { ALREADY_REGISTERED, CANCEL_LINK_UNKNOWN, WEBINAR_CLOSED, WEBINAR_FULL } from "../workers/events";
import { cancelWith, registerWith } from "../workers/events/registration";
import { ZoomWebinars } from "../workers/services/webinars";
import { getDb } from "../workers/db/client";
import { eventsSeed } from "../seed/events";
import { siteSeed } from "../seed/site";
import worker from "./worker";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS, type OperationPath, freshAddress, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await eventsSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

afterEach(() => {
  vi.useRealTimers();
});

let serial = 0;
/** A new upcoming webinar of the local provider, starting in `days` days. */
async function newWebinar(options: { days?: number; capacity?: number; joinUrl?: string } = {}): Promise<number> {
  const id = 9000 + ++serial;
  await env.DB.prepare(
    "INSERT INTO webinars (id, uuid, host_id, topic, agenda, start_time, duration, timezone, join_url, capacity) VALUES (?1, ?2, 'dolphin-training-team', ?3, 'An hour of questions.', ?4, 60, 'Europe/London', ?5, ?6)",
  )
    // On the minute, as staff set it (a calendar file keeps whole seconds).
    .bind(
      id,
      `test-webinar-${id}`,
      `Test webinar ${id}`,
      Math.floor((Date.now() + (options.days ?? 5) * 86_400_000) / 60_000) * 60_000,
      options.joinUrl ?? "https://zoom.example/j/123",
      options.capacity ?? 100,
    )
    .run();
  return id;
}

function register(
  path: OperationPath,
  webinarId: number,
  fields: Record<string, string>,
  options: { address?: string; locale?: string; cookie?: string } = {},
) {
  const prefix = options.locale ? `/${options.locale}` : "";
  return submit(
    path,
    // The API's caller names its language as the site's client does; the page's is its path.
    {
      api: `webinars/${webinarId}/registrations${options.locale ? `?locale=${options.locale}` : ""}`,
      page: webinarRegistrationAction,
      pagePath: `${prefix}/webinars/${webinarId}`,
    },
    fields,
    { address: options.address, cookie: options.cookie, params: { webinarId: String(webinarId), ...(options.locale ? { locale: options.locale } : {}) } },
  );
}

function cancel(path: OperationPath, token: string) {
  return submit(path, { api: "webinars/registrations/cancel", page: webinarCancelAction, pagePath: "/webinars/cancel" }, { token });
}

async function registrations(webinarId: number) {
  return (
    await env.DB.prepare("SELECT name, email, question, locale, account_id FROM webinar_registrations WHERE webinar_id = ?1 ORDER BY id").bind(webinarId).all()
  ).results;
}

interface StoredMail {
  subject: string;
  text_body: string;
  language: string;
  attachments: string | null;
}

async function mailsTo(email: string): Promise<StoredMail[]> {
  return (
    await env.DB.prepare("SELECT subject, text_body, language, attachments FROM mail_messages WHERE to_address = ?1 ORDER BY id").bind(email).all<StoredMail>()
  ).results;
}

function cancelTokenIn(mail: StoredMail): string {
  const match = /\/webinars\/cancel\?token=([A-Za-z0-9_-]{43})/.exec(mail.text_body);
  if (!match) throw new Error(`no cancel link in ${mail.text_body}`);
  return match[1]!;
}

/** The mail's calendar file, parsed by ical.js: its one event. */
function calendarEvent(mail: StoredMail) {
  const files = JSON.parse(mail.attachments ?? "[]") as { filename: string; contentType: string; content: string }[];
  expect(files.map((file) => [file.filename, file.contentType])).toEqual([["webinar.ics", "text/calendar; charset=utf-8"]]);
  const calendar = new ICAL.Component(ICAL.parse(files[0]!.content));
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return new ICAL.Event(events[0]);
}

describe.each(BOTH_PATHS)("registering for a webinar (%s)", (path) => {
  it("takes a place and sends the confirmation with the join link, a calendar file and a cancel link", async () => {
    const webinarId = await newWebinar();
    const email = `ada.${path}@example.com`;
    const answer = await register(path, webinarId, { name: "Ada Lovelace", email, question: "Does it work with braille?" });
    expect(answer.status).toBe(201);
    expect(answer.message).toBe(`You are registered for "Test webinar ${webinarId}". We have sent the link to join and a calendar file to ${email}.`);
    expect(await registrations(webinarId)).toEqual([
      { name: "Ada Lovelace", email, question: "Does it work with braille?", locale: "en-gb", account_id: null },
    ]);

    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe(`You are registered: Test webinar ${webinarId}`);
    expect(mail?.text_body).toContain("Join the webinar with this link: https://zoom.example/j/123");
    cancelTokenIn(mail!);
    const event = calendarEvent(mail!);
    expect(event.summary).toBe(`Test webinar ${webinarId}`);
    const start = await env.DB.prepare("SELECT start_time FROM webinars WHERE id = ?1").bind(webinarId).first<{ start_time: number }>();
    expect(event.startDate.toJSDate().getTime()).toBe(start!.start_time);
    expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    expect(event.location).toBe("https://zoom.example/j/123");
  });

  it("writes the mail in the language of the page it was sent from", async () => {
    const webinarId = await newWebinar();
    const email = `jan.${path}@example.com`;
    const answer = await register(path, webinarId, { name: "Jan de Vries", email }, { locale: "nl-nl" });
    expect(answer.status).toBe(201);
    const [mail] = await mailsTo(email);
    expect(mail?.language).toBe("nl-NL");
    expect(mail?.subject).toBe(`U bent aangemeld: Test webinar ${webinarId}`);
    expect(mail?.text_body).toContain("Neem deel aan het webinar met deze link: https://zoom.example/j/123");
    expect(mail?.text_body).toContain("/nl-nl/webinars/cancel?token=");
  });

  it("answers each bad field with its message and changes nothing", async () => {
    const webinarId = await newWebinar();
    const answer = await register(path, webinarId, { name: "", email: "not an address", question: "x".repeat(2001) });
    expect(answer.status).toBe(422);
    expect(answer.fieldErrors?.name?.errors).toEqual(["Name is required"]);
    expect(answer.fieldErrors?.email?.errors).toEqual(["Email address must be a valid email address, like name@example.com"]);
    expect(answer.fieldErrors?.question?.errors).toEqual(["Your question must be 2000 characters or fewer"]);
    expect(await registrations(webinarId)).toEqual([]);
  });

  it("says kindly that an address is already registered, whatever its capitals", async () => {
    const webinarId = await newWebinar();
    expect((await register(path, webinarId, { name: "Grace Hopper", email: `grace.${path}@example.com` })).status).toBe(201);
    const again = await register(path, webinarId, { name: "Grace Hopper", email: `Grace.${path.toUpperCase()}@Example.com` });
    expect(again.status).toBe(422);
    expect(again.fieldErrors?.email?.errors).toEqual([ALREADY_REGISTERED]);
    expect(await registrations(webinarId)).toHaveLength(1);
    expect(await mailsTo(`grace.${path}@example.com`)).toHaveLength(1);
  });

  it("takes no one once every place is taken, and takes no one for a webinar that has started", async () => {
    const webinarId = await newWebinar({ capacity: 1 });
    expect((await register(path, webinarId, { name: "First", email: `first.${path}@example.com` })).status).toBe(201);
    const full = await register(path, webinarId, { name: "Second", email: `second.${path}@example.com` });
    expect(full).toMatchObject({ status: 409, message: WEBINAR_FULL });
    expect(await registrations(webinarId)).toHaveLength(1);

    const past = await newWebinar({ days: -1 });
    expect(await register(path, past, { name: "Late", email: `late.${path}@example.com` })).toMatchObject({ status: 409, message: WEBINAR_CLOSED });
    expect(await registrations(past)).toEqual([]);
  });

  it("frees the place from the mail's cancel link, without signing in, once", async () => {
    const webinarId = await newWebinar({ capacity: 1 });
    const email = `cancel.${path}@example.com`;
    await register(path, webinarId, { name: "Alan Turing", email });
    const token = cancelTokenIn((await mailsTo(email))[0]!);
    const cancelled = await cancel(path, token);
    expect(cancelled).toMatchObject({ status: 200, message: `Your place at "Test webinar ${webinarId}" is cancelled. Thank you for letting us know.` });
    expect(await registrations(webinarId)).toEqual([]);
    expect(await cancel(path, token)).toMatchObject({ status: 404, message: CANCEL_LINK_UNKNOWN });
    // The one place is free again.
    expect((await register(path, webinarId, { name: "Someone Else", email: `else.${path}@example.com` })).status).toBe(201);
    expect((await cancel(path, "short")).status).toBe(422);
  });
});

describe("the webinar registration form", () => {
  it("is filled in with a signed-in account's name and address, and shows the places left", async () => {
    const user = await createSignedInUser(env);
    await env.DB.prepare(
      "INSERT INTO account_preferences (user_id, display_name) VALUES (?1, 'Ada Lovelace') ON CONFLICT (user_id) DO UPDATE SET display_name = 'Ada Lovelace'",
    )
      .bind(user.userId)
      .run();
    const webinarId = await newWebinar({ capacity: 3 });
    await register("api", webinarId, { name: "First", email: `first.${webinarId}@example.com` });
    const pageFor = (cookie?: string) =>
      webinarPage(new Request(`https://site.test/webinars/${webinarId}`, { headers: cookie ? { Cookie: cookie } : {} }), webinarId);
    expect(await pageFor(user.cookie)).toMatchObject({ upcoming: true, placesLeft: 2, prefill: { name: "Ada Lovelace", email: user.email } });
    expect(await pageFor()).toMatchObject({ upcoming: true, placesLeft: 2, prefill: { name: "", email: "" } });
  });

  it("records the signed-in account that registered", async () => {
    const user = await createSignedInUser(env);
    const webinarId = await newWebinar();
    expect((await register("page", webinarId, { name: "Signed In", email: user.email }, { cookie: user.cookie })).status).toBe(201);
    expect((await registrations(webinarId))[0]).toMatchObject({ account_id: user.userId });
  });

  it("is limited like other public forms: five an address in ten minutes", async () => {
    const address = freshAddress();
    const webinarId = await newWebinar();
    for (let n = 0; n < 5; n++) expect((await register("api", webinarId, { name: "Many", email: `many${n}@example.com` }, { address })).status).toBe(201);
    expect((await register("api", webinarId, { name: "Many", email: "many5@example.com" }, { address })).status).toBe(429);
    expect(await registrations(webinarId)).toHaveLength(5);
  });

  it("is refused for a method the route does not take", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/webinars/1/registrations", {
      method: "GET",
      headers: { "X-Requested-With": "XMLHttpRequest" },
    });
    expect([404, 405]).toContain(response.status);
  });
});

describe("the reminder a day before", () => {
  it("goes out once from the scheduled job when the clock reaches a day before the start, with its own cancel link", async () => {
    const webinarId = await newWebinar({ days: 3 });
    const email = "reminded@example.com";
    await register("api", webinarId, { name: "Reminded Person", email });
    const start = (await env.DB.prepare("SELECT start_time FROM webinars WHERE id = ?1").bind(webinarId).first<{ start_time: number }>())!.start_time;

    const runCron = async () => {
      const ctx = createExecutionContext();
      await worker.scheduled(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
      await waitOnExecutionContext(ctx);
    };
    await runCron();
    expect(await mailsTo(email)).toHaveLength(1);

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start - 23 * 3_600_000);
    await runCron();
    await runCron();
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([`You are registered: Test webinar ${webinarId}`, `Reminder: Test webinar ${webinarId}`]);
    expect(calendarEvent(mails[1]!).summary).toBe(`Test webinar ${webinarId}`);
    vi.setSystemTime(start - 3_600_000);
    await runCron();
    expect(await mailsTo(email)).toHaveLength(2);
    vi.useRealTimers();

    // Both mails' cancel links work; the reminder's frees the place.
    const reminderToken = cancelTokenIn(mails[1]!);
    expect(reminderToken).not.toBe(cancelTokenIn(mails[0]!));
    expect((await cancel("api", reminderToken)).status).toBe(200);
    expect(await registrations(webinarId)).toEqual([]);
  });
});

/** Zoom's answers as recorded from its API (ids and links shortened). */
const ZOOM_TOKEN = { access_token: "recorded-access-token", token_type: "bearer", expires_in: 3599, scope: "webinar:write:admin" };
const ZOOM_WEBINAR = {
  id: 84512345678,
  uuid: "Wk1n1r8fQ3y2x5Xb3Zq1Nw==",
  host_id: "z8yCxTTTRu2Ggbrl0TfCDQ",
  topic: "ScreenReader and Microsoft Teams",
  type: 5,
  start_time: new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, "Z"),
  duration: 60,
  timezone: "Europe/London",
  join_url: "https://us06web.zoom.us/j/84512345678",
  created_at: "2026-11-02T09:00:00Z",
};
const ZOOM_REGISTRANT = {
  id: 84512345678,
  join_url: "https://us06web.zoom.us/w/84512345678?tk=recorded-registrant-token",
  registrant_id: "hJ7ys0dQQ0aX5yLpWz9Zbg",
  start_time: ZOOM_WEBINAR.start_time,
  topic: ZOOM_WEBINAR.topic,
  occurrences: [],
};

describe("the webinar provider's adapter", () => {
  it("passes the registration to Zoom and sends the join link Zoom gave the registrant", async () => {
    const requests: { url: string; method: string; body: string }[] = [];
    const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, method: request.method, body: request.method === "GET" ? "" : await request.text() });
      if (request.url.startsWith("https://zoom.us/oauth/token")) return Response.json(ZOOM_TOKEN);
      if (request.url.includes("/users/")) return Response.json({ page_size: 300, total_records: 1, webinars: [ZOOM_WEBINAR] });
      if (request.url.endsWith(`/webinars/${ZOOM_WEBINAR.id}/registrants`)) return Response.json(ZOOM_REGISTRANT, { status: 201 });
      if (request.url.endsWith(`/webinars/${ZOOM_WEBINAR.id}/registrants/status`)) return new Response(null, { status: 204 });
      return new Response("unexpected", { status: 500 });
    }) as typeof fetch;
    const zoom = new ZoomWebinars({ ZOOM_ACCOUNT_ID: "account", ZOOM_CLIENT_ID: "client", ZOOM_CLIENT_SECRET: "secret", ZOOM_USER_ID: "me" }, fetcher);
    const db = getDb(env.DB);
    const email = "zoom.registrant@example.com";

    const result = await registerWith(
      zoom,
      { env, db, locale: "en-gb", user: null },
      { webinarId: ZOOM_WEBINAR.id, name: "Mary Ann Evans", email, question: "Will there be captions?" },
    );
    expect(result.kind).toBe("done");
    const registered = requests.find((request) => request.method === "POST" && request.url.endsWith("/registrants"));
    expect(JSON.parse(registered!.body)).toEqual({ email, first_name: "Mary", last_name: "Ann Evans", comments: "Will there be captions?" });
    const [mail] = await mailsTo(email);
    expect(mail?.text_body).toContain(`Join the webinar with this link: ${ZOOM_REGISTRANT.join_url}`);
    expect(calendarEvent(mail!).location).toBe(ZOOM_REGISTRANT.join_url);

    expect((await cancelWith(zoom, db, cancelTokenIn(mail!))).kind).toBe("done");
    const cancelled = requests.find((request) => request.method === "PUT");
    expect(JSON.parse(cancelled!.body)).toEqual({ action: "cancel", registrants: [{ id: ZOOM_REGISTRANT.registrant_id, email }] });
  });

  it("stores nothing and sends nothing when the provider refuses", async () => {
    const fetcher = (async (input: RequestInfo | URL) => {
      const url = new Request(input).url;
      if (url.startsWith("https://zoom.us/oauth/token")) return Response.json(ZOOM_TOKEN);
      if (url.includes("/users/")) return Response.json({ webinars: [ZOOM_WEBINAR] });
      return Response.json({ code: 3001, message: "Webinar does not exist" }, { status: 404 });
    }) as typeof fetch;
    const zoom = new ZoomWebinars({ ZOOM_ACCOUNT_ID: "account", ZOOM_CLIENT_ID: "client", ZOOM_CLIENT_SECRET: "secret", ZOOM_USER_ID: "me" }, fetcher);
    const result = await registerWith(
      zoom,
      { env, db: getDb(env.DB), locale: "en-gb", user: null },
      { webinarId: ZOOM_WEBINAR.id, name: "Refused", email: "refused@example.com", question: "" },
    );
    expect(result).toMatchObject({ kind: "refused", status: 502 });
    expect(await mailsTo("refused@example.com")).toEqual([]);
    expect(await registrations(ZOOM_WEBINAR.id)).toEqual([]);
  });
});

describe("the registrants in the staff desk", () => {
  it("are listed and downloaded as CSV by staff only, each read recorded", async () => {
    const webinarId = await newWebinar();
    await register("api", webinarId, { name: "=Formula Person", email: "csv.person@example.com", question: 'Say "hello"' });
    const staff = await createStaffUser(env);
    const ordinary = await createSignedInUser(env);

    const list = await staffApi(`webinars/${webinarId}/registrants`, staff.cookie);
    expect(list.status).toBe(200);
    expect(((await list.json()) as { registrants: { email: string }[] }).registrants.map((person) => person.email)).toEqual(["csv.person@example.com"]);
    expect((await staffApi(`webinars/${webinarId}/registrants`, ordinary.cookie)).status).toBe(404);
    expect((await staffApi(`webinars/${webinarId}/registrants`)).status).toBe(404);

    const exportAs = async (cookie: string) => {
      const request = new Request(`https://site.test/staff/webinars/${webinarId}/registrants/export`, { headers: { Cookie: cookie } });
      try {
        return await registrantsExportLoader({ request, params: { webinarId: String(webinarId) }, context: undefined } as never);
      } catch (thrown) {
        return thrown;
      }
    };
    const csv = (await exportAs(staff.cookie)) as Response;
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe('"Name","Email","Question","Language","Registered (UTC)","Reminder sent (UTC)"');
    // A cell that a spreadsheet would run as a formula is kept as text.
    expect(lines[1]).toMatch(/^"'=Formula Person","csv.person@example.com","Say ""hello""","en-gb","\d{4}-/);
    const refused = await exportAs(ordinary.cookie);
    expect(refused instanceof Response ? refused.status : (refused as { init?: ResponseInit }).init?.status).toBe(404);

    const audit = await env.DB.prepare("SELECT action FROM staff_audit WHERE subject_id = ?1 ORDER BY id").bind(String(webinarId)).all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["webinar-registrants.view", "webinar-registrants.export"]);
  });
});
