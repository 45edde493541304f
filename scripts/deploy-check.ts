/**
 * `npm run deploy:check`: the production build and `wrangler deploy --dry-run` on it, which
 * bundles the Worker exactly as a deploy would (no account needed), then holds the upload to
 * its budget. `npm test` runs it too, so a change that breaks deploying fails CI.
 *
 * Budget: the Worker's upload, as wrangler reports it ("Total Upload: … / gzip: …"), is at most
 * 1400 KiB gzip. Cloudflare's limit is larger, but every isolate parses the whole upload on a cold
 * start, so server code only: browser-only libraries stay out (vite.config.ts refuses them). The
 * budget was 1 MiB until the server's own messages (validation, errors, mail) came in German,
 * French and Dutch (about 46 KiB gzip), 1150 KiB with the OpenID provider, and 1400 KiB since
 * passkeys: the WebAuthn library brings ASN.1 and X.509 parsers (about 200 KiB gzip) for
 * attestation certificates the site never asks for. Trimming that back is owed.
 *
 * The pseudo-locale (/en-xa) is a test tool: the production build must not carry its catalogue,
 * nor any text the pseudo-language made (`pseudoLocaleInBuild`).
 */
import { type SpawnOptions, spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PSEUDO_OPEN } from "../common/i18n/compile.ts";
import { ROOT } from "./local-db.ts";

export const WORKER_UPLOAD_BUDGET_KIB = 1400;
/** Where the production build goes; PRODUCTION_BUILD_DIR lets parallel test runs keep apart. */
export const PRODUCTION_BUILD_DIR = process.env.PRODUCTION_BUILD_DIR ?? "build-production";

const BIN = join(ROOT, "node_modules", ".bin");
/** Wrangler without telemetry or the network lookups it would otherwise try. */
export const WRANGLER_ENV = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

export interface CommandResult {
  ok: boolean;
  output: string;
}

/** Runs a command, collecting its output (and echoing it when `echo` is set). */
export function runCommand(command: string, args: string[], options: { env?: Record<string, string>; echo?: boolean } = {}): Promise<CommandResult> {
  // node_modules/.bin first on the PATH: the project's own Node 22, which wrangler needs.
  const env = { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ""}`, ...WRANGLER_ENV, ...options.env };
  const spawnOptions: SpawnOptions = { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] };
  return new Promise((resolve) => {
    const child = spawn(command, args, spawnOptions);
    let output = "";
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) process.stdout.write(chunk);
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.on("error", (error) => resolve({ ok: false, output: `${output}\n${error.message}` }));
    child.on("close", (code) => resolve({ ok: code === 0, output }));
  });
}

/** The site built for the `production` environment of wrangler.toml (its bindings and vars). */
export function buildForProduction(buildDir = PRODUCTION_BUILD_DIR, echo = false): Promise<CommandResult> {
  rmSync(join(ROOT, buildDir), { recursive: true, force: true });
  return runCommand(join(BIN, "react-router"), ["build"], { env: { BUILD_DIR: buildDir, CLOUDFLARE_ENV: "production" }, echo });
}

/**
 * What of the pseudo-locale a build's static assets hold: its catalogue directory, or any
 * catalogue or script with the pseudo-language's brackets in it. Empty for a production build.
 */
export function pseudoLocaleInBuild(buildDir = PRODUCTION_BUILD_DIR): string[] {
  const client = join(ROOT, buildDir, "client");
  const found: string[] = [];
  if (existsSync(join(client, "i18n", "xa"))) found.push(join(buildDir, "client", "i18n", "xa"));
  for (const entry of readdirSync(client, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(json|js)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    if (readFileSync(file, "utf8").includes(PSEUDO_OPEN)) found.push(file.slice(ROOT.length + 1));
  }
  return found;
}

export interface UploadSize {
  totalKiB: number;
  gzipKiB: number;
}

/** Reads wrangler's "Total Upload: 687.68 KiB / gzip: 150.20 KiB" line (sizes in KiB or MiB). */
export function parseUploadSize(output: string): UploadSize | null {
  const match = /Total Upload:\s*([\d.]+)\s*(KiB|MiB)\s*\/\s*gzip:\s*([\d.]+)\s*(KiB|MiB)/.exec(output);
  if (!match) return null;
  const kib = (value: string, unit: string) => Number(value) * (unit === "MiB" ? 1024 : 1);
  return { totalKiB: kib(match[1]!, match[2]!), gzipKiB: kib(match[3]!, match[4]!) };
}

export function dryRun(buildDir = PRODUCTION_BUILD_DIR, echo = false): Promise<CommandResult> {
  return runCommand(
    join(BIN, "wrangler"),
    ["deploy", "--dry-run", "--config", join(buildDir, "server", "wrangler.json"), "--outdir", join(buildDir, "dry-run")],
    { echo },
  );
}

export interface DeployCheck {
  ok: boolean;
  /** Everything the build and wrangler printed. */
  output: string;
  /** One or two lines: the upload size against the budget, or what failed. */
  summary: string;
}

/** Build, dry-run and budget. */
export async function checkDeploy(options: { buildDir?: string; echo?: boolean } = {}): Promise<DeployCheck> {
  const buildDir = options.buildDir ?? PRODUCTION_BUILD_DIR;
  const build = await buildForProduction(buildDir, options.echo);
  if (!build.ok) return { ok: false, output: build.output, summary: "The production build failed." };
  const pseudo = pseudoLocaleInBuild(buildDir);
  if (pseudo.length > 0) {
    return {
      ok: false,
      output: build.output,
      summary: `The production build carries the pseudo-locale, which production never serves:\n${pseudo.map((path) => `  ${path}`).join("\n")}`,
    };
  }
  const run = await dryRun(buildDir, options.echo);
  const output = `${build.output}\n${run.output}`;
  if (!run.ok) return { ok: false, output, summary: "wrangler deploy --dry-run failed: the site would not deploy." };
  const size = parseUploadSize(run.output);
  if (!size) return { ok: false, output, summary: 'The dry-run did not report the upload size ("Total Upload: … / gzip: …").' };
  const line = `Worker upload: ${size.totalKiB.toFixed(0)} KiB, ${size.gzipKiB.toFixed(0)} KiB gzip (budget ${WORKER_UPLOAD_BUDGET_KIB} KiB gzip).`;
  if (size.gzipKiB > WORKER_UPLOAD_BUDGET_KIB) {
    return {
      ok: false,
      output,
      summary: `${line}\nOver budget: keep browser-only code out of the server build (a .client module) and large data in static assets.`,
    };
  }
  return { ok: true, output, summary: line };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await checkDeploy({ echo: true });
  console.log(`\n${result.summary}`);
  process.exit(result.ok ? 0 : 1);
}
