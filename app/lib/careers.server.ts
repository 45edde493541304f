/**
 * The careers pages' server side: the open vacancies and the application form's action,
 * made from the same operation as `POST /api/v1/careers/process-application`.
 */
import { applyForJob } from "@workers/content";
import { inLocale } from "./content.server";
import { operationAction } from "./operation-action.server";

export { APPLICATION_RECEIVED_MESSAGE, CV_FIELD, listVacancies } from "@workers/content";

/** The form posted without JavaScript (multipart, with the CV); success goes on to the confirmation. */
export const careersApplicationAction = inLocale(operationAction(applyForJob));
