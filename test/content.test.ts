/**
 * Workers-runtime tests of the content area: careers applications with a CV in R2
 * (accepted and refused by type and size), beta registrations, the dealer zone's access
 * rules and its own session, Markdown sanitising, the sitemap and the RSS feed.
 */
import { SELF, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "@common/routes";
import { contentSeed } from "../seed/content";
import { getDb } from "../workers/db/client";
import { renderMarkdown } from "../workers/content/markdown";
import { buildSitemap, expandsFromData, isPublicRoute, sitemapXml } from "../workers/content/sitemap";
import { feedItems, rssXml } from "../workers/content/rss";
import { createSignedInUser } from "./helpers/auth";

const ORIGIN = "https://site.test";

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR IGNORE INTO countries (id, name, iso3166) VALUES (1, 'United Kingdom', 'GB'), (5, 'Netherlands', 'NL'), (7, 'Norway', 'NO'), (12, 'Australia', 'AU'), (14, 'Canada', 'CA'), (18, 'Finland', 'FI'), (255, 'United States of America', 'US')",
    ),
    env.DB.prepare(
      "INSERT OR IGNORE INTO languages (id, name, iso6391, iso6393) VALUES (1, 'English', 'en', 'eng'), (4, 'Nederlands', 'nl', 'nld'), (7, 'Norsk', 'no', 'nor'), (10, 'Suomi', 'fi', 'fin')",
    ),
  ]);
  for (const statement of await contentSeed.statements()) await env.DB.prepare(statement).run();
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const DOCX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00]);

let applicant = 0;

