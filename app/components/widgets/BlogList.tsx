import { useId } from "react";
import { useT } from "~/i18n/I18n";
import { contentLang as langOfContent } from "~/i18n/ContentLanguage";

/** The blog list: the latest posts with their dates; the posts themselves are English content. */
export interface BlogListPost {
  created: string;
  name: string;
  publishedUrl: string;
  summary?: string;
}

export function BlogList({ posts, headingLevel = 3 }: { posts: BlogListPost[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { t, formatDate, locale } = useT();
  const lang = langOfContent(locale, "en");
  // Each post is named by its title, so a screen reader's list of articles tells them apart.
  const ids = useId();
  if (posts.length === 0) return <p>{t("There are no blog posts yet.")}</p>;
  return (
    <ul className="blog-list">
      {posts.map((post, index) => (
        <li key={post.publishedUrl} className="blog-list__item">
          <article aria-labelledby={`${ids}-${index}`}>
            <Heading id={`${ids}-${index}`} className="blog-list__title" lang={lang}>
              <a href={post.publishedUrl}>{post.name}</a>
            </Heading>
            <p className="blog-list__date">
              <time dateTime={post.created}>{formatDate(post.created, { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" })}</time>
            </p>
            {post.summary && <p lang={lang}>{post.summary}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
