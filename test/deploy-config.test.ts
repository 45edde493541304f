/**
 * Deploying: production refuses to run half-configured (workers/config.ts), and with an
 * outside DolphinID provider the built-in one under /id is not there at all.
 */
import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { configurationErrorPage, findConfigurationProblems, whenConfigured } from "../workers/config";
import { createServer } from "../workers/server";
import { TEST_SIGNING_KEY } from "./helpers/signing-key";

const SECRET_VALUE = "s3cret-identity-value-that-must-never-be-shown-0123456789";
const SIGNING_KEY = TEST_SIGNING_KEY;

/** Everything production needs, with the bindings of the test Worker. */
function completeProduction(overrides: Record<string, unknown> = {}): Env {
  return {
    ...env,
    ENVIRONMENT: "production",
    SITE_ORIGIN: "https://www.example.com",
    IDENTITY_SECRET: SECRET_VALUE,
    MAIL_PROVIDER: "resend",
    MAIL_API_KEY: "re_test_key",
    MAIL_FROM: "Dolphin Computer Access <noreply@example.com>",
    SELLER_VAT_NUMBER: "GB123456789",
    DOLPHINID_SIGNING_KEYS: JSON.stringify([SIGNING_KEY]),
    ...overrides,
  } as Env;
}

const settingsIn = (environment: object) => findConfigurationProblems(environment).map((problem) => problem.setting);

