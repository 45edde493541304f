/**
 * The staff desk's Events section: staff create, edit and delete events (each change in the
 * audit log with before and after), the place is found from the address offline, a second save
 * from the same revision is refused, bad input changes nothing, ordinary accounts are not let
 * in, and what is saved shows on the public events API and the event's own page at once.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_DELETE_MESSAGE, STALE_EDIT_MESSAGE } from "@common/staff";
import { loader as eventPageLoader } from "~/routes/events/event";
import { eventEditAction } from "~/routes/staff/events.server";
import { loader as eventsListLoader } from "~/routes/staff/events";
import { getDb } from "../workers/db/client";
import { buildSitemap } from "../workers/content/sitemap";
import { eventsSeed } from "../seed/events";
import { siteSeed } from "../seed/site";
import { createSignedInUser } from "./helpers/auth";
import { type Answer, BOTH_PATHS, type OperationPath, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await eventsSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

const DAY = 86_400_000;
const utc = (daysFromNow: number, hour: number) => {
  const date = new Date(Date.now() + daysFromNow * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
};

/** A complete, valid event form. */
function eventForm(title: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    title,
    description: "Try SuperNova on our stand and talk to our trainers.",
    eventTypeId: "2",
    startDate: utc(20, 9),
    endDate: utc(20, 16),
    addressName: "Leeds Central Library",
    addressStreet: "Calverley Street",
    addressCity: "Leeds",
    addressCounty: "West Yorkshire",
    addressPostcode: "LS1 3AB",
    countryId: "1",
    latitude: "53.80",
    longitude: "-1.55",
    moreInfoUrl: "",
    visible: "on",
    ...extra,
  };
}

/** One desk operation on either path: the API's own method and address, or the edit page's form with its intent. */
async function send(path: OperationPath, intent: "create" | "update" | "delete" | "place", fields: Record<string, string>, cookie: string): Promise<Answer> {
  const eventId = fields.eventId;
  if (path === "page") {
    const pagePath = eventId ? `/staff/events/${eventId}` : "/staff/events/new";
    return submit("page", { api: "", page: eventEditAction, pagePath }, { ...fields, intent }, { cookie, params: eventId ? { eventId } : {} });
  }
  const [method, address] =
    intent === "create" ? ["POST", "events"] : intent === "place" ? ["POST", "events/place"] : [intent === "update" ? "PUT" : "DELETE", `events/${eventId}`];
  const response = await staffApi(address, cookie, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250)}` },
    body: new URLSearchParams(fields).toString(),
  });
  const json = (await response.json().catch(() => null)) as { message?: string; errors?: Answer["fieldErrors"]; redirect?: string } | null;
  return { status: response.status, message: json?.message, fieldErrors: json?.errors, data: json, redirect: json?.redirect ?? null };
}

async function eventRow(id: number) {
  return env.DB.prepare("SELECT title, revision, latitude, visible FROM events WHERE id = ?1")
    .bind(id)
    .first<{ title: string; revision: number; latitude: number; visible: number }>();
}

async function eventIdByTitle(title: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM events WHERE title = ?1").bind(title).first<{ id: number }>();
  if (!row) throw new Error(`no event "${title}"`);
  return row.id;
}

async function auditOf(id: number) {
  const rows = await env.DB.prepare(
    "SELECT action, actor_email, before_json, after_json FROM staff_audit WHERE subject_type = 'event' AND subject_id = ?1 ORDER BY id",
  )
    .bind(String(id))
    .all<{ action: string; actor_email: string; before_json: string | null; after_json: string | null }>();
  return rows.results;
}

/** The public events search, as the events page and map read it. */
async function publicEvents(): Promise<{ id: number; title: string }[]> {
  const response = await staffApi(`../events/search?from=${Date.now()}`);
  return response.json();
}

async function publicPage(type: string, id: number): Promise<number | { title: string }> {
  try {
    const loaded = await eventPageLoader({ request: new Request(`https://site.test/events/${type}/${id}`), params: { type, eventId: String(id) } } as never);
    return loaded.event;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    return (thrown as { init?: ResponseInit }).init?.status ?? 500;
  }
}

