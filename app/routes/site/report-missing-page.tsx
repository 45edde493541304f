import { Link, data } from "react-router";
import type { Route } from "./+types/report-missing-page";
import { notFoundFeedbackSchema } from "@common/schemas/site";
import { PageHeading } from "~/components/layout/PageHeading";
import { StatusAlert } from "~/components/forms/StatusAlert";
import { NotFoundFeedbackForm } from "~/features/feedback/NotFoundFeedbackForm";
import { requestInfoContext } from "@common/request-context";
import { db, env } from "~/lib/db.server";
import { parseForm } from "~/lib/form-action.server";
import { useLocalisedUrl } from "~/hooks/useLocalisedUrl";
import { storeNotFoundFeedback } from "../../../workers/services/feedback";
import { hitRateLimit, clientAddress } from "../../../workers/services/rate-limit";

export const meta: Route.MetaFunction = () => [{ title: "Report a missing page | Dolphin" }];

/** The not-found feedback form without JavaScript posts here (with it, to the API). */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await hitRateLimit(env.DB, { name: "feedback", limit: 10, windowSeconds: 600 }, clientAddress(request));
  if (!limit.allowed) return data({ sent: false as const, fieldErrors: null, tooMany: true }, { status: 429 });
  const result = await parseForm(notFoundFeedbackSchema, request);
  if (!result.ok) return data({ sent: false as const, fieldErrors: result.fieldErrors, tooMany: false }, { status: 422 });
  await storeNotFoundFeedback(db(), result.output, context.get(requestInfoContext).requestId);
  return { sent: true as const, fieldErrors: null, tooMany: false };
}

export default function ReportMissingPage({ actionData }: Route.ComponentProps) {
  const url = useLocalisedUrl();
  return (
    <div className="container page">
      <PageHeading>Report a missing page</PageHeading>
      {actionData?.sent ? (
        <>
          <StatusAlert kind="success">
            <p>Thanks for your report.</p>
          </StatusAlert>
          <p>
            <Link to={url("home")}>Go to the homepage</Link>
          </p>
        </>
      ) : (
        <>
          {actionData?.tooMany && (
            <StatusAlert kind="error">
              <p>You have sent several reports in a short time. Please wait a few minutes and try again.</p>
            </StatusAlert>
          )}
          <NotFoundFeedbackForm reportedUri="" initialFieldErrors={actionData?.fieldErrors} />
        </>
      )}
    </div>
  );
}
