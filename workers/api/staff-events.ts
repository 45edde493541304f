/**
 * /api/v1/staff routes of the Events and Webinars sections, each made from its operation
 * (workers/staff/events.ts, webinars.ts). Mounted by ./staff.ts; 404 to anyone without a staff role.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import {
  createStaffEvent,
  createStaffWebinar,
  deleteStaffEvent,
  deleteStaffWebinar,
  findStaffEventPlace,
  readStaffEvent,
  readStaffEvents,
  readStaffWebinar,
  readStaffWebinarRegistrants,
  readStaffWebinars,
  updateStaffEvent,
  updateStaffWebinar,
} from "../staff";

export const staffEventsApi = new Hono<AppEnv>();

staffEventsApi.get("/events", apiRoute(readStaffEvents));
staffEventsApi.post("/events", apiRoute(createStaffEvent, { locationHeader: true }));
staffEventsApi.post("/events/place", apiRoute(findStaffEventPlace));
staffEventsApi.get("/events/:eventId", apiRoute(readStaffEvent));
staffEventsApi.put("/events/:eventId", apiRoute(updateStaffEvent));
staffEventsApi.delete("/events/:eventId", apiRoute(deleteStaffEvent));
staffEventsApi.get("/webinars", apiRoute(readStaffWebinars));
staffEventsApi.post("/webinars", apiRoute(createStaffWebinar, { locationHeader: true }));
staffEventsApi.get("/webinars/:webinarId", apiRoute(readStaffWebinar));
staffEventsApi.get("/webinars/:webinarId/registrants", apiRoute(readStaffWebinarRegistrants));
staffEventsApi.put("/webinars/:webinarId", apiRoute(updateStaffWebinar));
staffEventsApi.delete("/webinars/:webinarId", apiRoute(deleteStaffWebinar));
