/**
 * The page cache (workers/site/page-cache.ts) and the content version it is keyed by, through
 * the real server: the page renderer here writes what a page shows from D1 (the language list,
 * the visitor's consent and session) the way a React Router page does, with its nonce on its
 * script, and counts how often it is asked. Every cache must show a saved change, a consent
 * choice and a sign-in at once.
 */
import { env } from "cloudflare:test";
import { asc } from "drizzle-orm";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { COOKIE_POLICY_COOKIE } from "@common/constants";
import { LANGUAGE_COOKIE, suggestedLocale } from "@common/i18n/choice";
import { resolveLocale } from "@common/locale";
import { getDb } from "../workers/db/client";
import { contentVersions, languages } from "../workers/db/schema";
import { readSessionUser } from "../workers/session/session";
import { defineOperation, done, runOperation } from "../workers/operation";
import { type PageRenderer, createServer } from "../workers/server";
import { ISOLATE_TRUST_MS, currentContentVersion, markContentChanged } from "../workers/site";
import { forgetIsolateCopies } from "../workers/isolate-copies";
import { publishContentVersion } from "../workers/site/content-version";
import { createSignedInUser } from "./helpers/auth";
import { pageFactsFor } from "./helpers/page-facts";
import "../workers/operation-surroundings";

const ORIGIN = "http://localhost";
let renders = 0;

const renderPage: PageRenderer = async (request, { nonce, requestId }) => {
  renders += 1;
  const rows = await getDb(env.DB).select().from(languages).orderBy(asc(languages.id));
  const consent = /cookie-policy=(\d)/.exec(request.headers.get("cookie") ?? "")?.[1] ?? "none";
  const user = await readSessionUser(request, env);
  const chosen = new RegExp(`${LANGUAGE_COOKIE}=([a-z-]+)`).exec(request.headers.get("cookie") ?? "")?.[1];
  const suggestion = suggestedLocale(resolveLocale(new URL(request.url).pathname.split("/")[1]), chosen, request.headers.get("accept-language")) ?? "none";
  const body = `<!doctype html><html><body><p id="consent">consent ${consent}</p><p id="suggestion">suggest ${suggestion}</p><p id="user">${user ? `signed in as ${user.email}` : "signed out"}</p><ul>${rows
    .map((row) => `<li>${row.name}</li>`)
    .join("")}</ul><script nonce="${nonce}">window.requestId = "${requestId}";</script></body></html>`;
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
  if (new URL(request.url).searchParams.has("greet")) headers.append("Set-Cookie", "greeted=1; Path=/");
  return new Response(body, { headers });
};

// As their route modules declare: /contact (a human-check token) is not kept.
const server = createServer({
  renderPage,
  pageFacts: pageFactsFor({ "/": "shared", "/products": "shared", "/events": "shared", "/webinars": "shared" }),
});
const get = (path: string, cookie?: string, acceptLanguage?: string) =>
  server.fetch(
    new Request(ORIGIN + path, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...(acceptLanguage ? { "Accept-Language": acceptLanguage } : {}) } }),
    env,
  );

/** The nonce the response's CSP allows, and the one its script carries. */
async function nonces(response: Response) {
  const allowed = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const body = await response.text();
  return { allowed, written: /<script nonce="([^"]+)"/.exec(body)?.[1], body, requestId: /requestId = "([^"]+)"/.exec(body)?.[1] };
}

/** A content-changing operation of the kind the staff desk defines: it renames a language. */
const renameLanguage = defineOperation({
  name: "test-rename-language",
  input: v.object({ id: v.pipe(v.string(), v.transform(Number)), name: v.string() }),
  access: "anyone",
  changesContent: true,
  run: async ({ db }, { id, name }) => {
    await db.update(languages).set({ name }).where(eq(languages.id, id));
    return done({ renamed: true });
  },
});

async function rename(id: number, name: string) {
  const result = await runOperation(renameLanguage, {
    env,
    request: new Request(`${ORIGIN}/api/v1/test`, { method: "POST" }),
    input: { id: String(id), name },
  });
  expect(result.kind).toBe("done");
}

beforeEach(async () => {
  const db = getDb(env.DB);
  await db.delete(languages);
  await db.insert(languages).values([
    { id: 1, name: "English", iso6391: "en", iso6393: "eng" },
    { id: 2, name: "Deutsch", iso6391: "de", iso6393: "deu" },
  ]);
  // Each test starts with a new version, as after any saved change.
  await markContentChanged(env);
  forgetIsolateCopies();
  renders = 0;
});

