/**
 * The cookie choice's page action, made from the same operation as
 * `POST /api/v1/cookie/preferences`: the cookies are set and the visitor goes back to the page.
 */
import { chooseLanguage, saveCookiePreferences } from "@workers/site";
import { operationAction } from "~/lib/operation-action.server";

export const cookiePreferencesAction = operationAction(saveCookiePreferences);

/** The language choice's page action (GET from the switcher's links, POST from the suggestion banner). */
export const languageChoiceAction = operationAction(chooseLanguage);
