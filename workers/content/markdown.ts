/**
 * Markdown from data rendered to HTML on the server with micromark (CommonMark + GFM
 * tables and lists). micromark escapes raw HTML and drops dangerous link protocols unless
 * told otherwise, and we never tell it otherwise: data can never inject markup or script.
 * Headings are shifted so that a body never adds a second h1 to its page.
 */
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";

export function renderMarkdown(markdown: string): string {
  const html = micromark(markdown, {
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  // The page's title is its one h1 (PageHeading); a body's '# ' heading becomes an h2.
  return html.replace(/<(\/?)h1>/g, "<$1h2>");
}

/** Plain text of a Markdown snippet, for summaries, feeds and search results. */
export function markdownToText(markdown: string): string {
  return renderMarkdown(markdown)
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
