/**
 * `npm test`: type-check, lint and format check (Biome), Workers-runtime tests, build, browser tests, and the deploy check
 * (production build, `wrangler deploy --dry-run`, Worker upload budget: scripts/deploy-check.ts),
 * which runs in the background alongside the type-check and Workers tests to save time.
 * Installs Debian's Chromium first when it is missing and we are root; otherwise says how to.
 * Ends with one line 'N passed, N failed' over both suites.
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./local-db.ts";

const BIN = join(ROOT, "node_modules", ".bin");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const RESULTS = join(ROOT, "test-results");

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's chromium package…");
    const ok =
      run("apt-get update", "apt-get", ["update", "-qq"]) &&
      run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium", "fonts-dejavu-core"], {
        DEBIAN_FRONTEND: "noninteractive",
      });
    if (ok && existsSync(CHROMIUM)) return;
  }
  console.error(
    `The browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH to another Chromium.`,
  );
  process.exit(1);
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}
function readCounts(file: string): VitestJson {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as VitestJson;
  } catch {
    return { numPassedTests: 0, numFailedTests: 1, numPendingTests: 0 };
  }
}

ensureChromium();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const buildDir = process.env.BUILD_DIR ?? "build";

/** The deploy check in its own process, its output kept in test-results/deploy-check.log. */
function startDeployCheck(): () => Promise<boolean> {
  const logFile = join(RESULTS, "deploy-check.log");
  const log = openSync(logFile, "w");
  const child = spawn(process.execPath, [join(ROOT, "scripts", "deploy-check.ts")], {
    cwd: ROOT,
    stdio: ["ignore", log, log],
    env: { ...process.env, PRODUCTION_BUILD_DIR: `${buildDir}-production` },
  });
  closeSync(log);
  const finished = new Promise<boolean>((resolve) => {
    child.on("error", () => resolve(false));
    child.on("close", (code) => resolve(code === 0));
  });
  process.on("exit", () => child.exitCode === null && child.kill());
  return async () => {
    console.log("\n▶ Deploy check (production build, wrangler deploy --dry-run, Worker upload budget)");
    const ok = await finished;
    const lines = readFileSync(logFile, "utf8").trimEnd().split("\n");
    // The upload size line on success; on failure enough of the log to see why.
    console.log(lines.slice(ok ? -1 : -40).join("\n"));
    if (!ok) console.error(`The whole log: ${logFile}`);
    return ok;
  };
}
const finishDeployCheck = startDeployCheck();

/** `npm run check:cycles`: no import cycle in app/, workers/ or common/, type-only imports included. */
const CYCLE_CHECK_ARGS = ["--no-warning", "--no-tree", "--exit-code", "circular:1", "app/**/*.{ts,tsx}", "workers/**/*.ts", "common/**/*.ts"];

const steps: [string, () => boolean | Promise<boolean>][] = [
  [
    "Type-check",
    () =>
      // The Worker's Env comes from wrangler.toml (worker-configuration.d.ts) plus workers/env.d.ts.
      run("wrangler types", join(BIN, "wrangler"), ["types", "--config", "wrangler.toml", "--include-runtime=false", "--strict-vars=false"], {
        WRANGLER_SEND_METRICS: "false",
      }) &&
      run("react-router typegen", join(BIN, "react-router"), ["typegen"]) &&
      run("tsc", join(BIN, "tsc"), []) &&
      run("structure (scripts/check-structure.ts)", process.execPath, [join(ROOT, "scripts", "check-structure.ts")]) &&
      run("import cycles (dpdm)", join(BIN, "dpdm"), CYCLE_CHECK_ARGS),
  ],
  [
    "Lint and format check",
    // Every finding fails, warnings too (docs/lint-and-format.md).
    () => run("biome check", join(BIN, "biome"), ["check", "--error-on-warnings", "."]),
  ],
  [
    "Unit tests",
    () =>
      run("vitest (pure modules, Node)", join(BIN, "vitest"), [
        "run",
        "--config",
        "vitest.unit.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${join(RESULTS, "unit.json")}`,
      ]),
  ],
  [
    "Workers-runtime tests",
    () =>
      run("vitest (Workers runtime)", join(BIN, "vitest"), [
        "run",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${join(RESULTS, "workers.json")}`,
      ]),
  ],
  ["Deploy check", finishDeployCheck],
  ["Build", () => run("react-router build", join(BIN, "react-router"), ["build"], { BUILD_DIR: buildDir })],
  ["JavaScript budget", () => run("JavaScript budget (bench/js-budget.ts)", process.execPath, [join(ROOT, "bench", "js-budget.ts"), buildDir])],
  [
    "Browser tests",
    () =>
      run(
        "vitest (browser)",
        join(BIN, "vitest"),
        ["run", "--config", "vitest.e2e.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${join(RESULTS, "e2e.json")}`],
        { BUILD_DIR: buildDir },
      ),
  ],
];

let failedStep: string | null = null;
const durations: string[] = [];
for (const [name, step] of steps) {
  const started = Date.now();
  const ok = await step();
  durations.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (!ok) {
    failedStep = name;
    break;
  }
}
// Where the run's time went, so that a slow step shows in the log.
console.log(`\nTime per step: ${durations.join(", ")}`);

const suites = ["unit.json", "workers.json", "e2e.json"].filter((file) => existsSync(join(RESULTS, file))).map((file) => readCounts(join(RESULTS, file)));
const passed = suites.reduce((sum, suite) => sum + suite.numPassedTests, 0);
const failedTests = suites.reduce((sum, suite) => sum + suite.numFailedTests, 0);
// A step that failed without a failing test (type errors, a broken build) still counts as a failure.
const failed = failedTests + (failedStep && failedTests === 0 ? 1 : 0);
if (failedStep) console.error(`\n✘ ${failedStep} failed.`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
