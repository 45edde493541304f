/** /api/v1 routes of events, webinars and the blog, each made from its operation (workers/events). */
import { Hono } from "hono";
import { findEvents, findUpcomingEventsOfType, findWebinars, latestBlogPosts, readEventTypes, readWebinar } from "../events";
import type { AppEnv } from "../http/types";
import { apiRoute } from "../operation";

export const eventsApi = new Hono<AppEnv>();

eventsApi.get("/event-types", apiRoute(readEventTypes));
eventsApi.get("/events/search", apiRoute(findEvents));
eventsApi.get("/events/:eventType/upcoming", apiRoute(findUpcomingEventsOfType));
eventsApi.get("/webinars", apiRoute(findWebinars));
eventsApi.get("/webinars/:webinarId", apiRoute(readWebinar));
eventsApi.get("/hubspot/blog/posts/latest", apiRoute(latestBlogPosts));
