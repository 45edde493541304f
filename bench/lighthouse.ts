/**
 * Lighthouse 13, offline, with the system Chromium: the four category scores and LCP, TBT
 * and CLS of each page family, with the mobile and desktop presets.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../scripts/local-db.ts";
import { CHROMIUM_PATH } from "../e2e/browser.ts";
import { PAGE_FAMILIES, markdownTable, startBenchServer } from "./server.ts";

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

export const ALL_CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

export function runLighthouse(url: string, preset: "mobile" | "desktop", categories = ALL_CATEGORIES, cookie: string | null = null): LighthouseReport {
  const args = [
    url,
    ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    "--output=json",
    "--quiet",
    `--only-categories=${categories.join(",")}`,
    "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync",
    ...(preset === "desktop" ? ["--preset=desktop"] : []),
  ];
  // Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART); a fresh
  // run of the same page is the documented remedy, so try up to three times.
  let failure = "";
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = spawnSync(join(ROOT, "node_modules", ".bin", "lighthouse"), args, {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
    });
    if (result.status === 0) return JSON.parse(result.stdout) as LighthouseReport;
    failure = result.stderr.slice(-2000);
  }
  throw new Error(`lighthouse failed three times for ${url}: ${failure}`);
}

const score = (report: LighthouseReport, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);

export async function benchLighthouse(buildDir?: string, presets: ("mobile" | "desktop")[] = ["mobile", "desktop"]) {
  const server = await startBenchServer(buildDir);
  const rows: (string | number)[][] = [];
  const results = [];
  try {
    for (const family of PAGE_FAMILIES) {
      for (const preset of presets) {
        const report = runLighthouse(server.baseURL + family.path, preset, ALL_CATEGORIES, await server.cookieFor(family));
        const metrics = {
          performance: score(report, "performance"),
          accessibility: score(report, "accessibility"),
          bestPractices: score(report, "best-practices"),
          seo: score(report, "seo"),
          lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        };
        results.push({ ...family, preset, ...metrics });
        rows.push([
          family.name,
          preset,
          metrics.performance,
          metrics.accessibility,
          metrics.bestPractices,
          metrics.seo,
          metrics.lcpMs,
          metrics.tbtMs,
          metrics.cls,
        ]);
      }
    }
  } finally {
    await server.stop();
  }
  return { results, table: markdownTable(["Page", "Preset", "Perf", "A11y", "Best pr.", "SEO", "LCP ms", "TBT ms", "CLS"], rows) };
}
