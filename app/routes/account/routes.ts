import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** The account area and the built-in DolphinID provider's pages. */
export const accountRoutes: RouteConfigEntry[] = [
  route(routePattern("Login"), "routes/account/login.tsx"),
  route(routePattern("OAuthVerify"), "routes/account/verify.tsx"),
  route(routePattern("AccountDashboard"), "routes/account/dashboard.tsx"),
  route(routePattern("AccountPreferences"), "routes/account/preferences.tsx"),
  route(routePattern("AccountLicences"), "routes/account/licences.tsx"),
  route(routePattern("AccountOrders"), "routes/account/orders.tsx"),
  route(routePattern("AccountDelete"), "routes/account/delete.tsx"),
  route(routePattern("AccountDeletionScheduled"), "routes/account/delete-scheduled.tsx"),
  route(routePattern("AccountCancelDeletion"), "routes/account/delete-cancel.tsx"),
  route(routePattern("AccountData"), "routes/account/data.tsx"),
  route(routePattern("AccountDataFile"), "routes/account/data-file.ts"),
  route(routePattern("AccountEmail"), "routes/account/email.tsx"),
  route(routePattern("AccountUndoEmailChange"), "routes/account/email-undo.tsx"),
  route(routePattern("DolphinIdRegister"), "routes/account/id-register.tsx"),
  route(routePattern("DolphinIdAuthorize"), "routes/account/id-authorize.tsx"),
  route(routePattern("DolphinIdPasswordReset"), "routes/account/id-password-reset.tsx"),
  route(routePattern("DolphinIdVerifyEmail"), "routes/account/id-verify-email.tsx"),
];
