/**
 * The support desk's one door: its operations (messages, bookings, the newsletter, the
 * visitor's country, the human check, dealers, the knowledge base, support products), and
 * the reads its pages and other areas need.
 */
export { MESSAGE_RATE_LIMIT, sendBugReport, sendContactMessage, sendSupportMessage } from "./messages";
export { BOOKING_RATE_LIMIT, bookCallback, bookTraining, listSlots } from "./bookings";
export { type MessageInput, type Slot, findBookedTraining, formatSlot, listOpenSlots, submitMessage, bookSlot } from "./desk";
export { type SupportProduct, findSupportProduct, listSupportProducts, readSupportProduct, supportProductList } from "./products";
export { confirmNewsletter, signUpToNewsletter, subscribeAccountToNewsletter, unsubscribeAccountFromNewsletter, unsubscribeFromNewsletter } from "./newsletter";
export { type NewsletterState, newsletterMail, newsletterState } from "./newsletter-consent";
export { type Country, chooseCountry, listCountries, locateCountry } from "./country";
export { issueHumanCheckToken, verifyHumanCheck } from "./human-check";
export { type Dealer, findCountryPrimaryDealer, findDealers, findPrimaryDealer, listDealerPlaces, listPrimaryDealers, locateDealers } from "./dealers";
export {
  type KbArticle,
  type KbArticleSummary,
  type KbSearchResult,
  findArticle,
  listVisibleArticles,
  quickSearchArticles,
  readArticle,
  searchArticles,
  searchKnowledgeBase,
} from "./knowledge-base";
