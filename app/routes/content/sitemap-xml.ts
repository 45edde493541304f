import type { Route } from "./+types/sitemap-xml";
import { db, env } from "~/lib/db.server";
import { buildSitemap, sitemapXml } from "~/lib/content.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

/** /sitemap.xml: every public page, from the route table and the data. */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = sitemapXml(await buildSitemap(db(), env.DB), new URL(request.url).origin);
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
