/**
 * Every link staff write passes one rule: an https address, or a path on this site that starts
 * with a single `/` followed by something other than `/` or `\`. Each field that holds a link
 * (an event's 'More information link', a webinar's registration link, a dealer's website)
 * refuses the addresses a browser would follow to another site or that run script, keeps
 * nothing of them, and accepts good ones; links in release notes are dropped by the same rule
 * when the notes are rendered.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { isSafeLink } from "@common/safe-path";
import { sanitiseHtml } from "../workers/products/html";
import { eventsSeed } from "../seed/events";
import { siteSeed } from "../seed/site";
import type { SignedInUser } from "./helpers/auth";
import { createStaffUser, staffApi } from "./helpers/staff";

const BAD_LINKS = [
  "/\\evil.example",
  "//evil.example",
  "javascript:alert(1)",
  "http://evil.example",
  "/%5Cevil.example",
  "https:/\\evil.example",
  " /\\evil.example",
];
const GOOD_LINKS = ["https://www.yourdolphin.example/events/2026", "/support/contact", "/events/exhibition/12?from=desk"];

const DAY = 86_400_000;
const at = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
};

/** Each desk form with a link: where it is created, a valid form, the link's field and the table and column it is kept in. */
const LINK_FIELDS = [
  {
    name: "an event's More information link",
    address: "events",
    field: "moreInfoUrl",
    table: "events",
    column: "more_info_url",
    titleColumn: "title",
    form: (title: string) => ({
      title,
      description: "Stand 12.",
      eventTypeId: "2",
      startDate: at(30, 9),
      endDate: at(30, 16),
      addressCity: "Leeds",
      countryId: "1",
      latitude: "53.80",
      longitude: "-1.55",
      visible: "on",
    }),
  },
  {
    name: "a webinar's registration link",
    address: "webinars",
    field: "joinUrl",
    table: "webinars",
    column: "join_url",
    titleColumn: "topic",
    form: (title: string) => ({
      topic: title,
      agenda: "An hour of magnification.",
      presenter: "Training team",
      startTime: at(10, 14),
      duration: "60",
      timezone: "Europe/London",
    }),
  },
  {
    name: "a dealer's website",
    address: "dealers",
    field: "website",
    table: "dealers",
    column: "website",
    titleColumn: "name",
    form: (title: string) => ({ name: title, countryId: "1", visible: "on", city: "Leeds" }),
  },
] as const;

let staff: SignedInUser;

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await eventsSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  staff = await createStaffUser(env, "staff");
});

async function create(address: string, fields: Record<string, string>) {
  const response = await staffApi(address, staff.cookie, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, body: (await response.json()) as { errors?: Record<string, { errors: string[] }> } };
}

describe.each(LINK_FIELDS)("$name", ({ address, field, table, column, titleColumn, form }) => {
  it.each(BAD_LINKS)("refuses %j and keeps nothing", async (link) => {
    const title = `Link test ${field} ${crypto.randomUUID()}`;
    const answer = await create(address, { ...form(title), [field]: link });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
    const kept = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE ${titleColumn} = ?1`).bind(title).first<{ n: number }>();
    expect(kept?.n).toBe(0);
  });

  it.each(GOOD_LINKS)("keeps %j as typed", async (link) => {
    const title = `Link test ${field} ${crypto.randomUUID()}`;
    const answer = await create(address, { ...form(title), [field]: link });
    expect(answer.status).toBeLessThan(300);
    const kept = await env.DB.prepare(`SELECT ${column} AS link FROM ${table} WHERE ${titleColumn} = ?1`).bind(title).first<{ link: string }>();
    expect(kept?.link).toBe(link);
  });
});

describe("the link rule", () => {
  it("refuses what leads off the site and accepts https addresses and site paths", () => {
    for (const link of [...BAD_LINKS, "https://user@evil.example", "https://localhost", "evil.example", "mailto:x@example.com", ""])
      expect(isSafeLink(link), link).toBe(false);
    for (const link of GOOD_LINKS) expect(isSafeLink(link), link).toBe(true);
  });

  it("drops links of release notes that fail it, character references included", () => {
    const notes =
      '<a href="/\\evil.example">a</a><a href="/&#92;evil.example">b</a><a href="//evil.example">c</a><a href="http://evil.example">d</a><a href="/support">e</a><a href="https://yourdolphin.example/x">f</a>';
    expect(sanitiseHtml(notes)).toBe('<a>a</a><a>b</a><a>c</a><a>d</a><a href="/support">e</a><a href="https://yourdolphin.example/x">f</a>');
  });
});
