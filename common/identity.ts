/**
 * DolphinID constants shared by the provider, the site's session and the pages:
 * service roles and environments, service ids, verify messages,
 * token errors and session lifetimes.
 */

/** Account type bits of a service role: bits 0xF0. */
export const ROLE_TYPE_MASK = 0xf0;
export const ROLE_USER = 16;
export const ROLE_CODE = 32;
/** At or above is an administrator. */
export const ROLE_ADMIN = 48;
export const ROLE_SUPERADMIN = 0xff0000;
/** The low 4 bits are the server environment. */
export const ROLE_ENVIRONMENT_MASK = 0x0f;

export const SERVER_ENVIRONMENTS = { local: 0, production: 1, staging: 2, beta: 3, alpha: 4, dev: 5 } as const;
export type ServerEnvironment = keyof typeof SERVER_ENVIRONMENTS;

export function environmentName(nibble: number): string {
  const entry = Object.entries(SERVER_ENVIRONMENTS).find(([, value]) => value === nibble);
  return entry ? entry[0] : `unknown (${nibble})`;
}

/** The environment nibble of an ENVIRONMENT variable ("dev", "production"…); unknown names count as local. */
export function environmentNibble(name: string | undefined | null): number {
  const key = (name ?? "local").toLowerCase() as ServerEnvironment;
  return SERVER_ENVIRONMENTS[key] ?? SERVER_ENVIRONMENTS.local;
}

export function roleEnvironment(role: number): number {
  return role & ROLE_ENVIRONMENT_MASK;
}
export function roleAccountType(role: number): number {
  return role & ROLE_TYPE_MASK;
}
export function isSuperAdmin(role: number): boolean {
  return (role & ROLE_SUPERADMIN) === ROLE_SUPERADMIN;
}
export function isAdmin(role: number): boolean {
  return isSuperAdmin(role) || roleAccountType(role) >= ROLE_ADMIN;
}

/** Spec 6: the exact message for a token of another environment. */
export function environmentMismatchMessage(tokenEnvironment: number, serverEnvironment: number): string {
  return `Your account is setup to use the "${environmentName(tokenEnvironment)}" environment, and does not have access to the "${environmentName(serverEnvironment)}" environment`;
}

/** The services the site asks tokens for on every refresh. */
export const SERVICE_ACCOUNT = "account";
export const SERVICE_CALLING = "video-calling";
export const SITE_SERVICES = [SERVICE_ACCOUNT, SERVICE_CALLING] as const;
/**
 * The query a plain post of the video calling terms comes back with, so the page it returns to
 * thanks the account holder instead of just losing the banner.
 */
export const TERMS_JUST_ACCEPTED = { name: "terms", value: "accepted" } as const;

/** What the site's own client asks the provider for: sign-in with the address, and its two services. */
export const SITE_SCOPES: readonly string[] = ["openid", "email", ...SITE_SERVICES];

/** Spec 5 "Login verify", in the order of the checks. */
export const VERIFY_MESSAGES = {
  direct: "It looks like you've attempted to access this page directly, please try logging in",
  providerError: "DolphinID encountered an issue while logging you in, please refresh and try again",
  missingCredentials: "There was an issue getting your login credentials, please refresh and try again",
  stateMismatch: "An error occurred while processing your request, please refresh and try logging in again",
} as const;

/** Spec 8 token errors, with our own wording (the spec does not give the texts). */
export const TOKEN_ERROR_MESSAGES = {
  missingTokens: "You are not signed in, or your sign-in has ended. Please sign in again to continue.",
  missingRefreshToken: "Your sign-in details are incomplete. Please sign in again to continue.",
  failedRefresh: "We could not renew your sign-in with DolphinID. Please sign in again to continue.",
} as const;
export type TokenErrorKind = keyof typeof TOKEN_ERROR_MESSAGES;

/** Cookies of the sign-in (listed as essential in common/cookie-policy.ts). */
export const SESSION_COOKIE = "__Host-session";
export const OAUTH_HASH_COOKIE = "__Host-oauth";
/** The dealer zone's own session (workers/content/dealer-zone.ts); a page sent with it is private too. */
export const DEALER_SESSION_COOKIE = "__Host-dealer-session";

const MINUTE_MS = 60_000;
/** A session not used for this long ends. */
export const SESSION_IDLE_TIMEOUT_MS = 2 * 60 * MINUTE_MS;
/** A session ends this long after sign-in, however busy. */
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * 60 * MINUTE_MS;

/** Built-in provider lifetimes. */
export const AUTH_CODE_LIFETIME_MS = 60_000;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 15 * 60;
/** Clients refresh an access token this long before it expires (serviceRefresh). */
export const ACCESS_TOKEN_REFRESH_MARGIN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_LIFETIME_MS = 366 * 24 * 60 * MINUTE_MS;
export const PASSWORD_RESET_LIFETIME_MS = 60 * MINUTE_MS;
/**
 * Password length in characters (NIST SP 800-63B: at least 8, allow at least 64, no
 * composition rules). Common and breached passwords are refused by a list on the server.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** The hint beside every new-password field. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, up to ${PASSWORD_MAX_LENGTH}. A few unrelated words make a strong password that is easy to type. Passwords that are often used or have been exposed in data breaches are not accepted.`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is on a list of passwords that are often used or have been exposed in data breaches, so it is easy to guess. Choose another.";

/**
 * Sign-in throttling never locks an account: past these counts of wrong passwords in a
 * window, for the account (from any address) or from one address, a sign-in also needs the
 * human check; a right password with a passed check always gets in.
 */
export const SIGN_IN_CHECK_AFTER_ACCOUNT_FAILURES = 5;
export const SIGN_IN_CHECK_AFTER_ADDRESS_FAILURES = 5;
/** Attempts from one address in a window before it must wait (slows one attacker, not the owner elsewhere). */
export const SIGN_IN_LIMIT_PER_ADDRESS = 100;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** The human-check action name of the sign-in form. */
export const SIGN_IN_HUMAN_CHECK_ACTION = "sign-in";
/** What the provider's sign-in page says of a request without its client's fields. */
export const SIGN_IN_REQUEST_INCOMPLETE = "This sign-in request is incomplete. Go back to the site you came from and choose Sign in again.";
/**
 * The check runs without anything to see or do (the local check's token comes with the form;
 * a hosted provider's invisible check runs as the form is sent), so the message says so
 * rather than asking for something the page does not show.
 */
export const SIGN_IN_HUMAN_CHECK_MESSAGE =
  "There have been several unsuccessful attempts to sign in. To keep your account safe, we also check that you are a person; this happens on its own, with nothing for you to do. Please enter your password and sign in again.";

/** Password changes allowed per account in a window (each checks the current password). */
export const PASSWORD_CHANGE_LIMIT = 10;
export const PASSWORD_CHANGE_WINDOW_SECONDS = 15 * 60;

/** The logout event other tabs listen for (BroadcastChannel name and localStorage key). */
export const LOGOUT_CHANNEL = "dolphin-auth";
export const LOGOUT_STORAGE_KEY = "dolphin-logout";

/** What the password pages say; here, so that page components need no server module for them. */
export const PASSWORD_RESET_ANSWER =
  "If a DolphinID exists for that email address, we have sent it a link to choose a new password. The link works once, for one hour.";
export const RESET_LINK_INVALID = "This password reset link has expired or has already been used. Please ask for a new one.";
export const PASSWORD_CHANGED_MESSAGE = "Your password has been changed. Any other browsers and devices signed in to your DolphinID have been signed out.";
