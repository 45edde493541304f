/** The database's one door: the drizzle client and the schema's tables. */
export { type Database, getDb } from "./client";
export { contains } from "./contains";
export * from "./schema";
