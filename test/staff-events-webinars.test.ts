/**
 * The staff desk's Webinars section (the local provider): staff create, edit and delete
 * webinars with the fields the webinars pages show, each change in the audit log; a second save
 * from the same revision is refused; bad input changes nothing; ordinary accounts are not let
 * in; what is saved shows on the public webinars API at once.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STALE_DELETE_MESSAGE, STALE_EDIT_MESSAGE } from "@common/staff";
import { webinarEditAction } from "~/routes/staff/webinars.server";
import { eventsSeed } from "../seed/events";
import { siteSeed } from "../seed/site";
import { createSignedInUser } from "./helpers/auth";
import { type Answer, BOTH_PATHS, type OperationPath, submit } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await eventsSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
});

const inDays = (days: number) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 11)}14:00`;

function webinarForm(topic: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    topic,
    agenda: "Magnification, colour schemes and speech in one hour.",
    presenter: "Dolphin training team",
    startTime: inDays(10),
    duration: "60",
    timezone: "Europe/London",
    joinUrl: "",
    marketSegmentId: "",
    productId: "",
    ...extra,
  };
}

async function send(path: OperationPath, intent: "create" | "update" | "delete", fields: Record<string, string>, cookie: string): Promise<Answer> {
  const webinarId = fields.webinarId;
  if (path === "page") {
    const pagePath = webinarId ? `/staff/webinars/${webinarId}` : "/staff/webinars/new";
    return submit("page", { api: "", page: webinarEditAction, pagePath }, { ...fields, intent }, { cookie, params: webinarId ? { webinarId } : {} });
  }
  const [method, address] = intent === "create" ? ["POST", "webinars"] : [intent === "update" ? "PUT" : "DELETE", `webinars/${webinarId}`];
  const response = await staffApi(address, cookie, {
    method,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const json = (await response.json().catch(() => null)) as { message?: string; errors?: Answer["fieldErrors"]; redirect?: string } | null;
  return { status: response.status, message: json?.message, fieldErrors: json?.errors, data: json, redirect: json?.redirect ?? null };
}

async function idOf(topic: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM webinars WHERE topic = ?1").bind(topic).first<{ id: number }>();
  if (!row) throw new Error(`no webinar "${topic}"`);
  return row.id;
}

/** The public webinar, as GET /api/v1/webinars/{id} answers (the webinar's page reads the same service). */
async function publicWebinar(id: number): Promise<{ status: number; body: { topic?: string; presenter?: string; joinUrl?: string; hostId?: string } }> {
  const response = await staffApi(`../webinars/${id}`);
  return { status: response.status, body: await response.json() };
}

async function auditOf(id: number) {
  return (
    await env.DB.prepare("SELECT action, before_json, after_json FROM staff_audit WHERE subject_type = 'webinar' AND subject_id = ?1 ORDER BY id")
      .bind(String(id))
      .all<{ action: string; before_json: string | null; after_json: string | null }>()
  ).results;
}

