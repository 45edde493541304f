import { type RouteConfigEntry, route } from "@react-router/dev/routes";

/**
 * Pages for working on the site locally. They answer 404 in production and wherever a real
 * outside service is configured, and they have no named route, so the sitemap never lists them.
 */
export const devRoutes: RouteConfigEntry[] = [route("dev/mailbox", "routes/dev/mailbox.tsx")];
