/**
 * The careers form's server functions for its page, through a `.server` module so that the
 * form module (and the database and mail code behind it) never reaches the browser build.
 */
export { APPLICATION_RECEIVED_MESSAGE, CV_FIELD, processApplication } from "../../workers/content/forms";
export { listVacancies } from "../../workers/content/service";
