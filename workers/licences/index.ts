/**
 * The licences area's one door: issuing, registering, upgrading, renewing and revoking a
 * licence (called by the orders area and the seed), what an account's licences unlock (the
 * update pages' check, My licences), serial numbers, and the licence operations.
 */
export {
  type Fulfilment,
  type IssueLicenceRequest,
  type Licence,
  NOT_YOUR_SERIAL_MESSAGE,
  REGISTER_REVOKED_MESSAGE,
  REGISTER_TAKEN_MESSAGE,
  REGISTER_UNKNOWN_MESSAGE,
  addMonths,
  changeEdition,
  issueLicence,
  licenceBySerial,
  ownLicence,
  registerLicence,
  renewLicence,
  restoreLicence,
  revokeLicence,
  upgradeLicence,
} from "./store";
export { type CoveredUpdate, type LicenceHolding, RENEWAL_DUE_DAYS, holdingOf, holdsLicenceFor, licencesOf, renewalDue } from "./holdings";
export { SERIAL_FORMAT_MESSAGE, newSerial, normaliseSerial } from "./serials";
export {
  REGISTER_RATE_LIMIT,
  WRONG_SERIAL_LIMIT,
  listMyLicences,
  registerMyLicence,
} from "./operations";
export { FREE_UPGRADE_REVOKED_MESSAGE, FREE_UPGRADE_SMA_ENDED_MESSAGE, claimFreeUpgrade, maintenanceCurrent } from "./free-upgrade";
