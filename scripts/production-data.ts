/**
 * `npm run data:production -- --remote | --local [--persist-to DIR] [--env NAME] [--update]`:
 * applies the D1 migrations, then loads the production data (data/production/) into the
 * database it is pointed at. `--remote` is the deployed database (wrangler's `--env production`
 * unless `--env` names another); `--local` a local one, in wrangler's state or `--persist-to DIR`.
 *
 * Idempotent: a row already there is kept as it is (the staff desk may have changed it since),
 * and only missing rows are added; `--update` brings every row of the files back to what the
 * files say. It never creates accounts, orders, licences, dealers, events, webinars or inbox items.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { type LoadMode, productionStatements } from "../data/production/index.ts";
import { ROOT } from "./local-db.ts";

const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

export interface ProductionDataOptions {
  target: "remote" | "local";
  /** Local state directory (with target "local"); wrangler's default when absent. */
  persistTo?: string;
  /** The wrangler environment; "production" for the remote database unless given. */
  env?: string;
  mode?: LoadMode;
  /** Print wrangler's output and let it ask (a person at the terminal), or keep it quiet (tests, previews). */
  interactive?: boolean;
}

function wranglerArgs(options: ProductionDataOptions): string[] {
  const env = options.env ?? (options.target === "remote" ? "production" : undefined);
  return [
    `--${options.target}`,
    ...(env ? ["--env", env] : []),
    ...(options.target === "local" && options.persistTo ? ["--persist-to", options.persistTo] : []),
    "--config",
    join(ROOT, "wrangler.toml"),
  ];
}

function run(label: string, args: string[], options: ProductionDataOptions): void {
  if (options.interactive) console.log(`▶ ${label}`);
  const result = spawnSync(WRANGLER, args, {
    cwd: ROOT,
    stdio: options.interactive ? "inherit" : ["ignore", "pipe", "pipe"],
    encoding: "utf8",
    // Locally nothing is worth asking about; remotely wrangler asks before it migrates.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", ...(options.target === "local" ? { CI: "true" } : {}) },
  });
  if (result.status !== 0) {
    if (!options.interactive) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${label} failed (wrangler ${args.slice(0, 3).join(" ")})`);
  }
}

/** Migrations first, then the production data in one file (D1 runs a file as one import). */
export async function loadProductionData(options: ProductionDataOptions): Promise<void> {
  const flags = wranglerArgs(options);
  run("D1 migrations", ["d1", "migrations", "apply", "DB", ...flags], options);
  const folder = mkdtempSync(join(tmpdir(), "dolphin-production-data-"));
  try {
    const file = join(folder, "production-data.sql");
    writeFileSync(file, `${(await productionStatements(options.mode ?? "insert-missing")).join("\n")}\n`);
    run("Production data", ["d1", "execute", "DB", "--file", file, "--yes", ...flags], options);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      remote: { type: "boolean", default: false },
      local: { type: "boolean", default: false },
      "persist-to": { type: "string" },
      env: { type: "string" },
      update: { type: "boolean", default: false },
    },
  });
  if (values.remote === values.local || (values.remote && values["persist-to"])) {
    console.error(
      "Usage: npm run data:production -- --remote [--env NAME] [--update]\n       npm run data:production -- --local [--persist-to DIR] [--update]",
    );
    process.exit(2);
  }
  try {
    await loadProductionData({
      target: values.remote ? "remote" : "local",
      persistTo: values["persist-to"],
      env: values.env,
      mode: values.update ? "update" : "insert-missing",
      interactive: true,
    });
  } catch (error) {
    console.error(`✘ ${(error as Error).message}`);
    process.exit(1);
  }
  console.log("✔ Migrations applied and production data loaded.");
}
