import { Link } from "react-router";
import type { Route } from "./+types/report-missing-page";
import { fieldErrorsOf, keptValue } from "@common/forms/action-result";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { NotFoundFeedbackForm } from "~/features/feedback/NotFoundFeedbackForm";
import { notFoundFeedbackAction } from "~/features/feedback/feedback.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import type { I18nHandle } from "@common/i18n/namespaces";
import type { FrameworkHandle } from "~/enhance/framework";
import { metaText, useT } from "~/i18n/I18n";

// Served without framework JavaScript to anonymous visitors: its form is an ordinary post.
export const handle = { i18n: "site", hydrate: false } satisfies I18nHandle & FrameworkHandle;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { text } = metaText(matches);
  return [{ title: text("{title} | Dolphin", { title: text("Report a missing page") }) }];
};

/** The not-found feedback form without JavaScript posts here (with it, to the API): the same operation. */
export const action = notFoundFeedbackAction;

export default function ReportMissingPage({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  const { t } = useT();
  return (
    <div className="container page">
      <PageHeading>{t("Report a missing page")}</PageHeading>
      {actionData?.status === "done" ? (
        <>
          <StatusAlert kind="success">
            <p>{t("Thanks for your report.")}</p>
          </StatusAlert>
          <p>
            <Link to={url("home")}>{t("Go to the homepage")}</Link>
          </p>
        </>
      ) : (
        <>
          {actionData?.status === "error" && (
            <StatusAlert kind="error">
              <p>{actionData.message}</p>
            </StatusAlert>
          )}
          {/* A refused post keeps the address that was missing and the words typed about it. */}
          <NotFoundFeedbackForm
            reportedUri={keptValue(actionData, "reportedUri") ?? ""}
            initialFeedback={keptValue(actionData, "feedback")}
            initialFieldErrors={fieldErrorsOf(actionData)}
          />
        </>
      )}
    </div>
  );
}
