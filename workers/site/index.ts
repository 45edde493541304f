/**
 * The site shell's one door: its operations (not-found feedback, cookie preferences,
 * analytics events, browser error reports, reference data) and the reads its pages need.
 */
export { FEEDBACK_FAILURE_MESSAGE, FEEDBACK_RATE_LIMIT, FEEDBACK_SUCCESS_MESSAGE, reportMissingPage } from "./feedback";
export { saveCookiePreferences } from "./consent";
export { chooseLanguage } from "./language";
export { ANALYTICS_RATE_LIMIT, CLIENT_ERRORS_RATE_LIMIT, recordAnalyticsEvent, reportClientError } from "./reports";
export { type ErrorGroup, type ErrorGroupFilter, groupErrorReports } from "./report-reads";
export { listCountries, listLanguages, listStates, readHomepageLocalisation } from "./reference";
export { type HomepageLocalisation, homepageLocalisation, isBannerActive } from "./homepage";
export { findVideo, listVideos } from "./videos";
export { ISOLATE_TRUST_MS, currentContentVersion, markContentChanged, sharedCache } from "./content-version";
export { isSecurityContact, isSecurityExpiry, securityContacts, securityTxt } from "./security-txt";
export { keptReference } from "./reference-cache";
export { anonymousVariant, forgetSiteCopies, servePage } from "./page-cache";
export type { ResponseStamp } from "./stored-page";
