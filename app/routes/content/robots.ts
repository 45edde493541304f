import type { Route } from "./+types/robots";
import { buildUrl } from "@common/routes";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

/** /robots.txt: everything public may be crawled; private areas and the API may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Disallow: /api/",
    "Disallow: /id/",
    "Disallow: /account",
    "Disallow: /action/",
    "Disallow: /call",
    "Disallow: /dealer-zone/",
    "Disallow: /downloads/",
    "Disallow: /msi-downloads/",
    "Disallow: /trial-downloads/",
    "Allow: /",
    "",
    `Sitemap: ${new URL(buildUrl("SitemapXml"), origin).href}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
