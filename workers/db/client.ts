import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/**
 * One drizzle client per D1 binding, kept for the isolate's life. Making one reads the whole
 * schema's relations again, a measurable share of a short request; the client holds no
 * per-request state, so sharing it is safe.
 */
const clients = new WeakMap<D1Database, ReturnType<typeof createClient>>();

const createClient = (database: D1Database) => drizzle(database, { schema });

/** The drizzle client over the D1 binding. */
export function getDb(database: D1Database) {
  let client = clients.get(database);
  if (!client) {
    client = createClient(database);
    clients.set(database, client);
  }
  return client;
}
export type Database = ReturnType<typeof getDb>;
