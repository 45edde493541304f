/**
 * Signed-in-only endpoints: an anonymous caller gets 401 before anything reads or validates
 * the request, so the answer never depends on (or hints at) what a valid body would be.
 * Put `requireSignIn(message)` before `validate(...)` on the route; the handler then reads
 * the same user with `signedInUser(c)` without a second session lookup.
 */
import type { Context, MiddlewareHandler } from "hono";
import { type SessionUser, readSessionUser } from "../identity/session";
import { ApiError } from "./errors";
import type { AppEnv } from "./types";

/** The user each request was signed in as, kept for the handler after the middleware checked it. */
const usersByRequest = new WeakMap<Request, SessionUser>();

export function requireSignIn(message?: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = await readSessionUser(c.req.raw, c.env);
    if (!user) throw new ApiError(401, message);
    usersByRequest.set(c.req.raw, user);
    await next();
  };
}

/** The signed-in user of this request (checked again when no middleware ran first), or a 401. */
export async function signedInUser(c: Context<AppEnv>, message?: string): Promise<SessionUser> {
  const user = usersByRequest.get(c.req.raw) ?? (await readSessionUser(c.req.raw, c.env));
  if (!user) throw new ApiError(401, message);
  return user;
}
