/**
 * The language of stored content, chosen in the desk: a webinar, event, knowledge base article
 * or video is saved with one of the site's languages (English unless chosen), audited like its
 * other fields, and shown with it; a language the site does not have is refused field by field
 * (422) and changes nothing; an edit that does not send the field keeps the language it had.
 * The public side reads it: the webinars API and service give it, and an item in the page's
 * own language is not treated as untranslated.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTENT_LANGUAGE_MESSAGE } from "@common/schemas/staff-content";
import { loader as eventPageLoader } from "~/routes/events/event";
import { loader as articleLoader } from "~/routes/support/article";
import { loader as homeLoader } from "~/routes/site/home";
import { eventEditAction } from "~/routes/staff/events.server";
import { articleEditAction } from "~/routes/staff/knowledge-base.server";
import { videoEditAction } from "~/routes/staff/videos.server";
import { webinarEditAction } from "~/routes/staff/webinars.server";
import { getDb } from "../workers/db/client";
import { buildSitemap } from "../workers/content/sitemap";
import { rssXml } from "../workers/content/rss";
import { eventsSeed } from "../seed/events";
import { siteSeed } from "../seed/site";
import { BOTH_PATHS, type OperationPath } from "./helpers/operations";
import { createStaffUser, staffApi } from "./helpers/staff";
import { type ContentCall, auditOf, send } from "./helpers/staff-content";

beforeAll(async () => {
  const statements = [...(await siteSeed.statements()), ...(await eventsSeed.statements())];
  await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  await env.DB.prepare("INSERT OR IGNORE INTO support_products (id, product_name, semantic_name) VALUES (1, 'SuperNova', 'supernova')").run();
});

const inDays = (days: number, hour: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString().slice(0, 16);
};

/** One desk section: its table and audit subject, a complete form, and its create and update calls. */
interface Section {
  name: string;
  table: string;
  titleColumn: string;
  subject: string;
  form(title: string): Record<string, string>;
  call(intent: "create" | "update", id?: number): ContentCall;
  /** The fields an update names besides the form's. */
  updateFields(id: number, revision: number): Record<string, string>;
}

const SECTIONS: Section[] = [
  {
    name: "webinar",
    table: "webinars",
    titleColumn: "topic",
    subject: "webinar",
    form: (topic) => ({
      topic,
      agenda: "Vergrößerung und Sprachausgabe.",
      presenter: "",
      startTime: inDays(12, 10),
      duration: "60",
      timezone: "Europe/Berlin",
      joinUrl: "",
      marketSegmentId: "",
      productId: "",
    }),
    call: (intent, id) => ({
      api: intent === "create" ? ["POST", "webinars"] : ["PUT", `webinars/${id}`],
      page: {
        action: webinarEditAction,
        path: `/staff/webinars/${id ?? "new"}`,
        intent,
        params: id ? { webinarId: String(id) } : ({} as Record<string, string>),
      },
    }),
    updateFields: (id, revision) => ({ webinarId: String(id), revision: String(revision) }),
  },
  {
    name: "event",
    table: "events",
    titleColumn: "title",
    subject: "event",
    form: (title) => ({
      title,
      description: "Journée des utilisateurs.",
      eventTypeId: "2",
      startDate: inDays(30, 9),
      endDate: inDays(30, 16),
      addressName: "",
      addressStreet: "",
      addressCity: "Lille",
      addressCounty: "",
      addressPostcode: "",
      countryId: "",
      latitude: "50.63",
      longitude: "3.06",
      moreInfoUrl: "",
      visible: "on",
    }),
    call: (intent, id) => ({
      api: intent === "create" ? ["POST", "events"] : ["PUT", `events/${id}`],
      page: { action: eventEditAction, path: `/staff/events/${id ?? "new"}`, intent, params: id ? { eventId: String(id) } : ({} as Record<string, string>) },
    }),
    updateFields: (id, revision) => ({ eventId: String(id), revision: String(revision) }),
  },
  {
    name: "article",
    table: "kb_articles",
    titleColumn: "title",
    subject: "kb-article",
    form: (title) => ({ productId: "1", title, shortDescription: "Vergrößerung einstellen", body: "Öffnen Sie die Einstellungen.", visible: "on" }),
    call: (intent, id) => ({
      api: intent === "create" ? ["POST", "knowledge-base"] : ["PUT", `knowledge-base/${id}`],
      page: { action: articleEditAction, path: `/staff/knowledge-base/${id ?? "new"}`, intent, params: { articleId: String(id ?? "new") } },
    }),
    updateFields: (id, revision) => ({ id: String(id), revision: String(revision) }),
  },
  {
    name: "video",
    table: "videos",
    titleColumn: "name",
    subject: "video",
    form: (name) => ({
      name,
      description: "Stap voor stap",
      hostedVideo: "video-calling-help",
      youtubeId: "",
      duration: "0:48",
      transcript: "Open Videobellen.",
      sortOrder: "1",
      visible: "on",
    }),
    call: (intent, id) => ({
      api: intent === "create" ? ["POST", "videos"] : ["PUT", `videos/${id}`],
      page: { action: videoEditAction, path: `/staff/videos/${id ?? "new"}`, intent, params: { videoId: String(id ?? "new") } },
    }),
    updateFields: (id, revision) => ({ id: String(id), revision: String(revision) }),
  },
];

