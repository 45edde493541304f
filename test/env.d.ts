import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** The D1 migrations, read by vitest.config.ts and applied by test/setup.ts. */
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
export {};
