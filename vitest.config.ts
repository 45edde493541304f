/**
 * Workers-runtime tests: API, D1 and Durable Objects in workerd through miniflare, with
 * real D1 and real Durable Objects. Browser tests have their own config (vitest.e2e.config.ts).
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig(async () => {
  const migrations = await readD1Migrations("./migrations");
  return {
    plugins: [
      cloudflareTest({
        main: "./test/worker.ts",
        wrangler: { configPath: "./wrangler.toml" },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    resolve: { tsconfigPaths: true },
    test: {
      include: ["test/**/*.test.ts", "workers/**/*.test.ts", "common/**/*.test.ts"],
      // Pure modules' tests run in Node (vitest.unit.config.ts).
      exclude: ["**/*.unit.test.ts", "**/node_modules/**"],
      setupFiles: ["./test/setup.ts"],
      // Each file gets a runtime and storage of its own, and most of its time is spent waiting on
      // that runtime rather than computing: three files at a time finish a two-core machine's run in
      // about 40% of the time one at a time takes (Vitest's default is one fewer than the cores).
      maxWorkers: 3,
    },
  };
});
