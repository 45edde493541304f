import { type RouteConfigEntry, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** The premium reader area for organisations: an account's own status, and the team's pages for running an organisation. */
export const premiumRoutes: RouteConfigEntry[] = [
  route(routePattern("PremiumStatus"), "routes/premium/status.tsx"),
  route(routePattern("PremiumStudents"), "routes/premium/students.tsx"),
  route(routePattern("PremiumTeachers"), "routes/premium/teachers.tsx"),
  route(routePattern("PremiumDomains"), "routes/premium/domains.tsx"),
  route(routePattern("PremiumEditUser"), "routes/premium/edit-user.tsx"),
  route(routePattern("PremiumImportUsers"), "routes/premium/import-users.tsx"),
  route(routePattern("PremiumUserAnalytics"), "routes/premium/user-analytics.tsx"),
  route(routePattern("PremiumInviteCode"), "routes/premium/invite-code.tsx"),
  route(routePattern("PremiumPrintInvite"), "routes/premium/print-invite.tsx"),
  route(routePattern("PremiumJoin"), "routes/premium/join.tsx"),
];
