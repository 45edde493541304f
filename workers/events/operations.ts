/**
 * The events area's reads as operations: event types, events by time or by type, webinars
 * (listed and one by id, from D1 locally or Zoom) and the blog's latest posts.
 */
import * as v from "valibot";
import { eventTypeParamSchema, eventsSearchQuerySchema, latestBlogPostsQuerySchema, webinarIdParamSchema, webinarsQuerySchema } from "@common/schemas/events";
import { Refusal, defineOperation, done } from "../operation";
import { getBlog, getWebinars } from "../services";
import { listEventTypes, searchEvents, upcomingEventsOfType } from "./data";

export const readEventTypes = defineOperation({
  name: "event-types",
  input: v.object({}),
  access: "anyone",
  run: async ({ db }) => done(await listEventTypes(db)),
});

/** Visible events that have not ended by `from` (milliseconds since 1970). */
export const findEvents = defineOperation({
  name: "events-search",
  input: eventsSearchQuerySchema,
  access: "anyone",
  run: async ({ db }, { from }) => done(await searchEvents(db, new Date(from))),
});

export const findUpcomingEventsOfType = defineOperation({
  name: "events-of-type",
  input: eventTypeParamSchema,
  access: "anyone",
  run: async ({ db }, { eventType }) => {
    const events = await upcomingEventsOfType(db, eventType);
    if (!events) throw Refusal.status(404, "There is no event type with that name.");
    return done(events);
  },
});

export const findWebinars = defineOperation({
  name: "webinars",
  input: webinarsQuerySchema,
  access: "anyone",
  run: async ({ env, db }, query) => done(await getWebinars(env, db).list(query)),
});

export const readWebinar = defineOperation({
  name: "webinar",
  input: webinarIdParamSchema,
  access: "anyone",
  run: async ({ env, db }, { webinarId }) => {
    const webinar = await getWebinars(env, db).get(webinarId);
    if (!webinar) throw Refusal.status(404, "There is no webinar with that id.");
    return done(webinar);
  },
});

export const latestBlogPosts = defineOperation({
  name: "blog-latest",
  input: latestBlogPostsQuerySchema,
  access: "anyone",
  run: async ({ env, db }, { limit }) => done(await getBlog(env, db).latest(limit)),
});
