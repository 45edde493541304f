import type { Context } from "hono";

/** True for calls from the site's API client (spec 7: the XMLHttpRequest header). */
export function isAjax(c: Context): boolean {
  return c.req.header("x-requested-with")?.toLowerCase() === "xmlhttprequest";
}
