import { type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";
import { ERROR_PAGE_STATUSES } from "../../lib/status-pages";

export const siteRoutes: RouteConfigEntry[] = [
  index("routes/site/home.tsx", { id: "home" }),
  route(routePattern("ManageCookies"), "routes/site/manage-cookies.tsx"),
  route(routePattern("LanguageChoice"), "routes/site/language.tsx"),
  route(routePattern("Search"), "routes/site/search.tsx"),
  route("report-missing-page", "routes/site/report-missing-page.tsx"),
  route("go", "routes/site/go.tsx"),
  // /401, /403, /404, /405 and /500: one module, one route each.
  ...ERROR_PAGE_STATUSES.map((status) => route(String(status), "routes/site/status-page.tsx", { id: `status-${status}` })),
];

export const siteFallbackRoutes: RouteConfigEntry[] = [route("*", "routes/site/not-found.tsx")];
