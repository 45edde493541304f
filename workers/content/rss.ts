/**
 * The /rss feed: RSS 2.0 of the vendor's news (content pages of kind "news") and blog posts
 * (the events area's blog_posts table), newest first. The feed is English; an item written in
 * another language names it (Dublin Core's `dc:language`), so a reader can speak it rightly.
 */
import { escapeMarkup } from "@common/markup";
import { ROUTES, buildUrl } from "@common/routes";
import { contentLang } from "@common/i18n/content-language";
import type { Database } from "../db";
import { listNews } from "./service";

export interface FeedItem {
  title: string;
  link: string;
  description: string;
  published: Date;
  guid: string;
  /** BCP 47 tag of the item's language; English when not given. */
  language?: string;
}

export async function feedItems(db: Database, d1: D1Database, origin: string): Promise<FeedItem[]> {
  const news = (await listNews(db, 20)).map((page) => {
    const link = new URL(buildUrl("FlexiPage", { hid: page.hid }), origin).href;
    return { title: page.title, link, description: page.summary, published: page.publishedAt, guid: link, language: page.language };
  });
  let posts: FeedItem[] = [];
  try {
    const rows = (
      await d1.prepare("SELECT slug, name, summary, published_url, created FROM blog_posts ORDER BY created DESC LIMIT 20").all<{
        slug: string;
        name: string;
        summary: string;
        published_url: string;
        created: number;
      }>()
    ).results;
    posts = rows.map((row) => {
      const link = "BlogPost" in ROUTES ? new URL(buildUrl("BlogPost", { slug: row.slug }), origin).href : new URL(row.published_url, origin).href;
      return { title: row.name, link, description: row.summary || row.name, published: new Date(row.created), guid: link };
    });
  } catch {
    // The blog table belongs to the events area; without it the feed carries news alone.
  }
  return [...news, ...posts].sort((a, b) => b.published.getTime() - a.published.getTime()).slice(0, 30);
}

export function rssXml(items: FeedItem[], origin: string): string {
  const self = new URL(buildUrl("Rss"), origin).href;
  const home = new URL("/", origin).href;
  const built = items[0]?.published ?? new Date(0);
  const entries = items
    .map(
      (item) => `    <item>
      <title>${escapeMarkup(item.title)}</title>
      <link>${escapeMarkup(item.link)}</link>
      <description>${escapeMarkup(item.description)}</description>
      <pubDate>${item.published.toUTCString()}</pubDate>
      <guid isPermaLink="true">${escapeMarkup(item.guid)}</guid>${contentLang("en-gb", item.language) ? `\n      <dc:language>${escapeMarkup(item.language!)}</dc:language>` : ""}
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Dolphin news and blog</title>
    <link>${escapeMarkup(home)}</link>
    <description>News, releases and articles from Dolphin, makers of assistive software for people with sight loss.</description>
    <language>en-gb</language>
    <lastBuildDate>${built.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeMarkup(self)}" rel="self" type="application/rss+xml"/>
${entries}
  </channel>
</rss>
`;
}
