/**
 * The site search: the index follows the desk's saves, publishing, unpublishing and deletes at
 * once (on the API and the pages' forms alike), small typos still find the page and suggest the
 * nearest spelling, each locale finds its own language first and English next, and
 * /api/v1/search refuses bad input (422) and other methods (405), changing nothing.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { pageEditAction } from "~/routes/staff/pages.server";
import { articleEditAction } from "~/routes/staff/knowledge-base.server";
import { rebuildSearchIndex, searchSite } from "../workers/search";
import { BOTH_PATHS } from "./helpers/operations";
import { createStaffUser } from "./helpers/staff";
import { type ContentCall, send } from "./helpers/staff-content";

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO support_products (id, product_name, semantic_name) VALUES (1, 'SuperNova', 'supernova')"),
    env.DB.prepare(
      `INSERT INTO webinars (uuid, host_id, topic, agenda, start_time, duration, timezone, join_url, language) VALUES
        ('w-de', 'h', 'SuperNova auf Deutsch: Vergrößerung und Sprachausgabe', 'Die Lupe im Alltag', 1790000000000, 60, 'Europe/Berlin', '', 'de'),
        ('w-en', 'h', 'SuperNova magnification for beginners', 'The magnifier day to day', 1790000000000, 60, 'Europe/London', '', 'en')`,
    ),
    env.DB.prepare(
      "INSERT INTO blog_posts (slug, name, summary, body, published_url, created) VALUES ('braille-displays', 'Choosing a braille display', 'Refreshable braille displays compared', 'Forty cells or eighty?', 'https://example.org', 1790000000000)",
    ),
  ]);
});

const find = async (query: string, locale: "en-gb" | "de-de" | "fr-fr" = "en-gb", kind: "article" | "page" | null = null) =>
  searchSite(env.DB, { query, locale, kind });
const titles = async (query: string, kind: "article" | "page" | null = null) => (await find(query, "en-gb", kind)).hits.map((hit) => hit.title);

const articleCall = (intent: "create" | "update" | "delete", id?: number): ContentCall => ({
  api: intent === "create" ? ["POST", "knowledge-base"] : [intent === "delete" ? "DELETE" : "PUT", `knowledge-base/${id}`],
  page: { action: articleEditAction, path: `/staff/knowledge-base/${id ?? "new"}`, intent, params: { articleId: String(id ?? "new") } },
});
const pageCall = (intent: "create" | "update" | "publish" | "delete", id?: number): ContentCall => ({
  api:
    intent === "create" ? ["POST", "pages"] : intent === "publish" ? ["PUT", `pages/${id}/published`] : [intent === "delete" ? "DELETE" : "PUT", `pages/${id}`],
  page: { action: pageEditAction, path: `/staff/pages/${id ?? "new"}`, intent, params: { pageId: String(id ?? "new") } },
});

describe.each(BOTH_PATHS)("the index follows the desk (%s)", (path) => {
  it("finds an article once saved, by its new words once edited, and never once hidden or deleted", async () => {
    const staff = await createStaffUser(env, "staff");
    const title = `Cursor trails vanish (${path})`;
    expect(await titles("cursor trails")).not.toContain(title);
    await send(
      path,
      articleCall("create"),
      { productId: "1", title, shortDescription: "Turn pointer trails back on", body: "Open the Mouse settings.", visible: "on" },
      staff.cookie,
    );
    const { id } = (await env.DB.prepare("SELECT id FROM kb_articles WHERE title = ?1").bind(title).first<{ id: number }>())!;
    const hit = (await find("cursor trails")).hits.find((entry) => entry.title === title)!;
    expect(hit).toMatchObject({ kind: "article", href: `/support/knowledge-base/article?id=${id}`, language: "en" });
    expect(hit.snippet.some((part) => part.marked && /trails/i.test(part.text))).toBe(true);
    expect((await find("cursor trails", "de-de")).hits.find((entry) => entry.title === title)?.href).toBe(`/de-de/support/knowledge-base/article?id=${id}`);

    await send(
      path,
      articleCall("update", id),
      {
        id: String(id),
        productId: "1",
        title,
        shortDescription: "Reinstall the pointer scheme",
        body: "Choose Windows Default.",
        visible: "on",
        revision: "1",
      },
      staff.cookie,
    );
    expect(await titles("pointer scheme")).toContain(title);
    expect(await titles("mouse settings")).not.toContain(title);

    await send(
      path,
      articleCall("update", id),
      { id: String(id), productId: "1", title, shortDescription: "Reinstall the pointer scheme", body: "Choose Windows Default.", revision: "2" },
      staff.cookie,
    );
    expect(await titles("pointer scheme")).not.toContain(title);
    await send(
      path,
      articleCall("update", id),
      {
        id: String(id),
        productId: "1",
        title,
        shortDescription: "Reinstall the pointer scheme",
        body: "Choose Windows Default.",
        visible: "on",
        revision: "3",
      },
      staff.cookie,
    );
    expect(await titles("pointer scheme", "article")).toContain(title);
    await send(path, articleCall("delete", id), { id: String(id), revision: "4" }, staff.cookie);
    expect(await titles("pointer scheme")).not.toContain(title);
  });

  it("finds a content page once published, not as a draft, not once unpublished or deleted", async () => {
    const staff = await createStaffUser(env, "staff");
    const hid = `Orchard-Open-Day-${path}`;
    await send(
      path,
      pageCall("create"),
      { hid, title: "Orchard open day", summary: "Try every magnifier in the orchard", body: "Apples and lenses.", kind: "general", language: "en" },
      staff.cookie,
    );
    const row = (await env.DB.prepare("SELECT id, revision FROM content_pages WHERE hid = ?1").bind(hid).first<{ id: number; revision: number }>())!;
    expect(await titles("orchard")).not.toContain("Orchard open day");
    await send(path, pageCall("publish", row.id), { id: String(row.id), published: "on", revision: String(row.revision) }, staff.cookie);
    const published = (await find("orchard", "en-gb", "page")).hits;
    expect(published.map((hit) => [hit.title, hit.href])).toContainEqual(["Orchard open day", `/flexipage/${hid}`]);
    await send(path, pageCall("publish", row.id), { id: String(row.id), revision: "2" }, staff.cookie);
    expect(await titles("orchard")).not.toContain("Orchard open day");
    await send(path, pageCall("delete", row.id), { id: String(row.id), revision: "3" }, staff.cookie);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM search_entries WHERE kind = 'page' AND ref = ?1").bind(hid).first("n")).toBe(0);
  });
});

describe("the site search", () => {
  it("finds words by their English stem and marks them, counting results by kind", async () => {
    const outcome = await find("braille display");
    expect(outcome.hits[0]).toMatchObject({ kind: "blog", title: "Choosing a braille display", href: "/blog/braille-displays" });
    expect(outcome.counts).toEqual([{ kind: "blog", count: 1 }]);
    expect(outcome.hits[0]!.snippet.filter((part) => part.marked).map((part) => part.text.toLowerCase())).toEqual(
      expect.arrayContaining(["braille", "displays"]),
    );
  });

  it("still finds the page through a small typo, and suggests the spelling the index knows", async () => {
    const typo = await find("supernvoa");
    expect(typo.suggestion).toBe("supernova");
    expect(typo.shownFor).toBe("supernova");
    expect(typo.hits.map((hit) => hit.title)).toContain("SuperNova magnification for beginners");
    // "magnifer" shares its English stem with "magnification": found as typed.
    expect((await find("magnifer")).hits.map((hit) => hit.title)).toContain("SuperNova magnification for beginners");
    const swapped = await find("brialle displays");
    expect(swapped).toMatchObject({ suggestion: "braille displays", shownFor: "braille displays" });
    expect(swapped.hits.map((hit) => hit.title)).toEqual(["Choosing a braille display"]);
    const nothing = await find("zzqqxx");
    expect(nothing).toMatchObject({ total: 0, hits: [], suggestion: null });
  });

  it("lists the page's own language first, then English, each marked with its language", async () => {
    const german = await find("supernova", "de-de");
    expect(german.hits.map((hit) => hit.language)).toEqual(["de", "en"]);
    expect(german.hits[0]!.href).toMatch(/^\/de-de\/webinars\/\d+$/);
    const english = await find("supernova", "en-gb");
    expect(english.hits.map((hit) => hit.language)).toEqual(["en", "de"]);
    expect((await find("Vergrößerung", "de-de")).hits.map((hit) => hit.title)).toEqual(["SuperNova auf Deutsch: Vergrößerung und Sprachausgabe"]);
  });

  it("matches English by its English stems, and other languages by their words as written, before and after a rebuild", async () => {
    await env.DB.prepare(
      "INSERT INTO webinars (uuid, host_id, topic, agenda, start_time, duration, timezone, join_url, language) VALUES ('w-fr', 'h', 'Générer des documents accessibles', 'Atelier pratique', 1790000000000, 60, 'Europe/Paris', '', 'fr')",
    ).run();
    const topic = "Générer des documents accessibles";
    const check = async () => {
      // English stems: "beginner", not the last word so not a prefix, finds "beginners".
      expect((await find("beginner supernova")).hits.map((hit) => hit.title)).toEqual(["SuperNova magnification for beginners"]);
      // French as written, accents folded: "générer" and "generer" find it. "général" does not
      // match it, though the English stemmer cut both to "gener": it is only offered as a spelling.
      expect((await find("générer", "fr-fr")).hits.map((hit) => hit.title)).toEqual([topic]);
      expect((await find("generer documents", "fr-fr")).hits.map((hit) => hit.title)).toEqual([topic]);
      expect(await find("général", "fr-fr")).toMatchObject({ suggestion: "générer", shownFor: "générer" });
      expect((await find("documents accessibles", "fr-fr")).hits[0]).toMatchObject({
        title: topic,
        language: "fr",
        href: expect.stringMatching(/^\/fr-fr\/webinars\/\d+$/),
      });
      // Each entry is in one FTS table, by its language.
      const where = async (table: string, words: string, title: string) =>
        env.DB.prepare(`SELECT count(*) AS n FROM ${table} JOIN search_entries e ON e.id = ${table}.rowid WHERE ${table} MATCH ?1 AND e.title = ?2`)
          .bind(words, title)
          .first<number>("n");
      expect([await where("search_fts", "accessibles", topic), await where("search_fts_plain", "accessibles", topic)]).toEqual([0, 1]);
      const english = "SuperNova magnification for beginners";
      expect([await where("search_fts", "beginners", english), await where("search_fts_plain", "beginners", english)]).toEqual([1, 0]);
    };
    await check();
    // A change of language moves the entry to the other table.
    await env.DB.prepare("UPDATE webinars SET language = 'en' WHERE uuid = 'w-fr'").run();
    expect(await find("général", "fr-fr")).toMatchObject({ suggestion: null, hits: [expect.objectContaining({ title: topic, language: "en" })] });
    await env.DB.prepare("UPDATE webinars SET language = 'fr' WHERE uuid = 'w-fr'").run();
    await check();
    await rebuildSearchIndex(env.DB);
    await check();
    await env.DB.prepare("DELETE FROM webinars WHERE uuid = 'w-fr'").run();
    expect((await find("générer", "fr-fr")).total).toBe(0);
  });

  it("is rebuilt whole from its sources, with the marketing pages", async () => {
    await env.DB.prepare("DELETE FROM search_entries").run();
    expect((await find("braille display")).total).toBe(0);
    await rebuildSearchIndex(env.DB);
    expect((await find("braille display")).total).toBe(1);
    expect((await find("whiteboard")).hits).toContainEqual(expect.objectContaining({ kind: "product", href: "/Whiteboard-Tools" }));
  });
});

describe("GET /api/v1/search", () => {
  it("answers a page of results in the caller's locale", async () => {
    const response = await SELF.fetch("https://site.test/api/v1/search?q=braille+display&perPage=3&locale=de-de");
    expect(response.status).toBe(200);
    const body = (await response.json()) as { total: number; hits: { href: string }[] };
    expect(body.total).toBe(1);
    expect(body.hits[0]!.href).toBe("/de-de/blog/braille-displays");
  });

  it("refuses a missing search or an unknown kind with 422 naming the field", async () => {
    const missing = await SELF.fetch("https://site.test/api/v1/search?q=%20");
    expect(missing.status).toBe(422);
    expect(Object.keys(((await missing.json()) as { errors: object }).errors)).toEqual(["q"]);
    const kind = await SELF.fetch("https://site.test/api/v1/search?q=braille&kind=secrets");
    expect(kind.status).toBe(422);
    expect(((await kind.json()) as { errors: Record<string, { errors: string[] }> }).errors.kind!.errors).toEqual(["Choose a kind of page from the list"]);
  });

  it("refuses other methods with 405, saying what is allowed, and changes nothing", async () => {
    const before = await env.DB.prepare("SELECT count(*) AS n FROM search_entries").first("n");
    const response = await SELF.fetch("https://site.test/api/v1/search", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://site.test" },
      body: JSON.stringify({ q: "braille" }),
    });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
    expect(await env.DB.prepare("SELECT count(*) AS n FROM search_entries").first("n")).toBe(before);
  });
});
