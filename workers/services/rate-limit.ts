/**
 * Fixed-window rate limits kept in D1, so they hold across isolates and restarts
 * (locally in miniflare and in production alike). One bucket per (limit name, key, window).
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

/** Counts one attempt against `key` and says whether it is within the rule. */
export async function hitRateLimit(db: D1Database, rule: RateLimitRule, key: string, now = Date.now()): Promise<RateLimitResult> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
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
    await db.prepare("DELETE FROM rate_limit_buckets WHERE window_start < ?1").bind(windowStart - windowMs).run();
  }
  return {
    allowed: count <= rule.limit,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: Math.ceil((windowStart + windowMs - now) / 1000),
  };
}

/** How many attempts `key` has counted in the window holding `now`, without counting one. */
export async function countInWindow(db: D1Database, rule: RateLimitRule, key: string, now = Date.now()): Promise<number> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await db.prepare("SELECT count FROM rate_limit_buckets WHERE key = ?1").bind(`${rule.name}:${key}:${windowStart}`).first<{ count: number }>();
  return row?.count ?? 0;
}

/** The client's address as Cloudflare reports it (a fixed value locally). */
export function clientAddress(request: Request): string {
  return request.headers.get("cf-connecting-ip") ?? request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "local";
}
