import { useT } from "~/i18n/I18n";

/** The homepage banner message: an announcement from the localisation of the visitor's language. */
/** `lang` marks the message when it is not in the page's language (the localisation is content, stored in D1). */
export function HomepageBanner({ message, content, lang }: { message: string; content?: string | null; lang?: string }) {
  const { text } = useT();
  return (
    <aside className="homepage-banner" aria-label={text("Announcement")}>
      <div className="container" lang={lang}>
        <p className="homepage-banner__message">{message}</p>
        {content && <p className="homepage-banner__content">{content}</p>}
      </div>
    </aside>
  );
}
