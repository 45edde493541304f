import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** Events, webinars and blog posts. */
export const eventsRoutes: RouteConfigEntry[] = [
  route(routePattern("Events"), "routes/events/events.tsx", { id: "events" }),
  route(routePattern("EventsByType"), "routes/events/events.tsx", { id: "events-by-type" }),
  route(routePattern("EventDetail"), "routes/events/event.tsx", { id: "event" }),
  route(routePattern("Webinars"), "routes/events/webinars.tsx", { id: "webinars" }),
  route(routePattern("WebinarCancel"), "routes/events/webinar-cancel.tsx", { id: "webinar-cancel" }),
  route(routePattern("WebinarDetail"), "routes/events/webinar.tsx", { id: "webinar" }),
  route(routePattern("BlogPost"), "routes/events/blog-post.tsx", { id: "blog-post" }),
];
