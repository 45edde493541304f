/**
 * The outcome of a form post on a page with several forms (each names itself in `intent`):
 * the form it answers shows the success, the error summary or the refusal, keeps what was
 * typed after a failure, and empties itself after a success.
 */
import { useEffect, useRef } from "react";
import type { FieldErrors } from "@common/api-errors";
import type { FormActionResult } from "@common/forms/action-result";
import { summaryFromFieldErrors } from "~/lib/form-check";
import { ErrorSummary } from "./ErrorSummary";
import { StatusAlert } from "./StatusAlert";

export type ActionData = FormActionResult | undefined;

/**
 * The outcome of a form post, shown by the form it answers: a success, the error summary for
 * field errors, or the refusal. It is the answer to the post, so on a page without framework
 * JavaScript it takes focus when that page loads (StatusAlert's focusOnLoad), wherever it sits.
 */
export function ActionResult({ result, intent }: { result: ActionData; intent?: string | string[] }) {
  if (!result) return null;
  const intents = intent === undefined ? null : Array.isArray(intent) ? intent : [intent];
  if (intents && !intents.includes(result.intent ?? "")) return null;
  if (result.status === "done") {
    return result.message ? (
      <StatusAlert kind="success" focusOnLoad>
        <p>{result.message}</p>
      </StatusAlert>
    ) : null;
  }
  if (result.status === "invalid") return <ErrorSummary errors={summaryFromFieldErrors(result.fieldErrors)} />;
  return (
    <StatusAlert kind="error" focusOnLoad>
      <p>{result.message}</p>
    </StatusAlert>
  );
}

/** Field errors of a result, only when it is the result of this form. */
export function fieldErrorsOf(result: ActionData, intent?: string): FieldErrors | null {
  return result?.status === "invalid" && result.intent === intent ? result.fieldErrors : null;
}

/** What the visitor typed into `name` of this form before its post failed, to show it again. */
export function keptOf(result: ActionData, intent: string | undefined, name: string): string | undefined {
  return result && result.status !== "done" && result.intent === intent ? result.values[name] : undefined;
}

/** A form's React key: it changes after each success of this form, which empties the form for the next entry. */
export function formKey(result: ActionData, intent: string): string {
  return result?.status === "done" && result.intent === intent ? `${intent}:${result.message ?? ""}` : intent;
}

/**
 * Where the outcome of a form shows when the change it reports can take the form away, or
 * empty it by mounting it afresh (a revoked licence has no revoke form; the last language
 * added leaves nothing to add; a success re-keys its form). The outcome must sit outside what
 * the change removes: the page's data is reloaded after every post, and an outcome inside a
 * removed part would show for a moment and go before it is read or heard.
 *
 * `form` names the form in its current state: its React key, or null once it is gone. When
 * it changes and the control that had focus went with it, focus comes to the outcome, so a
 * keyboard or screen reader user lands on what happened rather than at the top of the page.
 */
export function OutcomeAfterForm({ form, children }: { form: string | null; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useRef(form);
  useEffect(() => {
    if (shown.current === form) return;
    shown.current = form;
    const outcome = ref.current;
    const active = document.activeElement;
    const focusLost = !active || active === document.body || !active.isConnected;
    if (outcome && outcome.childElementCount > 0 && focusLost) outcome.focus();
  }, [form]);
  return (
    <div ref={ref} tabIndex={-1}>
      {children}
    </div>
  );
}
