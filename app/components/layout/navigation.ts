import type { RouteName } from "@common/routes";

/** The primary navigation, in order of importance: the last items collapse into 'More' first. */
export const PRIMARY_NAV: { label: string; route: RouteName }[] = [
  { label: "Products", route: "Products" },
  { label: "Support", route: "Support" },
  { label: "Contact", route: "Contact" },
  { label: "Find a dealer", route: "DealerLocate" },
  { label: "Events", route: "Events" },
  { label: "Webinars", route: "Webinars" },
  { label: "About Dolphin", route: "AboutDolphin" },
];

/** The footer's fixed links. */
export const FOOTER_NAV: { label: string; route: RouteName }[] = [
  { label: "Privacy", route: "Privacy" },
  { label: "Terms", route: "Terms" },
  { label: "Support", route: "Support" },
  { label: "Contact support", route: "ContactSupport" },
  { label: "Manage cookies", route: "ManageCookies" },
  { label: "News feed (RSS)", route: "Rss" },
  { label: "Site map", route: "Sitemap" },
];

/** The sales line shown in the footer; calls from the site are counted as an analytics event. */
export const SALES_TELEPHONE = { display: "+44 (0)1905 754 577", dial: "+441905754577" };
