/**
 * HTTP hygiene of the built site, as a browser or any other client sees it: headers on static
 * files (public/_headers, served by the asset layer without the Worker), methods and bodies a
 * page cannot take, the page cache as route modules declare it, caching of signed-in pages, redirects that never leave the site, the
 * dealer-zone logout that only a POST performs, and download links that do not work.
 */
import { describe, expect, it } from "vitest";
import { registerAndSignIn, uniqueEmail } from "./auth";
import { grantDealerAccess } from "./dealers";
import { baseURL, newContext, queryDb, useBrowser, visitorAddress } from "./browser";

const browser = useBrowser();
const site = (path: string) => new URL(path, baseURL()).toString();

/**
 * fetch, tried once more when the server had already closed the kept-alive connection (it
 * does after the pause while the test writes to the database through wrangler).
 */
async function fetchSite(input: string, init?: RequestInit): Promise<Response> {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return globalThis.fetch(input, init);
  }
}
const PASSWORD = "correct horse battery staple";

describe("static files", () => {
  it("carry nosniff, Referrer-Policy and the other headers of public/_headers", async () => {
    const home = await (await fetchSite(site("/"))).text();
    const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? /href="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(script, "a built script linked from the homepage").toBeTruthy();
    for (const path of [script!, "/favicon.svg"]) {
      const response = await fetchSite(site(path));
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("cross-origin-resource-policy"), path).toBe("same-origin");
    }
    expect((await fetchSite(site(script!))).headers.get("cache-control")).toContain("immutable");
    // The headers file itself is configuration, never served.
    expect((await fetchSite(site("/_headers"))).status).toBe(404);
  });
});

