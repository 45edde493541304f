/** A blog post stored on this site (the local blog; HubSpot links to its own pages). */
import { Link, data } from "react-router";
import type { Route } from "./+types/blog-post";
import { PageHeading } from "~/components/layout/PageHeading";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { db } from "~/lib/db.server";
import { LocalBlog } from "~/features/events/events.server";
import type { I18nHandle } from "@common/i18n/namespaces";

export const handle = { i18n: "events" } satisfies I18nHandle;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.post.name ?? "Blog"} | Blog | Dolphin` },
  { name: "description", content: loaderData?.post.summary ?? "" },
];

export async function loader({ params }: Route.LoaderArgs) {
  const row = /^[a-z0-9-]{1,120}$/.test(params.slug) ? await new LocalBlog(db()).bySlug(params.slug) : null;
  if (!row) throw data(null, { status: 404 });
  return { post: { name: row.name, summary: row.summary, body: row.body, created: row.created.toISOString() } };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { post } = loaderData;
  return (
    <div className="container page">
      <p>
        <Link to={url("home")}>Home</Link>
      </p>
      <article>
        <PageHeading>{post.name}</PageHeading>
        <p className="blog-post__date">
          Published <time dateTime={post.created}>{dateFormat.format(new Date(post.created))}</time>
        </p>
        <p className="lead">{post.summary}</p>
        {post.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </article>
    </div>
  );
}
