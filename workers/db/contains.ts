import { type SQLWrapper, sql } from "drizzle-orm";

/** A case-insensitive "contains" for searches, with the search's own %, _ and \ taken literally. */
export function contains(column: SQLWrapper, text: string) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${column} LIKE ${pattern} ESCAPE '\\'`;
}
