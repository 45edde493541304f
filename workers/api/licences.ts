/**
 * Licences under /api/v1: the signed-in account's licences with what each unlocks, and
 * registering a licence bought elsewhere (rules in workers/licences).
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/types";
import { listMyLicences, registerMyLicence } from "../licences";
import { apiRoute } from "../operation";

export const licencesApi = new Hono<AppEnv>();

licencesApi.get("/account/licences", apiRoute(listMyLicences));
licencesApi.post("/account/licences/register", apiRoute(registerMyLicence));
