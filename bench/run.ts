/**
 * `npm run bench`: every benchmark against the current build, printed as Markdown tables
 * (for the README) and saved to bench/results/. Loopback only; each part stops by itself.
 * `npm run bench -- render` (or page-weight, lighthouse, realtime, rate-limits, search) runs one part.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { ROOT } from "../scripts/local-db.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchPageWeight } from "./page-weight.ts";
import { benchRateLimits } from "./rate-limits.ts";
import { benchRealtime } from "./realtime/index.ts";
import { benchRender } from "./render.ts";
import { benchSearch } from "./search.ts";

const parts = {
  render: () => benchRender(),
  "page-weight": () => benchPageWeight(),
  lighthouse: () => benchLighthouse(),
  realtime: () => benchRealtime(),
  "rate-limits": () => benchRateLimits(),
  search: () => benchSearch(),
} as const;

const chosen = process.argv.slice(2).filter((name) => name in parts) as (keyof typeof parts)[];
const selected = chosen.length > 0 ? chosen : (Object.keys(parts) as (keyof typeof parts)[]);

const machine = `${cpus().length} × ${cpus()[0]?.model ?? "CPU"}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
console.log(`Machine: ${machine}\nDate: ${new Date().toISOString().slice(0, 10)}\n`);
mkdirSync(join(ROOT, "bench", "results"), { recursive: true });
for (const name of selected) {
  console.log(`## ${name}\n`);
  const { results, table } = await parts[name]();
  console.log(`${table}\n`);
  writeFileSync(join(ROOT, "bench", "results", `${name}.json`), JSON.stringify({ machine, date: new Date().toISOString(), results }, null, 2));
}
