/**
 * The accessibility budget, run by hand after a build (`node bench/a11y-budget.ts`): Lighthouse's
 * accessibility score must be 100 on every measured page family. The score is deterministic
 * (rule checks, not timings), so it is a budget, not a benchmark.
 */
import { fileURLToPath } from "node:url";
import { PAGE_FAMILIES, startBenchServer } from "./server.ts";
import { runLighthouse } from "./lighthouse.ts";

export async function checkAccessibilityBudget(buildDir?: string): Promise<string[]> {
  const server = await startBenchServer(buildDir);
  const failures: string[] = [];
  try {
    for (const family of PAGE_FAMILIES) {
      const report = runLighthouse(server.baseURL + family.path, "mobile", ["accessibility"], await server.cookieFor(family));
      const score = Math.round((report.categories.accessibility?.score ?? 0) * 100);
      console.log(`  ${String(score).padStart(3)}  ${family.path}`);
      if (score < 100) failures.push(`${family.path}: accessibility ${score}`);
    }
  } finally {
    await server.stop();
  }
  return failures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log("Lighthouse accessibility score per page family:");
  const failures = await checkAccessibilityBudget(process.argv[2]);
  if (failures.length > 0) {
    console.error(`\nBelow 100: ${failures.join("; ")}`);
    process.exit(1);
  }
  console.log("\nEvery measured page scores 100 for accessibility.");
}