describe.each(BOTH_PATHS)("the Webinars section (%s)", (path) => {
  it("creates, edits and deletes a webinar, each in the audit log, and the site shows each change at once", async () => {
    const staff = await createStaffUser(env, "staff");
    const topic = `Reading PDFs with SuperNova ${path}`;
    const created = await send(path, "create", webinarForm(topic), staff.cookie);
    expect(created.status).toBe(path === "api" ? 201 : 303);
    const id = await idOf(topic);
    expect(created.redirect).toBe(`/staff/webinars/${id}?created=1`);
    expect((await publicWebinar(id)).body).toMatchObject({ topic, presenter: "Dolphin training team", joinUrl: "", hostId: "dolphin-training-team" });

    const saved = await send(
      path,
      "update",
      webinarForm(`${topic} (updated)`, { webinarId: String(id), revision: "1", presenter: "Our education team", joinUrl: "https://example.com/register" }),
      staff.cookie,
    );
    expect(saved.status).toBe(200);
    expect(saved.message).toBe(`The webinar "${topic} (updated)" is saved.`);
    expect((await publicWebinar(id)).body).toMatchObject({
      topic: `${topic} (updated)`,
      presenter: "Our education team",
      joinUrl: "https://example.com/register",
    });

    const deleted = await send(path, "delete", { webinarId: String(id), revision: "2" }, staff.cookie);
    expect(deleted.status).toBe(path === "api" ? 200 : 303);
    expect((await publicWebinar(id)).status).toBe(404);

    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action)).toEqual(["webinar.create", "webinar.update", "webinar.delete"]);
    expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ topic, presenter: "Dolphin training team", duration: 60 });
    expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ topic: `${topic} (updated)`, presenter: "Our education team" });
    expect(audit[2]!.after_json).toBeNull();
  });

  it("refuses a second save from the same revision, overwriting nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const topic = `Braille and ScreenReader ${path}`;
    await send(path, "create", webinarForm(topic), staff.cookie);
    const id = await idOf(topic);
    expect((await send(path, "update", webinarForm(`${topic} first`, { webinarId: String(id), revision: "1" }), staff.cookie)).status).toBe(200);
    const second = await send(path, "update", webinarForm(`${topic} second`, { webinarId: String(id), revision: "1" }), staff.cookie);
    expect(second.status).toBe(409);
    expect(second.message).toBe(STALE_EDIT_MESSAGE);
    const staleDelete = await send(path, "delete", { webinarId: String(id), revision: "1" }, staff.cookie);
    expect(staleDelete.status).toBe(409);
    expect(staleDelete.message).toBe(STALE_DELETE_MESSAGE);
    expect((await publicWebinar(id)).body.topic).toBe(`${topic} first`);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["webinar.create", "webinar.update"]);
  });

  it("answers 422 with each field's error for bad input, and changes nothing", async () => {
    const staff = await createStaffUser(env, "staff");
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM webinars").first<{ n: number }>();
    const bad = await send(
      path,
      "create",
      webinarForm("", { duration: "2", timezone: "Mars/Olympus", startTime: "next week", joinUrl: "zoom.us/j/1" }),
      staff.cookie,
    );
    expect(bad.status).toBe(422);
    expect(bad.fieldErrors?.topic?.errors).toEqual(["Topic is required"]);
    expect(bad.fieldErrors?.duration?.errors).toEqual(["Length must be at least 5 minutes"]);
    expect(bad.fieldErrors?.timezone?.errors).toEqual(["Time zone must be a place name like Europe/London"]);
    expect(bad.fieldErrors?.startTime?.errors).toEqual(["Starts must be a date and time, like 2026-12-01T09:00"]);
    expect(bad.fieldErrors?.joinUrl?.errors).toEqual(["Join link must start with https:// or with / for a page of this site"]);
    const unknownProduct = await send(path, "create", webinarForm("Unknown product", { productId: "9999" }), staff.cookie);
    expect(unknownProduct.status).toBe(422);
    expect(unknownProduct.fieldErrors?.productId?.errors).toEqual(["Choose one of the products in the list"]);
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM webinars").first<{ n: number }>()).toEqual(before);
  });

  it("is not found for an ordinary account, and changes nothing", async () => {
    const ordinary = await createSignedInUser(env);
    expect((await send(path, "create", webinarForm(`Refused ${path}`), ordinary.cookie)).status).toBe(404);
    expect((await send(path, "update", webinarForm(`Refused ${path}`, { webinarId: "1", revision: "1" }), ordinary.cookie)).status).toBe(404);
    expect((await send(path, "delete", { webinarId: "1", revision: "1" }, ordinary.cookie)).status).toBe(404);
    expect((await publicWebinar(1)).body.topic).toBe("Getting started with SuperNova 23");
    expect((await staffApi("webinars", ordinary.cookie)).status).toBe(404);
  });
});

describe("the webinars list of the desk", () => {
  it("sorts by a column and filters by words and time", async () => {
    const staff = await createStaffUser(env, "staff");
    const list = async (query: string) =>
      ((await (await staffApi(`webinars?${query}`, staff.cookie)).json()) as { webinars: { id: number; topic: string; duration: number }[] }).webinars;
    const shortest = await list("sort=duration&dir=asc&when=past");
    expect(shortest[0]).toMatchObject({ id: 16, duration: 20 });
    expect((await list("search=Braille%20displays")).map((webinar) => webinar.id)).toEqual([11]);
    expect((await staffApi("webinars?sort=colour", staff.cookie)).status).toBe(422);
  });
});
