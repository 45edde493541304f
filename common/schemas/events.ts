/** Schemas of the events, webinars and blog endpoints and pages. */
import * as v from "valibot";
import { DEFAULT_WEBINAR_FILTER, WEBINARS_PAGE_SIZE, WEBINAR_FILTERS, parseIdFilter } from "../events";
import { fieldMessage, numericId, optionalText, requiredEmail, requiredText } from "./fields";

/** Market segment and product: integers; anything else means no filter, never an error. */
const idFilter = (label: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.title(label),
    v.transform((value) => parseIdFilter(value)),
  );

const positiveInt = (label: string, fallback: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.title(label),
    v.transform((value) => value.trim() || String(fallback)),
    v.regex(/^\d{1,6}$/, fieldMessage("{label} must be a whole number", label)),
    v.transform(Number),
    v.minValue(1, fieldMessage("{label} must be 1 or more", label)),
    v.maxValue(max, fieldMessage("{label} must be {max} or less", label, { max })),
  );

/** GET /api/v1/webinars: sortField, sortDesc, filterBy, marketSegment, product, pageNumber, pageSize. */
export const webinarsQuerySchema = v.object({
  sortField: v.pipe(v.optional(v.picklist(["startTime", "topic"], "Sort field must be startTime or topic"), "startTime"), v.title("Sort field")),
  sortDesc: v.pipe(
    v.optional(v.picklist(["true", "false", "1", "0"], "Sort direction must be true or false"), "false"),
    v.title("Sort direction"),
    v.transform((value) => value === "true" || value === "1"),
  ),
  filterBy: v.pipe(v.optional(v.picklist(WEBINAR_FILTERS, "Filter must be all, upcoming or past"), DEFAULT_WEBINAR_FILTER), v.title("Filter")),
  marketSegment: idFilter("Market segment"),
  product: idFilter("Product"),
  pageNumber: positiveInt("Page number", 1, 100_000),
  pageSize: positiveInt("Page size", WEBINARS_PAGE_SIZE, 100),
});
export type WebinarsQuery = v.InferOutput<typeof webinarsQuerySchema>;

export const webinarIdParamSchema = v.object({ webinarId: numericId("Webinar id") });

/** GET /api/v1/events/search?from={ms}: events that have not ended by then. */
export const eventsSearchQuerySchema = v.object({
  from: v.pipe(
    v.string("From is required"),
    v.title("From"),
    v.trim(),
    v.regex(/^\d{1,15}$/, "From must be a time in milliseconds since 1970"),
    v.transform(Number),
  ),
});

/** Spec 5: type names are lowercase letters. */
export const eventTypeParamSchema = v.object({
  eventType: v.pipe(v.string(), v.title("Event type"), v.regex(/^[a-z]{1,40}$/, "Event type must be lowercase letters")),
});

/** GET /api/v1/hubspot/blog/posts/latest?limit=. */
export const latestBlogPostsQuerySchema = v.object({
  limit: positiveInt("Limit", 3, 20),
});

/** 'Register for this webinar': the webinar (from the page's address), a name, an address and an optional question. */
export const webinarRegistrationSchema = v.object({
  webinarId: numericId("Webinar id"),
  name: requiredText("Name", 200),
  email: requiredEmail("Email address", 254),
  question: optionalText("Your question", 2000),
});
export type WebinarRegistrationInput = v.InferOutput<typeof webinarRegistrationSchema>;

/** The cancel link's token: 43 characters of base64url. */
export const webinarCancelSchema = v.object({
  token: v.pipe(
    v.string("The cancel link is not complete"),
    v.title("Cancel link"),
    v.trim(),
    v.regex(/^[A-Za-z0-9_-]{43}$/, "The cancel link is not complete"),
  ),
});

/** Staff: the registrants of one webinar. */
export const webinarRegistrantsSchema = v.object({ webinarId: numericId("Webinar") });
