/**
 * Identity's one door: the built-in DolphinID provider, the site's sign-in sessions, proof of
 * an email address and passwords. Its operations (the account's and the sign-in's forms)
 * make both their /api/v1 routes and their page actions; the reads below serve loaders and
 * other areas.
 */
export {
  PREFERENCES_SAVED_MESSAGE,
  acceptCallingTerms,
  askForPasswordReset,
  builtInAccountContacts,
  callAccountServiceFor,
  changeAccountPassword,
  readAccountPreferences,
  resetPassword,
  saveAccountPreferences,
  saveMailLanguage,
  signOutOfSite,
} from "./account-operations";
export {
  exchangeSignInCode,
  proveAddressWithCode,
  proveAddressWithLink,
  registerDolphinId,
  sendNewProofCode,
  signInToDolphinId,
  startSiteSignIn,
} from "./sign-in-operations";
export { accountMailLocale } from "./mail-locale";
export { type PreferencesView, getPreferences, isResetTokenUsable, readAccountSummary } from "./account-service";
export { authorizationUrl, authorizeEndpoint, authorizeFields } from "./client";
export { canChangePasswordHere } from "./password-change";
export { accountHasProvedAddress, addressProofState, findProofLink, isEmailProved, provedAccountIdForEmail } from "./email-proof";
export { checkAuthorizeRequest, signInNeedsHumanCheck } from "./provider";
export {
  type SessionRow,
  type SessionUser,
  TokenError,
  accessTokenFor,
  clearSessionCookie,
  endAccountSessions,
  readSession,
  readSessionUser,
} from "./session";
export { type SessionSummary, listAccountSessions } from "./session-list";
export { type OwnSession, endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions";
export { type SignInHistoryEntry, readSignInHistory } from "./sign-in-history";
export { completeSignIn, startSignIn } from "./sign-in";
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
export { confirmItIsYou, reProofOptions } from "./re-proof";
export { DELETION_PERIOD_MS, type PendingDeletion, findDeletionByToken, listPendingDeletions } from "./account-deletion";
export { ACCOUNT_DATA_TABLES, eraseDueAccounts } from "./account-erasure";
export { type AccountData, accountDataForTicket } from "./account-export";
export { EMAIL_CHANGE_UNDO_MS, findEmailChangeByToken, pendingEmailChange } from "./email-change";
export { addPasskey, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey } from "./passkey-operations";
export { type PasskeyRow, accountPasskeys, authenticationOptions, parseCredential, verifyPasskey } from "./webauthn";
export { type TotpEnrolment, checkTotp, markSecondFactor, newRecoveryCodes, pendingTotp, secondFactors, useRecoveryCode } from "./second-factor";
