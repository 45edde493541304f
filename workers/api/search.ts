/** /api/v1/search: the site search, as the header's suggestions and any client read it (GET only). */
import { Hono } from "hono";
import { type AppEnv, errorBody } from "../http";
import { apiRoute } from "../operation";
import { searchSiteOperation } from "../search";

export const searchApi = new Hono<AppEnv>();

searchApi.get("/search", apiRoute(searchSiteOperation));
// A search changes nothing: any other method is refused, saying what is allowed.
searchApi.all("/search", (c) => {
  c.header("Allow", "GET, HEAD");
  return c.json(errorBody(405), 405);
});
