/**
 * The Worker's bindings and variables (wrangler.toml). `import { env } from "cloudflare:workers"`
 * and Hono's `c.env` are both typed by this one declaration.
 * Add a binding: declare it in wrangler.toml and here.
 */
import type { UserHub } from "../durable-objects/user-hub";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      USER_HUB: DurableObjectNamespace<UserHub>;
      ASSETS: Fetcher;
      /** CVs uploaded with careers applications. */
      CV_BUCKET: R2Bucket;
      /** "local" | "dev" | "staging" | "production": selects service implementations. */
      ENVIRONMENT: string;
      PUBLIC_SITE_NAME: string;
      /** Sentry project DSN: errors of the Worker, the hubs and the browser go to Sentry; unset: the error_reports table. */
      SENTRY_DSN?: string;
      /** Release the deployed code and its uploaded source maps are filed under (set at deploy). */
      SENTRY_RELEASE?: string;
      /** Workers Analytics Engine dataset (production only): consented analytics events; unset: the analytics_events table. */
      ANALYTICS?: AnalyticsEngineDataset;
    }
  }
  interface Env extends Cloudflare.Env {}
}

export {};
