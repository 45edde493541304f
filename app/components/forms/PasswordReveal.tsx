import { useT } from "~/i18n/I18n";

/**
 * The button beside a password field that shows what was typed, for people who check their
 * typing by ear or by eye. Its name says what it will do ('Show password' / 'Hide password'),
 * it stays focused when pressed, and it exists only once JavaScript can run it.
 */
export function PasswordRevealButton({ controls, label, shown, onToggle }: { controls: string; label: string; shown: boolean; onToggle: () => void }) {
  const { t, locale } = useT();
  // English runs the label into the sentence in lower case; other languages keep its own case (German nouns).
  const field = locale.startsWith("en") ? label.toLowerCase() : label;
  return (
    <button type="button" className="button button--secondary field__reveal" aria-controls={controls} onClick={onToggle}>
      {shown ? t("Hide {field}", { field }) : t("Show {field}", { field })}
    </button>
  );
}
