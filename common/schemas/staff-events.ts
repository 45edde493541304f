/**
 * Valibot schemas of the staff desk's Events and Webinars sections: their list filters and sorts,
 * the event form (with its place found from the address), the webinar form, and deletes. Every
 * edit names the revision it was opened at. Times are typed in UTC (datetime-local fields).
 */
import * as v from "valibot";
import { numericId, optionalCheckbox, optionalLink, optionalText, requiredText, fieldMessage } from "./fields";
import { revisionField } from "./staff";
import { contentLanguageField } from "./staff-content";

export const STAFF_EVENT_SORTS = ["start", "title", "type", "city"] as const;
export type StaffEventSort = (typeof STAFF_EVENT_SORTS)[number];
export const STAFF_EVENT_SORT_LABELS: Record<StaffEventSort, string> = { start: "Dates", title: "Title", type: "Type", city: "Town or city" };

export const STAFF_WEBINAR_SORTS = ["start", "topic", "duration", "presenter"] as const;
export type StaffWebinarSort = (typeof STAFF_WEBINAR_SORTS)[number];
export const STAFF_WEBINAR_SORT_LABELS: Record<StaffWebinarSort, string> = { start: "Start", topic: "Topic", duration: "Length", presenter: "Presenter" };

export const STAFF_WHEN_FILTERS = ["all", "upcoming", "past"] as const;
export const STAFF_WHEN_LABELS: Record<(typeof STAFF_WHEN_FILTERS)[number], string> = { all: "All", upcoming: "Upcoming", past: "Past" };

const direction = v.pipe(v.optional(v.picklist(["asc", "desc"], "Direction must be asc or desc"), "asc"), v.title("Direction"));
const when = v.pipe(v.optional(v.picklist(STAFF_WHEN_FILTERS, "Show must be all, upcoming or past"), "all"), v.title("Show"));

/** An optional id filter: empty means any. */
const optionalId = (label: string) =>
  v.pipe(
    v.optional(v.union([v.string(), v.number()]), ""),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.check((value) => value === "" || /^\d{1,12}$/.test(value), fieldMessage("{label} must be a number", label)),
    v.transform((value) => (value === "" ? null : Number(value))),
  );

export const staffEventsQuerySchema = v.object({
  search: optionalText("Search", 200),
  type: optionalId("Type"),
  when,
  sort: v.pipe(v.optional(v.picklist(STAFF_EVENT_SORTS, "Sort must be start, title, type or city"), "start"), v.title("Sort")),
  dir: direction,
});
export type StaffEventsQuery = v.InferOutput<typeof staffEventsQuerySchema>;

export const staffWebinarsQuerySchema = v.object({
  search: optionalText("Search", 200),
  when,
  sort: v.pipe(v.optional(v.picklist(STAFF_WEBINAR_SORTS, "Sort must be start, topic, duration or presenter"), "start"), v.title("Sort")),
  dir: direction,
});
export type StaffWebinarsQuery = v.InferOutput<typeof staffWebinarsQuerySchema>;

/** "2026-12-01T09:00" as a datetime-local field sends it, read as UTC. */
const utcMoment = (label: string) =>
  v.pipe(
    v.string(fieldMessage("{label} is required", label)),
    v.title(label),
    v.trim(),
    // One message: "required" for an empty field, the format otherwise.
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const value = dataset.value;
      if (value === "") addIssue({ message: fieldMessage("{label} is required", label) });
      else if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/.test(value) || Number.isNaN(Date.parse(value.endsWith("Z") ? value : `${value}Z`))) {
        addIssue({ message: fieldMessage("{label} must be a date and time, like 2026-12-01T09:00", label) });
      }
    }),
    v.transform((value) => new Date(value.endsWith("Z") ? value : `${value}Z`)),
  );

/** A coordinate typed into a text field, within its range. */
const coordinate = (label: string, limit: number, example: string) =>
  v.pipe(
    v.union([v.string(), v.number()], fieldMessage("{label} is required: type it, or choose Find from the address", label)),
    v.title(label),
    v.transform((value) => String(value).trim()),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      if (dataset.value === "") addIssue({ message: fieldMessage("{label} is required: type it, or choose Find from the address", label) });
      else if (!/^-?\d{1,3}(\.\d{1,8})?$/.test(dataset.value))
        addIssue({ message: fieldMessage("{label} must be a number, like {example}", label, { example }) });
    }),
    v.transform(Number),
    v.check((value) => value >= -limit && value <= limit, fieldMessage("{label} must be between -{limit} and {limit}", label, { limit })),
  );

