/**
 * A submit button for something that cannot be undone (removing a student or a team member,
 * revoking a role or a licence). Without JavaScript it submits its form at once; with it, a native
 * <dialog> (the site's ModalDialog, rendered closed) asks first, opened by ./confirm-button.ts
 * (data-module="confirm-button"), and focus returns to the button when it closes.
 */
import { useId } from "react";
import { ModalDialog } from "~/components/dialog/ModalDialog";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { type PageText, useT } from "~/i18n/I18n";

/**
 * `label`, `question` and `detail` come in the page's language; `busyLabel` overrides what the
 * button says while sending (otherwise read from the label's verb).
 */
export function ConfirmButton({
  label,
  hiddenLabel,
  question,
  detail,
  busyLabel,
}: {
  label: string;
  hiddenLabel?: string;
  question: string;
  detail: string;
  busyLabel?: string;
}) {
  const pageText = useT();
  const { t } = pageText;
  const language = pageText.locale.slice(0, 2);
  // "Yes, remove student": the action runs on in lower case, except in German, whose nouns keep their capital.
  const action = language === "en" ? label.toLowerCase() : language === "de" ? label : label.charAt(0).toLowerCase() + label.slice(1);
  // Pairs the button with its dialog for ./confirm-button.ts.
  const pairId = useId();

  return (
    <>
      <SubmitButton className="button button--danger" busyLabel={busyLabel ?? busyLabelFor(label, pageText)} data-confirm={pairId} data-module="confirm-button">
        {label}
        {hiddenLabel && <span className="visually-hidden">{hiddenLabel}</span>}
      </SubmitButton>
      {/* Closed until ./confirm-button.ts opens it (openModal); without JavaScript the button submits at once. */}
      <ModalDialog open={false} onClose={() => {}} title={question} dataAttributes={{ "data-confirm-dialog": pairId }}>
        <p>{detail}</p>
        <div className="button-row">
          <button type="button" className="button button--danger" data-confirm-yes="">
            {t("Yes, {action}", { action })}
          </button>
          <button type="button" className="button button--secondary" data-confirm-cancel="">
            {t("Cancel")}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

/** The verbs a label may start with, and what the button says while that action is sent. */
const BUSY_LABELS = [
  { verb: "Delete", busy: "Deleting…" },
  { verb: "Withdraw", busy: "Withdrawing…" },
  { verb: "Revoke", busy: "Revoking…" },
  { verb: "Sign out", busy: "Signing out…" },
] as const;

/**
 * What the button says while the removal is sent: the verb of its label, in progress. The label
 * is in the page's language, so the verb is looked for in that language too.
 */
function busyLabelFor(label: string, { text, locale }: PageText): string {
  const english = locale.startsWith("en");
  const lower = label.toLowerCase();
  const found = BUSY_LABELS.find(({ verb }) => (english ? label.startsWith(verb) : lower.includes(text(verb).toLowerCase())));
  return text(found?.busy ?? "Removing…");
}
