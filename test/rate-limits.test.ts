/**
 * Rate limits of forms and floods are counted in a Durable Object per limit and key, not in
 * D1: a flood of posts is refused after the limit exactly as before (fixed windows, Retry-After
 * to the window's end, keys apart), and leaves no database writes behind. Counts that are read
 * without a hit (failed sign-ins) stay in D1.
 */
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { countInWindow, hitCountedLimit, hitRateLimit } from "../workers/services/rate-limit";
import { NEWSLETTER_RATE_LIMIT } from "../workers/support/newsletter";

async function bucketRows(prefix: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limit_buckets WHERE key LIKE ?1").bind(`${prefix}%`).first<{ n: number }>();
  return row?.n ?? 0;
}

function postNewsletter(address: string) {
  return SELF.fetch("https://site.test/api/v1/mailchimp/newsletter", {
    method: "POST",
    headers: { "Content-Type": "application/json", "cf-connecting-ip": address },
    body: JSON.stringify({ email: "not-an-address", emailType: "html" }),
  });
}

describe("a flood of form posts", () => {
  it("is refused after the limit, from that address only, and writes nothing to the database", async () => {
    const address = "203.0.113.51";
    const statuses = [];
    for (let post = 0; post < NEWSLETTER_RATE_LIMIT.limit + 3; post++) statuses.push((await postNewsletter(address)).status);
    expect(statuses).toEqual([...Array(NEWSLETTER_RATE_LIMIT.limit).fill(422), 429, 429, 429]);
    const refused = await postNewsletter(address);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("Retry-After"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(NEWSLETTER_RATE_LIMIT.windowSeconds);
    // Another visitor is not held back by the first one's flood.
    expect((await postNewsletter("203.0.113.52")).status).toBe(422);
    expect(await bucketRows(`${NEWSLETTER_RATE_LIMIT.name}:`)).toBe(0);
  });
});

describe("the counter", () => {
  const rule = { name: "counter-test", limit: 2, windowSeconds: 60 };
  const windowStart = Math.floor(Date.now() / 60_000) * 60_000;

  it("counts fixed windows, each on its own, with the wait to the window's end", async () => {
    const key = crypto.randomUUID();
    const first = await hitRateLimit(env, rule, key, windowStart + 1_000);
    expect(first).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 59 });
    expect(await hitRateLimit(env, rule, key, windowStart + 2_000)).toMatchObject({ allowed: true, remaining: 0 });
    expect(await hitRateLimit(env, rule, key, windowStart + 30_000)).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 30 });
    // The next window starts from nothing, and a hit dated in the last one still counts there.
    expect(await hitRateLimit(env, rule, key, windowStart + 61_000)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await hitRateLimit(env, rule, key, windowStart + 59_000)).toMatchObject({ allowed: false });
    // Keys and limits are counted apart.
    expect(await hitRateLimit(env, rule, `${key}-other`, windowStart + 30_000)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await hitRateLimit(env, { ...rule, name: "counter-test-2" }, key, windowStart + 30_000)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await bucketRows("counter-test")).toBe(0);
  });

  it("answers many hits at once with each count once", async () => {
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(env, { ...rule, limit: 10 }, key, windowStart + 5_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it("keeps counts that are read without a hit in D1", async () => {
    const key = crypto.randomUUID();
    const failures = { name: "counted-test", limit: 3, windowSeconds: 60 };
    await hitCountedLimit(env.DB, failures, key, windowStart + 1_000);
    await hitCountedLimit(env.DB, failures, key, windowStart + 2_000);
    expect(await countInWindow(env.DB, failures, key, windowStart + 3_000)).toBe(2);
    expect(await bucketRows(`counted-test:${key}`)).toBe(1);
  });
});
