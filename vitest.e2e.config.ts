/** Browser tests: the built site in workerd, driven in Debian's Chromium (see e2e/). */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    globalSetup: ["./e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: files run one after another against one server.
    fileParallelism: false,
  },
});
