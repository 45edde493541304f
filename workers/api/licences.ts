/**
 * Licences under /api/v1: the signed-in account's licences with what each unlocks,
 * registering a licence bought elsewhere (rules in workers/licences), and the files only the
 * accounts whose licence covers them may download: an update's patch and the software itself.
 */
import { type Context, Hono } from "hono";
import { softwareFileParamSchema, updateFileParamSchema } from "@common/schemas/licences";
import { type AppEnv, validate } from "../http";
import { readSessionUser } from "../session";
import { claimFreeUpgrade, listMyLicences, registerMyLicence } from "../licences";
import { apiResponse, apiRoute, refuse } from "../operation";
import { getDb } from "../db";
import { type LicensedFile, SOFTWARE_FILE_PATH, readSoftwareFile, readUpdateFile } from "../products";

export const licencesApi = new Hono<AppEnv>();

licencesApi.get("/account/licences", apiRoute(listMyLicences));
licencesApi.post("/account/licences/register", apiRoute(registerMyLicence));
licencesApi.post("/account/licences/free-upgrade", apiRoute(claimFreeUpgrade));

/** A licensed file's answer: its own type and name; it is for this account only, so no shared cache may keep it. */
function licensedFileResponse(c: Context<AppEnv>, file: LicensedFile): Response {
  if (!file.ok) return apiResponse(c, refuse(file.status, file.message));
  const headers = new Headers(file.headers);
  headers.set("Cache-Control", "private, no-store");
  return new Response(file.body, { headers });
}

licencesApi.get("/updates/:id/file", validate("param", updateFileParamSchema), async (c) => {
  const user = await readSessionUser(c.req.raw, c.env);
  return licensedFileResponse(c, await readUpdateFile(getDb(c.env.DB), c.env.DOWNLOADS, user?.userId ?? null, c.req.valid("param").id));
});

licencesApi.get(SOFTWARE_FILE_PATH, validate("query", softwareFileParamSchema), async (c) => {
  const user = await readSessionUser(c.req.raw, c.env);
  return licensedFileResponse(c, await readSoftwareFile(getDb(c.env.DB), c.env.DOWNLOADS, user?.userId ?? null, c.req.valid("query").id));
});