describe("configuration check", () => {
  it("asks nothing of local development", () => {
    expect(findConfigurationProblems({ ENVIRONMENT: "local" })).toEqual([]);
    expect(env.ENVIRONMENT).toBe("local");
    expect(findConfigurationProblems(env)).toEqual([]);
  });

  it("passes a complete production configuration, optional services included", () => {
    expect(findConfigurationProblems(completeProduction())).toEqual([]);
    const everything = completeProduction({
      HUMAN_CHECK_PROVIDER: "turnstile",
      HUMAN_CHECK_SITE_KEY: "0x4AAA",
      HUMAN_CHECK_SECRET: "0x4AAB",
      NEWSLETTER_PROVIDER: "mailchimp",
      MAILCHIMP_API_KEY: "abc123-us21",
      MAILCHIMP_LIST_ID: "list1",
      GEOCODER_PROVIDER: "google",
      GEOCODER_API_KEY: "key",
      BLOG_PROVIDER: "hubspot",
      HUBSPOT_ACCESS_TOKEN: "pat",
      WEBINARS_PROVIDER: "zoom",
      ZOOM_ACCOUNT_ID: "a",
      ZOOM_CLIENT_ID: "b",
      ZOOM_CLIENT_SECRET: "c",
      ZOOM_USER_ID: "d",
      ICE_SERVERS: '[{"urls":"stun:stun.example.com:3478"},{"urls":["turn:turn.example.com"],"username":"u","credential":"p"}]',
      TURN_KEY_ID: "key-id",
      TURN_KEY_API_TOKEN: "token",
      REALTIME_HOST: "realtime.example.com",
      REALTIME_ALLOWED_ORIGINS: "https://app.example.com, https://www.example.org",
      DOLPHINID_BASE_URL: "https://id.example.com",
      DOLPHINID_REDIRECT_URIS: "https://www.example.com/account/oauth_verify",
      CHAT_WIDGET_SRC: "https://chat.example.com/widget.js",
      SENTRY_DSN: "https://abc@o1.ingest.sentry.io/2",
      SITE_ORIGIN: "https://www.example.com/",
    });
    expect(findConfigurationProblems(everything)).toEqual([]);
  });

  it("lists every missing setting of a bare production environment at once", () => {
    expect(settingsIn({ ...env, ENVIRONMENT: "production" })).toEqual([
      "SITE_ORIGIN",
      "IDENTITY_SECRET",
      "MAIL_PROVIDER",
      "MAIL_FROM",
      "SELLER_VAT_NUMBER",
      "DOLPHINID_SIGNING_KEYS",
    ]);
  });

  it("asks for the built-in provider's signing key, checks its keys and clients, and shows neither", () => {
    const [missing] = findConfigurationProblems(completeProduction({ DOLPHINID_SIGNING_KEYS: undefined }));
    expect(missing).toEqual({
      setting: "DOLPHINID_SIGNING_KEYS",
      problem: expect.stringContaining("wrangler secret put DOLPHINID_SIGNING_KEYS --env production"),
    });
    // An outside provider signs its own tokens.
    expect(findConfigurationProblems(completeProduction({ DOLPHINID_SIGNING_KEYS: undefined, DOLPHINID_BASE_URL: "https://id.example.com" }))).toEqual([]);
    const { d: _private, ...publicOnly } = SIGNING_KEY;
    const rotated = JSON.stringify([{ ...SIGNING_KEY, kid: "2027-01" }, publicOnly]);
    expect(findConfigurationProblems(completeProduction({ DOLPHINID_SIGNING_KEYS: rotated }))).toEqual([]);
    for (const malformed of [
      "not json",
      JSON.stringify([publicOnly]),
      JSON.stringify([{ ...SIGNING_KEY, crv: "P-384" }]),
      JSON.stringify([SIGNING_KEY, SIGNING_KEY]),
    ]) {
      const problems = findConfigurationProblems(completeProduction({ DOLPHINID_SIGNING_KEYS: malformed }));
      expect(
        problems.map((problem) => problem.setting),
        malformed,
      ).toEqual(["DOLPHINID_SIGNING_KEYS"]);
      expect(problems[0]!.problem).not.toContain(SIGNING_KEY.d);
    }
    const clients = [{ client_id: "reader-app", redirect_uris: ["https://reader.example/callback"], type: "public" }];
    expect(findConfigurationProblems(completeProduction({ DOLPHINID_CLIENTS: JSON.stringify(clients) }))).toEqual([]);
    const secretless = JSON.stringify([{ ...clients[0], type: "confidential" }]);
    expect(findConfigurationProblems(completeProduction({ DOLPHINID_CLIENTS: secretless }))).toEqual([
      { setting: "DOLPHINID_CLIENTS", problem: expect.stringContaining("a confidential client needs client_secret") },
    ]);
  });

  it("names a missing IDENTITY_SECRET and a short one", () => {
    const [missing] = findConfigurationProblems(completeProduction({ IDENTITY_SECRET: undefined }));
    expect(missing).toEqual({ setting: "IDENTITY_SECRET", problem: expect.stringContaining("wrangler secret put IDENTITY_SECRET --env production") });
    expect(findConfigurationProblems(completeProduction({ IDENTITY_SECRET: "short" }))).toEqual([
      { setting: "IDENTITY_SECRET", problem: expect.stringContaining("at least 32") },
    ]);
  });

  it("stops production without a mail provider instead of keeping mail in D1", () => {
    expect(settingsIn(completeProduction({ MAIL_PROVIDER: undefined }))).toEqual(["MAIL_PROVIDER"]);
    // An empty value is the same as none.
    expect(settingsIn(completeProduction({ MAIL_PROVIDER: "" }))).toEqual(["MAIL_PROVIDER"]);
  });

  it("names a provider chosen without its keys, one line per key", () => {
    expect(findConfigurationProblems(completeProduction({ MAIL_API_KEY: undefined }))).toEqual([
      { setting: "MAIL_API_KEY", problem: expect.stringContaining("MAIL_PROVIDER=resend needs it") },
    ]);
    expect(settingsIn(completeProduction({ WEBINARS_PROVIDER: "zoom", ZOOM_ACCOUNT_ID: "a" }))).toEqual([
      "ZOOM_CLIENT_ID",
      "ZOOM_CLIENT_SECRET",
      "ZOOM_USER_ID",
    ]);
    expect(settingsIn(completeProduction({ HUMAN_CHECK_PROVIDER: "recaptcha" }))).toEqual(["HUMAN_CHECK_SITE_KEY", "HUMAN_CHECK_SECRET"]);
    expect(settingsIn(completeProduction({ TURN_KEY_ID: "key-id" }))).toEqual(["TURN_KEY_API_TOKEN"]);
    expect(settingsIn(completeProduction({ ANALYTICS_READ_TOKEN: "read-token" }))).toEqual(["CLOUDFLARE_ACCOUNT_ID"]);
    expect(findConfigurationProblems(completeProduction({ CLOUDFLARE_ACCOUNT_ID: "0123456789abcdef0123456789abcdef" }))).toEqual([
      {
        setting: "ANALYTICS_READ_TOKEN",
        problem:
          "is missing: Reading analytics back from Analytics Engine needs both CLOUDFLARE_ACCOUNT_ID and ANALYTICS_READ_TOKEN; set it with `wrangler secret put ANALYTICS_READ_TOKEN --env production`",
      },
    ]);
    expect(settingsIn(completeProduction({ CLOUDFLARE_ACCOUNT_ID: "not-an-id", ANALYTICS_READ_TOKEN: "t" }))).toEqual(["CLOUDFLARE_ACCOUNT_ID"]);
  });

  it("names an unknown provider and the ones it knows", () => {
    expect(findConfigurationProblems(completeProduction({ MAIL_PROVIDER: "sendgrid", GEOCODER_PROVIDER: "mapbox" }))).toEqual([
      { setting: "MAIL_PROVIDER", problem: 'names no service this site knows: use "resend"' },
      { setting: "GEOCODER_PROVIDER", problem: 'names no service this site knows: use "google"' },
    ]);
  });

  it("names malformed values: ICE_SERVERS that is not JSON, SITE_ORIGIN that is not an https origin", () => {
    expect(settingsIn(completeProduction({ ICE_SERVERS: "[{urls: stun:x}" }))).toEqual(["ICE_SERVERS"]);
    expect(settingsIn(completeProduction({ ICE_SERVERS: '{"urls":"stun:x"}' }))).toEqual(["ICE_SERVERS"]);
    for (const origin of ["http://www.example.com", "https://www.example.com/site", "www.example.com", "https://www.example.com?x=1"]) {
      expect(settingsIn(completeProduction({ SITE_ORIGIN: origin })), origin).toEqual(["SITE_ORIGIN"]);
    }
    expect(settingsIn(completeProduction({ MAIL_FROM: "noreply" }))).toEqual(["MAIL_FROM"]);
    expect(settingsIn(completeProduction({ SELLER_VAT_NUMBER: "DE123456789" }))).toEqual(["SELLER_VAT_NUMBER"]);
    expect(settingsIn(completeProduction({ REALTIME_HOST: "wss://realtime.example.com/" }))).toEqual(["REALTIME_HOST"]);
    expect(settingsIn(completeProduction({ REALTIME_ALLOWED_ORIGINS: "https://a.example.com,http://b.example.com" }))).toEqual(["REALTIME_ALLOWED_ORIGINS"]);
    expect(settingsIn(completeProduction({ DOLPHINID_BASE_URL: "id.example.com" }))).toEqual(["DOLPHINID_BASE_URL"]);
  });

  it("names a missing binding", () => {
    expect(settingsIn(completeProduction({ CV_BUCKET: undefined }))).toEqual(["CV_BUCKET"]);
    expect(settingsIn(completeProduction({ DOWNLOADS: undefined }))).toEqual(["DOWNLOADS"]);
  });
});