describe.each(BOTH_PATHS)("the Events section (%s)", (path) => {
  it("creates, edits and deletes an event, each in the audit log, and the site shows each change at once", async () => {
    const staff = await createStaffUser(env, "staff");
    const title = `Leeds user group ${path}`;
    const created = await send(path, "create", eventForm(title), staff.cookie);
    expect(created.status).toBe(path === "api" ? 201 : 303);
    const id = await eventIdByTitle(title);
    expect(created.redirect).toBe(`/staff/events/${id}?created=1`);
    expect((await publicEvents()).map((event) => event.title)).toContain(title);
    expect(await publicPage("training", id)).toMatchObject({ title, addressCity: "Leeds", eventTypeName: "Training Days" });

    const renamed = `${title}, new venue`;
    const saved = await send(path, "update", eventForm(renamed, { eventId: String(id), revision: "1", latitude: "53.7997" }), staff.cookie);
    expect(saved.status).toBe(200);
    expect(saved.message).toBe(`The event "${renamed}" is saved.`);
    expect(await eventRow(id)).toMatchObject({ title: renamed, revision: 2, latitude: 53.7997 });
    expect(await publicPage("training", id)).toMatchObject({ title: renamed });

    const hidden = await send(path, "update", eventForm(renamed, { eventId: String(id), revision: "2", visible: "" }), staff.cookie);
    expect(hidden.status).toBe(200);
    expect((await publicEvents()).map((event) => event.id)).not.toContain(id);
    expect(await publicPage("training", id)).toBe(404);

    const deleted = await send(path, "delete", { eventId: String(id), revision: "3" }, staff.cookie);
    expect(deleted.status).toBe(path === "api" ? 200 : 303);
    expect(await eventRow(id)).toBeNull();

    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action)).toEqual(["event.create", "event.update", "event.update", "event.delete"]);
    expect(audit.every((entry) => entry.actor_email === staff.email)).toBe(true);
    expect(audit[0]!.before_json).toBeNull();
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ title, latitude: 53.8, visible: true });
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ title, latitude: 53.8 });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ title: renamed, latitude: 53.7997 });
    expect(JSON.parse(audit[3]!.before_json!)).toMatchObject({ title: renamed, visible: false });
    expect(audit[3]!.after_json).toBeNull();
  });

  it("refuses a second save or a delete from the same revision, overwriting nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const title = `Bristol trainers' day ${path}`;
    await send(path, "create", eventForm(title), staff.cookie);
    const id = await eventIdByTitle(title);
    expect((await send(path, "update", eventForm(`${title} (first)`, { eventId: String(id), revision: "1" }), staff.cookie)).status).toBe(200);
    const second = await send(path, "update", eventForm(`${title} (second)`, { eventId: String(id), revision: "1" }), staff.cookie);
    expect(second.status).toBe(409);
    expect(second.message).toBe(STALE_EDIT_MESSAGE);
    const staleDelete = await send(path, "delete", { eventId: String(id), revision: "1" }, staff.cookie);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.message).toBe(STALE_DELETE_MESSAGE);
    expect(await eventRow(id)).toMatchObject({ title: `${title} (first)`, revision: 2 });
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["event.create", "event.update"]);
  });

  it("answers 422 with each field's error for bad input, and changes nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM events").first<{ n: number }>();
    const bad = await send(
      path,
      "create",
      eventForm("", { startDate: utc(5, 12), endDate: utc(4, 12), latitude: "95", longitude: "", moreInfoUrl: "ftp://example.com/x" }),
      staff.cookie,
    );
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors?.title?.errors).toEqual(["Title is required"]);
    expect(bad.fieldErrors?.endDate?.errors).toEqual(["Ends must be the same as or after Starts"]);
    expect(bad.fieldErrors?.latitude?.errors).toEqual(["Latitude must be between -90 and 90"]);
    expect(bad.fieldErrors?.longitude?.errors).toEqual(["Longitude is required: type it, or choose Find from the address"]);
    expect(bad.fieldErrors?.moreInfoUrl?.friendlyName).toBe("More information link");
    const unknownType = await send(path, "create", eventForm("Unknown type", { eventTypeId: "999" }), staff.cookie);
    expect(unknownType.status).toBe(422);
    expect(unknownType.fieldErrors?.eventTypeId?.errors).toEqual(["Choose one of the event types in the list"]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM events").first<{ n: number }>()).toEqual(before);
  });

  it("is not found for an ordinary account, and changes nothing", async () => {
    const ordinary = await createSignedInUser(env);
    const created = await send(path, "create", eventForm(`Refused ${path}`), ordinary.cookie);
    expect(created.status).toBe(404);
    const edited = await send(path, "update", eventForm(`Refused ${path}`, { eventId: "1", revision: "1" }), ordinary.cookie);
    expect(edited.status).toBe(404);
    expect((await send(path, "delete", { eventId: "1", revision: "1" }, ordinary.cookie)).status).toBe(404);
    expect((await send(path, "place", { addressCity: "Leeds" }, ordinary.cookie)).status).toBe(404);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM events WHERE title LIKE 'Refused%'").first<{ n: number }>()).toEqual({ n: 0 });
    expect(await eventRow(1)).toMatchObject({ revision: 1 });
  });

  it("finds the place from the address offline, telling towns of one name apart by the country, and says plainly when nothing is found", async () => {
    const staff = await createStaffUser(env, "staff");
    const leeds = await send(path, "place", { addressName: "Central Library", addressCity: "Leeds", countryId: "1", title: "Kept as typed" }, staff.cookie);
    expect(leeds.status).toBe(200);
    expect(leeds.data).toMatchObject({ town: "Leeds", countryCode: "GB", latitude: 53.83, longitude: -1.58, countryId: 1 });
    expect(leeds.message).toMatch(/^Found Leeds, United Kingdom: latitude 53.83, longitude -1.58/);
    expect((leeds.data as { typed: Record<string, string> }).typed).toMatchObject({ title: "Kept as typed", addressName: "Central Library" });

    const frankfurt = await send(path, "place", { addressCity: "Frankfurt am Main", addressCounty: "Hesse" }, staff.cookie);
    expect(frankfurt.data).toMatchObject({ town: "Frankfurt", countryCode: "DE" });

    const nowhere = await send(path, "place", { addressStreet: "1 High Street", addressCity: "Nowhereville", countryId: "1" }, staff.cookie);
    expect(nowhere.status).toBe(422);
    expect(nowhere.fieldErrors?.addressCity?.errors[0]).toMatch(/^Nothing was found: no town or city we know in United Kingdom is named in this address/);
  });
});

