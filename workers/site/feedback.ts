/**
 * Reports of missing pages, stored for the web team: what the visitor was looking for, the
 * address that was not found, and an id to quote (theirs, or a new one).
 */
import { notFoundFeedbackSchema } from "@common/schemas/site";
import { feedbackReports } from "../db";
import { randomToken } from "../identity";
import { defineOperation, done } from "../operation";

export const FEEDBACK_SUCCESS_MESSAGE = "Success! Thanks for your report.";
export const FEEDBACK_FAILURE_MESSAGE = "Server Error, please try again.";

/** A few reports per address in ten minutes. */
export const FEEDBACK_RATE_LIMIT = { name: "feedback", limit: 10, windowSeconds: 600 };

export const reportMissingPage = defineOperation({
  name: "not-found-feedback",
  input: notFoundFeedbackSchema,
  access: "anyone",
  rateLimit: FEEDBACK_RATE_LIMIT,
  failureMessage: FEEDBACK_FAILURE_MESSAGE,
  run: async ({ db }, report) => {
    const [row] = await db
      .insert(feedbackReports)
      .values({ feedback: report.feedback, reportId: report.reportId || randomToken(9), reportedUri: report.reportedUri })
      .returning({ id: feedbackReports.id });
    if (!row) throw new Error("feedback report was not stored");
    return done({ id: row.id, message: FEEDBACK_SUCCESS_MESSAGE }, { status: 201 });
  },
});
