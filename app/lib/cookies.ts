import { parse } from "cookie";

/** The cookies of a request (loaders and actions) as a plain record. */
export function readCookies(request: Request): Record<string, string | undefined> {
  return parse(request.headers.get("cookie") ?? "");
}
