import { useT } from "~/i18n/I18n";

/** Status alerts titled 'Error!', 'Success!' or 'Message!', announced as they appear. */
export type AlertKind = "error" | "success" | "message";

const TITLES: Record<AlertKind, string> = { error: "Error!", success: "Success!", message: "Message!" };

/**
 * An error is a role=alert, which screen readers say as it is inserted; anything else a
 * role=status. One that came with the page is read with the page (on a page without the
 * framework, an answer takes focus: ~/enhance/answer-focus.ts). One a form's answer shows in
 * place is also said through the polite announcer (~/enhance/posted-form.ts); an application
 * that shows one of its own later says it too, as a role=status inserted with its text already
 * in it is often not said at all.
 */
export function StatusAlert({
  kind,
  title,
  focusOnLoad,
  children,
}: {
  kind: AlertKind;
  title?: string;
  /** On a page without framework JavaScript, the alert takes focus when the page loads (app/enhance/answer-focus.ts). */
  focusOnLoad?: boolean;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <div className={`alert alert--${kind}`} role={kind === "error" ? "alert" : "status"} data-focus-on-load={focusOnLoad ? "" : undefined}>
      <h2 className="alert__title">{title ?? t(TITLES[kind])}</h2>
      <div className="alert__body">{children}</div>
    </div>
  );
}
