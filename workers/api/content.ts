/**
 * /api/v1 routes of the content area, each made from its operation (workers/content):
 * careers applications with a CV upload, beta registrations, the libraries lists, product
 * help search and the dealer zone's session and resources.
 */
import { Hono } from "hono";
import { applyForJob, enterDealerZone, leaveDealerZone, listAppLibraries, readDealerResources, registerForBeta, searchProductHelp } from "../content";
import type { AppEnv } from "../http";
import { apiRoute } from "../operation";

export const contentApi = new Hono<AppEnv>();

contentApi.post("/careers/process-application", apiRoute(applyForJob));
contentApi.post("/beta-tester-zone/register", apiRoute(registerForBeta));
contentApi.get("/libraries/:app", apiRoute(listAppLibraries));
contentApi.post("/product-help/search", apiRoute(searchProductHelp));

// The dealer zone's own session, beside the DolphinID one.
contentApi.post("/dealer-zone/session", apiRoute(enterDealerZone));
const signOut = apiRoute(leaveDealerZone);
contentApi.delete("/dealer-zone/session", async (c) => {
  // Ending the session answers 204 with no body; the cleared cookie goes with it.
  const response = await signOut(c);
  if (!response.ok) return response;
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 204, headers });
});
contentApi.get("/dealer-zone/resources/:section", apiRoute(readDealerResources));
