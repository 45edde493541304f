import type { PageText } from "~/i18n/I18n";

/**
 * The two names of a password field's reveal button, in the page's language: what pressing it
 * will do. English runs the field's label into the sentence in lower case; other languages keep
 * its own case (German nouns).
 */
export function passwordRevealNames(label: string, { text, locale }: Pick<PageText, "text" | "locale">): { show: string; hide: string } {
  const field = locale.startsWith("en") ? label.toLowerCase() : label;
  return { show: text("Show {field}", { field }), hide: text("Hide {field}", { field }) };
}
