/** Named routes of the account area. */
export const ACCOUNT_ROUTES = {
  AccountDashboard: "/account",
  AccountPreferences: "/account/preferences",
  /** My licences: each licence and what it unlocks, and registering a licence bought elsewhere. */
  AccountLicences: "/account/licences",
  /** My orders: every order of the account, with its receipt and invoice. */
  AccountOrders: "/account/orders",
  /** The owner's control of their data: delete the DolphinID, download its data, change its address. */
  AccountDelete: "/account/delete",
  AccountDeletionScheduled: "/account/delete/scheduled",
  AccountCancelDeletion: "/account/delete/cancel",
  AccountData: "/account/data",
  /** The JSON file itself, for a short-lived ticket the data page's form gives. */
  AccountDataFile: "/account/data/file",
  AccountEmail: "/account/email",
  AccountUndoEmailChange: "/account/email/undo",
  AccountAddressBook: "/account/video-calling/address-book",
  AccountHelp: "/account/video-calling/help",
  AccountCallSettings: "/account/video-calling/settings",
  OAuthVerify: "/account/oauth_verify",
  Call: "/call",
  /** The built-in DolphinID provider's pages (its protocol endpoints are Hono routes under /id). */
  DolphinIdRegister: "/id/register",
  DolphinIdAuthorize: "/id/oauth/authorize",
  DolphinIdPasswordReset: "/id/password-reset",
  /** Proving an email address: the mailed code is typed here, and the mailed link opens here. */
  DolphinIdVerifyEmail: "/id/verify-email",
} as const;
