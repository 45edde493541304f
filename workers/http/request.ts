import type { Context } from "hono";

/** True for calls from the site's API client. */
export function isAjax(c: Context): boolean {
  return c.req.header("x-requested-with")?.toLowerCase() === "xmlhttprequest";
}
