/**
 * `npm run deploy`: puts the site live on Cloudflare (the README's "Deploying" section says
 * how to prepare an account). In order, stopping at the first failure:
 * 1. the deploy check: production build, `wrangler deploy --dry-run`, Worker upload budget;
 * 2. the D1 migrations on the remote database (`wrangler d1 migrations apply DB --remote`), then
 *    the production data (`npm run data:production -- --remote`: rows missing from the live
 *    database are added, rows the staff desk changed are kept);
 * 3. with SENTRY_AUTH_TOKEN set, the build's source maps to Sentry (`npm run sentry:sourcemaps`),
 *    the browser's too (the build is made with SENTRY_SOURCEMAPS=1), filed under SENTRY_RELEASE
 *    (default: the current commit), which the deployed Worker is given as a variable;
 * 4. `wrangler deploy` of the production build.
 * Migrations go first so that the new code never meets an old schema; they only add to it.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PRODUCTION_BUILD_DIR, WRANGLER_ENV, checkDeploy } from "./deploy-check.ts";
import { ROOT } from "./local-db.ts";

const BIN = join(ROOT, "node_modules", ".bin");
const scripts = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
const sentry = Boolean(process.env.SENTRY_AUTH_TOKEN && scripts["sentry:sourcemaps"]);
if (sentry) {
  // The browser's source maps are made only on request; the upload deletes them afterwards.
  process.env.SENTRY_SOURCEMAPS = "1";
  process.env.SENTRY_RELEASE ||= execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
}
const env = { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ""}`, ...WRANGLER_ENV, BUILD_DIR: PRODUCTION_BUILD_DIR };

/** Runs a step in the foreground, so wrangler can ask to log in or to confirm. */
function step(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n✘ ${label} failed; nothing after it was done.`);
    process.exit(result.status ?? 1);
  }
}

console.log("▶ Deploy check (production build, dry-run, Worker upload budget)");
const check = await checkDeploy({ echo: true });
console.log(`\n${check.summary}`);
if (!check.ok) process.exit(1);

// The placeholder database id of wrangler.toml would send the migrations nowhere.
const built = JSON.parse(readFileSync(join(ROOT, PRODUCTION_BUILD_DIR, "server", "wrangler.json"), "utf8")) as { d1_databases?: { database_id?: string }[] };
if (built.d1_databases?.some((database) => /^0{8}-/.test(database.database_id ?? ""))) {
  console.error("\n✘ wrangler.toml [env.production] still has the placeholder D1 database_id: put the id `wrangler d1 create dolphin-site` printed there.");
  process.exit(1);
}

// Applies the migrations first, then the production data (scripts/production-data.ts).
step("D1 migrations and production data on the remote database", process.execPath, [
  join(ROOT, "scripts", "production-data.ts"),
  "--remote",
  "--env",
  "production",
]);

if (sentry) {
  // The npm that runs this script (npm_execpath), or the one on the PATH.
  const npm = process.env.npm_execpath;
  step("Source maps to Sentry", npm ? process.execPath : "npm", [...(npm ? [npm] : []), "run", "sentry:sourcemaps"]);
} else if (scripts["sentry:sourcemaps"]) {
  console.log("\nSENTRY_AUTH_TOKEN is not set: source maps are not uploaded to Sentry.");
}

step("Deploy the Worker", join(BIN, "wrangler"), [
  "deploy",
  "--config",
  join(ROOT, PRODUCTION_BUILD_DIR, "server", "wrangler.json"),
  ...(sentry ? ["--var", `SENTRY_RELEASE:${process.env.SENTRY_RELEASE}`] : []),
]);
