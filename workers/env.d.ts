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
    }
  }
  interface Env extends Cloudflare.Env {}
}

export {};