async function stored(section: Section, title: string) {
  return env.DB.prepare(`SELECT id, language, revision FROM ${section.table} WHERE ${section.titleColumn} = ?1`)
    .bind(title)
    .first<{ id: number; language: string; revision: number }>();
}

describe.each(BOTH_PATHS)("the language of stored content, chosen in the desk (%s)", (path: OperationPath) => {
  it.each(SECTIONS.map((section) => [section.name, section] as const))(
    "a %s is saved in the language chosen, audited, and a bad language changes nothing",
    async (_, section) => {
      const staff = await createStaffUser(env, "staff");
      const title = `Language of a ${section.name} (${path})`;

      // Not named: English.
      const created = await send(path, section.call("create"), section.form(title), staff.cookie);
      expect(created.status).toBe(path === "api" ? 201 : 303);
      const row = (await stored(section, title))!;
      expect(row.language).toBe("en");

      const german = await send(
        path,
        section.call("update", row.id),
        { ...section.form(title), ...section.updateFields(row.id, 1), language: "de" },
        staff.cookie,
      );
      expect(german.status).toBe(200);
      expect(await stored(section, title)).toMatchObject({ language: "de", revision: 2 });

      for (const bad of ["xx", "", "de-DE-x-private-and-long", "EN"]) {
        const refused = await send(
          path,
          section.call("update", row.id),
          { ...section.form(title), ...section.updateFields(row.id, 2), language: bad },
          staff.cookie,
        );
        expect(refused.status).toBe(422);
        expect(refused.fieldErrors?.language?.errors).toEqual([CONTENT_LANGUAGE_MESSAGE]);
        expect(refused.fieldErrors?.language?.friendlyName).toBe("Language");
      }
      expect(await stored(section, title)).toMatchObject({ language: "de", revision: 2 });

      // An edit without the field (an older client) keeps the language it had.
      const kept = await send(path, section.call("update", row.id), { ...section.form(title), ...section.updateFields(row.id, 2) }, staff.cookie);
      expect(kept.status).toBe(200);
      expect(await stored(section, title)).toMatchObject({ language: "de", revision: 3 });

      const audit = await auditOf(section.subject, row.id);
      expect(audit).toHaveLength(3);
      expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ language: "en" });
      expect(JSON.parse(audit[1]!.before_json!)).toMatchObject({ language: "en" });
      expect(JSON.parse(audit[1]!.after_json!)).toMatchObject({ language: "de" });
      expect(JSON.parse(audit[2]!.after_json!)).toMatchObject({ language: "de" });
    },
  );

  it("creates an item in the language chosen", async () => {
    const staff = await createStaffUser(env, "staff");
    const title = `Webinaire en français (${path})`;
    const webinars = SECTIONS[0]!;
    expect((await send(path, webinars.call("create"), { ...webinars.form(title), language: "fr" }, staff.cookie)).status).toBe(path === "api" ? 201 : 303);
    const row = (await stored(webinars, title))!;
    expect(row.language).toBe("fr");
    expect(JSON.parse((await auditOf("webinar", row.id))[0]!.after_json!)).toMatchObject({ language: "fr" });
    const refused = await send(path, webinars.call("create"), { ...webinars.form(`${title} refused`), language: "klingon" }, staff.cookie);
    expect(refused.status).toBe(422);
    expect(refused.fieldErrors?.language?.errors).toEqual([CONTENT_LANGUAGE_MESSAGE]);
    expect(await stored(webinars, `${title} refused`)).toBeNull();
  });
});

