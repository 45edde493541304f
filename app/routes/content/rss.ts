import type { Route } from "./+types/rss";
import { db, env } from "~/lib/db.server";
import { feedItems, rssXml } from "~/lib/content.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "content" } satisfies I18nHandle;

/** /rss: an RSS 2.0 feed of news and blog posts. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const xml = rssXml(await feedItems(db(), env.DB, origin), origin);
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
