/** The realtime benchmark (bench/realtime): the Workers-runtime test setup, run on demand by `npm run bench`. */
import { defineConfig } from "vitest/config";
import workersConfig from "./vitest.config";

export default defineConfig(async (env) => {
  const base = await (typeof workersConfig === "function" ? workersConfig(env) : workersConfig);
  // Replace (not merge: mergeConfig concatenates arrays) the test list with the benchmark alone.
  return { ...base, test: { ...base.test, include: ["bench/realtime/**/*.bench-test.ts"], testTimeout: 600_000 } };
});