export const eventAddressFields = {
  addressName: optionalText("Venue", 200),
  addressStreet: optionalText("Street", 200),
  addressCity: optionalText("Town or city", 100),
  addressCounty: optionalText("County or region", 100),
  addressPostcode: optionalText("Postcode", 20),
  countryId: optionalId("Country"),
};

/** "Find from the address": the address and the country it is in (which tells towns of one name apart). */
export const eventPlaceSchema = v.looseObject(eventAddressFields);

const eventFields = {
  title: requiredText("Title", 200),
  description: optionalText("Description", 4000),
  eventTypeId: numericId("Type"),
  startDate: utcMoment("Starts"),
  endDate: utcMoment("Ends"),
  ...eventAddressFields,
  latitude: coordinate("Latitude", 90, "53.80"),
  longitude: coordinate("Longitude", 180, "-1.55"),
  moreInfoUrl: optionalLink("More information link"),
  visible: optionalCheckbox("Show on the site"),
  language: contentLanguageField,
};

const ENDS_AFTER_START = "Ends must be the same as or after Starts";
const endsAfterStart = (input: { startDate: Date; endDate: Date }) => input.endDate.getTime() >= input.startDate.getTime();

// partialCheck runs even when other fields have errors, so every mistake is told at once.
export const createEventSchema = v.pipe(
  v.object(eventFields),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], endsAfterStart, ENDS_AFTER_START), ["endDate"]),
);
export const updateEventSchema = v.pipe(
  v.object({ ...eventFields, eventId: numericId("Event"), revision: revisionField }),
  v.forward(v.partialCheck([["startDate"], ["endDate"]], endsAfterStart, ENDS_AFTER_START), ["endDate"]),
);
export const deleteEventSchema = v.object({ eventId: numericId("Event"), revision: revisionField });
export const eventIdSchema = v.object({ eventId: numericId("Event") });
export type EventInput = v.InferOutput<typeof createEventSchema>;

/** Whether a time zone name is one the runtime knows (Europe/London, America/New_York…). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: value });
    return /^[A-Za-z]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
}

const webinarFields = {
  topic: requiredText("Topic", 200),
  agenda: requiredText("Agenda", 4000),
  presenter: optionalText("Presenter", 200),
  startTime: utcMoment("Starts"),
  duration: v.pipe(
    v.union([v.string(), v.number()], "Length is required"),
    v.title("Length"),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,4}$/, "Length must be a whole number of minutes, like 60"),
    v.transform(Number),
    v.minValue(5, "Length must be at least 5 minutes"),
    v.maxValue(600, "Length must be 600 minutes or fewer"),
  ),
  timezone: v.pipe(requiredText("Time zone", 64), v.check(isTimeZone, "Time zone must be a place name like Europe/London")),
  joinUrl: optionalLink("Join link"),
  capacity: v.pipe(
    v.optional(v.union([v.string(), v.number()]), "100"),
    v.title("Places"),
    v.transform((value) => String(value).trim() || "100"),
    v.regex(/^\d{1,5}$/, "Places must be a whole number, like 100"),
    v.transform(Number),
    v.minValue(1, "Places must be at least 1"),
    v.maxValue(10000, "Places must be 10000 or fewer"),
  ),
  recordingUrl: optionalLink("Recording link"),
  marketSegmentId: optionalId("Audience"),
  productId: optionalId("Product"),
  language: contentLanguageField,
};

export const createWebinarSchema = v.object(webinarFields);
export const updateWebinarSchema = v.object({ ...webinarFields, webinarId: numericId("Webinar"), revision: revisionField });
export const deleteWebinarSchema = v.object({ webinarId: numericId("Webinar"), revision: revisionField });
export const staffWebinarIdSchema = v.object({ webinarId: numericId("Webinar") });
export type WebinarInput = v.InferOutput<typeof createWebinarSchema>;
