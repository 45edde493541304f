/**
 * The blog behind one interface (the latest posts, for GET /api/v1/hubspot/blog/posts/latest). Locally posts are
 * rows in D1 and read on this site at /blog/{slug}; in production HubSpot's CMS blog API
 * supplies them, chosen by configuration (BLOG_PROVIDER=hubspot with HUBSPOT_ACCESS_TOKEN).
 */
import { desc, eq } from "drizzle-orm";
import { buildUrl } from "@common/routes";
import { type Database, blogPosts } from "../db";

/** Spec 3 "Blog post": created, name, publishedUrl (with a summary where there is one). */
export interface BlogPost {
  created: string;
  name: string;
  publishedUrl: string;
  summary: string;
}

export interface BlogService {
  latest(limit: number): Promise<BlogPost[]>;
}

export class LocalBlog implements BlogService {
  constructor(private readonly db: Database) {}

  async latest(limit: number): Promise<BlogPost[]> {
    const rows = await this.db.select().from(blogPosts).orderBy(desc(blogPosts.created), desc(blogPosts.id)).limit(limit);
    return rows.map((row) => ({
      created: row.created.toISOString(),
      name: row.name,
      publishedUrl: row.publishedUrl || buildUrl("BlogPost", { slug: row.slug }),
      summary: row.summary,
    }));
  }

  /** A local post by its slug, for the /blog/{slug} page. */
  async bySlug(slug: string) {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
    return row ?? null;
  }
}

/** HubSpot CMS blog posts API (v3), newest published first. */
export class HubSpotBlog implements BlogService {
  constructor(
    private readonly token: string,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  async latest(limit: number): Promise<BlogPost[]> {
    const url = `https://api.hubapi.com/cms/v3/blogs/posts?state=PUBLISHED&sort=-publishDate&limit=${limit}`;
    const response = await this.fetcher(url, { headers: { Authorization: `Bearer ${this.token}` } });
    if (!response.ok) throw new Error(`HubSpot blog request failed with ${response.status}`);
    const body = (await response.json()) as {
      results: { name: string; url: string; publishDate?: string; created: string; metaDescription?: string }[];
    };
    return body.results.map((post) => ({
      created: post.publishDate ?? post.created,
      name: post.name,
      publishedUrl: post.url,
      summary: post.metaDescription ?? "",
    }));
  }
}

export function getBlog(env: Env, db: Database): BlogService {
  const config = env as Env & { BLOG_PROVIDER?: string; HUBSPOT_ACCESS_TOKEN?: string };
  if (config.BLOG_PROVIDER === "hubspot") {
    if (!config.HUBSPOT_ACCESS_TOKEN) throw new Error("BLOG_PROVIDER=hubspot needs HUBSPOT_ACCESS_TOKEN");
    return new HubSpotBlog(config.HUBSPOT_ACCESS_TOKEN);
  }
  return new LocalBlog(db);
}
