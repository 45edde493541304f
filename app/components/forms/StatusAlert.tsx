import { useEffect, useId, useRef } from "react";
import { announce, clearAnnouncer } from "@react-aria/live-announcer";
import { useHydrated } from "~/hooks/useHydrated";
import { useT } from "~/i18n/I18n";

/** Status alerts titled 'Error!', 'Success!' or 'Message!', announced as they appear. */
export type AlertKind = "error" | "success" | "message";

const TITLES: Record<AlertKind, string> = { error: "Error!", success: "Success!", message: "Message!" };

/**
 * An error is a role=alert, which screen readers say as it is inserted. A role=status
 * inserted with its text already in it is often not said at all, so a success or message
 * that appears (or changes) after the page has loaded is also said through the polite
 * announcer, once per text. The announcer is pointed at the alert (aria-labelledby) rather
 * than given a copy of its words, so the page holds the message once; when the alert goes
 * (a new page, a cleared flash) the pointer goes too. One that came with the page is read
 * with the page.
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
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  const { t } = useT();
  const camePerPage = useRef(!hydrated);
  const lastSaid = useRef<string | null>(null);
  const pointedAt = useRef(false);

  useEffect(
    () => () => {
      if (pointedAt.current) clearAnnouncer("polite");
    },
    [],
  );

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const text = Array.from(element.children, (child) => child.textContent?.trim() ?? "").join(" ");
    if (camePerPage.current) {
      camePerPage.current = false;
      lastSaid.current = text;
      return;
    }
    if (kind !== "error" && text !== lastSaid.current) {
      announce({ "aria-labelledby": id }, "polite");
      pointedAt.current = true;
    }
    lastSaid.current = text;
  });

  return (
    <div ref={ref} id={id} className={`alert alert--${kind}`} role={kind === "error" ? "alert" : "status"} data-focus-on-load={focusOnLoad ? "" : undefined}>
      <h2 className="alert__title">{title ?? t(TITLES[kind])}</h2>
      <div className="alert__body">{children}</div>
    </div>
  );
}
