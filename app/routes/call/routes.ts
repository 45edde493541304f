import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** The calling app (issue 5): its code loads only on this page. */
export const callRoutes: RouteConfigEntry[] = [route(routePattern("Call"), "routes/call/call.tsx")];
