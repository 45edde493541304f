/**
 * The search's answers and the results page kept per content version (workers/search/cache.ts,
 * workers/site/page-cache.ts): a repeated search is answered from its copy, for the API and the
 * page, signed in or not; the same words typed differently share one copy but echo what was
 * typed; and a desk save that changes the index shows at the next query, in this isolate and in
 * another. A write that bypasses the desk (SQL straight into D1, no new content version) is how
 * these tests see that a copy, not a new search, answered.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SearchOutcome } from "@common/search";
import { resolveLocale } from "@common/locale";
import { articleEditAction } from "~/routes/staff/knowledge-base.server";
import { searchForPage } from "~/routes/site/search.server";
import { type PageRenderer, createServer } from "../workers/server";
import { markContentChanged } from "../workers/site";
import { forgetIsolateCopies } from "../workers/isolate-copies";
import { createSignedInUser } from "./helpers/auth";
import { BOTH_PATHS } from "./helpers/operations";
import { createStaffUser } from "./helpers/staff";
import { type ContentCall, send } from "./helpers/staff-content";
import { pageFactsFor } from "./helpers/page-facts";

const ORIGIN = "https://site.test";
let renders = 0;

/** The results page as the route renders it, reduced to what it shows: its search, through the route's own server half, and a script under the response's nonce. */
const renderPage: PageRenderer = async (request, { nonce }) => {
  renders += 1;
  const locale = resolveLocale(new URL(request.url).pathname.split("/")[1]);
  const outcome = await searchForPage(request, locale);
  const items = (outcome?.hits ?? []).map((hit) => `<li><a href="${hit.href}">${hit.title}</a></li>`).join("");
  const body = `<!doctype html><html><body><p id="status">${outcome?.total ?? 0} results for ${outcome?.query ?? ""}; shown for ${outcome?.shownFor ?? ""}</p><ul>${items}</ul><script nonce="${nonce}"></script></body></html>`;
  return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
};
const server = createServer({ renderPage, pageFacts: pageFactsFor({ "/search": "shared" }) });
const page = (path: string, cookie?: string) => server.fetch(new Request(ORIGIN + path, { headers: cookie ? { Cookie: cookie } : {} }), env);
const api = async (query: string) => (await (await SELF.fetch(`${ORIGIN}/api/v1/search?${query}`)).json()) as SearchOutcome;
const titles = (outcome: SearchOutcome) => outcome.hits.map((hit) => hit.title);

/** A blog post written straight into D1: its triggers index it, but no content version moves on. */
async function writeBehindTheDesk(slug: string, name: string) {
  await env.DB.prepare(
    "INSERT INTO blog_posts (slug, name, summary, body, published_url, created) VALUES (?1, ?2, 'Written behind the desk', '', '', 1790000000000)",
  )
    .bind(slug, name)
    .run();
}

const articleCall = (intent: "create" | "delete", id?: number): ContentCall => ({
  api: intent === "create" ? ["POST", "knowledge-base"] : ["DELETE", `knowledge-base/${id}`],
  page: { action: articleEditAction, path: `/staff/knowledge-base/${id ?? "new"}`, intent, params: { articleId: String(id ?? "new") } },
});

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare("INSERT OR IGNORE INTO support_products (id, product_name, semantic_name) VALUES (1, 'SuperNova', 'supernova')"),
    env.DB.prepare(
      "INSERT INTO webinars (uuid, host_id, topic, agenda, start_time, duration, timezone, join_url, language) VALUES ('w-en', 'h', 'SuperNova magnification for beginners', 'The magnifier day to day', 1790000000000, 60, 'Europe/London', '', 'en')",
    ),
  ]);
});

beforeEach(async () => {
  await markContentChanged(env);
  forgetIsolateCopies();
  renders = 0;
});

