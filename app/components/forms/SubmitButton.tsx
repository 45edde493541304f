import { createContext, useContext, useEffect, useRef } from "react";
import { announce } from "@react-aria/live-announcer";
import { useT } from "~/i18n/I18n";

/** Whether the form around a submit button is sending now (set by PostForm; a form sent by ~/enhance/posted-form.ts is marked by attributes). */
export const FormBusyContext = createContext<{ busy: boolean } | null>(null);

export interface SubmitButtonProps extends Omit<React.ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** What the button says while the form is on its way: 'Sending…' by default, 'Saving…' for changes. */
  busyLabel?: string;
  /** Overrides the form's state, for a form that tracks its own sending. */
  busy?: boolean;
  ref?: React.RefObject<HTMLButtonElement | null>;
}

/**
 * The submit button of every posting form. While its form is sending, its name becomes the
 * busy label (said once through the polite announcer), it is marked aria-disabled and it
 * refuses clicks, but it keeps focus, which a disabled button would lose. Both labels are in
 * the button, the busy one hidden; the stylesheet swaps them while the button has
 * data-sending, so the early script in the page head (FormBusyScript) can switch them by an
 * attribute before JavaScript has taken over the page. The busy label is real text, not
 * generated content, so every tool that reads the button's name (and axe) finds it.
 * In a plain form that leaves the page (a native post nobody took over), the head's script
 * marks the button busy until the browser has the next page.
 */
export function SubmitButton({ busyLabel: givenBusyLabel, busy: busyOverride, className = "button", children, onClick, ref, ...button }: SubmitButtonProps) {
  const { text } = useT();
  const busyLabel = givenBusyLabel ?? text("Sending…");
  const form = useContext(FormBusyContext);
  const ownRef = useRef<HTMLButtonElement>(null);
  const buttonRef = ref ?? ownRef;
  // A native post (a form nobody took over) is marked busy by the head's script (FormBusyScript).
  const busy = busyOverride ?? form?.busy ?? false;
  const wasBusy = useRef(busy);

  useEffect(() => {
    // Once React runs the form, marks the early script left (a submission it saw before the
    // page came to life, which the page may since have cancelled) must not keep it busy.
    const button = buttonRef.current;
    if (!button || busy) return;
    for (const element of [button, button.form]) {
      element?.removeAttribute("data-sending");
      if (element?.getAttribute("aria-busy") === "true") element.removeAttribute("aria-busy");
    }
    button.removeAttribute("aria-disabled");
  }, []);

  useEffect(() => {
    if (busy && !wasBusy.current) announce(busyLabel, "polite");
    wasBusy.current = busy;
  }, [busy, busyLabel]);

  return (
    <button
      ref={buttonRef}
      type="submit"
      className={`${className} submit-button`}
      aria-disabled={busy || undefined}
      data-sending={busy ? "" : undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...button}
    >
      <span className="submit-button__idle">{children}</span>
      <span className="submit-button__busy" hidden>
        {busyLabel}
      </span>
    </button>
  );
}
