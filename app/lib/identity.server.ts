/**
 * The identity area's server functions for the account pages. Pages reach them only through
 * this `.server` module: React Router keeps `.server` modules out of the browser build, so a
 * page can never drag the database code behind them into what visitors download.
 */
export { accountMailLocale, addressProofState, checkAuthorizeRequest, findProofLink, getPreferences, isResetTokenUsable } from "@workers/identity";
export { authorizationUrl, completeSignIn, startSignIn } from "@workers/session";
export { canChangePasswordHere } from "@workers/account";
