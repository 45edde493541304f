/**
 * Licences under /api/v1: the signed-in account's licences with what each unlocks,
 * registering a licence bought elsewhere (rules in workers/licences), and an update's file,
 * which only the accounts whose licence covers it may download.
 */
import { Hono } from "hono";
import { updateFileParamSchema } from "@common/schemas/licences";
import type { AppEnv } from "../http/types";
import { validate } from "../http/validate";
import { readSessionUser } from "../identity/session";
import { listMyLicences, registerMyLicence } from "../licences";
import { apiResponse, apiRoute, refuse } from "../operation";
import { getDb } from "../db/client";
import { readUpdateFile } from "../products/updates";

export const licencesApi = new Hono<AppEnv>();

licencesApi.get("/account/licences", apiRoute(listMyLicences));
licencesApi.post("/account/licences/register", apiRoute(registerMyLicence));

licencesApi.get("/updates/:id/file", validate("param", updateFileParamSchema), async (c) => {
  const user = await readSessionUser(c.req.raw, c.env);
  const file = await readUpdateFile(getDb(c.env.DB), c.env.DOWNLOADS, user?.userId ?? null, c.req.valid("param").id);
  if (!file.ok) return apiResponse(c, refuse(file.status, file.message));
  // The file's own type and name; it is for this account only, so no shared cache may keep it.
  const headers = new Headers(file.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(file.body, { headers });
});
