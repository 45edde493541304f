/**
 * Production services switched on by configuration: the CSP each one needs, Cloudflare TURN
 * credentials for calls, Sentry error reports and Workers Analytics Engine. Nothing here
 * reaches the network: outside services get a recording stand-in with recorded answers.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { withSentry } from "@sentry/cloudflare";
import { createServer } from "../workers/server";
import { sentryOptions } from "../workers/services/error-reporting";
import { CLOUDFLARE_TURN_API, TURN_CREDENTIAL_TTL_SECONDS, iceServersForCall } from "../workers/services/ice-servers";

/** Requests a path from the Worker with extra settings, as a deployment with them would answer. */
async function fetchWith(settings: Partial<Env>, path = "/api/v1/languages", init?: RequestInit) {
  const ctx = createExecutionContext();
  const response = await createServer().fetch(new Request(`https://site.test${path}`, init), { ...env, ...settings }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The CSP as a map of directive name to its sources. */
async function policyWith(settings: Partial<Env>, path?: string) {
  const response = await fetchWith(settings, path);
  const header = response.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    header.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** Every source in the policy that is not one of the site's own keywords or its nonce. */
function outsideSources(policy: Map<string, readonly string[]>) {
  return [...policy.values()].flat().filter((source) => !source.startsWith("'") && !["data:", "blob:"].includes(source));
}

describe("Content-Security-Policy from configuration", () => {
  it("allows no outside origin when no service is configured, and no frames off the home page", async () => {
    const policy = await policyWith({});
    expect(outsideSources(policy)).toEqual([]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")?.some((source) => source.startsWith("'nonce-"))).toBe(true);
  });

  it("allows YouTube's privacy-enhanced player only on the pages that embed it", async () => {
    for (const path of ["/", "/de-de", "/de-de/"]) {
      expect((await policyWith({}, path)).get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    }
    expect((await policyWith({}, "/contact")).get("frame-src")).toEqual(["'none'"]);
  });

  it("adds reCAPTCHA's script, frame and connect sources for HUMAN_CHECK_PROVIDER=recaptcha", async () => {
    const policy = await policyWith({ HUMAN_CHECK_PROVIDER: "recaptcha", HUMAN_CHECK_SITE_KEY: "site-key" });
    expect(policy.get("script-src")).toEqual(expect.arrayContaining(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]));
    expect(policy.get("frame-src")).toEqual(["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://www.google.com/recaptcha/"]);
    expect(outsideSources(policy)).not.toContain("https://challenges.cloudflare.com");
  });

  it("follows HUMAN_CHECK_ORIGIN when reCAPTCHA is served from recaptcha.net", async () => {
    const policy = await policyWith({ HUMAN_CHECK_PROVIDER: "recaptcha", HUMAN_CHECK_ORIGIN: "https://www.recaptcha.net" });
    expect(policy.get("frame-src")).toContain("https://www.recaptcha.net/recaptcha/");
    expect(outsideSources(policy)).not.toContain("https://www.google.com/recaptcha/");
  });

  it("adds Turnstile's origin to scripts and frames for HUMAN_CHECK_PROVIDER=turnstile", async () => {
    const policy = await policyWith({ HUMAN_CHECK_PROVIDER: "turnstile" });
    expect(policy.get("script-src")).toContain("https://challenges.cloudflare.com");
    expect(policy.get("frame-src")).toEqual(["https://challenges.cloudflare.com"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(outsideSources(policy).every((source) => source === "https://challenges.cloudflare.com")).toBe(true);
  });

  it("adds nothing for an unknown human-check provider (the local check)", async () => {
    expect(outsideSources(await policyWith({ HUMAN_CHECK_PROVIDER: "local", HUMAN_CHECK_ORIGIN: "https://evil.example" }))).toEqual([]);
  });

  it("adds the chat widget's origin, not its full address, for CHAT_WIDGET_SRC", async () => {
    const policy = await policyWith({ CHAT_WIDGET_SRC: "https://chat.example.net/widget/v2/loader.js?account=42" });
    expect(policy.get("script-src")).toContain("https://chat.example.net");
    expect(policy.get("frame-src")).toEqual(["https://chat.example.net"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://chat.example.net"]);
  });

  it("ignores a CHAT_WIDGET_SRC that is not a web address (it cannot inject a directive)", async () => {
    const policy = await policyWith({ CHAT_WIDGET_SRC: "javascript:alert(1); script-src *" });
    expect(outsideSources(policy)).toEqual([]);
  });

  it("lets the page open its socket on REALTIME_HOST over wss", async () => {
    const policy = await policyWith({ REALTIME_HOST: "realtime.example.com" });
    expect(policy.get("connect-src")).toEqual(["'self'", "wss://realtime.example.com"]);
    expect(outsideSources(await policyWith({ REALTIME_HOST: "bad host; script-src *" }))).toEqual([]);
  });
});

/** Cloudflare's answer to generate-ice-servers, as documented (credentials shortened). */
const recordedTurnAnswer = {
  iceServers: [
    { urls: ["stun:stun.cloudflare.com:3478", "stun:stun.cloudflare.com:53"] },
    {
      urls: [
        "turn:turn.cloudflare.com:3478?transport=udp",
        "turn:turn.cloudflare.com:53?transport=udp",
        "turn:turn.cloudflare.com:3478?transport=tcp",
        "turn:turn.cloudflare.com:80?transport=tcp",
        "turns:turn.cloudflare.com:5349?transport=tcp",
        "turns:turn.cloudflare.com:443?transport=tcp",
      ],
      username: "bc91b63e2b5d759f8eb9f3b58062439e0a0e15893d76317d833265ad08d6631099ce7c7087caabb31ad3e1c386424e3e",
      credential: "ebd71f1d3edbc2b0edae3cd5a6d82284aeb5c3b8fdaa9b8e3bf9cec683e0d45fe9f5b44e5145db3300f06c250a15b4a0",
    },
  ],
};

function recordingFetch(answer: () => Response) {
  const requests: Request[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer();
  }) as typeof fetch;
  return { fetcher, requests };
}

describe("ICE servers for calls", () => {
  const turn = { TURN_KEY_ID: "a1b2c3d4", TURN_KEY_API_TOKEN: "turn-api-token" };

  it("asks Cloudflare for short-lived TURN credentials with the key's bearer token and a ttl", async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json(recordedTurnAnswer, { status: 201 }));
    const servers = await iceServersForCall(turn, { fetcher });
    expect(servers).toEqual(recordedTurnAnswer.iceServers);
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe("POST");
    expect(request.url).toBe(`${CLOUDFLARE_TURN_API}/a1b2c3d4/credentials/generate-ice-servers`);
    expect(request.headers.get("Authorization")).toBe("Bearer turn-api-token");
    expect(await request.json()).toEqual({ ttl: TURN_CREDENTIAL_TTL_SECONDS });
    // Only the expiring credentials reach the page, never the key or its token.
    expect(JSON.stringify(servers)).not.toContain("turn-api-token");
  });

  it("asks again for every socket, so each call has its own credentials", async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json(recordedTurnAnswer, { status: 201 }));
    await iceServersForCall(turn, { fetcher });
    await iceServersForCall(turn, { fetcher });
    expect(requests).toHaveLength(2);
  });

  it("adds static ICE_SERVERS after the TURN servers", async () => {
    const { fetcher } = recordingFetch(() => Response.json(recordedTurnAnswer, { status: 201 }));
    const servers = await iceServersForCall({ ...turn, ICE_SERVERS: '[{"urls":"stun:stun.example.net:3478"}]' }, { fetcher });
    expect(servers.at(-1)).toEqual({ urls: "stun:stun.example.net:3478" });
    expect(servers).toHaveLength(3);
  });

  it("falls back to the static list when Cloudflare refuses or answers nonsense (the call still starts)", async () => {
    const refused = recordingFetch(() => Response.json({ errors: [{ message: "Unauthorized" }] }, { status: 401 }));
    expect(await iceServersForCall({ ...turn, ICE_SERVERS: '[{"urls":"stun:stun.example.net:3478"}]' }, { fetcher: refused.fetcher })).toEqual([
      { urls: "stun:stun.example.net:3478" },
    ]);
    const nonsense = recordingFetch(() => Response.json({ iceServers: "none" }));
    expect(await iceServersForCall(turn, { fetcher: nonsense.fetcher })).toEqual([]);
    const unreachable = { fetcher: (async () => Promise.reject(new TypeError("Network connection lost"))) as typeof fetch };
    expect(await iceServersForCall(turn, unreachable)).toEqual([]);
  });

  it("asks nobody without a TURN key: locally calls use host candidates", async () => {
    const { fetcher, requests } = recordingFetch(() => Response.json(recordedTurnAnswer));
    expect(await iceServersForCall({}, { fetcher })).toEqual([]);
    expect(await iceServersForCall({ TURN_KEY_ID: "only-the-id" }, { fetcher })).toEqual([]);
    expect(requests).toHaveLength(0);
  });
});

/** A stand-in for the Analytics Engine binding that keeps every data point written to it. */
function recordingDataset() {
  const points: AnalyticsEngineDataPoint[] = [];
  const dataset: AnalyticsEngineDataset = { writeDataPoint: (point) => void points.push(point ?? {}) };
  return { dataset, points };
}

describe("analytics in Workers Analytics Engine", () => {
  const event = { event: "carousel_next", eventCategory: "Homepage carousel", eventAction: "Next slide", eventLabel: "Slide 2 of 4" };
  const post = (cookie?: string) => ({
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Requested-With": "XMLHttpRequest",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(event).toString(),
  });
  const storedRows = async () => (await env.DB.prepare("SELECT count(*) AS n FROM analytics_events").first<{ n: number }>())?.n;

  it("writes nothing without consent", async () => {
    const { dataset, points } = recordingDataset();
    for (const cookie of [undefined, "cookie-policy=0", "cookie-policy=false"]) {
      const response = await fetchWith({ ANALYTICS: dataset }, "/api/v1/analytics/events", post(cookie));
      expect(await response.json()).toEqual({ recorded: false });
    }
    expect(points).toEqual([]);
    expect(await storedRows()).toBe(0);
  });

  it("writes one data point with the event's blobs, a count and the event name as index after consent", async () => {
    const { dataset, points } = recordingDataset();
    const response = await fetchWith({ ANALYTICS: dataset }, "/api/v1/analytics/events", post("cookie-policy=1; dolphin-analytics-id=visitor-7"));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ recorded: true });
    expect(points).toEqual([
      {
        indexes: ["dolphin_carousel_next"],
        blobs: ["dolphin_carousel_next", "Next slide", "Homepage carousel", "Slide 2 of 4", "visitor-7"],
        doubles: [1],
      },
    ]);
    // Production keeps no copy in D1.
    expect(await storedRows()).toBe(0);
  });

  it("keeps events in D1 where no dataset is bound (locally)", async () => {
    const response = await fetchWith({}, "/api/v1/analytics/events", post("cookie-policy=1"));
    expect(response.status).toBe(201);
    expect(await storedRows()).toBe(1);
  });
});

const SENTRY_DSN = "https://0123456789abcdef@o1.ingest.sentry.example/42";

/** Every upload to Sentry's ingest, caught by the recording fetch the SDK is given. */
const sentryUploads: Request[] = [];

/**
 * The Worker as deployed with a DSN, wrapped by Sentry's SDK. One wrapper for the whole file:
 * the SDK keeps its client (and so its transport) for the isolate, as it would in production.
 */
const workerReportingToSentry = withSentry(
  (workerEnv: Env) =>
    sentryOptions(workerEnv, {
      transportOptions: {
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          sentryUploads.push(new Request(input, init));
          return new Response(JSON.stringify({ id: "recorded" }), { status: 200 });
        }) as typeof fetch,
      },
    }),
  { fetch: createServer().fetch } satisfies ExportedHandler<Env>,
);

