/**
 * The events area's one door: its operations (event types, event search, events of a type,
 * webinars, the blog's latest posts) and the reads its pages need.
 */
export { findEvents, findUpcomingEventsOfType, findWebinars, latestBlogPosts, readEventTypes, readWebinar } from "./operations";
export { type EventRecord, type EventType, listEventTypes, listVisibleEvents, readEvent, searchEvents, upcomingEventsOfType } from "./data";
export { type BlogPost, LocalBlog, getBlog } from "../services";
export { getWebinars } from "../services";
export {
  ALREADY_REGISTERED,
  CANCEL_LINK_UNKNOWN,
  WEBINAR_CLOSED,
  WEBINAR_FULL,
  cancelWebinarRegistration,
  listRegistrations,
  placesLeft,
  registerForWebinar,
  registrationByToken,
  sendWebinarReminders,
} from "./registration";
