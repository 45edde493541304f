/**
 * The hosted human check and the chat widget working under the site's own CSP. A stand-in for
 * both providers runs on loopback (scripts, a frame and API calls from its own origin, as the
 * real ones do), and a second server of the built site is configured to use it, through the
 * same settings production uses: HUMAN_CHECK_PROVIDER=recaptcha with HUMAN_CHECK_ORIGIN, and
 * CHAT_WIDGET_SRC. The page must report no CSP violation, show the widget and send the form
 * with a token the stand-in issued and then verified for the server.
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareLocalDb } from "../scripts/local-db.ts";
import { queryDatabase } from "./database.ts";
import { serveBuild, waitForServer } from "../scripts/serve.ts";
import { registerAndSignIn } from "./auth";
import { useBrowser } from "./browser";

const browser = useBrowser();

const SITE_KEY = "stand-in-site-key";
const SECRET = "stand-in-secret";

/** What reCAPTCHA v3's api.js does, in miniature: a badge frame, then tokens fetched from its origin. */
const CAPTCHA_SCRIPT = `(() => {
  const script = new URL(document.currentScript.src);
  const badge = document.createElement("iframe");
  badge.src = script.origin + "/recaptcha/api2/anchor?k=" + script.searchParams.get("render");
  badge.title = "reCAPTCHA";
  badge.dataset.standIn = "captcha";
  document.body.appendChild(badge);
  window.grecaptcha = {
    ready: (callback) => setTimeout(callback, 0),
    execute: (siteKey, { action }) =>
      fetch(script.origin + "/recaptcha/api2/reload?k=" + siteKey + "&action=" + action).then((response) => response.json()).then((body) => body.token),
  };
})();`;

/** A chat provider's loader: a hidden frame from its origin, its settings fetched from there, an opener. */
const CHAT_SCRIPT = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const frame = document.createElement("iframe");
  frame.src = origin + "/chat/frame";
  frame.dataset.chatWidget = "";
  frame.hidden = true;
  document.body.appendChild(frame);
  fetch(origin + "/chat/settings").then((response) => response.json()).then(() => {
    window.DolphinChat = { open: () => { frame.hidden = false; frame.style.cssText = "width:320px;height:240px"; } };
  });
})();`;

const framePage = (title: string, text: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><p>${text}</p></body></html>`;

interface StandIn {
  server: Server;
  origin: string;
  issuedTokens: string[];
  verifiedTokens: string[];
}

async function readBody(request: IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of request) body += chunk;
  return body;
}

/** The captcha and chat stand-in: every answer is what the page or the site's server expects. */
async function startStandIn(): Promise<StandIn> {
  const standIn = { issuedTokens: [] as string[], verifiedTokens: [] as string[] };
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { "Content-Type": type, "Access-Control-Allow-Origin": "*" });
      response.end(body);
    };
    switch (url.pathname) {
      case "/recaptcha/api.js":
        return send(200, "text/javascript", CAPTCHA_SCRIPT);
      case "/recaptcha/api2/anchor":
        return send(200, "text/html", framePage("reCAPTCHA", "Protected by the stand-in check"));
      case "/recaptcha/api2/reload": {
        const token = `stand-in-token-${standIn.issuedTokens.length + 1}-${url.searchParams.get("action")}`;
        standIn.issuedTokens.push(token);
        return send(200, "application/json", JSON.stringify({ token }));
      }
      case "/recaptcha/api/siteverify": {
        // The site's server asks here, as it asks Google: form-encoded secret and response.
        const form = new URLSearchParams(await readBody(request));
        const token = form.get("response") ?? "";
        const known = form.get("secret") === SECRET && standIn.issuedTokens.includes(token);
        if (known) standIn.verifiedTokens.push(token);
        const answer = known
          ? { success: true, score: 0.9, action: token.split("-").at(-1), hostname: "127.0.0.1" }
          : { success: false, "error-codes": ["invalid-input-response"] };
        return send(200, "application/json", JSON.stringify(answer));
      }
      case "/chat/widget.js":
        return send(200, "text/javascript", CHAT_SCRIPT);
      case "/chat/frame":
        return send(200, "text/html", framePage("Chat", "How can we help?"));
      case "/chat/settings":
        return send(200, "application/json", JSON.stringify({ greeting: "How can we help?" }));
      default:
        return send(404, "text/plain", "not here");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, origin: `http://127.0.0.1:${port}`, ...standIn };
}

