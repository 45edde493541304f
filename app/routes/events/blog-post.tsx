/** A blog post stored on this site (the local blog; HubSpot links to its own pages). */
import { Link, data } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { LocalBlog } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { PageCacheHandle } from "@common/page-cache";
import type { FrameworkHandle } from "~/enhance/framework";
import { T, metaText, useT } from "~/i18n/I18n";
import { isContentInPageLanguage } from "@common/locale";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

export const handle = { i18n: "events", hydrate: false, pageCache: "shared" } satisfies I18nHandle & FrameworkHandle & PageCacheHandle;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { text, locale } = metaText(matches);
  return [
    { title: loaderData ? text("{title} | Blog | Dolphin", { title: loaderData.post.name }) : text("Blog | Dolphin") },
    // The post's own summary where it is in the page's language; otherwise a description in it.
    { name: "description", content: isContentInPageLanguage(locale, 1) ? (loaderData?.post.summary ?? "") : text("A post from the Dolphin blog.") },
  ];
};

export async function loader({ params }: Route.LoaderArgs) {
  const row = /^[a-z0-9-]{1,120}$/.test(params.slug) ? await new LocalBlog(db()).bySlug(params.slug) : null;
  if (!row) throw data(null, { status: 404 });
  return { post: { name: row.name, summary: row.summary, body: row.body, created: row.created.toISOString() } };
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t, locale, formatDate } = useT();
  const contentLang = langOfContent(locale, "en");
  const { post } = loaderData;
  const published = formatDate(post.created, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });
  return (
    <div className="container page">
      <p>
        <Link to={url("home")}>{t("Home")}</Link>
      </p>
      <article>
        <PageHeading>
          <span lang={contentLang}>{post.name}</span>
        </PageHeading>
        <p className="blog-post__date">
          <T message="Published <0/>" components={[<time dateTime={post.created}>{published}</time>]} />
        </p>
        <div lang={contentLang}>
          <p className="lead">{post.summary}</p>
          {post.body.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </article>
    </div>
  );
}
