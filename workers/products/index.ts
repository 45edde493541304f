/**
 * The products area, its one door. Each part has a module of its own:
 *
 * - catalogue.ts: reading products, segments, families, versions, languages, dealers, prices
 * - catalogue-reads.ts: those reads as /api/v1 operations (a bad id in the address is a 404)
 * - trials.ts: the free-trial request
 * - reader-downloads.ts: the reader app download and its MSI package, and the latest demo
 * - downloads.ts: download tokens and the files they lead to
 * - files.ts: download file records (installers, patch files) and serving public installers
 * - unlock.ts: the premium reader unlock
 * - references.ts: the lists a download or trial form picks from
 * - updates.ts: updates and patches
 * - licensed-files.ts: files behind a licence (update patches, the software a licence pays for)
 * - html.ts: cleaning the content system's HTML
 */
export {
  type Product,
  type ProductVersion,
  type VersionFilter,
  type VersionLanguage,
  dealersForProduct,
  familyProducts,
  getFamily,
  getLanguageByCode,
  getMarketSegment,
  getProduct,
  getProductBySemanticName,
  getVersion,
  hardwareProducts,
  latestVersion,
  listCountries,
  listFamilies,
  listPrices,
  listProducts,
  listVersionLanguages,
  listVersions,
  productSegments,
  productsInSegment,
  productsWithValidDownloads,
  productsWithValidUpdates,
} from "./catalogue";
export { catalogueReads } from "./catalogue-reads";
export { TRIAL_REQUEST_RATE_LIMIT, requestTrial } from "./trials";
export {
  READER_DOWNLOAD_RATE_LIMIT,
  type ReaderDownloadKind,
  findLatestDemo,
  latestDemoVersionId,
  requestReaderDownload,
  requestReaderMsiDownload,
} from "./reader-downloads";
export { type TokenResolution, demoFileUrl, resolveToken } from "./downloads";
export {
  type DownloadFile,
  INSTALLER_UNAVAILABLE_MESSAGE,
  fileHeaders,
  getDownloadFile,
  installerUrl,
  listDownloadFiles,
  serveInstaller,
  storedChecksum,
} from "./files";
export { UNLOCKED_MESSAGE, UNLOCK_RATE_LIMIT, unlockPremium } from "./unlock";
export {
  type UpdateDetail,
  type UpdateSearchResult,
  type UpdateSummary,
  checkUpdateLicence,
  findUpdates,
  getUpdate,
  listVisibleUpdates,
  searchUpdates,
  updateFileUrl,
  updatesForVersion,
  readUpdateFile,
} from "./updates";
export { sanitiseHtml } from "./html";
export { priceDay, priceInForce } from "./prices-in-force";
export {
  type LicensedFile,
  type SoftwareDownload,
  type SoftwareFile,
  SOFTWARE_FILE_MESSAGES,
  SOFTWARE_FILE_PATH,
  readSoftwareFile,
  softwareDownloads,
  softwareFileUrl,
} from "./licensed-files";
