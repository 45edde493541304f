/** Reports of missing pages (spec 3 "Feedback"), stored for the web team. */
import type { NotFoundFeedback } from "@common/schemas/site";
import type { Database } from "../db/client";
import { feedbackReports } from "../db/schema";

export async function storeNotFoundFeedback(db: Database, input: NotFoundFeedback, fallbackReportId: string): Promise<number> {
  const [row] = await db
    .insert(feedbackReports)
    .values({ feedback: input.feedback, reportId: input.reportId || fallbackReportId, reportedUri: input.reportedUri })
    .returning({ id: feedbackReports.id });
  if (!row) throw new Error("feedback report was not stored");
  return row.id;
}

export const FEEDBACK_SUCCESS_MESSAGE = "Success! Thanks for your report.";
export const FEEDBACK_FAILURE_MESSAGE = "Server Error, please try again.";
