/**
 * The content area's one door: its operations (careers applications, beta registration,
 * libraries and their joining instructions, product help search, the dealer zone's session
 * and resources), and the reads its pages need (content pages, help books, libraries,
 * vacancies, beta programmes, the sitemap and the RSS feed, Markdown).
 */
export { APPLICATION_RECEIVED_MESSAGE, CAREERS_RATE_LIMIT, CV_FIELD, CV_FRIENDLY_NAME, applyForJob, checkCv } from "./careers";
export { BETA_RATE_LIMIT, betaConfirmation, registerForBeta } from "./beta";
export { LIBRARY_INSTRUCTIONS_RATE_LIMIT, listAppLibraries, sendLibraryInstructions } from "./libraries";
export { HELP_SEARCH_RATE_LIMIT, searchProductHelp } from "./help-search";
export { DEALER_SIGN_IN_RATE_LIMIT, NOT_A_DEALER_MESSAGE, enterDealerZone, leaveDealerZone, readDealerResources } from "./dealer-access";
export {
  type DealerAccessHolder,
  dealerIdsOf,
  endDealerSessionsStatement,
  grantDealerRoleStatement,
  listDealerAccess,
  revokeDealerRoleStatement,
} from "./dealer-roles";
export {
  DEALER_SECTIONS,
  type DealerSection,
  type DealerSession,
  clearDealerSessionCookie,
  dealerRoleOf,
  endDealerSession,
  listDealerResources,
  readDealerSession,
} from "./dealer-zone";
export {
  type ContentPage,
  LIBRARY_APPS,
  type LibraryApp,
  betaDownloadsFor,
  findHelpBook,
  findLibrary,
  findPageByHid,
  findPageByPath,
  libraryFilterOptions,
  listBetaProgrammes,
  listHelpBooks,
  listLibraries,
  listVacancies,
  searchHelp,
} from "./service";
export { markdownToText, renderMarkdown } from "./markdown";
export { SITEMAP_GROUPS, buildSitemap, sitemapXml } from "./sitemap";
export { feedItems, rssXml } from "./rss";
export { type ContentKind, type InLanguage, inLanguage } from "./translations";
