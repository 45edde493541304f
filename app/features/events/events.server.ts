/** The events pages' reads (events and their types, webinars, blog posts), through the events area's door. */
export { type EventRecord, type EventType, LocalBlog, getWebinars, listEventTypes, readEvent, searchEvents, upcomingEventsOfType } from "@workers/events";
