/**
 * The built-in DolphinID provider's one door: its OpenID Connect endpoints and pages' forms,
 * the accounts it holds (passwords, proof of address, passkeys, second factors, the address
 * book, the account's history, deletion and erasure) and the account service. The site reaches
 * it as any client would, through workers/session.
 */
export { accountMailLocale, addressMailLocale, setAccountMailLocale, storedMailLocale } from "./mail-locale";
export {
  type ContactView,
  type PreferencesView,
  completePasswordReset,
  getPreferences,
  isResetTokenUsable,
  listContacts,
  readAccountSummary,
  requestPasswordReset,
  savePreferences,
} from "./account-service";
export {
  EMAIL_PROOF_RESEND_ADDRESS_CEILING,
  EMAIL_PROOF_RESEND_PER_ADDRESS,
  EMAIL_PROOF_RESEND_PER_CLIENT,
  accountHasProvedAddress,
  provedAddressSql,
  addressProofState,
  findProofLink,
  hasProvedAddress,
  isEmailProved,
  issueAddressChangeProof,
  proveWithCode,
  provedAccountIdForEmail,
} from "./email-proof";
export { checkAuthorizeRequest, normaliseEmail, signInNeedsHumanCheck } from "./provider";
export { type ReProof, confirmItIsYou, reProofOptions } from "./re-proof";
export { ACCOUNT_DATA_TABLES, DELETION_PENDING_MESSAGE, eraseDueAccounts, pendingDeletionOf } from "./account-erasure";
export { type AccountData, accountDataForTicket, collectAccountData, downloadTicket } from "./account-export";
export { addPasskey, passkeyRegistrationOptions, passkeySignInOptions, removePasskey, signInWithPasskey } from "./passkey-operations";
export { type PasskeyRow, accountPasskeys, authenticationOptions, parseCredential, verifyPasskey } from "./webauthn";
export { type TotpEnrolment, checkTotp, markSecondFactor, newRecoveryCodes, pendingTotp, secondFactors, useRecoveryCode } from "./second-factor";
export { SIGN_IN_EVENTS, type SignInEvent, WRONG_CURRENT_PASSWORD_MESSAGE, historyEntry, recordAccountEvent } from "./account-history";
export { type IdentityConfig, identityConfig } from "./config";
export { hashPassword, randomToken, sha256, signValue, unsignValue, verifyPassword } from "./crypto";
export { type OpenIdMetadata, issuerFor, openIdMetadata } from "./discovery";
export { type EndSessionsOptions, SESSIONS_ENDED_REASON, endSessionsAtBuiltInProvider, endSiteSessions } from "./end-sessions";
export { type TokenEntry, revokeRefreshToken } from "./grants";
export { parseJson, signingKeysSettingSchema } from "./keys";
export { isCommonPassword } from "./password-policy";
export { proveAddressWithCode, proveAddressWithLink, registerDolphinId, sendNewProofCode, signInToDolphinId } from "./provider-forms";
export { identityApp } from "./routes";
