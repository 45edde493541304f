import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type RouteName, routePattern } from "../../../common/routes";

/** Pages whose copy is a content page in D1, found by the request's path. */
const CONTENT_PAGE_ROUTES: RouteName[] = [
  "AboutDolphin",
  "Privacy",
  "Terms",
  "VideoCallingTerms",
  "CookiePolicy",
  "OldHome",
  "AllProducts",
  "FAQs",
  "Developers",
  "DeveloperServices",
  "DEIA",
  "HowDolphinHelps",
  "InformationAndAdvice",
  "RefundsAndReturns",
  "TechnicalInformation",
  "CertificationsAndMemberships",
  "CausesOfSightLoss",
  "BlackFriday",
  "BeMyBestSelf",
  "UnlockAndActivate",
  "AccessibilityStatement",
  "Assessors",
  "Business",
  "Charities",
  "Education",
  "LibrariesAudience",
  "TechForHome",
];

const DEALER_SECTIONS: RouteName[] = ["DealerZoneTraining", "DealerZoneVideo", "DealerZoneContacts", "DealerZoneUsefulThings", "DealerZoneNewsletters"];

/** The content area: every other page of the route table. */
export const contentRoutes: RouteConfigEntry[] = [
  ...CONTENT_PAGE_ROUTES.map((name) => route(routePattern(name), "routes/content/content-page.tsx", { id: `content-${name}` })),
  route(routePattern("FlexiPage"), "routes/content/content-page.tsx", { id: "content-FlexiPage" }),
  route(routePattern("Sitemap"), "routes/content/sitemap.tsx"),
  route(routePattern("SitemapXml"), "routes/content/sitemap-xml.ts"),
  route(routePattern("Rss"), "routes/content/rss.ts"),
  route(routePattern("RobotsTxt"), "routes/content/robots.ts"),
  route(routePattern("ProductHelpSearch"), "routes/content/product-help-search.tsx"),
  route(routePattern("ProductHelp"), "routes/content/product-help.tsx"),
  route(routePattern("EasyReaderLibrariesList"), "routes/content/libraries-list.tsx", { id: "content-EasyReaderLibrariesList" }),
  route(routePattern("GuideConnectLibrariesList"), "routes/content/libraries-list.tsx", { id: "content-GuideConnectLibrariesList" }),
  route(routePattern("EasyReaderLibrary"), "routes/content/library.tsx", { id: "content-EasyReaderLibrary" }),
  route(routePattern("GuideConnectLibrary"), "routes/content/library.tsx", { id: "content-GuideConnectLibrary" }),
  route(routePattern("CareersApply"), "routes/content/careers-apply.tsx"),
  route(routePattern("Apprenticeships"), "routes/content/apprenticeships.tsx"),
  route(routePattern("BetaRegister"), "routes/content/beta-register.tsx"),
  route(routePattern("DealerZone"), "routes/content/dealer-zone.tsx"),
  route(routePattern("DealerZoneLogin"), "routes/content/dealer-zone-login.tsx"),
  ...DEALER_SECTIONS.map((name) => route(routePattern(name), "routes/content/dealer-zone-section.tsx", { id: `content-${name}` })),
  route(routePattern("DealerZoneAccount"), "routes/content/dealer-zone-account.tsx"),
  route(routePattern("DealerZoneLogout"), "routes/content/dealer-zone-logout.tsx"),
];
