/**
 * Unit tests of pure modules, beside the code they test (`<module>.unit.test.ts`): the call
 * state, the call session's state machine, the API client, the form check. They run in Node,
 * without workerd or a browser, because they touch neither.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.unit.test.ts", "common/**/*.unit.test.ts", "workers/**/*.unit.test.ts"],
    environment: "node",
  },
});
