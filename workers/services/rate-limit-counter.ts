/**
 * The counter behind the rate limits of forms and floods: one Durable Object per limit and
 * key (`sign-up:203.0.113.7`), so a flood of posts is counted in memory next to the Worker
 * rather than written to D1 once a post. Fixed windows, exactly as the D1 buckets were: the
 * caller names the window a hit falls in, and each window counts on its own. The counts are
 * also kept in the object's storage, so one that is evicted between hits forgets nothing;
 * an alarm clears them once their windows have passed. Miniflare runs it locally and in
 * tests as it runs in production. Why: docs/decisions/0020-rate-limits-in-durable-objects.md.
 */
import { DurableObject } from "cloudflare:workers";

type Windows = Record<string, number>;

const STORAGE_KEY = "windows";

export class RateLimitCounter extends DurableObject<Env> {
  /** Count per window start (ms), read from storage once per instance. */
  private windows: Windows | undefined;

  /** Counts one hit in the window starting at `windowStart`; the count including it. */
  async hit(windowStart: number, windowMs: number): Promise<number> {
    const windows = (this.windows ??= (await this.ctx.storage.get<Windows>(STORAGE_KEY)) ?? {});
    const count = (windows[windowStart] ?? 0) + 1;
    windows[windowStart] = count;
    // Windows that ended before the one before this are of no use to anyone.
    for (const start of Object.keys(windows)) if (Number(start) < windowStart - windowMs) delete windows[start];
    await this.ctx.storage.put(STORAGE_KEY, windows);
    if (count === 1) await this.ctx.storage.setAlarm(windowStart + 2 * windowMs);
    return count;
  }

  /** The last window has passed: nothing left worth keeping. */
  async alarm(): Promise<void> {
    this.windows = undefined;
    await this.ctx.storage.deleteAll();
  }
}
