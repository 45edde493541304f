/**
 * The site search against a static file, side by side at 16 connections: a query of the seeded
 * site (GET /api/v1/search, as the header's suggestions ask, and the /search page) against a
 * static file of the same size, in alternating rounds as the render benchmark does. Target: a
 * query at most 3 times the static file's median latency. Also the index's size on the seeded
 * site: its entries, and the bytes of its rows and of both FTS5 tables' data.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../scripts/local-db.ts";
import { type Load, latencyRatio, load, median, medianLoad } from "./render.ts";
import { markdownTable, startBenchServer } from "./server.ts";

const CONNECTIONS = 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const SEARCH_TARGET = 3;

const QUERIES = [
  { name: "Search API, 'braille'", path: "/api/v1/search?q=braille&perPage=6" },
  { name: "Search page, 'braille display'", path: "/search?q=braille+display" },
  { name: "Search page, a typo ('supernvoa')", path: "/search?q=supernvoa" },
];

/** The index's size in the bench server's database, read with wrangler as `npm run db:prepare` writes it. */
function indexSize(persistTo: string): { entries: number; bytes: number } {
  const sql =
    "SELECT (SELECT count(*) FROM search_entries) AS entries, (SELECT sum(length(title) + length(summary) + length(body) + length(path)) FROM search_entries) + (SELECT sum(length(block)) FROM search_fts_data) + (SELECT coalesce(sum(length(block)), 0) FROM search_fts_plain_data) + (SELECT sum(length(block)) FROM search_trigram_data) + (SELECT sum(length(sz)) FROM search_fts_docsize) + (SELECT coalesce(sum(length(sz)), 0) FROM search_fts_plain_docsize) AS bytes";
  const result = spawnSync(
    join(ROOT, "node_modules", ".bin", "wrangler"),
    ["d1", "execute", "DB", "--local", "--json", "--persist-to", persistTo, "--command", sql],
    { cwd: ROOT, encoding: "utf8" },
  );
  const rows = (JSON.parse(result.stdout) as { results: { entries: number; bytes: number }[] }[])[0]?.results[0];
  return rows ?? { entries: 0, bytes: 0 };
}

export async function benchSearch(buildDir?: string) {
  let server = await startBenchServer(buildDir);
  const sizes = new Map<string, number>();
  for (const query of QUERIES) sizes.set(query.path, Buffer.byteLength(await (await fetch(server.baseURL + query.path)).text()));
  const size = indexSize(server.persistTo);
  await server.stop();

  const staticDir = join(ROOT, server.buildDir, "client", "bench-static");
  rmSync(staticDir, { recursive: true, force: true });
  mkdirSync(staticDir, { recursive: true });
  for (const [path, bytes] of sizes) writeFileSync(join(staticDir, `${encodeURIComponent(path)}.txt`), "x".repeat(bytes));

  server = await startBenchServer(buildDir);
  const rows: (string | number)[][] = [];
  const results = [];
  try {
    for (const query of QUERIES) {
      const assetUrl = `${server.baseURL}/bench-static/${encodeURIComponent(encodeURIComponent(query.path))}.txt`;
      const pages: Load[] = [];
      const assets: Load[] = [];
      const ratios: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const [first, second] = round % 2 === 0 ? [server.baseURL + query.path, assetUrl] : [assetUrl, server.baseURL + query.path];
        const a = load(first, CONNECTIONS);
        const b = load(second, CONNECTIONS);
        const [page, asset] = round % 2 === 0 ? [a, b] : [b, a];
        pages.push(page);
        assets.push(asset);
        // A query that answered nothing in the measurement's time has no latency to compare: it fails.
        ratios.push(page.requestsPerSecond > 0 ? latencyRatio(page, asset) : Number.POSITIVE_INFINITY);
      }
      const page = medianLoad(pages);
      const asset = medianLoad(assets);
      const ratio = median(ratios);
      results.push({ ...query, connections: CONNECTIONS, bytes: sizes.get(query.path), page, asset, ratio, target: SEARCH_TARGET });
      rows.push([
        query.name,
        CONNECTIONS,
        page.requestsPerSecond.toFixed(0),
        page.p50,
        asset.p50,
        Number.isFinite(ratio) ? ratio.toFixed(2) : "no answer",
        `≤ ${SEARCH_TARGET}${ratio <= SEARCH_TARGET ? " ✓" : " ✗"}`,
        page.non2xx,
      ]);
    }
  } finally {
    await server.stop();
    rmSync(staticDir, { recursive: true, force: true });
  }
  const table = markdownTable(["Query", "conns", "req/s", "p50 ms", "static p50 ms", "p50 ratio", "target", "non-2xx"], rows);
  const sizeLine = `Index: ${size.entries} entries, ${(size.bytes / 1024).toFixed(0)} KiB of rows and FTS5 data (limit 5 MB).`;
  return { results: { queries: results, index: size }, table: `${table}\n\n${sizeLine}` };
}