describe("the search's answers kept per content version", () => {
  it.each(BOTH_PATHS)(
    "answers a repeated search from its copy until a desk save (%s) changes the index, then finds the saved and never the deleted",
    async (path) => {
      const staff = await createStaffUser(env, "staff");
      // Words far apart, so neither path's search is offered the other's as a spelling.
      const words = path === "api" ? "quillwort" : "marshmallow";
      expect((await api(`q=${words}`)).total).toBe(0);
      await writeBehindTheDesk(words, `Lantern ${words} behind the desk`);
      // Nothing saved through the desk: the copy answers, without the row written behind it.
      expect((await api(`q=${words}`)).total).toBe(0);

      const title = `Lantern ${words} on the desk`;
      await send(
        path,
        articleCall("create"),
        { productId: "1", title, shortDescription: "Saved through the desk", body: "Body.", visible: "on" },
        staff.cookie,
      );
      const saved = await api(`q=${words}`);
      expect(titles(saved)).toContain(title);
      expect(titles(saved)).toContain(`Lantern ${words} behind the desk`);

      const { id } = (await env.DB.prepare("SELECT id FROM kb_articles WHERE title = ?1").bind(title).first<{ id: number }>())!;
      await send(path, articleCall("delete", id), { id: String(id), revision: "1" }, staff.cookie);
      expect(titles(await api(`q=${words}`))).not.toContain(title);
      forgetIsolateCopies();
      expect(titles(await api(`q=${words}`))).not.toContain(title);
    },
  );

  it("keeps one copy for the same words typed differently, each answer echoing the words as typed", async () => {
    const first = await api("q=Brass+Lamps&locale=en-gb");
    await writeBehindTheDesk("brass-lamps", "Brass lamps behind the desk");
    const second = await api("q=%20brass%20%20LAMPS%20&locale=en-gb");
    expect(second.hits).toEqual(first.hits);
    expect(second.query).toBe("brass  LAMPS");
    expect(second.shownFor).toBe("brass  LAMPS");
    // Another locale, kind, page or page size is another search.
    expect(titles(await api("q=brass+lamps&locale=de-de"))).toContain("Brass lamps behind the desk");
  });

  it("answers a repeated misspelling with its suggestion and the suggestion's results from the copy, in another isolate too", async () => {
    const first = await api("q=supernvoa");
    expect(first.suggestion).toBe("supernova");
    expect(first.total).toBeGreaterThan(0);
    // Were the misspelling searched again, this post would match it and leave nothing to suggest.
    await writeBehindTheDesk("supernvoa", "Supernvoa behind the desk");
    forgetIsolateCopies();
    const again = await api("q=supernvoa");
    expect(again).toMatchObject({ suggestion: "supernova", shownFor: "supernova", total: first.total });
    await markContentChanged(env);
    const fresh = await api("q=supernvoa");
    expect(fresh.suggestion).toBeNull();
    expect(titles(fresh)).toEqual(["Supernvoa behind the desk"]);
  });
});

describe("the results page in the page cache", () => {
  it("renders an anonymous visitor's results page once, then serves it with each response's own nonce", async () => {
    const first = await page("/search?q=braille");
    const firstBody = await first.text();
    const second = await page("/search?q=braille");
    const secondBody = await second.text();
    expect(renders).toBe(1);
    expect(first.headers.get("server-timing")).toContain("cache;desc=miss");
    expect(second.headers.get("server-timing")).toMatch(/cache;desc=(memory|hit)/);
    expect(secondBody.replace(/nonce="[^"]+"/, "")).toBe(firstBody.replace(/nonce="[^"]+"/, ""));
    const allowed = /'nonce-([^']+)'/.exec(second.headers.get("content-security-policy") ?? "")?.[1];
    expect(secondBody).toContain(`<script nonce="${allowed}">`);
    expect(firstBody).not.toContain(`nonce="${allowed}"`);
    // Each locale's page is its own.
    await page("/de-de/search?q=braille");
    expect(renders).toBe(2);
  });

  it("shows a desk save at the next query, in this isolate and in another", async () => {
    const staff = await createStaffUser(env, "staff");
    const title = "Candle snuffer guide";
    expect(await (await page("/search?q=snuffer")).text()).toContain("0 results");
    await send("api", articleCall("create"), { productId: "1", title, shortDescription: "Snuffing", body: "Body.", visible: "on" }, staff.cookie);
    expect(await (await page("/search?q=snuffer")).text()).toContain(title);
    expect(renders).toBe(2);
    const { id } = (await env.DB.prepare("SELECT id FROM kb_articles WHERE title = ?1").bind(title).first<{ id: number }>())!;
    await page("/search?q=snuffer");
    await send("api", articleCall("delete", id), { id: String(id), revision: "1" }, staff.cookie);
    forgetIsolateCopies();
    expect(await (await page("/search?q=snuffer")).text()).not.toContain(title);
  });

  it("renders a signed-in visitor's page each time, its search answered from the copy everyone shares", async () => {
    const { cookie } = await createSignedInUser(env, { email: "reader@example.org" });
    await page("/search?q=kettle");
    await writeBehindTheDesk("kettle", "Kettle behind the desk");
    const signedIn = await page("/search?q=kettle", cookie);
    expect(renders).toBe(2);
    expect(signedIn.headers.get("server-timing") ?? "").not.toContain("cache;desc=");
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    expect(await signedIn.text()).toContain("0 results");
  });
});
