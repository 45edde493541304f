import { MOBILE_CUTOFF_PX, NAV_INITIAL_BUFFER_WIDTH_PX } from "@common/constants";
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

/**
 * The sales line shown in the footer; calls from the site are counted as an analytics event.
 * `display` is the British form; `international` leaves out the "(0)" a caller abroad must not
 * dial, for American English pages.
 */
export const SALES_TELEPHONE = { display: "+44 (0)1905 754 577", international: "+44 1905 754 577", dial: "+441905754577" };

/**
 * How many of the main navigation's items stay in the bar: all of them on a small screen (the
 * bar is a collapsed list there) or when they fit; otherwise those that fit beside the 'More'
 * toggle, the rest going into its menu. One rule for the hydrated nav and the enhancement script.
 */
export function navItemsThatFit(itemWidths: number[], available: number, windowWidth: number): number {
  if (windowWidth < MOBILE_CUTOFF_PX) return itemWidths.length;
  if (itemWidths.reduce((sum, width) => sum + width, 0) <= available) return itemWidths.length;
  let used = NAV_INITIAL_BUFFER_WIDTH_PX;
  let count = 0;
  for (const width of itemWidths) {
    if (used + width > available) break;
    used += width;
    count += 1;
  }
  return count;
}