describe("methods and bodies a page cannot take", () => {
  // From the file's own address, as its browser contexts are: the forms' rate limits count this file's posts, not other files'.
  const send = (path: string, init: RequestInit) =>
    fetchSite(site(path), {
      redirect: "manual",
      ...init,
      headers: { "cf-connecting-ip": visitorAddress(), ...(init.headers as Record<string, string> | undefined) },
    });

  it("answers 405 with Allow to PUT, PATCH and DELETE, and to POST on a page without a form", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const contact = await send("/contact", { method, body: "name=x", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
      expect(contact.status, method).toBe(405);
      expect(contact.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
      const html = await contact.text();
      expect(html).toMatch(/<html lang="en/);
      expect(html).toContain("That action is not allowed here");
    }
    const home = await send("/", { method: "POST", body: "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(home.status).toBe(405);
    expect(home.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    const options = await send("/newsletter", { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
  });

  it("answers 415 to a body that is not a form, and 400 to a form that cannot be read", async () => {
    const pages = [
      "/contact",
      "/contact/support",
      "/newsletter",
      "/beta-tester-zone/register",
      "/SuperNova/Buy/ShowVars",
      "/EasyReader/Libraries-List",
      "/GuideConnect/Libraries-List",
      "/account/easyreader-premium/print-invite",
      "/account/easyreader-premium/user-analytics",
    ];
    for (const path of pages) {
      const json = await send(path, { method: "POST", body: '{"name":"x"}', headers: { "Content-Type": "application/json" } });
      expect(json.status, `${path} JSON`).toBe(415);
      expect(json.headers.get("accept-post")).toContain("application/x-www-form-urlencoded");
      const text = await send(path, { method: "POST", body: "name=x", headers: { "Content-Type": "text/plain" } });
      expect(text.status, `${path} text`).toBe(415);
      const none = await send(path, { method: "POST" });
      expect(none.status, `${path} without a body`).toBe(415);
    }
    const broken = await send("/contact", { method: "POST", body: "not a multipart body", headers: { "Content-Type": "multipart/form-data; boundary=abc" } });
    expect(broken.status).toBe(400);
    // A real form post still reaches the page's action (here: the fields need filling in).
    const form = await send("/contact", { method: "POST", body: "name=", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(form.status).toBe(422);
  });
});

describe("the page cache, as route modules declare it", () => {
  /** Where the second of two anonymous loads came from: the page cache's word in Server-Timing, or null when rendered. */
  async function secondLoadSource(path: string): Promise<string | null> {
    await (await fetchSite(site(path))).text();
    const again = await fetchSite(site(path));
    await again.text();
    return /cache;desc=(memory|hit)/.exec(again.headers.get("server-timing") ?? "")?.[1] ?? null;
  }

  it.each([
    "/",
    "/de-de/privacy",
    "/products/individuals",
    "/products/individuals/supernova-magnifier",
    "/SuperNova/Features",
    "/webinars",
    "/support/knowledge-base",
    "/search?q=braille",
  ])("keeps %s, whose route module says it is the same for every anonymous visitor", async (path) => {
    expect(await secondLoadSource(path)).not.toBeNull();
  });

  it.each(["/contact", "/webinars/1", "/SuperNova/Trial", "/contact/dealer/locate"])(
    "renders %s every time: its route module does not say so (a human-check token, places left, a form's answer)",
    async (path) => {
      expect(await secondLoadSource(path)).toBeNull();
    },
  );
});

describe("redirects stay on this site", () => {
  it("refuses a target that a browser would turn into another host", async () => {
    for (const target of ["/%09/evil.example/x", "//evil.example/x", "/\\evil.example", "/%5Cevil.example", "https://evil.example/"]) {
      const response = await fetchSite(site(`/go?to=${encodeURIComponent(target)}`), { redirect: "manual" });
      expect(response.status, target).toBe(303);
      expect(response.headers.get("location"), target).toBe("/");
    }
    const fine = await fetchSite(site(`/go?to=${encodeURIComponent("/support?x=1")}`), { redirect: "manual" });
    expect(fine.headers.get("location")).toBe("/support?x=1");
    const consent = await fetchSite(site("/api/v1/cookie/preferences"), {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "consent=1&redirectTo=%2F%2509%2Fevil.example%2Fx",
    });
    expect(consent.status).toBe(303);
    expect(consent.headers.get("location")).toBe("/");
  });
});

describe("download links that do not work", () => {
  it("answers 404 for an unknown link and 410 for an expired one, saying so plainly", async () => {
    const unknown = "unknownTokenUnknownTokenUnknown1";
    for (const path of [`/downloads/${unknown}/en`, `/msi-downloads/${unknown}/en`, `/trial-downloads/${unknown}`, `/downloads/file/${unknown}`]) {
      const response = await fetchSite(site(path));
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html).toContain("<title>This download link does not work | Dolphin</title>");
      expect(html).not.toContain("Your download is about to start");
      expect(html).toContain('href="/easyreader/windows/download"');
    }
    const expired = "expiredTokenExpiredTokenExpired1";
    queryDb(
      `INSERT OR REPLACE INTO download_tokens (token, kind, version_language_id, expires_at, download_count, created_at) SELECT '${expired}', 'reader', id, 1000, 0, 1000 FROM version_languages ORDER BY id LIMIT 1`,
    );
    const response = await fetchSite(site(`/downloads/${expired}/en`));
    expect(response.status).toBe(410);
    expect(await response.text()).toContain("This download link has expired.");
  });
});

describe("signed-in pages and the dealer-zone logout", () => {
  it("keeps signed-in pages out of every cache, and logs out of the dealer zone only on a POST", async () => {
    const anonymous = await fetchSite(site("/contact"));
    expect(anonymous.headers.get("cache-control") ?? "").not.toContain("no-store");
    expect(anonymous.headers.get("vary")).toContain("Cookie");

    const context = await newContext(browser());
    const page = await context.newPage();
    const email = uniqueEmail("hygiene");
    await registerAndSignIn(page, { email, password: PASSWORD });
    for (const path of ["/account", "/contact", "/account/video-calling/address-book"]) {
      const response = await context.request.get(path);
      expect(response.headers()["cache-control"], path).toContain("no-store");
      expect(response.headers()["vary"], path).toContain("Cookie");
    }

    const dealer = grantDealerAccess(email, "Hygiene Dealer Ltd");
    await page.goto("/dealer-zone");
    await page.getByRole("button", { name: "Sign in to the Dealer Zone" }).click();
    await page.getByText(`You are signed in to the Dealer Zone for ${dealer}.`).waitFor();

    // Opening the logout address shows the button and leaves the session alone.
    const opened = await page.goto("/dealer-zone/logout");
    expect(opened?.status()).toBe(200);
    expect((await page.goto("/dealer-zone/training"))?.status()).toBe(200);
    await page.goto("/dealer-zone/logout");
    await page.locator("main").getByRole("button", { name: "Logout" }).click();
    await page.getByText("You have signed out of the Dealer Zone. You are still signed in to your Dolphin account.").waitFor();
    expect((await page.goto("/dealer-zone/training"))?.status()).toBe(403);
    await context.close();
  }, 150_000);
});
