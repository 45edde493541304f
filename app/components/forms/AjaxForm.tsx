import type { FieldErrors } from "@common/api-errors";
import { GENERIC_422_MESSAGE, GENERIC_FAILURE_MESSAGE } from "~/lib/api-client";
import { useT } from "~/i18n/I18n";
import { FORM_CHECK_HEADING, summaryFromFieldErrors } from "~/lib/form-check";
import { ErrorSummary } from "./ErrorSummary";
import { StatusAlert } from "./StatusAlert";

export interface AjaxFormState {
  /** Per-field messages from the server's answer to the post, for the fields to show beside themselves. */
  fieldErrors: FieldErrors | null;
}

export interface AjaxFormProps {
  /** Where the form posts: a route action that does the same work as the endpoint. */
  action: string;
  /** The API path an application page sends the form to in place, e.g. "account/contacts". */
  endpoint: string;
  method?: "post" | "patch" | "delete";
  /** Blocks resubmission after success. */
  oneShot?: boolean;
  /** Clears the fields after a success in place. */
  resetOnSuccess?: boolean;
  /** Said on a success in place; else the server's own message, else 'Your form has been sent.'. */
  successMessage?: string;
  /** Shown when a failure has no message of its own. */
  fallbackMessage?: string;
  /** The page action's answer to the post, shown in the form. */
  initialFieldErrors?: FieldErrors | null;
  initialMessage?: { kind: "error" | "success"; text: string } | null;
  className?: string;
  "aria-labelledby"?: string;
  /** The form element, for an application that hears its answers (`onFormAnswered`, ~/enhance/posted-form.ts). */
  ref?: React.Ref<HTMLFormElement>;
  children: (state: AjaxFormState) => React.ReactNode;
}

/**
 * A real HTML form that posts to its page's action, which answers with the error summary, the
 * messages beside fields, or the result under 'Error!' or 'Success!'. What it does in the
 * browser is ~/enhance/posted-form.ts, on every page: the required-field check, the human
 * check, and on an application page the whole exchange in place with `endpoint`. Its texts for
 * that are rendered here, in the page's language; what it shows goes into the empty answer
 * slot. A one-shot form whose post has succeeded comes back disabled.
 */
export function AjaxForm({
  action,
  endpoint,
  method = "post",
  oneShot = false,
  resetOnSuccess = true,
  successMessage,
  fallbackMessage,
  initialFieldErrors = null,
  initialMessage = null,
  className,
  ref,
  children,
  ...rest
}: AjaxFormProps) {
  const { text } = useT();
  const postedFormMarks = usePostedFormMarks();
  return (
    <form
      ref={ref}
      method="post"
      action={action}
      noValidate
      className={className}
      aria-labelledby={rest["aria-labelledby"]}
      data-busy-form=""
      {...postedFormMarks}
      data-endpoint={endpoint}
      data-method={method}
      data-fallback-message={fallbackMessage ?? text(GENERIC_FAILURE_MESSAGE)}
      data-unreadable-message={text(GENERIC_422_MESSAGE)}
      data-success-title={text("Success!")}
      data-error-title={text("Error!")}
      data-success-message={successMessage}
      data-sent-message={text("Your form has been sent.")}
      data-reset-on-success={resetOnSuccess ? "" : undefined}
      data-one-shot={oneShot ? "" : undefined}
    >
      <ErrorSummary errors={summaryFromFieldErrors(initialFieldErrors)} />
      {initialMessage && (
        <StatusAlert kind={initialMessage.kind}>
          <p>{initialMessage.text}</p>
        </StatusAlert>
      )}
      {/* What the form's script shows: React renders nothing in it. */}
      <div data-posted-answer="" />
      {/* A fieldset only to disable the whole form once a one-shot form is done: no group to announce. */}
      <fieldset className="form-body" role="presentation" disabled={oneShot && initialMessage?.kind === "success"}>
        {children({ fieldErrors: initialFieldErrors })}
      </fieldset>
    </form>
  );
}

/**
 * The marks ~/enhance/posted-form.ts needs to check a form's required fields before it is sent,
 * with its texts in the page's language. Any posting or GET form with required fields may carry them.
 */
export function usePostedFormMarks(): Record<string, string> {
  const { text } = useT();
  return {
    "data-posted-form": "",
    "data-empty-message": text("{field} field empty", { field: "{field}" }),
    "data-summary-heading": text(FORM_CHECK_HEADING),
    "data-title-prefix": `${text("Error:")} `,
  };
}
