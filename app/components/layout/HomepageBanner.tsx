/** The homepage banner message: an announcement from the localisation of the visitor's language. */
export function HomepageBanner({ message, content }: { message: string; content?: string | null }) {
  return (
    <aside className="homepage-banner" aria-label="Announcement">
      <div className="container">
        <p className="homepage-banner__message">{message}</p>
        {content && <p className="homepage-banner__content">{content}</p>}
      </div>
    </aside>
  );
}
