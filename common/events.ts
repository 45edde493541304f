/**
 * Events, webinars, carousels and grids: the spec's constants (section 9) and the rules both
 * the site and the API apply (section 5), written once.
 */

/** Spec 9 "Carousel". */
export const CAROUSEL_ANIMATION_SECONDS = 0.15;
export const CAROUSEL_FOCUS_PADDING_PX = 100;
export const CAROUSEL_SLIDES_PER_PAGE = 1;
export const CAROUSEL_MOBILE_BELOW_PX = 768;
export const CAROUSEL_RESIZE_DEBOUNCE_MS = 150;
/** The site carousel: dots on, infinite loop, 500 ms per move. */
export const SITE_CAROUSEL_SPEED_MS = 500;
/** Spec 2 "Video carousel shows 3 slides per scroll". */
export const VIDEO_CAROUSEL_SLIDES_PER_PAGE = 3;

/** Spec 9 "Map": centre near the UK, zoom 5.85, height 700 px. */
export const MAP_CENTRE = { longitude: -2.5, latitude: 54 } as const;
export const MAP_ZOOM = 5.85;
export const MAP_HEIGHT_PX = 700;

/** Spec 9 "Grid columns": under 768: 2; 768-991: 3; 992-1199: 4; 1200+: 5. */
export function gridColumnsFor(width: number): number {
  if (width < 768) return 2;
  if (width < 992) return 3;
  if (width < 1200) return 4;
  return 5;
}

/** How far a finger must travel sideways for a swipe to move a grid table one column. */
export const GRID_SWIPE_MIN_PX = 40;

/** Spec 9 "webinars page size". */
export const WEBINARS_PAGE_SIZE = 10;
export const WEBINAR_AGENDA_PREVIEW_CHARS = 350;

export const WEBINAR_FILTERS = ["all", "upcoming", "past"] as const;
export type WebinarFilter = (typeof WEBINAR_FILTERS)[number];
export const DEFAULT_WEBINAR_FILTER: WebinarFilter = "upcoming";

/** The sort choices of the webinars page (`sortBy` in its query string) and their API sort. */
export const WEBINAR_SORTS = {
  startTime: { label: "Earliest Date", sortField: "startTime", sortDesc: false },
  startTimeDesc: { label: "Latest Date", sortField: "startTime", sortDesc: true },
  topic: { label: "A to Z", sortField: "topic", sortDesc: false },
  topicDesc: { label: "Z to A", sortField: "topic", sortDesc: true },
} as const;
export type WebinarSort = keyof typeof WEBINAR_SORTS;
export const DEFAULT_WEBINAR_SORT: WebinarSort = "startTime";

/** Spec 5: market segment and product are integers; anything else means no filter. */
export function parseIdFilter(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const trimmed = value.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return id > 0 ? id : null;
}

/** Cuts an agenda to 350 characters at a word boundary, with an ellipsis. */
export function truncateAgenda(agenda: string, max = WEBINAR_AGENDA_PREVIEW_CHARS): string {
  if (agenda.length <= max) return agenda;
  const cut = agenda.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Spec 2 "date format DD MMM YYYY h:mma" in the given time zone, such as "05 Dec 2026 2:30pm".
 * Intl only: no date library.
 */
export function formatWebinarDate(date: Date | number | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    day: "2-digit",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).formatToParts(new Date(date));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  const month = part("month").slice(0, 3);
  const dayPeriod = part("dayPeriod")
    .toLowerCase()
    .replace(/[^apm]/g, "");
  const hour = String(Number(part("hour")) || 12);
  return `${part("day")} ${month} ${part("year")} ${hour}:${part("minute")}${dayPeriod}`;
}

/** The short name of a time zone at a date, such as "GMT" or "CET". */
export function timeZoneName(date: Date | number | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, timeZoneName: "short" }).formatToParts(new Date(date));
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** The fields of an event the text search looks at. */
export interface SearchableEvent {
  title: string;
  addressName: string;
  addressStreet: string;
  addressCity: string;
  addressCounty: string;
  addressPostcode: string;
}

/** Case-insensitive substring match on title, address name, street, city, county, postcode; text trimmed. */
export function filterEventsByText<T extends SearchableEvent>(events: T[], text: string | null | undefined): T[] {
  const needle = (text ?? "").trim().toLowerCase();
  if (!needle) return events;
  return events.filter((event) =>
    [event.title, event.addressName, event.addressStreet, event.addressCity, event.addressCounty, event.addressPostcode].some((field) =>
      (field ?? "").toLowerCase().includes(needle),
    ),
  );
}

/** "1 event found", "3 events found": the status of the events page. */
export function eventsFoundLabel(count: number): string {
  return `${count} event${count === 1 ? "" : "s"} found`;
}

// Building an Intl.DateTimeFormat with a time zone costs far more than formatting with one,
// and a list formats every event's dates on each render: each format is built once, when first used.
let fullDate: Intl.DateTimeFormat | undefined;
let clockTime: Intl.DateTimeFormat | undefined;
const londonDate = (date: Date | number | string) =>
  (fullDate ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", day: "numeric", month: "long", year: "numeric" })).format(new Date(date));
const londonTime = (date: Date | number | string) =>
  (clockTime ??= new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "numeric", minute: "2-digit", hour12: true }))
    .format(new Date(date))
    .replace(" ", "");

/** The date range of an event in British English, such as "12 to 14 March 2027". */
export function formatEventDates(start: Date | number | string, end: Date | number | string): string {
  const from = londonDate(start);
  const to = londonDate(end);
  return from === to ? `${from}, ${londonTime(start)} to ${londonTime(end)}` : `${from} to ${to}`;
}