/** A deployed environment other than production needs its own secrets (workers/config.ts). */
const DEPLOYED_SECRETS = { IDENTITY_SECRET: "a-deployed-identity-secret-of-at-least-32-characters", STRIPE_WEBHOOK_SECRET: "whsec_deployed_0123456789" };

async function fetchReportingToSentry(path: string, init: RequestInit | undefined, settings: Partial<Env> = {}) {
  sentryUploads.length = 0;
  const ctx = createExecutionContext();
  const request = new Request(`https://site.test${path}`, init) as Request<unknown, IncomingRequestCfProperties>;
  const response = await workerReportingToSentry.fetch!(
    request,
    { ...env, ...DEPLOYED_SECRETS, SENTRY_DSN, SENTRY_RELEASE: "site@1.2.3", ENVIRONMENT: "dev", ...settings },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const events = [];
  for (const upload of sentryUploads) {
    // An envelope: a header line, then item header and payload lines.
    const lines = (await upload.text())
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    for (let i = 1; i < lines.length; i += 2) if (lines[i].type === "event") events.push({ url: upload.url, event: lines[i + 1] });
  }
  return { response, events };
}

const errorRows = async () =>
  (await env.DB.prepare("SELECT source, message, url, stack, request_id AS requestId FROM error_reports ORDER BY id").all()).results;

describe("error reporting", () => {
  it("keeps a report in D1 when a DSN is set but the code runs outside Sentry's wrapper", async () => {
    const response = await fetchWith({ ...DEPLOYED_SECRETS, SENTRY_DSN, ENVIRONMENT: "dev" }, "/api/v1/errors/client", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest" },
      body: new URLSearchParams({ message: "Reported before the SDK started" }).toString(),
    });
    expect(await response.json()).toEqual({ recorded: true });
    expect(await errorRows()).toEqual([
      { source: "client", message: "Reported before the SDK started", url: "", stack: "", requestId: response.headers.get("X-Request-Id") },
    ]);
    await env.DB.prepare("DELETE FROM error_reports").run();
  });

  const chromeStack = [
    "TypeError: Cannot read properties of undefined (reading 'focus')",
    "    at openDialog (https://site.test/assets/AddressBook-CbX2s9.js:1:4410)",
    "    at HTMLButtonElement.onClick (https://site.test/assets/AddressBook-CbX2s9.js:1:5120)",
  ].join("\n");
  const clientReport = {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Requested-With": "XMLHttpRequest" },
    body: new URLSearchParams({
      message: "Cannot read properties of undefined (reading 'focus')",
      url: "https://site.test/id/password-reset?token=secret-reset-token",
      stack: chromeStack,
    }).toString(),
  };

  it("sends a browser's error to Sentry with its frames and the request id, and keeps it in D1 for the staff desk", async () => {
    const { response, events } = await fetchReportingToSentry("/api/v1/errors/client", clientReport);
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ recorded: true });
    expect(events).toHaveLength(1);
    const { url, event } = events[0]!;
    expect(url).toContain("https://o1.ingest.sentry.example/api/42/envelope/");
    expect(event.release).toBe("site@1.2.3");
    expect(event.environment).toBe("dev");
    expect(event.tags).toMatchObject({ source: "client", request_id: response.headers.get("X-Request-Id"), url: "https://site.test/id/password-reset" });
    const [exception] = event.exception.values;
    expect(exception.value).toBe("Cannot read properties of undefined (reading 'focus')");
    // Sentry matches the uploaded source maps to a frame by its abs_path.
    expect(exception.stacktrace.frames.at(-1)).toMatchObject({
      abs_path: "https://site.test/assets/AddressBook-CbX2s9.js",
      function: "openDialog",
      lineno: 1,
      colno: 4410,
    });
    // The reset token in the page's address never leaves the site.
    expect(JSON.stringify(event)).not.toContain("secret-reset-token");
    expect(await errorRows()).toEqual([
      {
        source: "client",
        message: "Cannot read properties of undefined (reading 'focus')",
        url: "https://site.test/id/password-reset",
        stack: chromeStack,
        requestId: response.headers.get("X-Request-Id"),
      },
    ]);
    await env.DB.prepare("DELETE FROM error_reports").run();
  });

  it("sends a server error to Sentry with the request id the visitor was shown, without cookies", async () => {
    // Webinars are read from D1 on every request (reference lists such as languages are kept in the isolate).
    const brokenDb = {
      prepare: () => {
        throw new Error("D1_ERROR: no such table: webinars");
      },
    } as unknown as D1Database;
    const { response, events } = await fetchReportingToSentry(
      "/api/v1/webinars?download=secret-token",
      { headers: { Cookie: "__Host-session=session-secret" } },
      { DB: brokenDb },
    );
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(events).toHaveLength(1);
    const { event } = events[0]!;
    expect(event.tags).toMatchObject({ source: "server", request_id: response.headers.get("X-Request-Id") });
    expect(event.exception.values[0].value).toContain("no such table: webinars");
    const sent = JSON.stringify(event);
    expect(sent).not.toContain("session-secret");
    expect(sent).not.toContain("secret-token");
  });

  it("reports nothing outside production and dev, even with a DSN", async () => {
    const { response, events } = await fetchReportingToSentry("/api/v1/errors/client", clientReport, { ENVIRONMENT: "staging" });
    expect(await response.json()).toEqual({ recorded: false });
    expect(events).toEqual([]);
    expect(await errorRows()).toEqual([]);
  });

  it("keeps reports in D1 with their request id when no DSN is set (dev)", async () => {
    const response = await fetchWith({ ...DEPLOYED_SECRETS, ENVIRONMENT: "dev" }, "/api/v1/errors/client", clientReport);
    expect(await response.json()).toEqual({ recorded: true });
    const rows = await errorRows();
    expect(rows).toEqual([
      {
        source: "client",
        message: "Cannot read properties of undefined (reading 'focus')",
        url: "https://site.test/id/password-reset",
        stack: chromeStack,
        requestId: response.headers.get("X-Request-Id"),
      },
    ]);
  });
});
