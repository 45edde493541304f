/**
 * Server rendering throughput: requests per second and p50/p99 latency for each page family,
 * served by the built Worker on workerd, driven by autocannon in a second process; each set
 * against the same server returning a static asset of the same size in the same run.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../scripts/local-db.ts";
import { PAGE_FAMILIES, markdownTable, startBenchServer } from "./server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function load(url: string, cookie: string | null = null): Load {
  const headers = cookie ? ["-H", `Cookie=${cookie}`] : [];
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "autocannon"), ["-c", String(CONNECTIONS), "-d", String(DURATION_SECONDS), ...headers, "-j", url], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(result.stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
  return { requestsPerSecond: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, non2xx: report.non2xx };
}

export async function benchRender(buildDir?: string) {
  // First pass: the size of each page, so that static twins of the same size can be written.
  let server = await startBenchServer(buildDir);
  const sizes = new Map<string, number>();
  for (const family of PAGE_FAMILIES) {
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
    for (const family of PAGE_FAMILIES) {
      const page = load(server.baseURL + family.path, await server.cookieFor(family));
      const asset = load(`${server.baseURL}/bench-static/${encodeURIComponent(encodeURIComponent(family.path))}.txt`);
      results.push({ ...family, bytes: sizes.get(family.path), page, asset });
      rows.push([
        family.name,
        `\`${family.path}\``,
        Math.round(page.requestsPerSecond),
        page.p50,
        page.p99,
        Math.round(asset.requestsPerSecond),
        (page.requestsPerSecond / asset.requestsPerSecond).toFixed(2),
        page.non2xx,
      ]);
    }
  } finally {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
  const table = markdownTable(["Page", "Path", "req/s", "p50 ms", "p99 ms", "static req/s", "ratio", "non-2xx"], rows);
  return { results, table };
}
