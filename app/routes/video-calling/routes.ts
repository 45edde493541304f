import { type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** The signed-in video-calling pages share a layout: sign-in check, sidebar and incoming calls. */
export const videoCallingRoutes: RouteConfigEntry[] = [
  layout("routes/video-calling/layout.tsx", [
    route(routePattern("AccountAddressBook"), "routes/video-calling/address-book.tsx"),
    route(routePattern("AccountCallSettings"), "routes/video-calling/settings.tsx"),
    route(routePattern("AccountHelp"), "routes/video-calling/help.tsx"),
  ]),
];
