/** Browser tests: the built site in workerd, driven in Debian's Chromium (see e2e/). */
import { defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./e2e/sequencer.ts";
import { E2E_WORKERS } from "./e2e/workers.ts";

export default defineConfig({
  // Tests share a few modules with the site (e.g. how a secret is sealed), which use its path aliases.
  resolve: { tsconfigPaths: true },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each worker drives a site and database of its own (e2e/global-setup.ts), so files in
    // different workers never meet; within a worker they run one after another.
    pool: "forks",
    maxWorkers: E2E_WORKERS,
    fileParallelism: E2E_WORKERS > 1,
    // Tests read their site's database with Node's SQLite, which still warns that it is new.
    execArgv: ["--disable-warning=ExperimentalWarning"],
    sequence: { sequencer: LongestFirstSequencer },
  },
});
