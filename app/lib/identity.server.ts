/**
 * The identity area's server functions for the account pages. Pages reach them only through
 * this `.server` module: React Router keeps `.server` modules out of the browser build, so a
 * page can never drag the database code behind them into what visitors download.
 */
export {
  accountMailLocale,
  addressProofState,
  authorizationUrl,
  canChangePasswordHere,
  checkAuthorizeRequest,
  completeSignIn,
  findProofLink,
  getPreferences,
  isResetTokenUsable,
  startSignIn,
} from "@workers/identity";
