import { env } from "cloudflare:workers";
import { getDb } from "@workers/db";

/** The drizzle client for loaders and actions (bindings come from `cloudflare:workers`). */
export function db() {
  return getDb(env.DB);
}
export { env };
