/**
 * A flood of form posts: the newsletter form's API route posted with input it refuses, at a
 * fixed number of connections, from one address (so after its first few posts every one is
 * over the limit and answered 429; each one still counts against the limit). Requests per
 * second and latency of the current build, and, with `BEFORE_BUILD_DIR` naming another build
 * (e.g. one of an older commit, built into `build-before/`), of that build too, in alternating
 * rounds, with the ratio current ÷ before. Timing is never asserted: this is a measurement.
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "../scripts/local-db.ts";
import { markdownTable, startBenchServer } from "./server.ts";

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PATH = "/api/v1/mailchimp/newsletter";
/** Not an address: the limit is counted first, then the input is refused (422), or the limit refuses it (429). */
const BODY = JSON.stringify({ email: "not-an-address", emailType: "html" });

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
}

function flood(baseURL: string): Load {
  const args = [
    "-c",
    String(CONNECTIONS),
    "-d",
    String(DURATION_SECONDS),
    "-m",
    "POST",
    "-H",
    "Content-Type=application/json",
    "-H",
    "cf-connecting-ip=203.0.113.99",
    "-b",
    BODY,
    "-j",
    `${baseURL}${PATH}`,
  ];
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "autocannon"), args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(result.stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    statusCodeStats?: Record<string, { count: number }>;
  };
  const statuses = Object.fromEntries(Object.entries(report.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count]));
  return { requestsPerSecond: report.requests.average, p50: report.latency.p50, p99: report.latency.p99, statuses };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function summary(loads: Load[]) {
  const statuses: Record<string, number> = {};
  for (const load of loads) for (const [code, count] of Object.entries(load.statuses)) statuses[code] = (statuses[code] ?? 0) + count;
  return {
    requestsPerSecond: median(loads.map((load) => load.requestsPerSecond)),
    p50: median(loads.map((load) => load.p50)),
    p99: median(loads.map((load) => load.p99)),
    statuses,
  };
}

const statusText = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([code, count]) => `${code}: ${count}`)
    .join(", ");

export async function benchRateLimits() {
  const builds = [
    { name: "current", dir: process.env.BUILD_DIR ?? "build" },
    ...(process.env.BEFORE_BUILD_DIR ? [{ name: "before", dir: process.env.BEFORE_BUILD_DIR }] : []),
  ];
  const servers = [];
  for (const build of builds) servers.push({ ...build, server: await startBenchServer(build.dir) });
  const loads = new Map<string, Load[]>(builds.map((build) => [build.name, []]));
  try {
    // A short warm-up each, then alternating rounds, so drift in the machine's load hits both alike.
    for (const { server } of servers) flood(server.baseURL);
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...servers].reverse() : servers;
      for (const { name, server } of order) loads.get(name)!.push(flood(server.baseURL));
    }
  } finally {
    for (const { server } of servers) await server.stop();
  }
  const current = summary(loads.get("current")!);
  const before = loads.get("before")?.length ? summary(loads.get("before")!) : null;
  const results = {
    connections: CONNECTIONS,
    seconds: DURATION_SECONDS,
    rounds: ROUNDS,
    path: PATH,
    current,
    before,
    ratio: before ? current.requestsPerSecond / before.requestsPerSecond : null,
  };
  const rows = [
    ...(before ? [["before", before.requestsPerSecond.toFixed(0), String(before.p50), String(before.p99), statusText(before.statuses)]] : []),
    ["current", current.requestsPerSecond.toFixed(0), String(current.p50), String(current.p99), statusText(current.statuses)],
  ];
  const table = markdownTable(["Build", "Requests/s", "p50 ms", "p99 ms", "Answers"], rows);
  const ratio = results.ratio
    ? `\n\nRequests per second, current ÷ before: **${results.ratio.toFixed(2)}** (POST ${PATH}, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each).`
    : "";
  return { results, table: table + ratio };
}
