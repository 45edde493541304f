/**
 * The product marketing pages,
 * in one list: the route table, the pages themselves and the sitemap all read it, so a product
 * added here gets its routes, its page and its sitemap entries together.
 */
import type { RouteName } from "../routes";

/** Section path segments as the route table spells them; the page matches them in any case. */
export const MARKETING_SECTIONS = ["Features", "Packages", "Support", "Training"] as const;
export type MarketingSection = (typeof MARKETING_SECTIONS)[number];

export interface MarketingPage {
  /** Product name as shown in headings and titles. */
  title: string;
  /** The overview route; its sections are the route of the same name with `Section` appended. */
  route: RouteName;
  /** Semantic names of the catalogue products the page presents. */
  products: string[];
  intro: string;
}

/** Keyed by the first path segment of the page. */
export const MARKETING_PAGES: Record<string, MarketingPage> = {
  SuperNova: {
    title: "SuperNova",
    route: "MarketingSuperNova",
    products: ["supernova-magnifier", "supernova-magnifier-speech", "supernova-magnifier-screen-reader"],
    intro: "Magnification, speech and a full screen reader for Windows, in three editions that grow with your sight.",
  },
  ScreenReader: {
    title: "ScreenReader",
    route: "MarketingScreenReader",
    products: ["screenreader"],
    intro: "Use Windows by speech and braille, without the screen.",
  },
  GuideConnect: {
    title: "GuideConnect",
    route: "MarketingGuideConnect",
    products: ["guideconnect"],
    intro: "One simple talking menu for email, books, video calls and the web.",
  },
  EasyReader: {
    title: "EasyReader",
    route: "MarketingEasyReader",
    products: ["easyreader", "easyreader-app"],
    intro: "Read books, newspapers and documents your way, on any device.",
  },
  "EasyConverter-Express": {
    title: "EasyConverter Express",
    route: "MarketingEasyConverterExpress",
    products: ["easyconverter-express"],
    intro: "Turn documents into large print, audio and DAISY books in minutes.",
  },
  Publisher: {
    title: "Publisher",
    route: "MarketingPublisher",
    products: ["publisher"],
    intro: "Professional accessible publishing for transcription services.",
  },
  "Whiteboard-Tools": {
    title: "Whiteboard tools",
    route: "MarketingWhiteboardTools",
    products: ["whiteboard-viewer", "whiteboard-camera"],
    intro: "See the classroom board up close, on your own screen.",
  },
};

/** The route of a marketing page's sections (`/SuperNova/:section`). */
export function marketingSectionRoute(page: MarketingPage): RouteName {
  return `${page.route}Section` as RouteName;
}
