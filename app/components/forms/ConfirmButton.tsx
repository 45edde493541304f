/**
 * A submit button for something that cannot be undone (removing a student or a team member,
 * revoking a role or a licence). Without JavaScript it submits its form at once; with it, a native
 * <dialog> asks first, and focus returns to the button when the dialog closes.
 */
import { useId, useRef } from "react";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useHydrated } from "~/hooks/useHydrated";

export function ConfirmButton({ label, hiddenLabel, question, detail }: { label: string; hiddenLabel?: string; question: string; detail: string }) {
  const hydrated = useHydrated();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  function open(event: React.MouseEvent) {
    if (!hydrated || !dialogRef.current) return;
    event.preventDefault();
    dialogRef.current.showModal();
  }
  function close() {
    dialogRef.current?.close();
    buttonRef.current?.focus();
  }
  function confirm() {
    dialogRef.current?.close();
    buttonRef.current?.form?.requestSubmit();
  }

  return (
    <>
      <SubmitButton ref={buttonRef} className="button button--danger" busyLabel={busyLabelFor(label)} onClick={open}>
        {label}
        {hiddenLabel && <span className="visually-hidden">{hiddenLabel}</span>}
      </SubmitButton>
      {hydrated && (
        <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} onCancel={(event) => { event.preventDefault(); close(); }}>
          <h2 id={titleId} className="modal__title">
            {question}
          </h2>
          <p>{detail}</p>
          <div className="button-row">
            <button type="button" className="button button--danger" onClick={confirm}>
              Yes, {label.toLowerCase()}
            </button>
            <button type="button" className="button button--secondary" onClick={close}>
              Cancel
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}

/** What the button says while the removal is sent: the verb of its label, in progress. */
function busyLabelFor(label: string): string {
  if (label.startsWith("Delete")) return "Deleting…";
  if (label.startsWith("Withdraw")) return "Withdrawing…";
  if (label.startsWith("Revoke")) return "Revoking…";
  if (label.startsWith("Sign out")) return "Signing out…";
  return "Removing…";
}