describe("a half-configured production Worker", () => {
  const halfConfigured = completeProduction({ MAIL_PROVIDER: undefined, ICE_SERVERS: "not json" });

  it("answers every page with one accessible 503 page listing each problem, without values, and logs one line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const server = createServer();
    const response = await server.fetch(new Request("https://www.example.com/contact"), halfConfigured);
    const page = await response.text();
    expect(response.status).toBe(503);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(page).toContain('<html lang="en">');
    expect(page).toMatch(/<title>[^<]+<\/title>/);
    expect(page).toContain("<h1>This site is not available yet</h1>");
    expect(page).toContain("2 settings need attention");
    expect(page).toContain("<li><code>MAIL_PROVIDER</code>");
    expect(page).toContain("<li><code>ICE_SERVERS</code>");
    expect(page).not.toContain(SECRET_VALUE);
    expect(page).not.toContain("not json");
    // Once per isolate: a second request neither checks nor logs again, even with its own env object.
    await server.fetch(new Request("https://www.example.com/"), halfConfigured);
    expect((await server.fetch(new Request("https://www.example.com/"), { ...halfConfigured })).status).toBe(503);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Configuration incomplete, the site is not serving: MAIL_PROVIDER .+; ICE_SERVERS /);
    log.mockRestore();
  });

  it("answers the API with the same problems as JSON", async () => {
    const response = await createServer().fetch(new Request("https://www.example.com/api/v1/languages"), halfConfigured);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { message: string; problems: { setting: string }[] };
    expect(body.message).toMatch(/configuration is incomplete/);
    expect(body.problems.map((problem) => problem.setting)).toEqual(["MAIL_PROVIDER", "ICE_SERVERS"]);
  });

  it("runs no scheduled work, so the outbox never delivers into a fallback", async () => {
    const work = vi.fn();
    await whenConfigured(work)({}, halfConfigured, {});
    expect(work).not.toHaveBeenCalled();
    await whenConfigured(work)({}, completeProduction(), {});
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("serves normally once the configuration is complete", async () => {
    const response = await createServer().fetch(new Request("https://www.example.com/api/v1/languages"), completeProduction());
    expect(response.status).toBe(200);
  });

  it("escapes what it shows", () => {
    expect(configurationErrorPage([{ setting: "<b>", problem: "a & b" }])).toContain("<li><code>&lt;b&gt;</code> a &amp; b</li>");
  });
});

