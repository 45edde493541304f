import { type RouteConfigEntry, layout, route } from "@react-router/dev/routes";
import { routePattern } from "../../../common/routes";

/** The staff desk: one layout (the role check and the desk's navigation), then a page per section. */
export const staffRoutes: RouteConfigEntry[] = [
  layout("routes/staff/layout.tsx", [
    route(routePattern("StaffHome"), "routes/staff/home.tsx"),
    route(routePattern("StaffMembers"), "routes/staff/members.tsx"),
    route(routePattern("StaffAudit"), "routes/staff/audit.tsx"),
    route(routePattern("StaffEvents"), "routes/staff/events.tsx"),
    route(routePattern("StaffEventNew"), "routes/staff/events-edit.tsx", { id: "staff-event-new" }),
    route(routePattern("StaffEvent"), "routes/staff/events-edit.tsx", { id: "staff-event" }),
    route(routePattern("StaffWebinars"), "routes/staff/webinars.tsx"),
    route(routePattern("StaffWebinarNew"), "routes/staff/webinars-edit.tsx", { id: "staff-webinar-new" }),
    route(routePattern("StaffWebinar"), "routes/staff/webinars-edit.tsx", { id: "staff-webinar" }),
    route(routePattern("StaffBanner"), "routes/staff/banner.tsx"),
    route(routePattern("StaffPages"), "routes/staff/pages.tsx"),
    route(routePattern("StaffPage"), "routes/staff/pages-edit.tsx"),
    route(routePattern("StaffKnowledgeBase"), "routes/staff/knowledge-base.tsx"),
    route(routePattern("StaffKnowledgeBaseArticle"), "routes/staff/knowledge-base-edit.tsx"),
    route(routePattern("StaffVideos"), "routes/staff/videos.tsx"),
    route(routePattern("StaffVideo"), "routes/staff/videos-edit.tsx"),
    route(routePattern("StaffInbox"), "routes/staff/inbox.tsx"),
    route(routePattern("StaffInboxExport"), "routes/staff/inbox-export.ts"),
    route(routePattern("StaffInboxItem"), "routes/staff/inbox-item.tsx"),
    route(routePattern("StaffOutbox"), "routes/staff/inbox-outbox.tsx"),
    route(routePattern("StaffDealers"), "routes/staff/dealers.tsx"),
    route(routePattern("StaffDealer"), "routes/staff/dealers-edit.tsx"),
    route(routePattern("StaffLicences"), "routes/staff/licences.tsx"),
    route(routePattern("StaffOrganisations"), "routes/staff/organisations.tsx"),
    route(routePattern("StaffAccounts"), "routes/staff/accounts.tsx"),
    route(routePattern("StaffAccount"), "routes/staff/accounts-detail.tsx"),
    route(routePattern("StaffErrors"), "routes/staff/errors.tsx"),
  ]),
];
