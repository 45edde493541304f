/**
 * The realtime part of `npm run bench`: runs realtime.bench-test.ts inside workerd (real hubs
 * and websockets, through vitest.bench.config.ts) and tabulates the "BENCH {json}" lines it
 * prints.
 *
 * The hubs' storage is kept in memory (a directory on /dev/shm where the machine has one):
 * local workerd makes every Durable Object storage commit durable with an fsync, on the one
 * thread that runs every hub, so on disk the benchmark would measure the disk of the machine
 * it runs on, and whatever else writes to that disk meanwhile, rather than the hubs. A hub's
 * writes still happen and still cost what they cost in the runtime; only the wait for the
 * local disk is left out.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../../scripts/local-db.ts";
import { markdownTable } from "../server.ts";

type Measure = { name: string } & Record<string, number | string>;

/** One row per measure: its name and its figures as "key value" pairs, in the order printed. */
function describe(measure: Measure): string {
  const labels: Record<string, string> = {
    sockets: "sockets",
    seconds: "s",
    ms: "ms from the contacts sent to their presence back",
    samples: "samples",
    p50Ms: "ms p50",
    p99Ms: "ms p99",
    maxMs: "ms at most",
    messages: "messages",
    perSecond: "messages/s",
    pagesTold: "pushes to watchers' pages",
    shownOfflineOnLoad: "pages that saw the contact offline on load",
    otherPushes: "pushes about the contact that said something else",
    attachmentBytes: "bytes kept per idle socket",
    socketsOpenAfterEviction: "sockets still open after every hub was evicted",
    contactOnlineAfterWake: "(a woken hub still sees its contact online)",
    abusiveOpened: "abusive sockets opened",
    abusiveRefused: "opens refused (429)",
    abusiveMessages: "abusive messages sent",
    abusiveAnswered: "of them answered",
    closedFlood: "abusive sockets closed for flooding (1008)",
    closedOversize: "closed for oversize messages (1009)",
  };
  // Call set-up without, with and again without the abusive account, side by side (p50 / p99).
  const sides = [
    ["without it", "withoutP50Ms", "withoutP99Ms"],
    ["with it", "withP50Ms", "withP99Ms"],
    ["without it again afterwards", "afterP50Ms", "afterP99Ms"],
  ].filter(([, p50]) => p50! in measure);
  const sideBySide = sides.map(([label, p50, p99]) => `${measure[p50!]} / ${measure[p99!]} ms ${label}`);
  const sideKeys = new Set(sides.flatMap(([, p50, p99]) => [p50, p99]));
  const prefix = sideBySide.length > 0 ? `p50 / p99: ${sideBySide.join(", ")}; ` : "";
  return (
    prefix +
    Object.entries(measure)
      .filter(([key]) => key !== "name" && !sideKeys.has(key))
      .map(([key, value]) => `${value} ${labels[key] ?? key}`)
      .join(", ")
  );
}

/** Where miniflare keeps the hubs' storage during the run (it makes its directory under TMPDIR). */
function storageDirectory(): string {
  return mkdtempSync(join(existsSync("/dev/shm") ? "/dev/shm" : tmpdir(), "dolphin-realtime-bench-"));
}

export async function benchRealtime() {
  const storage = storageDirectory();
  const result = spawnSync(join(ROOT, "node_modules", ".bin", "vitest"), ["run", "--config", "vitest.bench.config.ts", "--reporter=default"], {
    cwd: ROOT,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: "0", TMPDIR: storage },
  });
  rmSync(storage, { recursive: true, force: true });
  // vitest may colour the start of a captured line, so look for the marker anywhere in it.
  const measures = `${result.stdout}\n${result.stderr}`
    .split("\n")
    .filter((line) => line.includes("BENCH {"))
    .map((line) => JSON.parse(line.slice(line.indexOf("BENCH {") + "BENCH ".length)) as Measure);
  if (result.status !== 0 || measures.length === 0) {
    throw new Error(`the realtime benchmark failed:\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-2000)}`);
  }
  return {
    results: measures,
    table: markdownTable(
      ["Measure", "Result"],
      measures.map((measure) => [measure.name, describe(measure)]),
    ),
  };
}
