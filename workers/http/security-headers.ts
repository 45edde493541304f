/**
 * Security headers on every response the Worker makes, with a fresh CSP nonce per request
 * (passed to React Router so its scripts carry it). Static assets are served before the
 * Worker runs and need none of this.
 */
import type { MiddlewareHandler } from "hono";
import { hostedHumanCheckProvider, humanCheckOrigin } from "../services";
import type { AppEnv } from "./types";

/** Pages that may use the camera and microphone (video-calling settings and calls). */
const MEDIA_PATHS = [/^(\/[a-z]{2}-[a-z]{2})?\/account\/video-calling\/settings\/?$/, /^(\/[a-z]{2}-[a-z]{2})?\/call\/?$/];

function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : ch === "/" ? "_" : ""));
}

/** Pages that embed YouTube's player (the home page's video carousel). */
const YOUTUBE_PATHS = [/^(\/[a-z]{2}-[a-z]{2})?\/?$/i];
const YOUTUBE_FRAME_ORIGIN = "https://www.youtube-nocookie.com";

/** Origins a configured outside service adds to one directive each. */
export interface PolicySources {
  script: string[];
  frame: string[];
  connect: string[];
}

type PolicyEnv = Pick<Env, "HUMAN_CHECK_PROVIDER" | "HUMAN_CHECK_ORIGIN" | "CHAT_WIDGET_SRC" | "REALTIME_HOST">;

/** The origin of a configured address, or null when the setting is not an http(s) or ws(s) URL. */
function originOf(address: string, protocols = ["https:", "http:"]): string | null {
  try {
    const url = new URL(address);
    return protocols.includes(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * What the configured services need, and nothing else: a setting that is absent adds no
 * origin. Script origins are a fallback for browsers without 'strict-dynamic' (the nonce is
 * what lets the providers' scripts run); frames and connections must be listed for everyone.
 */
export function policySources(env: PolicyEnv, path: string): PolicySources {
  const sources: PolicySources = { script: [], frame: [], connect: [] };
  const captcha = humanCheckOrigin(env);
  if (captcha && hostedHumanCheckProvider(env) === "recaptcha") {
    // Google's list for reCAPTCHA: api.js from /recaptcha/, its code from gstatic, its frames
    // from /recaptcha/ on the same host or recaptcha.google.com, its calls back to /recaptcha/.
    sources.script.push(`${captcha}/recaptcha/`, "https://www.gstatic.com/recaptcha/");
    sources.frame.push(`${captcha}/recaptcha/`, "https://recaptcha.google.com/recaptcha/");
    sources.connect.push(`${captcha}/recaptcha/`);
  } else if (captcha) {
    // Turnstile: its script and its challenge frame, both on challenges.cloudflare.com.
    sources.script.push(captcha);
    sources.frame.push(captcha);
  }
  const chat = env.CHAT_WIDGET_SRC ? originOf(env.CHAT_WIDGET_SRC) : null;
  if (chat) {
    // A chat provider loads from, frames and talks to its own origin.
    sources.script.push(chat);
    sources.frame.push(chat);
    sources.connect.push(chat);
  }
  const realtime = env.REALTIME_HOST ? originOf(`wss://${env.REALTIME_HOST}`, ["wss:"]) : null;
  if (realtime) sources.connect.push(realtime);
  if (YOUTUBE_PATHS.some((pattern) => pattern.test(path))) sources.frame.push(YOUTUBE_FRAME_ORIGIN);
  return sources;
}

function withSources(base: string, extra: string[]): string {
  return [base, ...new Set(extra)].join(" ");
}

export function contentSecurityPolicy(nonce: string, sources: PolicySources = { script: [], frame: [], connect: [] }): string {
  return [
    "default-src 'self'",
    withSources(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`, sources.script),
    // Inline style attributes are set by React and the map renderer; style sheets come from 'self'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    withSources("connect-src 'self'", sources.connect),
    "worker-src 'self' blob:",
    // No frames at all unless a configured service (or YouTube on the pages that embed it) needs one.
    sources.frame.length > 0 ? withSources("frame-src", sources.frame) : "frame-src 'none'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function applySecurityHeaders(headers: Headers, nonce: string, path: string, requestId: string, env: PolicyEnv) {
  const media = MEDIA_PATHS.some((pattern) => pattern.test(path)) ? "(self)" : "()";
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, policySources(env, path)));
  headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", `camera=${media}, microphone=${media}, geolocation=(self), display-capture=()`);
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("X-Request-Id", requestId);
}

export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = randomToken(18);
    const requestId = randomToken(9);
    c.set("nonce", nonce);
    c.set("requestId", requestId);
    await next();
    // A websocket upgrade's response belongs to the socket; leave it untouched.
    if (c.res.status === 101) return;
    const path = new URL(c.req.url).pathname;
    try {
      applySecurityHeaders(c.res.headers, nonce, path, requestId, c.env);
    } catch {
      // Responses passed through from fetch() have immutable headers: copy, then set.
      c.res = new Response(c.res.body, c.res);
      applySecurityHeaders(c.res.headers, nonce, path, requestId, c.env);
    }
  };
}
