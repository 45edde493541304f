/**
 * The pseudo-locale (/en-xa, every catalogue message accented and bracketed) is a tool of the
 * tests and of local development. Anywhere else every address under it answers 404 before
 * anything reads the request: pages, page posts (a form sent from /en-xa does nothing), the
 * data React Router's navigations fetch and the built-in provider's pages. A browser gets the
 * site's 404 page in the default locale; anything else a short 404. The production build does
 * not even carry its catalogue (scripts/vite-catalogues.ts, checked by `npm run deploy:check`).
 */
import type { MiddlewareHandler } from "hono";
import { isPseudoLocalePath, servesPseudoLocale } from "@common/locale";
import type { AppEnv, RequestVariables } from "./types";

export function pseudoLocaleOnlyLocally(renderPage?: (request: Request, info: RequestVariables) => Promise<Response>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (servesPseudoLocale(c.env.ENVIRONMENT) || !isPseudoLocalePath(new URL(c.req.url).pathname)) return next();
    if (!renderPage || !c.req.header("Accept")?.includes("text/html")) return c.text("Not found", 404);
    // The 404 page's own status is 404; a GET for it, whatever this request was.
    const notFound = await renderPage(new Request(new URL("/404", c.req.url), { headers: c.req.raw.headers }), {
      nonce: c.get("nonce"),
      requestId: c.get("requestId"),
    });
    return new Response(notFound.body, { status: 404, headers: notFound.headers });
  };
}
