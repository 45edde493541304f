import { type PageText, useT } from "~/i18n/I18n";

/**
 * The two names of a password field's reveal button, in the page's language: what pressing it
 * will do. English runs the field's label into the sentence in lower case; other languages keep
 * its own case (German nouns).
 */
export function passwordRevealNames(label: string, { text, locale }: Pick<PageText, "text" | "locale">): { show: string; hide: string } {
  const field = locale.startsWith("en") ? label.toLowerCase() : label;
  return { show: text("Show {field}", { field }), hide: text("Hide {field}", { field }) };
}

/**
 * The button beside a password field that shows what was typed, for people who check their
 * typing by ear or by eye. Its name says what it will do ('Show password' / 'Hide password'),
 * it stays focused when pressed, and it exists only once JavaScript can run it (on a page
 * without framework JavaScript, ./password-reveal.ts adds the same button).
 */
export function PasswordRevealButton({ controls, label, shown, onToggle }: { controls: string; label: string; shown: boolean; onToggle: () => void }) {
  const names = passwordRevealNames(label, useT());
  return (
    <button type="button" className="button button--secondary field__reveal" aria-controls={controls} onClick={onToggle}>
      {shown ? names.hide : names.show}
    </button>
  );
}
