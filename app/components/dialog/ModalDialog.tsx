import { useEffect, useId, useRef } from "react";
import { openModal } from "./modal";

export interface ModalDialogProps {
  open: boolean;
  /** Called when the dialog closes itself (Esc, or a button calling it). */
  onClose: () => void;
  /** Already in the page's language (a name inside it marked `translate="no"`). */
  title: React.ReactNode;
  /** "alertdialog" for the incoming call: announced at once and focused. */
  role?: "dialog" | "alertdialog";
  /** The element to focus when the dialog opens (else the one marked `data-initial-focus`, else the first focusable one). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /**
   * Where focus goes on closing when the element that opened the dialog can no longer take it
   * (removed, or hidden in a folded menu); asked only then.
   */
  returnFocusFallback?: () => HTMLElement | null | undefined;
  describedBy?: string;
  className?: string;
  /** Marks the server-rendered dialog for an enhancement on pages without framework JavaScript. */
  dataAttributes?: Record<`data-${string}`, string | undefined>;
  children: React.ReactNode;
}

/**
 * The site's one modal dialog: a native `<dialog>` opened with `showModal()`, so the browser
 * traps focus inside it and Esc closes it; focus comes back as ./modal.ts says.
 */
export function ModalDialog({
  open,
  onClose,
  title,
  role = "dialog",
  initialFocusRef,
  returnFocusFallback,
  describedBy,
  className,
  dataAttributes,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read when the dialog closes, so the fallback sees the page as it is then.
  const fallback = useRef(returnFocusFallback);
  fallback.current = returnFocusFallback;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) openModal(dialog, { initialFocus: initialFocusRef?.current, fallback: () => fallback.current?.() });
    else if (!open && dialog.open) dialog.close();
  }, [open, initialFocusRef]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [onClose]);

  return (
    <dialog
      ref={ref}
      className={`modal${className ? ` ${className}` : ""}`}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      {...dataAttributes}
    >
      <h2 id={titleId} className="modal__title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
