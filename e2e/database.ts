/**
 * The browser tests' direct line into a test site's database: the SQLite file that the local
 * D1 keeps under the site's state directory, opened with Node's own SQLite. The running site
 * holds the same file (write-ahead log), so a query sees exactly what the site has written and
 * the site sees the test's writes at its next query; a query that meets one of the site's
 * writes waits for it (busy timeout) rather than failing.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

const D1_FOLDER = join("v3", "d1", "miniflare-D1DatabaseObject");

function databaseFile(persistTo: string): string {
  const folder = join(persistTo, D1_FOLDER);
  const files = readdirSync(folder).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one local D1 database in ${folder}, found ${files.length}`);
  return join(folder, files[0]!);
}

/** Runs SQL against the database in `persistTo`: the rows of a single statement, or [] for a script of several. */
export function queryDatabase<T = Record<string, unknown>>(persistTo: string, sql: string): T[] {
  const database = new DatabaseSync(databaseFile(persistTo));
  try {
    database.exec("PRAGMA busy_timeout = 10000");
    const statements = sql.split(";").filter((part) => part.trim().length > 0);
    if (statements.length > 1) {
      database.exec(sql);
      return [];
    }
    return database.prepare(sql).all() as T[];
  } finally {
    database.close();
  }
}
