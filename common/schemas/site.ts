/** Schemas of the site shell's endpoints and forms: not-found feedback, cookie consent, analytics, browser errors, reference data. */
import * as v from "valibot";
import { PUBLIC_LOCALES } from "../locale";
import { safeRedirectTarget } from "../safe-path";
import { optionalText, requiredText } from "./fields";

/** POST /api/v1/feedback/not-found: what was missing, an id to quote, and the address not found. */
export const notFoundFeedbackSchema = v.object({
  feedback: requiredText("Feedback", 2000),
  reportId: optionalText("Report id", 64),
  reportedUri: v.pipe(
    v.optional(v.pipe(v.string(), v.trim()), ""),
    v.title("Reported address"),
    v.maxLength(2048, "Reported address must be 2048 characters or fewer"),
  ),
});
export type NotFoundFeedback = v.InferOutput<typeof notFoundFeedbackSchema>;

/** A path on this site, never another origin: where a no-JavaScript form returns to (home otherwise). */
export const sameSitePath = v.pipe(
  v.optional(v.string(), "/"),
  v.title("Return address"),
  v.transform((value) => safeRedirectTarget(value, "/")),
);

/** POST /api/v1/cookie/preferences: give (1) or revoke (0) analytics and marketing consent. */
export const cookiePreferencesSchema = v.object({
  consent: v.pipe(v.picklist(["1", "0"], "Choose whether to allow analytical and marketing cookies"), v.title("Cookie preference")),
  redirectTo: sameSitePath,
});

/** An analytics event: a known event name with its action, category and label (the site prefix is added on the server). */
export const ANALYTICS_EVENTS = ["cookie_consent", "carousel_previous", "carousel_next", "sales_telephone_click"] as const;
export const analyticsEventSchema = v.object({
  event: v.pipe(v.picklist(ANALYTICS_EVENTS, "Unknown analytics event"), v.title("Event")),
  eventAction: requiredText("Event action", 100),
  eventCategory: requiredText("Event category", 100),
  eventLabel: optionalText("Event label", 200),
});
export type AnalyticsEventInput = v.InferOutput<typeof analyticsEventSchema>;

/** A browser error the page reports (error reporting, on in production and dev). */
export const clientErrorSchema = v.object({
  message: requiredText("Message", 1000),
  url: optionalText("Page address", 2048),
  stack: optionalText("Stack", 4000),
});

/** GET /api/v1/homepage/localisations/{languageId}. */
export const languageIdParamSchema = v.object({
  languageId: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Language id must be a number"), v.transform(Number)),
});

/** GET /api/v1/states: every state, or one country's. */
export const statesQuerySchema = v.object({
  countryId: v.optional(v.pipe(v.string(), v.title("Country id"), v.regex(/^\d{1,9}$/, "Country id must be a number"), v.transform(Number))),
});

/**
 * GET /language or POST /api/v1/language: remember a language (a locale, such as "de-de") and
 * go to a page (in that language). Not named `locale`: pages take that name for their prefix.
 */
export const languageChoiceSchema = v.object({
  language: v.pipe(v.picklist(PUBLIC_LOCALES, "Choose one of the site's languages"), v.title("Language")),
  to: sameSitePath,
});
