import { useLocation, useRouteLoaderData } from "react-router";
import type { FieldErrors } from "@common/api-errors";
import { AjaxForm } from "~/components/forms/AjaxForm";
import { TextArea, errorsFor } from "~/components/forms/fields";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useT } from "~/i18n/I18n";

export const FEEDBACK_SUCCESS = "Success! Thanks for your report.";
export const FEEDBACK_FAILURE = "Server Error, please try again.";

/**
 * The not-found feedback form: tells the web team which page was missing. Sent in place (the
 * whole form disabled once it is done); without JavaScript it posts to the report-missing-page
 * action. An empty box is refused by the form's check, with the reason, as every form's is.
 */
export function NotFoundFeedbackForm({
  reportedUri,
  initialFeedback,
  initialFieldErrors,
}: {
  reportedUri?: string;
  /** What the visitor typed before a post the server refused, shown again. */
  initialFeedback?: string;
  initialFieldErrors?: FieldErrors | null;
}) {
  const location = useLocation();
  const url = useLocalisedUrl();
  const root = useRouteLoaderData("root") as { requestId?: string } | undefined;
  const { t, text: translate } = useT();

  return (
    <section className="panel" aria-labelledby="feedback-title">
      <h2 id="feedback-title">{t("Tell us about this missing page")}</h2>
      <p>{t("Let us know what you were looking for or how you got here, and we will fix the link or point you to the right page.")}</p>
      <AjaxForm
        action={url("ReportMissingPage")}
        endpoint="feedback/not-found"
        oneShot
        successMessage={translate(FEEDBACK_SUCCESS.replace(/^Success! /, ""))}
        fallbackMessage={translate(FEEDBACK_FAILURE)}
        initialFieldErrors={initialFieldErrors}
      >
        {({ fieldErrors }) => (
          <>
            <input type="hidden" name="reportId" value={root?.requestId ?? ""} />
            <input type="hidden" name="reportedUri" value={reportedUri ?? location.pathname + location.search} />
            <TextArea
              name="feedback"
              label={translate("What were you looking for?")}
              required
              maxLength={2000}
              defaultValue={initialFeedback}
              errors={errorsFor(fieldErrors, "feedback")}
            />
            <SubmitButton busyLabel={translate("Sending report…")}>{t("Send report")}</SubmitButton>
          </>
        )}
      </AjaxForm>
    </section>
  );
}