describe("the language on the public side", () => {
  it("the webinars API gives each webinar's language: the German seed webinar is German", async () => {
    const response = await staffApi("../webinars/6");
    expect(await response.json()).toMatchObject({ topic: "SuperNova auf Deutsch: Vergrößerung und Sprachausgabe", language: "de" });
    expect(await (await staffApi("../webinars/1")).json()).toMatchObject({ language: "en" });
  });

  it("an event, article or video in German is in the page's language on German pages and German elsewhere", async () => {
    const event = await env.DB.prepare(
      "SELECT e.id, t.hid FROM events e JOIN event_types t ON t.id = e.event_type_id WHERE e.visible = 1 ORDER BY e.id LIMIT 1",
    ).first<{ id: number; hid: string }>();
    await env.DB.prepare("UPDATE events SET language = 'de' WHERE id = ?1").bind(event!.id).run();
    const eventOn = async (prefix: string) =>
      (
        (await eventPageLoader({
          request: new Request(`https://site.test${prefix}/events/${event!.hid.toLowerCase()}/${event!.id}`),
          params: { locale: prefix.slice(1) || undefined, type: event!.hid.toLowerCase(), eventId: String(event!.id) },
        } as never)) as { event: { contentLanguage: string } }
      ).event.contentLanguage;
    expect(await eventOn("/de-de")).toBe("de");
    expect(await eventOn("/fr-fr")).toBe("de");
    expect(await eventOn("")).toBe("de");

    const article = await env.DB.prepare(
      "INSERT INTO kb_articles (id, product_id, title, short_description, body, date_updated, visible, language) VALUES (9901, 1, 'Bildschirmlupe', 'Kurz', 'Text', 0, 1, 'de') RETURNING id",
    ).first<{ id: number }>();
    const articleOn = async (prefix: string) =>
      (
        (await articleLoader({
          request: new Request(`https://site.test${prefix}/support/article?id=${article!.id}`),
          params: { locale: prefix.slice(1) || undefined },
        } as never)) as { article: { contentLanguage: string } }
      ).article.contentLanguage;
    expect(await articleOn("/de-de")).toBe("de");
    expect(await articleOn("/nl-nl")).toBe("de");

    await env.DB.prepare("UPDATE videos SET language = 'nl' WHERE id = (SELECT min(id) FROM videos WHERE visible = 1)").run();
    const home = (await homeLoader({ request: new Request("https://site.test/"), params: {} } as never)) as { videos: { language: string }[] };
    expect(home.videos.map((video) => video.language)).toContain("nl");
  });

  it("the sitemap names the German webinar's language, and the feed names an item's language where it is not English", async () => {
    const entries = await buildSitemap(getDb(env.DB), env.DB);
    expect(entries.find((entry) => entry.path === "/webinars/6")).toMatchObject({
      title: "Webinar: SuperNova auf Deutsch: Vergrößerung und Sprachausgabe",
      language: "de",
    });
    expect(entries.find((entry) => entry.path === "/webinars/1")).toMatchObject({ language: "en" });
    const item = { link: "https://site.test/flexipage/a", description: "", published: new Date(0), guid: "https://site.test/flexipage/a" };
    const xml = rssXml(
      [
        { ...item, title: "Neuigkeiten", language: "de" },
        { ...item, title: "News", language: "en" },
      ],
      "https://site.test",
    );
    expect(xml).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    expect(xml.match(/<dc:language>[^<]*<\/dc:language>/g)).toEqual(["<dc:language>de</dc:language>"]);
  });
});
