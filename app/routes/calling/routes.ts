import { type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/**
 * The calling pages. The signed-in address book, settings and help share a layout (sign-in
 * check, sidebar and incoming calls); the call page stands alone, and the calling app's
 * code loads only there.
 */
export const callingRoutes: RouteConfigEntry[] = [
  layout("routes/calling/layout.tsx", [
    route(routePattern("AccountAddressBook"), "routes/calling/address-book.tsx"),
    route(routePattern("AccountCallSettings"), "routes/calling/settings.tsx"),
    route(routePattern("AccountHelp"), "routes/calling/help.tsx"),
  ]),
  route(routePattern("Call"), "routes/calling/call.tsx"),
];
