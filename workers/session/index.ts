/**
 * The site's sign-in's one door: the site as DolphinID's OpenID Connect client (arctic), its
 * sessions (a row per sign-in behind an HttpOnly cookie, with the tokens kept on the server),
 * the owner's list of where they are signed in, and the site's calls to the account service
 * with a session's tokens.
 */
export { exchangeSignInCode, startSiteSignIn } from "./sign-in-operations";
export { authorizationUrl, authorizeEndpoint, authorizeFields } from "./client";
export {
  type SessionRow,
  type SessionUser,
  TokenError,
  accessTokenFor,
  clearSessionCookie,
  endAccountSessions,
  readSession,
  readSessionUser,
  sessionCookieToken,
  signOut,
  updateSessionTerms,
} from "./session";
export { type SessionSummary, listAccountSessions } from "./session-list";
export { type OwnSession, endOtherSessions, endOwnSession, listOwnSessions } from "./own-sessions";
export { type SignInHistoryEntry, readSignInHistory } from "./sign-in-history";
export { completeSignIn, startSignIn } from "./sign-in";
export { builtInAccountContacts, callAccountServiceFor } from "./account-service-calls";
