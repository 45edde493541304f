/**
 * The route table: one list per area (app/routes/<area>/routes.ts), all under an optional
 * locale prefix (`/de-de/...`). Paths come from the named-route table in common/routes.
 */
import { type RouteConfig, route } from "@react-router/dev/routes";
import { siteFallbackRoutes, siteRoutes } from "./routes/site/routes";
import { premiumRoutes } from "./routes/premium/routes";
import { supportRoutes } from "./routes/support/routes";
import { contentRoutes } from "./routes/content/routes";
import { callingRoutes } from "./routes/calling/routes";
import { accountRoutes } from "./routes/account/routes";
import { eventsRoutes } from "./routes/events/routes";
import { productsRoutes } from "./routes/products/routes";
import { devRoutes } from "./routes/dev/routes";
import { staffRoutes } from "./routes/staff/routes";

export default [
  route(":locale?", "routes/site/locale-layout.tsx", [
    ...siteRoutes,
    ...premiumRoutes,
    ...supportRoutes,
    ...contentRoutes,
    ...callingRoutes,
    ...accountRoutes,
    ...eventsRoutes,
    ...productsRoutes,
    ...devRoutes,
    ...staffRoutes,
    // The catch-all comes last in the list for readers; React Router ranks it last anyway.
    ...siteFallbackRoutes,
  ]),
] satisfies RouteConfig;
