/** Named routes of the premium reader area for organisations. */
export const PREMIUM_ROUTES = {
  PremiumStatus: "/account/easyreader-premium/status",
  PremiumStudents: "/account/easyreader-premium/students",
  PremiumTeachers: "/account/easyreader-premium/teachers",
  PremiumDomains: "/account/easyreader-premium/domains",
  PremiumEditUser: "/account/easyreader-premium/edit-user",
  PremiumImportUsers: "/account/easyreader-premium/import-users",
  PremiumUserAnalytics: "/account/easyreader-premium/user-analytics",
  PremiumInviteCode: "/account/easyreader-premium/invite-code",
  PremiumPrintInvite: "/account/easyreader-premium/print-invite",
  /** Where a teacher invitation link lands (`?token=`). */
  PremiumJoin: "/account/easyreader-premium/join",
} as const;