describe("the page cache", () => {
  it("renders an anonymous page once and then serves it, each time with that response's own nonce and request id", async () => {
    const first = await get("/webinars");
    const firstNonces = await nonces(first);
    const second = await get("/webinars");
    const secondNonces = await nonces(second);
    expect(renders).toBe(1);
    expect(second.headers.get("server-timing")).toMatch(/cache;desc=(memory|hit)/);
    expect(secondNonces.body).toContain("<li>English</li>");
    expect(secondNonces.written).toBe(secondNonces.allowed);
    expect(secondNonces.written).not.toBe(firstNonces.written);
    expect(secondNonces.requestId).toBe(second.headers.get("x-request-id"));
    expect(second.headers.get("vary")).toContain("Cookie");
    // The browser must not keep the page itself: the next consent choice or sign-in shows at once.
    expect(second.headers.get("cache-control") ?? "").not.toMatch(/max-age/);
  });

  it("serves another isolate of the data centre from the shared cache", async () => {
    await get("/products");
    forgetIsolateCopies();
    const response = await get("/products");
    expect(response.headers.get("server-timing")).toContain("cache;desc=hit");
    expect(renders).toBe(1);
    const { written, allowed } = await nonces(response);
    expect(written).toBe(allowed);
  });

  it("shows a saved change at once, in this isolate and in another", async () => {
    expect(await (await get("/")).text()).toContain("<li>English</li>");
    await rename(1, "English (UK)");
    const here = await (await get("/")).text();
    expect(here).toContain("<li>English (UK)</li>");
    expect(here).not.toContain("<li>English</li>");

    await get("/de-de/events");
    await rename(2, "Deutsch (DE)");
    forgetIsolateCopies();
    expect(await (await get("/de-de/events")).text()).toContain("<li>Deutsch (DE)</li>");
  });

  it("shows a change saved by another isolate once this isolate's copy of the version is ISOLATE_TRUST_MS old", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      expect(await (await get("/")).text()).toContain("<li>English</li>");
      // Another isolate saves: the database and the data centre's copy change, this isolate's memory does not.
      await getDb(env.DB).update(languages).set({ name: "English (UK)" }).where(eq(languages.id, 1));
      await publishContentVersion(env);
      expect(await (await get("/")).text()).toContain("<li>English</li>");
      vi.setSystemTime(Date.now() + ISOLATE_TRUST_MS);
      expect(await (await get("/")).text()).toContain("<li>English (UK)</li>");
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps each host's own copy, since a page names its own origin", async () => {
    await get("/");
    const other = await server.fetch(new Request("http://www.other.test/"), env);
    expect(other.headers.get("server-timing")).toContain("cache;desc=miss");
    expect(renders).toBe(2);
  });

  it("keeps its pages when an operation fails or changes no content", async () => {
    await get("/");
    const failed = await runOperation(renameLanguage, { env, request: new Request(`${ORIGIN}/api/v1/test`, { method: "POST" }), input: { id: "1" } });
    expect(failed.kind).toBe("invalid");
    await get("/");
    expect(renders).toBe(1);
  });

  it("shows a consent choice at once: each choice has its own page", async () => {
    expect(await (await get("/")).text()).toContain("consent none");
    const choice = await server.fetch(
      new Request(`${ORIGIN}/api/v1/cookie/preferences`, {
        method: "POST",
        headers: { Origin: ORIGIN, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ consent: "1" }),
      }),
      env,
    );
    const cookie = (choice.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toBe(`${COOKIE_POLICY_COOKIE}=1`);
    expect(await (await get("/", cookie)).text()).toContain("consent 1");
    expect(await (await get("/", `${COOKIE_POLICY_COOKIE}=0`)).text()).toContain("consent 0");
    expect(await (await get("/")).text()).toContain("consent none");
  });

  it("shows a language choice at once: each suggestion has its own page, and a browser's language only suggests", async () => {
    expect(await (await get("/", undefined, "de-DE,de;q=0.9")).text()).toContain("suggest de-de");
    expect(await (await get("/", undefined, "en-GB")).text()).toContain("suggest none");
    const choice = await server.fetch(
      new Request(`${ORIGIN}/api/v1/language`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ language: "en-gb", to: "/de-de/contact" }),
      }),
      env,
    );
    expect(choice.status).toBe(303);
    expect(choice.headers.get("location")).toBe("/de-de/contact");
    const cookie = (choice.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toBe(`${LANGUAGE_COOKIE}=en-gb`);
    // The remembered choice wins over the browser's language, and is cached as its own page.
    const chosen = await get("/", cookie, "de-DE");
    expect(await chosen.text()).toContain("suggest none");
    expect(await (await get("/de-de", cookie, "de-DE")).text()).toContain("suggest en-gb");
    expect(await (await get("/", undefined, "de-DE")).text()).toContain("suggest de-de");
    expect((await get("/", cookie, "de-DE")).headers.get("server-timing")).toMatch(/cache;desc=(memory|shared)/);
  });

  it("refuses a language the site does not offer, and a return address on another site", async () => {
    const post = (body: Record<string, string>) =>
      server.fetch(
        new Request(`${ORIGIN}/api/v1/language`, {
          method: "POST",
          headers: { Origin: ORIGIN, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/json" },
          body: JSON.stringify(body),
        }),
        env,
      );
    const unknown = await post({ language: "es-es", to: "/" });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty("language");
    const elsewhere = await post({ language: "de-de", to: "https://elsewhere.example/" });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.json()).toMatchObject({ language: "de-de", redirect: "/" });
  });

  it("shows a sign-in at once and never stores or serves a signed-in visitor's page", async () => {
    await get("/products");
    const { cookie, email } = await createSignedInUser(env);
    const signedIn = await get("/products", cookie);
    expect(await signedIn.text()).toContain(`signed in as ${email}`);
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    await get("/products", cookie);
    expect(renders).toBe(3);
    expect(await (await get("/products")).text()).toContain("signed out");
    expect(renders).toBe(3);
  });

  it("renders for every visitor with a cookie that may change the page, and never stores answers that set cookies", async () => {
    await get("/", "chosen-country=12");
    await get("/", "chosen-country=12");
    expect(renders).toBe(2);
    await get("/?greet=1");
    await get("/?greet=1");
    expect(renders).toBe(4);
  });

  it("renders pages that are not known to be the same for everyone, and form posts, every time", async () => {
    await get("/contact");
    await get("/contact");
    await server.fetch(new Request(`${ORIGIN}/webinars`, { method: "POST", headers: { Origin: ORIGIN }, body: new FormData() }), env);
    expect(renders).toBe(3);
  });
});

describe("the content version", () => {
  it("is read from the database when the data centre has no copy, and a change replaces it", async () => {
    const before = await currentContentVersion(env);
    const row = await getDb(env.DB).select().from(contentVersions).get();
    expect(row?.version).toBe(before);
    const after = await markContentChanged(env);
    expect(after).not.toBe(before);
    expect(await currentContentVersion(env)).toBe(after);
  });
});
