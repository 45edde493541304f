/**
 * Server rendering against static files, side by side in one run: for each page, its median
 * latency under load divided by that of a static asset of the same size served by the same
 * server, at 8 and at 16 connections (autocannon in a second process). The ratio is the
 * figure that counts; absolute times depend on the machine and on whatever else it runs.
 * A machine's load drifts within seconds, so each row is several short rounds, the page and its
 * static twin back to back in alternating order, and the row's ratio is the median of the
 * rounds' ratios (its times are the rounds' medians).
 *
 * Targets: anonymous pages at most 1.5 times a static asset, signed-in pages at most 3 times.
 * /robots.txt (a resource route that renders no React and reads nothing) shows the fixed cost
 * every request pays.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../scripts/local-db.ts";
import { PAGE_FAMILIES, type PageFamily, markdownTable, startBenchServer } from "./server.ts";

/** Seconds of load for each measurement of a round. */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = [8, 16];
export const ANONYMOUS_TARGET = 1.5;
export const SIGNED_IN_TARGET = 3;

/** Anonymous pages measured here besides the families every benchmark measures. */
const MORE_PAGES: PageFamily[] = [
  { name: "Product list", path: "/products" },
  { name: "Knowledge base", path: "/support/knowledge-base" },
  { name: "Content page", path: "/About-Dolphin" },
  { name: "robots.txt (no React, no reads)", path: "/robots.txt" },
];

/**
 * Rows shown without a target: /robots.txt is the fixed cost under every request, and the
 * contact page is rendered for each visitor (each gets its own human-check token).
 */
const WITHOUT_TARGET = new Set(["/robots.txt", "/contact"]);

export interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

export function load(url: string, connections: number, cookie: string | null = null): Load {
  const headers = cookie ? ["-H", `Cookie=${cookie}`] : [];
  const result = spawnSync(
    join(ROOT, "node_modules", ".bin", "autocannon"),
    ["-c", String(connections), "-d", String(DURATION_SECONDS), ...headers, "-j", url],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(result.stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
  return { requestsPerSecond: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, non2xx: report.non2xx };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure of a row: the median of its rounds. */
export function medianLoad(loads: Load[]): Load {
  return {
    requestsPerSecond: median(loads.map((one) => one.requestsPerSecond)),
    p50: median(loads.map((one) => one.p50)),
    p99: median(loads.map((one) => one.p99)),
    non2xx: loads.reduce((sum, one) => sum + one.non2xx, 0),
  };
}

/** Median latency over the static twin's; a static p50 under 1 ms counts as 1 ms. */
export function latencyRatio(page: Load, asset: Load): number {
  return Math.max(page.p50, 0.5) / Math.max(asset.p50, 1);
}

export async function benchRender(buildDir?: string) {
  const families = [...PAGE_FAMILIES, ...MORE_PAGES];
  // First pass: the size of each page, so that static twins of the same size can be written.
  let server = await startBenchServer(buildDir);
  const sizes = new Map<string, number>();
  for (const family of families) {
    const cookie = await server.cookieFor(family);
    const body = await (await fetch(server.baseURL + family.path, { headers: cookie ? { Cookie: cookie } : {} })).text();
    sizes.set(family.path, Buffer.byteLength(body));
  }
  await server.stop();

  const staticDir = join(ROOT, server.buildDir, "client", "bench-static");
  rmSync(staticDir, { recursive: true, force: true });
  mkdirSync(staticDir, { recursive: true });
  for (const [path, size] of sizes) {
    writeFileSync(join(staticDir, `${encodeURIComponent(path)}.txt`), "x".repeat(size));
  }

  server = await startBenchServer(buildDir);
  const rows: (string | number)[][] = [];
  const results = [];
  try {
    for (const family of families) {
      const cookie = await server.cookieFor(family);
      const target = WITHOUT_TARGET.has(family.path) ? null : family.signedIn ? SIGNED_IN_TARGET : ANONYMOUS_TARGET;
      for (const connections of CONNECTIONS) {
        const pageUrl = server.baseURL + family.path;
        const assetUrl = `${server.baseURL}/bench-static/${encodeURIComponent(encodeURIComponent(family.path))}.txt`;
        const pages: Load[] = [];
        const assets: Load[] = [];
        const ratios: number[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          // Alternating which goes first cancels a load that rises or falls through the row.
          let pageLoad: Load;
          let assetLoad: Load;
          if (round % 2 === 0) {
            pageLoad = load(pageUrl, connections, cookie);
            assetLoad = load(assetUrl, connections);
          } else {
            assetLoad = load(assetUrl, connections);
            pageLoad = load(pageUrl, connections, cookie);
          }
          pages.push(pageLoad);
          assets.push(assetLoad);
          ratios.push(latencyRatio(pageLoad, assetLoad));
        }
        const page = medianLoad(pages);
        const asset = medianLoad(assets);
        const ratio = median(ratios);
        results.push({ ...family, connections, bytes: sizes.get(family.path), page, asset, ratio, target });
        rows.push([
          family.name,
          `\`${family.path}\``,
          connections,
          Math.round(page.requestsPerSecond),
          page.p50,
          page.p99,
          Math.round(asset.requestsPerSecond),
          asset.p50,
          ratio.toFixed(2),
          target === null ? "–" : `≤ ${target}${ratio <= target ? " ✓" : " ✗"}`,
          page.non2xx,
        ]);
      }
    }
  } finally {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
  const table = markdownTable(["Page", "Path", "conns", "req/s", "p50 ms", "p99 ms", "static req/s", "static p50 ms", "p50 ratio", "target", "non-2xx"], rows);
  return { results, table };
}
