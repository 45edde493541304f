/**
 * /api/v1/staff routes of the desk's Products and downloads, each made from its operation
 * (workers/staff); 404 to anyone without a staff role for this environment. A part of a
 * multipart upload is the one route whose body is the file's bytes: its fields come from the
 * query string and its body is streamed on to the bucket.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http";
import { apiResponse, apiRoute, queryInput, runOperation } from "../operation";
import {
  abortUpload,
  completeUpload,
  createPatch,
  createVersion,
  createVersionLanguage,
  readDeskFiles,
  readDeskProducts,
  readDeskVersion,
  savePatch,
  saveProduct,
  saveVersion,
  saveVersionLanguage,
  startUpload,
  uploadFileInOne,
  uploadPart,
} from "../staff";

export const staffProductsApi = new Hono<AppEnv>();

staffProductsApi.get("/products", apiRoute(readDeskProducts));
staffProductsApi.put("/products/:id", apiRoute(saveProduct));
staffProductsApi.post("/products/:productId/versions", apiRoute(createVersion));
staffProductsApi.get("/versions/:id", apiRoute(readDeskVersion));
staffProductsApi.put("/versions/:id", apiRoute(saveVersion));
staffProductsApi.post("/versions/:versionId/languages", apiRoute(createVersionLanguage));
staffProductsApi.put("/version-languages/:id", apiRoute(saveVersionLanguage));
staffProductsApi.post("/versions/:versionId/patches", apiRoute(createPatch));
staffProductsApi.put("/patches/:id", apiRoute(savePatch));

staffProductsApi.get("/download-files", apiRoute(readDeskFiles));
staffProductsApi.post("/download-files", apiRoute(uploadFileInOne));
staffProductsApi.post("/uploads", apiRoute(startUpload));
staffProductsApi.put("/uploads/part", async (c) => {
  const result = await runOperation(uploadPart, { env: c.env, request: c.req.raw, input: queryInput(c.req.url), params: {}, requestId: c.get("requestId") });
  return apiResponse(c, result);
});
staffProductsApi.post("/uploads/complete", apiRoute(completeUpload));
staffProductsApi.post("/uploads/abort", apiRoute(abortUpload));
