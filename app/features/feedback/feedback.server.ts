/** The not-found report's page action, made from the same operation as `POST /api/v1/feedback/not-found`. */
import { reportMissingPage } from "@workers/site";
import { operationAction } from "~/lib/operation-action.server";

export const notFoundFeedbackAction = operationAction(reportMissingPage);
