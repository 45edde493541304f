/**
 * The content version: a stamp that changes whenever something anonymous pages show is saved
 * (content, banner, products, events, webinars…). Cached pages and the isolate's reference data
 * are keyed by it, so a new version retires every cached page at once, in every isolate.
 *
 * The stamp lives in three places, each a copy of the one before:
 * - D1 (one row): the truth for every data centre;
 * - the data centre's Cache API, shared by its isolates, trusted for VERSION_RECHECK_SECONDS;
 * - the isolate's memory, trusted for ISOLATE_TRUST_MS, so a busy isolate asks the Cache API
 *   about once a second instead of on every request.
 * `markContentChanged` writes all three, so the isolate that saved the change sees it on its
 * next request; other isolates of that data centre within ISOLATE_TRUST_MS, other data centres
 * within VERSION_RECHECK_SECONDS more (docs/decisions/ records why the window is acceptable).
 */
import { eq } from "drizzle-orm";
import { type Database, getDb, contentVersions } from "../db";

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

/** How long an isolate trusts the version it last read before asking the data centre's copy again. */
export const ISOLATE_TRUST_MS = 1000;

/** This isolate's copy: the version and until when it is trusted. */
let inMemory: { version: string; trustedUntil: number } | null = null;

function rememberVersion(version: string): void {
  inMemory = { version, trustedUntil: Date.now() + ISOLATE_TRUST_MS };
}

/** Forgets this isolate's copy (tests use it to stand for another isolate). */
export function forgetVersionInMemory(): void {
  inMemory = null;
}

/** The data centre's copy, or the database's when the copy is gone or too old. */
async function dataCentreVersion(env: Env): Promise<string> {
  const copy = await sharedCache()?.match(VERSION_CACHE_KEY);
  if (copy) return copy.text();
  const version = await storedVersion(getDb(env.DB));
  await keepCopy(version);
  return version;
}

/**
 * The current content version: the isolate's copy while it is trusted, else the data centre's.
 * Each request reads for itself rather than awaiting another request's read: a request's I/O
 * ends with it, and a visitor who leaves must not leave others waiting.
 */
export async function currentContentVersion(env: Env): Promise<string> {
  if (inMemory && inMemory.trustedUntil > Date.now()) return inMemory.version;
  const known = inMemory;
  const version = await dataCentreVersion(env);
  // A change saved by this isolate meanwhile is newer than what was read.
  if (inMemory === known) rememberVersion(version);
  return version;
}

/**
 * Writes a new version to the database and the data centre's copy, as any isolate that saves a
 * change does; this isolate's own copy is left as it was.
 */
export async function publishContentVersion(env: Env): Promise<string> {
  const version = newVersion();
  const changedAt = new Date();
  await getDb(env.DB)
    .insert(contentVersions)
    .values({ id: ROW_ID, version, changedAt })
    .onConflictDoUpdate({ target: contentVersions.id, set: { version, changedAt } });
  await keepCopy(version);
  return version;
}

/** Retires every cached anonymous page and reference copy: called after an operation that changes content succeeds. */
export async function markContentChanged(env: Env): Promise<string> {
  const version = await publishContentVersion(env);
  rememberVersion(version);
  return version;
}
