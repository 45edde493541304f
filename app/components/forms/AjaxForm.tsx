import { useEffect, useRef, useState } from "react";
import { FLASH_MESSAGE_CLEAR_MS } from "@common/constants";
import type { FieldErrors } from "@common/api-errors";
import { api, GENERIC_422_MESSAGE, GENERIC_FAILURE_MESSAGE } from "~/lib/api-client";
import { useT } from "~/i18n/I18n";
import { FORM_CHECK_HEADING, checkRequiredFields, fieldErrorsFromSummary, summaryFromFieldErrors, type SummaryError } from "~/lib/form-check";
import { useWithoutFramework } from "~/enhance/framework";
import { ErrorSummary } from "./ErrorSummary";
import { StatusAlert } from "./StatusAlert";
import { FormBusyContext } from "./SubmitButton";

export interface AjaxFormState {
  /** Per-field messages from the server (422), for the fields to show beside themselves. */
  fieldErrors: FieldErrors | null;
  submitting: boolean;
  /** True once a one-shot form has succeeded: it cannot be sent again. */
  done: boolean;
}

export interface AjaxFormProps {
  /** Where the form posts without JavaScript: a route action that does the same work. */
  action: string;
  /** The API path the form posts to with JavaScript, e.g. "feedback/not-found". */
  endpoint: string;
  method?: "post" | "patch" | "delete";
  /** Blocks resubmission after success. */
  oneShot?: boolean;
  /** Clears the fields after success. */
  resetOnSuccess?: boolean;
  successMessage?: string | ((data: unknown) => string);
  /** Shown when a failure has no message of its own. */
  fallbackMessage?: string;
  /** Results of the no-JavaScript action, shown the same way. */
  initialFieldErrors?: FieldErrors | null;
  initialMessage?: { kind: "error" | "success"; text: string } | null;
  onSuccess?: (data: unknown) => void;
  /**
   * Runs after the required-field check and before the API call (a human check, say), with
   * the fields about to be sent, which it may add to; resolves to an error message to stop
   * the submission, or null to go on. The form is busy while it runs.
   */
  beforeSubmit?: (fields: FormData) => Promise<string | null>;
  className?: string;
  "aria-labelledby"?: string;
  children: (state: AjaxFormState) => React.ReactNode;
}

/**
 * A real HTML form, improved with JavaScript: the generic required-field
 * check, then the API call; a 422 becomes the error summary and messages beside fields;
 * other failures show the server's message or the form's fallback under 'Error!'; a
 * redirect in the response is followed; success is shown under 'Success!' (and announced by
 * the alert) and flash messages clear after 10 seconds. While sending, its SubmitButton is
 * busy and a second submission is refused; the controls stay enabled so that focus stays on
 * the button (a disabled control drops focus to the page). A one-shot form that has
 * succeeded is disabled.
 */
export function AjaxForm({
  action,
  endpoint,
  method = "post",
  oneShot = false,
  resetOnSuccess = true,
  successMessage,
  fallbackMessage: givenFallbackMessage,
  initialFieldErrors = null,
  initialMessage = null,
  onSuccess,
  beforeSubmit,
  className,
  children,
  ...rest
}: AjaxFormProps) {
  const { text } = useT();
  const postedFormMarks = usePostedFormMarks();
  const fallbackMessage = givenFallbackMessage ?? text(GENERIC_FAILURE_MESSAGE);
  const formRef = useRef<HTMLFormElement>(null);
  const [summary, setSummary] = useState<SummaryError[]>(() => summaryFromFieldErrors(initialFieldErrors));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | null>(initialFieldErrors);
  const [flash, setFlash] = useState(initialMessage);
  const [submitting, setSubmitting] = useState(false);
  // A one-shot form whose post without JavaScript succeeded comes back done, as it would in place.
  const [done, setDone] = useState(oneShot && initialMessage?.kind === "success");

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLASH_MESSAGE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || (oneShot && done)) return;
    const form = event.currentTarget;
    const empty = checkRequiredFields(form, (field) => text("{field} field empty", { field }));
    setFlash(null);
    if (empty.length > 0) {
      // Each empty field shows its message beside it and is marked invalid, as a server's answer marks it.
      const nameOf = (fieldId: string) => (form.querySelector(`#${CSS.escape(fieldId)}`) as HTMLInputElement | null)?.name || fieldId;
      setFieldErrors(fieldErrorsFromSummary(empty, nameOf));
      setSummary(empty);
      return;
    }
    setSummary([]);
    setFieldErrors(null);
    // Read the fields before the form is disabled: disabled controls are left out of FormData.
    const formData = new FormData(form);
    setSubmitting(true);
    if (beforeSubmit) {
      const problem = await beforeSubmit(formData);
      if (problem) {
        setSubmitting(false);
        setFlash({ kind: "error", text: problem });
        return;
      }
    }
    const result = await api.request<unknown>(method.toUpperCase(), endpoint, { form: formData, fallbackMessage });
    setSubmitting(false);
    if (result.ok) {
      if (result.redirect) {
        window.location.assign(result.redirect);
        return;
      }
      const message =
        typeof successMessage === "function" ? successMessage(result.data) : (successMessage ?? readMessage(result.data) ?? text("Your form has been sent."));
      if (resetOnSuccess) form.reset();
      if (oneShot) setDone(true);
      setFlash({ kind: "success", text: message });
      onSuccess?.(result.data);
      return;
    }
    if (result.cancelled) return;
    if (result.status === 422 && result.fieldErrors) {
      setFieldErrors(result.fieldErrors);
      setSummary(summaryFromFieldErrors(result.fieldErrors));
      return;
    }
    // The client's own message for an unreadable answer is English: say it in the page's language.
    setFlash({ kind: "error", text: result.message === GENERIC_422_MESSAGE ? text(GENERIC_422_MESSAGE) : result.message });
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onSubmit={onSubmit}
      className={className}
      aria-labelledby={rest["aria-labelledby"]}
      aria-busy={submitting || undefined}
      data-busy-form=""
      {...postedFormMarks}
    >
      <ErrorSummary errors={summary} />
      {flash && (
        <StatusAlert kind={flash.kind}>
          <p>{flash.text}</p>
        </StatusAlert>
      )}
      {/* A fieldset only to disable the whole form once a one-shot form is done: no group to announce. */}
      <fieldset className="form-body" role="presentation" disabled={oneShot && done}>
        <FormBusyContext.Provider value={{ busy: submitting }}>{children({ fieldErrors, submitting, done })}</FormBusyContext.Provider>
      </fieldset>
    </form>
  );
}

/**
 * On a page served without framework JavaScript a form is enhanced by app/enhance/posted-form.ts,
 * which does this component's required-field check before a native post: the marks it needs,
 * with its texts in the page's language (none on a hydrated page). Any posting or GET form with
 * required fields may carry them.
 */
export function usePostedFormMarks(): Record<string, string> {
  const { text } = useT();
  if (!useWithoutFramework()) return {};
  return {
    "data-posted-form": "",
    "data-empty-message": text("{field} field empty", { field: "{field}" }),
    "data-summary-heading": text(FORM_CHECK_HEADING),
    "data-title-prefix": `${text("Error:")} `,
  };
}

/** The server's own message for a success (already in the page's language), if it sent one. */
function readMessage(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "message" in data && typeof data.message === "string") return data.message;
  return null;
}
