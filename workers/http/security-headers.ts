/**
 * Security headers on every response the Worker makes, with a fresh CSP nonce per request
 * (passed to React Router so its scripts carry it). Static assets are served before the
 * Worker runs and need none of this.
 */
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./types";

/** Pages that may use the camera and microphone (video-calling settings and calls). */
const MEDIA_PATHS = [/^(\/[a-z]{2}-[a-z]{2})?\/account\/video-calling\/settings\/?$/, /^(\/[a-z]{2}-[a-z]{2})?\/call\/?$/];

function randomToken(bytes: number): string {
  const buffer = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...buffer)).replace(/[+/=]/g, (ch) => (ch === "+" ? "-" : ch === "/" ? "_" : ""));
}

export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    // Inline style attributes are set by React and the map renderer; style sheets come from 'self'.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    // Instructional and marketing videos play from YouTube's privacy-enhanced domain, after consent.
    "frame-src https://www.youtube-nocookie.com",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function applySecurityHeaders(headers: Headers, nonce: string, path: string, requestId: string) {
  const media = MEDIA_PATHS.some((pattern) => pattern.test(path)) ? "(self)" : "()";
  headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
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
      applySecurityHeaders(c.res.headers, nonce, path, requestId);
    } catch {
      // Responses passed through from fetch() have immutable headers: copy, then set.
      c.res = new Response(c.res.body, c.res);
      applySecurityHeaders(c.res.headers, nonce, path, requestId);
    }
  };
}
