/** /api/v1 routes of events, webinars and the blog, each made from its operation (workers/events). */
import { Hono } from "hono";
import {
  cancelWebinarRegistration,
  findEvents,
  findUpcomingEventsOfType,
  findWebinars,
  latestBlogPosts,
  readEventTypes,
  readWebinar,
  registerForWebinar,
} from "../events";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";

export const eventsApi = new Hono<AppEnv>();

eventsApi.get("/event-types", apiRoute(readEventTypes));
eventsApi.get("/events/search", apiRoute(findEvents));
eventsApi.get("/events/:eventType/upcoming", apiRoute(findUpcomingEventsOfType));
eventsApi.get("/webinars", apiRoute(findWebinars));
eventsApi.get("/webinars/:webinarId", apiRoute(readWebinar));
eventsApi.post("/webinars/registrations/cancel", apiRoute(cancelWebinarRegistration));
eventsApi.post("/webinars/:webinarId/registrations", apiRoute(registerForWebinar));
eventsApi.get("/hubspot/blog/posts/latest", apiRoute(latestBlogPosts));
