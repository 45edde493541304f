/**
 * The staff desk's server side: who may use it (a staff role for this environment), the
 * desk's reading of the audit log, and the sections' operations.
 */
export { type AuditFilter, type AuditRow, listAudit, readAuditLog } from "./audit";
export { type StaffListing, grantStaffRole, listStaff, readStaffList, revokeStaffRole } from "./members";
export {
  type SecondFactorStep,
  type StaffCheck,
  type StaffMember,
  HIGHER_ROLE_MESSAGE,
  STAFF_ROLE_BITS,
  actorOf,
  checkStaff,
  outrankedBy,
  staffAccess,
  staffRoleName,
  superadminAccess,
} from "./roles";
export { staleEdit } from "./versions";
export {
  type DealerListing,
  type DealerRecord,
  createDealer,
  listDealerPlacesForDesk,
  listDealerRecords,
  listDealersForDesk,
  readDealerForDesk,
  readDealerRecord,
  updateDealer,
} from "./dealers";
export { grantDealerAccess, revokeDealerAccess } from "./dealers-access";
export {
  type AccountDetail,
  type AccountListing,
  SIGNED_OUT_BY_STAFF_REASON,
  readAccountDetail,
  readAccountForDesk,
  searchAccounts,
  searchAccountsForDesk,
  signAccountOutEverywhere,
} from "./accounts";
export {
  type AnalyticsReport,
  type AnalyticsSeries,
  DEFAULT_ANALYTICS_DAYS,
  analyticsReport,
  readAnalytics,
  readErrorGroups,
  reportDestinations,
} from "./errors";
export { INBOX_CSV_HEADER, INBOX_EXPORT_LIMIT, type InboxRow, csvCell, inboxCsv, listInbox, sortOf as inboxSortOf } from "./inbox-list";
export { type InboxItem, type SentField, type ThreadEntry, findInboxItem } from "./inbox-item";
export { exportInboxCsv, lookUpAccount, lookUpAccounts, viewInboxItem } from "./personal-reads";
export { addInboxNote, readInbox, readInboxItem, replyMail, replyToInboxItem, updateInboxItem } from "./inbox";
export { type OutboxRow, listOutbox, readOutbox, retryOutboxMail } from "./inbox-outbox";
export {
  type DeskFile,
  deskFiles,
  deskPatch,
  deskProduct,
  deskProducts,
  deskVersion,
  deskVersionLanguage,
  readDeskFiles,
  readDeskProducts,
  readDeskVersion,
} from "./products-reads";
export { createVersion, saveProduct, saveVersion } from "./products";
export { createPatch, createVersionLanguage, savePatch, saveVersionLanguage } from "./products-files";
export { abortUpload, completeUpload, startUpload, storedChecksum, uploadFileInOne, uploadPart } from "./uploads";
export {
  type DeskLicence,
  type DeskOrder,
  issueLicenceByStaff,
  licensableProducts,
  refundOrderByStaff,
  revokeLicenceByStaff,
  searchLicences,
  searchLicencesForDesk,
  transferLicenceByStaff,
} from "./licences";
export { type DeskOrganisation, listOrganisations, listOrganisationsForDesk, updateOrganisationByStaff } from "./organisations";
export { type BannerListing, listBanners, previewBanner, readBanners, saveBanner } from "./banner";
export {
  type EditablePage,
  PAGE_SORTS,
  type PageListing,
  type PageSort,
  createPage,
  deletePage,
  findEditablePage,
  listPages,
  previewPage,
  publishPage,
  readPages,
  updatePage,
} from "./pages";
export {
  ARTICLE_SORTS,
  type ArticleListing,
  type ArticleSort,
  type EditableArticle,
  createArticle,
  deleteArticle,
  findEditableArticle,
  listArticlesForDesk,
  readArticlesForDesk,
  updateArticle,
} from "./knowledge-base";
export {
  type EditableVideo,
  VIDEO_SORTS,
  type VideoSort,
  createVideo,
  deleteVideo,
  findEditableVideo,
  listVideosForDesk,
  readVideosForDesk,
  updateVideo,
} from "./videos";
export {
  type DeskEvent,
  type DeskEventRow,
  createStaffEvent,
  deleteStaffEvent,
  eventFormChoices,
  findStaffEventPlace,
  listEventsForDesk,
  readEventForDesk,
  readStaffEvent,
  readStaffEvents,
  updateStaffEvent,
} from "./events";
export { type DeskRegistrant, exportRegistrantsCsv, readRegistrants, readStaffWebinarRegistrants } from "./webinar-registrants";
export {
  type DeskWebinar,
  type DeskWebinarRow,
  createStaffWebinar,
  deleteStaffWebinar,
  listWebinarsForDesk,
  readStaffWebinar,
  readStaffWebinars,
  readWebinarForDesk,
  updateStaffWebinar,
  webinarFormChoices,
  webinarsKeptHere,
} from "./webinars";
export { type PriceListing, listPriceRows, readPrices, savePrice, schedulePrice } from "./prices";
export { type TaxRuleListing, listTaxRules, readTaxRules, saveTaxRule } from "./tax-rules";
export {
  type CountryListing,
  type StateListing,
  addState,
  listCountriesForDesk,
  listStatesForDesk,
  readCountriesForDesk,
  readCountryStates,
  saveCountry,
  saveState,
} from "./countries";
export { type LanguageListing, listLanguagesForDesk, readLanguagesForDesk, saveLanguage } from "./languages";
export { lookUpPendingDeletions, readPendingDeletions } from "./account-deletions";
export {
  WRONG_CODE_MESSAGE,
  WRONG_RECOVERY_CODE_MESSAGE,
  confirmStaffTotp,
  confirmWithPasskey,
  confirmWithRecoveryCode,
  confirmWithTotp,
  staffPasskeyOptions,
} from "./second-factor";
export {
  type TranslationDetail,
  type TranslationListing,
  type TranslationStatus,
  findTranslation,
  listTranslations,
  publishTranslation,
  readTranslationForDesk,
  readTranslationsForDesk,
  saveTranslationDraft,
  translationStatuses,
  unpublishTranslation,
} from "./translations";