/** Sentry's ingest in miniature: keeps every envelope the site sends. */
async function startIngest() {
  const envelopes: string[] = [];
  const server = createServer(async (request, response) => {
    envelopes.push(await readBody(request));
    response.writeHead(200, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ id: "recorded" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, envelopes, dsn: `http://0123456789abcdef@127.0.0.1:${port}/7` };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The captcha and the chat provider each on an origin of its own, as in production. */
let standIn: StandIn;
let chatStandIn: StandIn;
let ingest: Awaited<ReturnType<typeof startIngest>>;
let site: ChildProcess;
let siteURL: string;
let persistTo: string;

beforeAll(async () => {
  standIn = await startStandIn();
  chatStandIn = await startStandIn();
  ingest = await startIngest();
  persistTo = mkdtempSync(join(tmpdir(), "dolphin-e2e-services-"));
  await prepareLocalDb({ persistTo });
  const port = await freePort();
  siteURL = `http://127.0.0.1:${port}`;
  site = serveBuild({
    port,
    persistTo,
    vars: {
      HUMAN_CHECK_PROVIDER: "recaptcha",
      HUMAN_CHECK_SITE_KEY: SITE_KEY,
      HUMAN_CHECK_SECRET: SECRET,
      HUMAN_CHECK_ORIGIN: standIn.origin,
      CHAT_WIDGET_SRC: `${chatStandIn.origin}/chat/widget.js`,
      SENTRY_DSN: ingest.dsn,
      SENTRY_RELEASE: "e2e-release",
    },
  });
  await waitForServer(siteURL);
}, 180_000);

afterAll(async () => {
  if (site?.pid) {
    try {
      process.kill(-site.pid, "SIGTERM");
    } catch {
      site.kill("SIGTERM");
    }
  }
  await new Promise((resolve) => standIn?.server.close(resolve));
  await new Promise((resolve) => chatStandIn?.server.close(resolve));
  await new Promise((resolve) => ingest?.server.close(resolve));
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (persistTo) rmSync(persistTo, { recursive: true, force: true });
});

/** Collects the page's CSP violations (the event every blocked load or connection fires). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const consoleViolations: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) consoleViolations.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...consoleViolations];
}

describe("outside providers under the site's CSP", () => {
  it("loads the captcha and chat widget from their configured origin and sends the form with a verified token", async () => {
    const context = await browser().newContext({ baseURL: siteURL });
    // The chat widget loads only after cookie consent.
    await context.addCookies([{ name: "cookie-policy", value: "1", url: siteURL }]);
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");

    const policy = (await page.request.get(`${siteURL}/contact`)).headers()["content-security-policy"] ?? "";
    expect(policy).toContain(`frame-src ${standIn.origin}/recaptcha/`);
    expect(policy).toContain(`connect-src 'self' ${standIn.origin}/recaptcha/ ${chatStandIn.origin}`);

    // The chat provider's script ran, fetched its settings and can open its frame.
    const chat = page.getByRole("button", { name: "Chat with support" });
    await chat.waitFor();
    await expect.poll(() => chat.isEnabled()).toBe(true);
    await chat.click();
    await page.frameLocator("iframe[data-chat-widget]").getByText("How can we help?").waitFor();
    await expect.poll(() => page.locator("iframe[data-chat-widget]").getAttribute("title")).toBe("Live chat with Dolphin support");

    await page.getByLabel("Your name").fill("Ruth Okafor");
    await page.getByLabel("Email address").fill("ruth.services.e2e@example.com");
    await page.getByLabel("Subject").fill("Screen reader on a library PC");
    await page.getByLabel("Your message").fill("Can SuperNova run from a network share on our library computers?");
    await page.getByLabel("I agree to the privacy policy and terms").check();
    await page.getByRole("button", { name: "Send Request" }).click();
    const outcome = page.locator(".alert--success, .alert--error").first();
    await outcome.waitFor();
    await expect(outcome.textContent()).resolves.toContain("We read all messages");

    // The captcha's frame loaded, and the token it issued was the one the server verified.
    await page.frameLocator("iframe[data-stand-in=captcha]").getByText("Protected by the stand-in check").waitFor();
    expect(standIn.issuedTokens).toEqual(["stand-in-token-1-contact"]);
    expect(standIn.verifiedTokens).toEqual(["stand-in-token-1-contact"]);
    expect(queryDatabase<{ subject: string }>(persistTo, "SELECT subject FROM support_messages WHERE email = 'ruth.services.e2e@example.com'")).toEqual([
      { subject: "Screen reader on a library PC" },
    ]);
    expect(await violations()).toEqual([]);

    // The watcher does see a violation: a connection to an origin nobody configured is refused.
    const unconfigured = await startStandIn();
    await page.evaluate((origin) => fetch(`${origin}/chat/settings`).catch(() => null), unconfigured.origin);
    await expect.poll(violations).toEqual(expect.arrayContaining([expect.stringContaining(`connect-src ${unconfigured.origin}`)]));
    await new Promise((resolve) => unconfigured.server.close(resolve));
    await context.close();
  });
});

describe("error reporting to Sentry from the built site", () => {
  it("forwards an error thrown in the page to Sentry with the request id of its report", async () => {
    const context = await browser().newContext({ baseURL: siteURL });
    const page = await context.newPage();
    await page.goto("/support");
    await page.waitForLoadState("networkidle");
    const report = page.waitForResponse((response) => response.url().endsWith("/api/v1/errors/client"));
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error("Stand-in failure in the page");
      }, 0);
    });
    const requestId = (await report).headers()["x-request-id"];
    expect(requestId).toBeTruthy();
    await expect.poll(() => ingest.envelopes.find((envelope) => envelope.includes("Stand-in failure in the page")), { timeout: 15_000 }).toBeTruthy();
    const envelope = ingest.envelopes.find((candidate) => candidate.includes("Stand-in failure in the page"))!;
    const event = envelope
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((item) => item.exception);
    expect(event.tags).toMatchObject({ source: "client", request_id: requestId });
    expect(event.release).toBe("e2e-release");
    await context.close();
  });

  it("keeps calling working with the hubs wrapped by Sentry: a signed-in socket gets its ICE configuration", async () => {
    const context = await browser().newContext({ baseURL: siteURL });
    const page = await context.newPage();
    const iceConfigs: string[] = [];
    page.on("websocket", (socket) =>
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload === "string" && payload.includes('"iceconfig"')) iceConfigs.push(payload);
      }),
    );
    await registerAndSignIn(page, { email: `sentry.hub.${Date.now()}@example.com`, password: "a long passphrase for the hub" });
    await page.goto("/account/video-calling/address-book");
    const accept = page.getByRole("button", { name: "Accept the Terms & Conditions" });
    if (await accept.count()) await accept.click();
    await page.getByText("No contacts found in your address book").waitFor();
    await expect.poll(() => iceConfigs.length, { timeout: 20_000 }).toBeGreaterThan(0);
    // Locally no TURN key is set: host candidates only.
    expect(JSON.parse(iceConfigs[0]!)).toEqual({ type: "iceconfig", iceServers: [] });
    await context.close();
  }, 300_000);
});
