/** Named routes of the staff desk (404 for anyone without a staff role). */
export const STAFF_ROUTES = {
  StaffHome: "/staff",
  StaffInbox: "/staff/inbox",
  StaffBanner: "/staff/banner",
  StaffPages: "/staff/pages",
  StaffKnowledgeBase: "/staff/knowledge-base",
  StaffEvents: "/staff/events",
  StaffWebinars: "/staff/webinars",
  StaffVideos: "/staff/videos",
  StaffProducts: "/staff/products",
  StaffLicences: "/staff/licences",
  StaffDealers: "/staff/dealers",
  StaffOrganisations: "/staff/organisations",
  StaffAccounts: "/staff/accounts",
  StaffMembers: "/staff/staff",
  StaffAudit: "/staff/audit",
  StaffErrors: "/staff/errors",
} as const;
