/** The blog list: the latest posts with their dates. */
export interface BlogListPost {
  created: string;
  name: string;
  publishedUrl: string;
  summary?: string;
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" });

export function BlogList({ posts, headingLevel = 3 }: { posts: BlogListPost[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  if (posts.length === 0) return <p>There are no blog posts yet.</p>;
  return (
    <ul className="blog-list">
      {posts.map((post) => (
        <li key={post.publishedUrl} className="blog-list__item">
          <article>
            <Heading className="blog-list__title">
              <a href={post.publishedUrl}>{post.name}</a>
            </Heading>
            <p className="blog-list__date">
              <time dateTime={post.created}>{dateFormat.format(new Date(post.created))}</time>
            </p>
            {post.summary && <p>{post.summary}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
