/**
 * Rate limits, fixed windows, one count per (limit name, key, window).
 *
 * `hitRateLimit` counts in a Durable Object per limit and key (`rate-limit-counter.ts`), so a
 * flood of form posts costs no database writes; miniflare runs the same object locally. The
 * limits whose count is also read without a hit (failed sign-ins, wrong serial numbers:
 * `hitCountedLimit` and `countInWindow`) stay in D1's `rate_limit_buckets`, where a read is
 * one query; sign-in's attempts per address stay there too, beside the failures they go with. Why: docs/decisions/0020-rate-limits-in-durable-objects.md.
 */
export interface RateLimitRule {
  /** Names the limit, e.g. "feedback" or "sign-in". */
  name: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

const CLEANUP_PROBABILITY = 0.05;

/** What counting in Durable Objects needs of the Worker's environment. */
export type RateLimitEnv = Pick<Env, "RATE_LIMIT_COUNTER">;

function windowOf(rule: RateLimitRule, now: number) {
  const windowMs = rule.windowSeconds * 1000;
  return { windowMs, windowStart: Math.floor(now / windowMs) * windowMs };
}

function resultOf(rule: RateLimitRule, count: number, windowStart: number, windowMs: number, now: number): RateLimitResult {
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000),
  };
}

/** Counts one attempt against `key` (in its Durable Object) and says whether it is within the rule. */
export async function hitRateLimit(env: RateLimitEnv, rule: RateLimitRule, key: string, now = Date.now()): Promise<RateLimitResult> {
  const { windowMs, windowStart } = windowOf(rule, now);
  const counter = env.RATE_LIMIT_COUNTER.get(env.RATE_LIMIT_COUNTER.idFromName(`${rule.name}:${key}`));
  const count = await counter.hit(windowStart, windowMs);
  return resultOf(rule, count, windowStart, windowMs, now);
}

/**
 * Counts one attempt against `key` in D1, for a limit whose count is also read without a hit
 * (`countInWindow`): failed sign-ins and wrong serial numbers, counted only on a failure (and
 * sign-in's attempts per address, kept with them).
 */
export async function hitCountedLimit(db: D1Database, rule: RateLimitRule, key: string, now = Date.now()): Promise<RateLimitResult> {
  const { windowMs, windowStart } = windowOf(rule, now);
  const bucketKey = `${rule.name}:${key}:${windowStart}`;
  const row = await db
    .prepare(
      `INSERT INTO rate_limit_buckets (key, window_start, count) VALUES (?1, ?2, 1)
       ON CONFLICT(key) DO UPDATE SET count = count + 1
       RETURNING count`,
    )
    .bind(bucketKey, windowStart)
    .first<{ count: number }>();
  const count = row?.count ?? 1;
  // Old buckets are useless once their window has passed; drop them now and then (not on every
  // new bucket: under a crowd of new visitors that would be a delete per request).
  if (count === 1 && Math.random() < CLEANUP_PROBABILITY) {
    await db
      .prepare("DELETE FROM rate_limit_buckets WHERE window_start < ?1")
      .bind(windowStart - windowMs)
      .run();
  }
  return resultOf(rule, count, windowStart, windowMs, now);
}

/** How many attempts `key` has counted in the window holding `now`, without counting one. */
export async function countInWindow(db: D1Database, rule: RateLimitRule, key: string, now = Date.now()): Promise<number> {
  const { windowStart } = windowOf(rule, now);
  const row = await db.prepare("SELECT count FROM rate_limit_buckets WHERE key = ?1").bind(`${rule.name}:${key}:${windowStart}`).first<{ count: number }>();
  return row?.count ?? 0;
}

/** The client's address as Cloudflare reports it (a fixed value locally). */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
}
