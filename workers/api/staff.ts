/**
 * /api/v1/staff routes of the staff desk, each made from its operation (workers/staff). Every
 * one answers 404 to anyone without a staff role for this environment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";
import { staffEventsApi } from "./staff-events";
import { staffContentApi } from "./staff-content";
import { staffTranslationsApi } from "./staff-translations";
import { staffReferenceApi } from "./staff-reference";
import { staffInboxApi } from "./staff-inbox";
import { staffLicencesApi } from "./staff-licences";
import { staffProductsApi } from "./staff-products";
import {
  createDealer,
  grantDealerAccess,
  grantStaffRole,
  listDealersForDesk,
  readAccountForDesk,
  readAnalytics,
  readAuditLog,
  readDealerForDesk,
  readErrorGroups,
  readStaffList,
  revokeDealerAccess,
  revokeStaffRole,
  searchAccountsForDesk,
  signAccountOutEverywhere,
  readPendingDeletions,
  updateDealer,
} from "../staff";

export const staffApi = new Hono<AppEnv>();

staffApi.get("/staff", apiRoute(readStaffList));
staffApi.post("/staff", apiRoute(grantStaffRole));
staffApi.delete("/staff/:accountId", apiRoute(revokeStaffRole));
staffApi.get("/audit", apiRoute(readAuditLog));
staffApi.route("/", staffContentApi);
staffApi.route("/", staffTranslationsApi);
staffApi.route("/", staffReferenceApi);

// Dealers, Accounts, and Errors and analytics.
staffApi.get("/dealers", apiRoute(listDealersForDesk));
staffApi.post("/dealers", apiRoute(createDealer));
staffApi.get("/dealers/:dealerId", apiRoute(readDealerForDesk));
staffApi.put("/dealers/:dealerId", apiRoute(updateDealer));
staffApi.post("/dealers/:dealerId/access", apiRoute(grantDealerAccess));
staffApi.delete("/dealers/:dealerId/access/:accountId", apiRoute(revokeDealerAccess));
staffApi.get("/accounts", apiRoute(searchAccountsForDesk));
staffApi.get("/accounts/:accountId", apiRoute(readAccountForDesk));
staffApi.post("/accounts/:accountId/sign-out-everywhere", apiRoute(signAccountOutEverywhere));
staffApi.get("/account-deletions", apiRoute(readPendingDeletions));
staffApi.get("/errors", apiRoute(readErrorGroups));
staffApi.get("/analytics", apiRoute(readAnalytics));
staffApi.route("/", staffInboxApi);
staffApi.route("/", staffLicencesApi);
staffApi.route("/", staffProductsApi);
staffApi.route("/", staffEventsApi);
