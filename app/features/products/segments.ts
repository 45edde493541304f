import { MARKET_SEGMENTS } from "@common/products";

/** Each segment's page title as one message (not "Products for" joined to a translated word). */
const SEGMENT_PAGE_TITLES: Record<string, string> = {
  education: "Products for education",
  individuals: "Products for individuals",
  organisation: "Products for organisations",
};

/** The English title of a segment's product page; the caller translates it. */
export function segmentPageTitle(segmentName: string): string {
  const known = SEGMENT_PAGE_TITLES[segmentName];
  if (known) return known;
  const title = MARKET_SEGMENTS.find((segment) => segment.name === segmentName)?.title ?? segmentName;
  return `Products for ${title.toLowerCase()}`;
}