describe("built-in DolphinID provider with an outside provider configured", () => {
  const outside = { ...env, DOLPHINID_BASE_URL: "https://id.example.com" } as Env;

  it("is not mounted: every /id endpoint answers 404", async () => {
    const server = createServer();
    const token = await server.fetch(
      new Request("https://site.test/id/oauth/token", { method: "POST", body: new URLSearchParams({ grant_type: "authorization_code" }) }),
      outside,
    );
    expect(token.status).toBe(404);
    for (const path of ["/id/account", "/id/profile", "/id/account/contacts", "/id/refresh", "/id", "/de-de/id/account"]) {
      expect((await server.fetch(new Request(`https://site.test${path}`), outside)).status, path).toBe(404);
    }
    // Without an outside provider the same endpoint is there (it refuses the incomplete request).
    const builtIn = await server.fetch(
      new Request("https://site.test/id/oauth/token", { method: "POST", body: new URLSearchParams({ grant_type: "authorization_code" }) }),
      env,
    );
    expect(builtIn.status).not.toBe(404);
  });

  it("shows the site's 404 page instead of the provider's pages, in the visitor's locale", async () => {
    const rendered: string[] = [];
    const server = createServer({
      renderPage: async (request) => {
        rendered.push(`${request.method} ${new URL(request.url).pathname}`);
        return new Response("page", { status: new URL(request.url).pathname.endsWith("/404") ? 404 : 200 });
      },
    });
    const html = { Accept: "text/html" };
    for (const [path, method] of [
      ["/id/register", "GET"],
      ["/id/oauth/authorize?client_id=x", "GET"],
      ["/id/password-reset", "POST"],
      ["/de-de/id/register", "GET"],
    ] as const) {
      const response = await server.fetch(new Request(`https://site.test${path}`, { method, headers: { ...html, Origin: "https://site.test" } }), outside);
      expect(response.status, path).toBe(404);
    }
    expect(rendered).toEqual(["GET /404", "GET /404", "GET /404", "GET /de-de/404"]);
    // Paths that only start with the same letters are not the provider's.
    await server.fetch(new Request("https://site.test/identity", { headers: html }), outside);
    expect(rendered.at(-1)).toBe("GET /identity");
    // Without an outside provider its pages render as usual.
    await server.fetch(new Request("https://site.test/id/register", { headers: html }), env);
    expect(rendered.at(-1)).toBe("GET /id/register");
  });
});
