/**
 * The outcome of a form post on a page with several forms (each names itself in `intent`):
 * the form it answers shows the success, the error summary or the refusal, keeps what was
 * typed after a failure, and empties itself after a success.
 */
import type { FieldErrors } from "@common/api-errors";
import type { FormActionResult } from "@common/forms/action-result";
import { summaryFromFieldErrors } from "./AjaxForm";
import { ErrorSummary } from "./ErrorSummary";
import { StatusAlert } from "./StatusAlert";

export type ActionData = FormActionResult | undefined;

/** The outcome of a form post, shown by the form it answers: a success, the error summary for field errors, or the refusal. */
export function ActionResult({ result, intent }: { result: ActionData; intent?: string | string[] }) {
  if (!result) return null;
  const intents = intent === undefined ? null : Array.isArray(intent) ? intent : [intent];
  if (intents && !intents.includes(result.intent ?? "")) return null;
  if (result.status === "done") {
    return result.message ? (
      <StatusAlert kind="success">
        <p>{result.message}</p>
      </StatusAlert>
    ) : null;
  }
  if (result.status === "invalid") return <ErrorSummary errors={summaryFromFieldErrors(result.fieldErrors)} />;
  return (
    <StatusAlert kind="error">
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
