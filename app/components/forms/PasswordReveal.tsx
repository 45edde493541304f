/**
 * The button beside a password field that shows what was typed, for people who check their
 * typing by ear or by eye. Its name says what it will do ('Show password' / 'Hide password'),
 * it stays focused when pressed, and it exists only once JavaScript can run it.
 */
export function PasswordRevealButton({ controls, label, shown, onToggle }: { controls: string; label: string; shown: boolean; onToggle: () => void }) {
  const what = label.toLowerCase();
  return (
    <button type="button" className="button button--secondary field__reveal" aria-controls={controls} onClick={onToggle}>
      {shown ? `Hide ${what}` : `Show ${what}`}
    </button>
  );
}
