/**
 * The account area's one door: what a signed-in owner does with their DolphinID on the site,
 * each an operation for its /api/v1 route and its page action: preferences, the calling terms,
 * the password, the address, signing out, deleting the account and downloading its data.
 */
export {
  PREFERENCES_SAVED_MESSAGE,
  acceptCallingTerms,
  askForPasswordReset,
  changeAccountPassword,
  readAccountPreferences,
  resetPassword,
  saveAccountPreferences,
  saveMailLanguage,
  signOutOfSite,
} from "./account-operations";
export { canChangePasswordHere } from "./password-change";
export {
  ACCOUNT_KEPT_MESSAGE,
  cancelAccountDeletion,
  exportAccountData,
  finishEmailChange,
  readOwnAccount,
  requestAccountDeletion,
  startEmailChange,
  undoAccountEmailChange,
} from "./account-data-operations";
export { DELETION_PERIOD_MS, type PendingDeletion, findDeletionByToken, listPendingDeletions } from "./account-deletion";
export { EMAIL_CHANGE_UNDO_MS, findEmailChangeByToken, pendingEmailChange } from "./email-change";
