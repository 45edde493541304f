/** What the support pages read from the support desk (workers/support). */
export {
  type Country,
  type Dealer,
  type KbSearchResult,
  findArticle,
  findBookedTraining,
  findSupportProduct,
  formatSlot,
  listCountries,
  listDealerPlaces,
  listOpenSlots,
  listPrimaryDealers,
  listSupportProducts,
  searchKnowledgeBase,
} from "@workers/support";
