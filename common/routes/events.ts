/** Named routes of events, webinars and the blog. `Events` and `Webinars` are in site.ts. */
export const EVENTS_ROUTES = {
  EventsByType: "/events/:type",
  EventDetail: "/events/:type/:eventId",
  WebinarDetail: "/webinars/:webinarId",
  WebinarCancel: "/webinars/cancel",
  BlogPost: "/blog/:slug",
} as const;
