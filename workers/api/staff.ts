/**
 * /api/v1/staff routes of the staff desk, each made from its operation (workers/staff). Every
 * one answers 404 to anyone without a staff role for this environment.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/types";
import { apiRoute } from "../operation";
import { grantStaffRole, readAuditLog, readStaffList, revokeStaffRole } from "../staff";

export const staffApi = new Hono<AppEnv>();

staffApi.get("/staff", apiRoute(readStaffList));
staffApi.post("/staff", apiRoute(grantStaffRole));
staffApi.delete("/staff/:accountId", apiRoute(revokeStaffRole));
staffApi.get("/audit", apiRoute(readAuditLog));
