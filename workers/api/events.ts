/** /api/v1 endpoints of events, webinars and the blog (spec 7). */
import { Hono } from "hono";
import {
  eventTypeParamSchema,
  eventsSearchQuerySchema,
  latestBlogPostsQuerySchema,
  webinarIdParamSchema,
  webinarsQuerySchema,
} from "@common/schemas/events";
import { getDb } from "../db/client";
import { ApiError } from "../http/errors";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { getBlog } from "../services/blog";
import { listEventTypes, searchEvents, upcomingEventsOfType } from "../services/events";
import { getWebinars } from "../services/webinars";

export const eventsApi = new Hono<AppEnv>();

eventsApi.get("/event-types", async (c) => c.json(await listEventTypes(getDb(c.env.DB))));

eventsApi.get("/events/search", validate("query", eventsSearchQuerySchema), async (c) => {
  const { from } = c.req.valid("query");
  return c.json(await searchEvents(getDb(c.env.DB), new Date(from)));
});

eventsApi.get("/events/:eventType/upcoming", validate("param", eventTypeParamSchema), async (c) => {
  const { eventType } = c.req.valid("param");
  const rows = await upcomingEventsOfType(getDb(c.env.DB), eventType);
  if (!rows) throw new ApiError(404, "There is no event type with that name.");
  return c.json(rows);
});

eventsApi.get("/webinars", validate("query", webinarsQuerySchema), async (c) => {
  const service = getWebinars(c.env, getDb(c.env.DB));
  return c.json(await service.list(c.req.valid("query")));
});

eventsApi.get("/webinars/:webinarId", validate("param", webinarIdParamSchema), async (c) => {
  const webinar = await getWebinars(c.env, getDb(c.env.DB)).get(c.req.valid("param").webinarId);
  if (!webinar) throw new ApiError(404, "There is no webinar with that id.");
  return c.json(webinar);
});

eventsApi.get("/hubspot/blog/posts/latest", validate("query", latestBlogPostsQuerySchema), async (c) => {
  const posts = await getBlog(c.env, getDb(c.env.DB)).latest(c.req.valid("query").limit);
  return c.json(posts);
});