describe("the Events list page", () => {
  it("filters by words, type and time, sorts by a column and says so", async () => {
    const staff = await createStaffUser(env, "staff");
    const load = async (query: string) =>
      (await eventsListLoader({
        request: new Request(`https://site.test/staff/events?${query}`, { headers: { Cookie: staff.cookie } }),
        params: {},
      } as never)) as {
        events: { id: number; title: string; city: string }[];
        filter: { sort: string; dir: string } | null;
        fieldErrors: unknown;
      };
    const hidden = await load("search=Norwich");
    expect(hidden.events.map((event) => event.id)).toEqual([14]);
    const training = await load("type=2&when=upcoming&sort=city&dir=desc");
    const cities = training.events.map((event) => event.city);
    expect(cities).toContain("Norwich");
    expect(cities).toEqual([...cities].sort().reverse());
    expect(training.filter).toMatchObject({ sort: "city", dir: "desc" });
    const past = await load("when=past");
    expect(past.events.map((event) => event.id)).toContain(13);
    expect(past.events.map((event) => event.id)).not.toContain(1);
    const bad = await load("sort=colour");
    expect(bad.fieldErrors).toMatchObject({ sort: { errors: ["Sort must be start, title, type or city"] } });
    const ordinary = await createSignedInUser(env);
    await expect(
      eventsListLoader({ request: new Request("https://site.test/staff/events", { headers: { Cookie: ordinary.cookie } }), params: {} } as never),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});

describe("an event's own page", () => {
  it("is listed in the sitemap with the event's title while the event is shown, and moves to its type's address", async () => {
    const entries = await buildSitemap(getDb(env.DB), env.DB);
    expect(entries.find((entry) => entry.path === "/events/exhibition/1")?.title).toBe("Event: Visual Impairment Technology Show, Birmingham");
    // Event 14 is hidden: no page, so not listed.
    expect(entries.some((entry) => entry.path.endsWith("/14") && entry.path.startsWith("/events/"))).toBe(false);
    expect(await publicPage("training", 14)).toBe(404);
    expect(await publicPage("training", 1)).toBe(301);
    expect(await publicPage("exhibition", 1)).toMatchObject({ title: "Visual Impairment Technology Show, Birmingham", countryName: "United Kingdom" });
  });

  it("moves an address with a wrong or capitalised type to the event's own address once, never to itself", async () => {
    for (const path of ["/EVENTS/wrongtype/1", "/events/Exhibition/1", "/de-de/Events/training/1?x=1"]) {
      const [, locale, type] = /^(?:\/([a-z]{2}-[a-z]{2}))?\/events\/([^/]+)\/1/i.exec(path)!;
      const moved = await eventPageLoader({ request: new Request(`https://site.test${path}`), params: { locale, type, eventId: "1" } } as never).catch(
        (thrown: unknown) => thrown,
      );
      expect(moved, path).toBeInstanceOf(Response);
      const location = (moved as Response).headers.get("Location");
      expect(location, path).toBe(`${locale ? `/${locale}` : ""}/events/exhibition/1${path.includes("?") ? "?x=1" : ""}`);
      expect(location).not.toBe(path);
      const target = new URL(location!, "https://site.test");
      const arrived = await eventPageLoader({ request: new Request(target), params: { locale, type: "exhibition", eventId: "1" } } as never);
      expect(arrived.event.title).toBe("Visual Impairment Technology Show, Birmingham");
    }
  });
});
