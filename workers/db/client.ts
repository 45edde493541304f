import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The drizzle client over the D1 binding; cheap to create, so made per request. */
export function getDb(database: D1Database) {
  return drizzle(database, { schema });
}
export type Database = ReturnType<typeof getDb>;
