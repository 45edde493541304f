import { useEffect, useId, useRef } from "react";

export interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog closes itself (Esc, or a button calling it). */
  onClose: () => void;
  /** Already in the page's language (a name inside it marked `translate="no"`). */
  title: React.ReactNode;
  /** "alertdialog" for the incoming call: announced at once and focused. */
  role?: "dialog" | "alertdialog";
  /** The element to focus when the dialog opens (else the first focusable one). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  describedBy?: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A native `<dialog>` opened with `showModal()`: the browser traps focus inside it and
 * Esc closes it. Focus returns to whatever had it before the dialog opened.
 */
export function ModalDialog({ open, onClose, title, role = "dialog", initialFocusRef, describedBy, className, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      (initialFocusRef?.current ?? dialog.querySelector<HTMLElement>("[autofocus], input, select, textarea, button"))?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    const onClosed = () => {
      const target = returnTo.current;
      returnTo.current = null;
      if (target && target.isConnected) target.focus();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("close", onClosed);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("close", onClosed);
    };
  }, [onClose]);

  return (
    <dialog ref={ref} className={`modal${className ? ` ${className}` : ""}`} role={role === "alertdialog" ? "alertdialog" : undefined} aria-labelledby={titleId} aria-describedby={describedBy}>
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
