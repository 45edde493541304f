/**
 * What the updates pages read on the server: the products and versions that have updates,
 * the updates themselves, and whether the visitor's licences cover one (its file is then
 * downloaded from the address `updateFileUrl` gives, where the Worker checks again).
 */
export {
  type UpdateSearchResult,
  checkUpdateLicence,
  getUpdate,
  getVersion,
  listVersions,
  productsWithValidUpdates,
  sanitiseHtml,
  searchUpdates,
  updateFileUrl,
  updatesForVersion,
} from "@workers/products";

/** Field errors a page's own check finds, said in the page's language as the operations' are. */
export { pageText, sayFieldErrors } from "@workers/i18n";
