/**
 * `npm run sentry:sourcemaps`: after a production build and before `wrangler deploy`, gives
 * Sentry the source maps of the Worker and of the browser code, so reported stacks point at
 * the source. It runs the Sentry CLI (a binary shipped in the @sentry/cli package):
 *
 * 1. `sourcemaps inject` writes a debug id into every built script and its map (the Worker's
 *    reports carry the ids, so its maps match whatever the release is called);
 * 2. `sourcemaps upload` files both under the release; browser scripts under `~/assets`,
 *    which is how Sentry matches a frame's address to a map when the Worker forwards a
 *    browser's report;
 * 3. the browser maps are then deleted, so the deployment does not publish them.
 *
 * Needs SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT. The release is SENTRY_RELEASE, or the
 * current commit; the deployment must set the same SENTRY_RELEASE (printed at the end). The
 * build is BUILD_DIR (default build-production, as `npm run deploy:check` builds). Browser
 * maps exist only in a build made with SENTRY_SOURCEMAPS=1 (vite.config.ts).
 *
 *   npm run sentry:sourcemaps              inject and upload
 *   npm run sentry:sourcemaps -- --dry-run list what would be injected and uploaded
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ROOT } from "./local-db.ts";

const SENTRY_CLI = join(ROOT, "node_modules", ".bin", "sentry-cli");

function run(command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
  process.stdout.write(command === SENTRY_CLI ? result.stdout : "");
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed (exit ${result.status})`);
  return result.stdout;
}

function sourceMaps(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(".js.map"))
    .map((name) => join(directory, name));
}

export function uploadSourceMaps(options: { buildDir: string; release: string; dryRun: boolean }) {
  const serverDir = join(ROOT, options.buildDir, "server");
  const assetsDir = join(ROOT, options.buildDir, "client", "assets");
  if (!existsSync(join(serverDir, "wrangler.json"))) throw new Error(`no build in ${options.buildDir}: build it first (BUILD_DIR=${options.buildDir})`);
  const browserMaps = sourceMaps(assetsDir);
  if (browserMaps.length === 0) {
    console.warn("The browser build has no source maps (build with SENTRY_SOURCEMAPS=1): browser stacks will stay minified.");
  }

  const targets = [serverDir, ...(browserMaps.length > 0 ? [assetsDir] : [])];
  // A dry run lists the scripts and maps the CLI found, and changes and sends nothing.
  run(SENTRY_CLI, ["sourcemaps", "inject", ...(options.dryRun ? ["--dry-run"] : []), ...targets]);
  if (options.dryRun) return;

  run(SENTRY_CLI, ["sourcemaps", "upload", "--release", options.release, serverDir]);
  if (browserMaps.length > 0) {
    run(SENTRY_CLI, ["sourcemaps", "upload", "--release", options.release, "--url-prefix", "~/assets", assetsDir]);
    // Uploaded: the deployment serves the scripts, not their sources.
    for (const map of browserMaps) rmSync(map);
  }
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false } } });
  const dryRun = values["dry-run"];
  const missing = ["SENTRY_AUTH_TOKEN", "SENTRY_ORG", "SENTRY_PROJECT"].filter((name) => !process.env[name]);
  if (missing.length > 0 && !dryRun) {
    console.error(`Set ${missing.join(", ")} to upload source maps to Sentry.`);
    process.exit(1);
  }
  const release = process.env.SENTRY_RELEASE || run("git", ["rev-parse", "HEAD"]).trim();
  const buildDir = process.env.BUILD_DIR ?? "build-production";
  uploadSourceMaps({ buildDir, release, dryRun });
  console.log(`Source maps ${dryRun ? "checked" : "uploaded"} for release ${release}. Deploy with SENTRY_RELEASE=${release}.`);
}
