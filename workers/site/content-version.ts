/**
 * The content version: a stamp that changes whenever something anonymous pages show is saved
 * (content, banner, products, events, webinars…). Cached pages are keyed by it, so a new
 * version retires every cached page at once, in every isolate.
 *
 * The stamp is kept in D1 (one row, the truth for every data centre) and copied into the data
 * centre's Cache API, which every isolate there shares: reading it on each request costs one
 * local cache lookup, never a database query. `markContentChanged` writes both, so every
 * isolate of the data centre that saved the change sees it on its next request. The copy is
 * trusted for a few seconds only, after which the database is read again: that is how a change
 * saved through another data centre arrives.
 */
import { eq } from "drizzle-orm";
import { type Database, getDb } from "../db/client";
import { contentVersions } from "../db/schema";

const ROW_ID = 1;
/** The copy's key in the Cache API: a name for the cache only, never an address the site serves. */
const VERSION_CACHE_KEY = "https://content-version.cache.internal/current";
/** How long a data centre trusts its copy before reading the database again. */
export const VERSION_RECHECK_SECONDS = 5;

/** The data centre's Cache API, shared by its isolates (the DOM's typing of `caches` lacks `default`). */
export function sharedCache(): Cache | null {
  return typeof caches === "undefined" ? null : (caches as unknown as { default: Cache }).default;
}

function newVersion(): string {
  return crypto.randomUUID();
}

async function keepCopy(version: string): Promise<void> {
  await sharedCache()?.put(
    VERSION_CACHE_KEY,
    new Response(version, { headers: { "Cache-Control": `max-age=${VERSION_RECHECK_SECONDS}`, "Content-Type": "text/plain" } }),
  );
}

async function storedVersion(db: Database): Promise<string> {
  const row = await db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.id, ROW_ID)).get();
  if (row) return row.version;
  // The first request of a new database starts the count; a concurrent first request may win.
  await db.insert(contentVersions).values({ id: ROW_ID, version: newVersion(), changedAt: new Date() }).onConflictDoNothing();
  const started = await db.select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.id, ROW_ID)).get();
  return started?.version ?? newVersion();
}

/** The current content version: the data centre's copy, or the database's when the copy is gone or too old. */
export async function currentContentVersion(env: Env): Promise<string> {
  const copy = await sharedCache()?.match(VERSION_CACHE_KEY);
  if (copy) return copy.text();
  const version = await storedVersion(getDb(env.DB));
  await keepCopy(version);
  return version;
}

/** Retires every cached anonymous page: called after an operation that changes content succeeds. */
export async function markContentChanged(env: Env): Promise<string> {
  const version = newVersion();
  const changedAt = new Date();
  await getDb(env.DB)
    .insert(contentVersions)
    .values({ id: ROW_ID, version, changedAt })
    .onConflictDoUpdate({ target: contentVersions.id, set: { version, changedAt } });
  await keepCopy(version);
  return version;
}