function application(cv: File | null, overrides: Record<string, string> = {}) {
  const body = new FormData();
  const fields = {
    role: "1",
    name: "Amira Okafor",
    email: "amira@example.com",
    phone: "01234 567890",
    coverLetter: "I have tested software with screen readers for six years and would like to build it.",
    privacy: "on",
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (cv) body.set("cv", cv);
  // Each application from its own address, so the careers rate limit does not interfere.
  const headers = { "X-Requested-With": "XMLHttpRequest", "CF-Connecting-IP": `192.0.2.${++applicant}` };
  return SELF.fetch(`${ORIGIN}/api/v1/careers/process-application`, { method: "POST", body, headers });
}

async function countApplications() {
  return (await env.DB.prepare("SELECT count(*) AS n FROM career_applications").first<{ n: number }>())?.n ?? 0;
}

describe("careers applications", () => {
  it("accepts a PDF CV, stores it in R2 and the application in D1, and confirms by email", async () => {
    const response = await application(new File([PDF], "Amira Okafor CV.pdf", { type: "application/pdf" }));
    expect(response.status).toBe(201);
    const { id, message } = await response.json<{ id: number; message: string }>();
    expect(message).toContain("your application has been received");
    const row = await env.DB.prepare("SELECT * FROM career_applications WHERE id = ?").bind(id).first<Record<string, string | number>>();
    expect(row).toMatchObject({
      name: "Amira Okafor",
      role: "Software Engineer (Windows accessibility)",
      cv_content_type: "application/pdf",
      cv_size: PDF.byteLength,
    });
    const stored = await env.CV_BUCKET.get(String(row?.cv_key));
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(PDF);
    expect(stored!.httpMetadata?.contentType).toBe("application/pdf");
    const mail = await env.DB.prepare("SELECT subject FROM mail_messages WHERE to_address = 'amira@example.com'").first<{ subject: string }>();
    expect(mail?.subject).toContain("Software Engineer");
    // Through the outbox, so a failed delivery is retried rather than lost.
    const queued = await env.DB.prepare("SELECT delivered_at FROM support_outbox WHERE tag = ?")
      .bind(`career-application:${id}`)
      .first<{ delivered_at: number | null }>();
    expect(queued?.delivered_at).toEqual(expect.any(Number));
  });

  it("accepts a Word (.docx) CV", async () => {
    const type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    const response = await application(new File([DOCX], "cv.docx", { type }), { email: "word@example.com" });
    expect(response.status).toBe(201);
  });

  it("refuses a file that is not really a PDF or Word document, and stores nothing", async () => {
    const before = await countApplications();
    const listed = (await env.CV_BUCKET.list()).objects.length;
    const fake = new File([new TextEncoder().encode("MZ this is a program, not a CV")], "cv.pdf", { type: "application/pdf" });
    const response = await application(fake, { email: "fake@example.com" });
    expect(response.status).toBe(422);
    const body = await response.json<{ type: string; errors: Record<string, { friendlyName: string; errors: string[] }> }>();
    expect(body.type).toBe("inputs");
    expect(body.errors.cv).toEqual({ friendlyName: "CV", errors: ["Your CV must be a PDF or Word document (.pdf, .doc or .docx)"] });
    const image = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "cv.png", { type: "image/png" });
    expect((await application(image, { email: "png@example.com" })).status).toBe(422);
    expect(await countApplications()).toBe(before);
    expect((await env.CV_BUCKET.list()).objects.length).toBe(listed);
  });

  it("refuses a CV larger than 5 MB", async () => {
    const before = await countApplications();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF);
    const response = await application(new File([big], "cv.pdf", { type: "application/pdf" }), { email: "big@example.com" });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, { errors: string[] }> }>();
    expect(body.errors.cv?.errors).toEqual(["Your CV must be 5 MB or smaller"]);
    expect(await countApplications()).toBe(before);
  });

  it("lists every problem at once: missing CV, fields and an unknown role", async () => {
    const response = await application(null, { name: "", email: "not-an-email", role: "999", privacy: "" });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, unknown> }>();
    expect(Object.keys(body.errors).sort()).toEqual(["cv", "email", "name", "privacy"]);
    const wrongRole = await application(new File([PDF], "cv.pdf", { type: "application/pdf" }), { role: "999", email: "role@example.com" });
    expect(wrongRole.status).toBe(422);
    expect(Object.keys((await wrongRole.json<{ errors: Record<string, unknown> }>()).errors)).toEqual(["role"]);
  });

  it("limits applications from one address", async () => {
    const send = () =>
      SELF.fetch(`${ORIGIN}/api/v1/careers/process-application`, {
        method: "POST",
        body: new FormData(),
        headers: { "X-Requested-With": "XMLHttpRequest", "CF-Connecting-IP": "198.51.100.7" },
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) statuses.push((await send()).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});

describe("beta registration", () => {
  const register = (fields: Record<string, string>, cookie?: string) =>
    SELF.fetch(`${ORIGIN}/api/v1/beta-tester-zone/register`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest", ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields).toString(),
    });
  const good = {
    programme: "1",
    name: "Joe Bloggs",
    email: "joe@example.com",
    operatingSystem: "windows-11",
    assistiveTechnology: "SuperNova with a 40-cell display",
    agreement: "on",
  };

  it("stores a registration and recognises a repeat", async () => {
    const first = await register(good);
    expect(first.status).toBe(201);
    expect((await first.json<{ message: string }>()).message).toContain("registered for the SuperNova beta");
    const row = await env.DB.prepare("SELECT * FROM beta_registrations WHERE email = 'joe@example.com'").first<Record<string, unknown>>();
    expect(row).toMatchObject({ programme_id: 1, name: "Joe Bloggs", operating_system: "windows-11", account_id: null });
    const again = await register({ ...good, email: "JOE@example.com" });
    expect(again.status).toBe(200);
    expect((await again.json<{ message: string }>()).message).toContain("already registered");
    const count = await env.DB.prepare("SELECT count(*) AS n FROM beta_registrations WHERE lower(email) = 'joe@example.com'").first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("links the registration to the signed-in DolphinID account", async () => {
    const user = await createSignedInUser(env, { email: "tester@example.com" });
    const response = await register({ ...good, programme: "2", email: user.email }, user.cookie);
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("SELECT account_id FROM beta_registrations WHERE email = ? AND programme_id = 2")
      .bind(user.email)
      .first<{ account_id: string }>();
    expect(row?.account_id).toBe(user.userId);
  });

  it("answers bad input with 422 per field and stores nothing", async () => {
    const response = await register({ programme: "77", name: "", email: "x", operatingSystem: "amiga" });
    expect(response.status).toBe(422);
    const body = await response.json<{ errors: Record<string, { friendlyName: string }> }>();
    expect(body.errors.name?.friendlyName).toBe("Full name");
    expect(body.errors.operatingSystem?.friendlyName).toBe("Operating system");
    expect(body.errors.agreement?.friendlyName).toBe("Beta tester agreement");
    const unknown = await register({ ...good, programme: "77", email: "nobody@example.com" });
    expect(unknown.status).toBe(422);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM beta_registrations WHERE email IN ('x', 'nobody@example.com')").first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});

describe("dealer zone", () => {
  const signIn = (cookie: string) =>
    SELF.fetch(`${ORIGIN}/api/v1/dealer-zone/session`, { method: "POST", headers: { Cookie: cookie, "X-Requested-With": "XMLHttpRequest" } });
  const resources = (cookie: string) => SELF.fetch(`${ORIGIN}/api/v1/dealer-zone/resources/training`, { headers: { Cookie: cookie } });
  const dealerCookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

  beforeAll(async () => {
    await env.DB.prepare("INSERT OR IGNORE INTO dealers (id, name, country_id) VALUES (901, 'Sight and Sound Technology', 1)").run();
  });

  it("refuses a signed-out visitor and a plain DolphinID account", async () => {
    expect((await signIn("")).status).toBe(401);
    const plain = await createSignedInUser(env, { email: "plain@example.com" });
    const response = await signIn(plain.cookie);
    expect(response.status).toBe(403);
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect((await resources(plain.cookie)).status).toBe(403);
  });

  it("lets an account holding the dealer role in, with its own session that logout ends alone", async () => {
    const dealer = await createSignedInUser(env, { email: "dealer@example.com" });
    await env.DB.prepare("INSERT INTO dealer_roles (account_id, dealer_id) VALUES (?, 901)").bind(dealer.userId).run();
    const response = await signIn(dealer.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ dealerName: "Sight and Sound Technology" });
    const setCookie = response.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^__Host-dealer-session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/Secure/i);
    const both = `${dealer.cookie}; ${dealerCookieOf(response)}`;

    const granted = await resources(both);
    expect(granted.status).toBe(200);
    const rows = await granted.json<{ title: string }[]>();
    expect(rows.map((row) => row.title)).toContain("SuperNova 23 product training");

    // The dealer cookie alone, without the DolphinID session, opens nothing.
    expect((await resources(dealerCookieOf(response))).status).toBe(403);

    const logout = await SELF.fetch(`${ORIGIN}/api/v1/dealer-zone/session`, {
      method: "DELETE",
      headers: { Cookie: both, "X-Requested-With": "XMLHttpRequest" },
    });
    expect(logout.status).toBe(204);
    expect((await resources(both)).status).toBe(403);
    // The DolphinID session is untouched.
    const session = await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(dealer.userId).first<{ n: number }>();
    expect(session?.n).toBe(1);
  });

  it("closes the zone when the dealer role is withdrawn", async () => {
    const dealer = await createSignedInUser(env, { email: "former-dealer@example.com" });
    await env.DB.prepare("INSERT INTO dealer_roles (account_id, dealer_id) VALUES (?, 901)").bind(dealer.userId).run();
    const response = await signIn(dealer.cookie);
    const both = `${dealer.cookie}; ${dealerCookieOf(response)}`;
    expect((await resources(both)).status).toBe(200);
    await env.DB.prepare("DELETE FROM dealer_roles WHERE account_id = ?").bind(dealer.userId).run();
    expect((await resources(both)).status).toBe(403);
  });
});

describe("content rendering", () => {
  it("renders Markdown without raw HTML, script links or a second h1", () => {
    const html = renderMarkdown("# Title\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))\n\n## Section");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("javascript:");
    expect(html).not.toContain("<h1");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Section</h2>");
  });

  it("seeds pages whose bodies add no h1 and contain no placeholder text", async () => {
    const { results } = await env.DB.prepare("SELECT hid, title, body FROM content_pages").all<{ hid: string; title: string; body: string }>();
    expect(results.length).toBeGreaterThan(25);
    for (const page of results) {
      expect(page.body, page.hid).not.toMatch(/^# /m);
      expect(`${page.title} ${page.body}`, page.hid).not.toMatch(/lorem|ipsum|placeholder|TODO|TBD|coming soon/i);
    }
  });
});

describe("sitemap and feed", () => {
  it("lists every public route without parameters and expands routes with parameters from the data", async () => {
    await env.DB.prepare(
      "INSERT OR IGNORE INTO support_products (id, product_name, semantic_name, is_current) VALUES (1, 'SuperNova', 'supernova', 1), (7, 'Dolphin Pen', 'dolphin-pen', 0)",
    ).run();
    await env.DB.prepare(
      "INSERT OR IGNORE INTO kb_articles (id, product_id, title, short_description, body, date_updated, visible) VALUES (31, 1, 'Magnify the mouse pointer', 'How', 'Steps', 0, 1), (32, 1, 'A hidden draft', 'Draft', 'Draft', 0, 0)",
    ).run();
    const entries = await buildSitemap(getDb(env.DB), env.DB);
    const paths = new Set(entries.map((entry) => entry.path.toLowerCase()));
    for (const [name, pattern] of Object.entries(ROUTES)) {
      if (!pattern.includes(":") && isPublicRoute(name, pattern) && !expandsFromData(name)) expect(paths.has(pattern.toLowerCase()), pattern).toBe(true);
    }
    for (const path of [
      "/about-dolphin",
      "/accessibility",
      "/easyreader/library/1",
      "/guideconnect/library/1",
      "/product-help/supernova/contents.htm",
      "/product-help/supernova/speech.htm",
      "/flexipage/getting-help-from-a-dealer",
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    // Product marketing pages and their sections, trials and bug reports come from their lists.
    for (const path of [
      "/supernova",
      "/supernova/features",
      "/whiteboard-tools/training",
      "/supernova/trial",
      "/screenreader/trial",
      "/support/report-a-bug/supernova",
      "/support/categories/dolphin-pen",
      "/support/knowledge-base/article?id=31",
    ]) {
      expect(paths.has(path), path).toBe(true);
    }
    for (const path of [
      "/account",
      "/dealer-zone/training",
      "/dealer-zone/logout",
      "/action/login",
      "/sitemap.xml",
      "/trial-downloads/thanks",
      "/easyreader/download/thanks",
      "/support/report-a-bug/dolphin-pen",
      "/support/knowledge-base/article?id=32",
      // Pages chosen by their query are listed with it, never bare; steps of a flow not at all.
      "/support/knowledge-base/article",
      "/product/updates",
      "/downloads/product",
      "/contact/support/training/confirm",
      "/buy/review",
      "/supernova/buy/showvars",
    ]) {
      expect(paths.has(path), path).toBe(false);
    }
    // Every entry has a readable title, never a route's internal name.
    expect(entries.find((entry) => entry.path === "/SuperNova")?.title).toBe("SuperNova");
    expect(entries.find((entry) => entry.path === "/EasyConverter-Express/Packages")?.title).toBe("EasyConverter Express packages");
    for (const entry of entries) expect(entry.title, entry.path).not.toMatch(/^Marketing |Section$/);
    const xml = sitemapXml(entries, ORIGIN);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain("<loc>https://site.test/About-Dolphin</loc>");
    // Each page in each language, naming its copies in the others.
    expect(xml.match(/<url>/g)?.length).toBe(entries.length * 5);
    expect(xml).toContain("<loc>https://site.test/de-de/About-Dolphin</loc>");
    const about = xml.split("\n").find((line) => line.includes("<loc>https://site.test/fr-fr/About-Dolphin</loc>")) ?? "";
    for (const [lang, path] of [
      ["en-GB", "/About-Dolphin"],
      ["en-US", "/en-us/About-Dolphin"],
      ["de-DE", "/de-de/About-Dolphin"],
      ["fr-FR", "/fr-fr/About-Dolphin"],
      ["nl-NL", "/nl-nl/About-Dolphin"],
      ["x-default", "/About-Dolphin"],
    ]) {
      expect(about).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="https://site.test${path}"/>`);
    }
    expect(xml).toContain("<loc>https://site.test/support/knowledge-base/article?id=31</loc>");
  });

  it("builds an RSS 2.0 feed of news, newest first", async () => {
    const items = await feedItems(getDb(env.DB), env.DB, ORIGIN);
    expect(items.length).toBeGreaterThanOrEqual(3);
    const times = items.map((item) => item.published.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const xml = rssXml(items, ORIGIN);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(xml).toContain("<title>SuperNova 23 released</title>");
    expect(xml).toContain("<link>https://site.test/flexipage/news-supernova-23</link>");
  });
});
