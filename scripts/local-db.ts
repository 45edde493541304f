/**
 * The local D1 database and buckets: apply migrations, load the seed and the update files. Used by `npm start`
 * (into .wrangler/state) and by the browser tests (into a fresh directory of their own).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { seedStatements } from "../seed/index.ts";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = join(ROOT, "node_modules", ".bin", "wrangler");

export interface LocalDbOptions {
  /** Where miniflare keeps local state; wrangler's default when absent. */
  persistTo?: string;
}

function wrangler(args: string[], options: LocalDbOptions) {
  const persist = ["--persist-to", options.persistTo ?? join(ROOT, ".wrangler", "state")];
  // Always the source config: the built Worker's config points at the same database.
  const result = spawnSync(WRANGLER, [...args, "--config", join(ROOT, "wrangler.toml"), ...persist], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, CI: "true", WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`wrangler ${args.join(" ")} failed`);
  }
  return result.stdout;
}

export function applyMigrations(options: LocalDbOptions = {}) {
  wrangler(["d1", "migrations", "apply", "DB", "--local"], options);
}

export async function loadSeed(options: LocalDbOptions = {}) {
  const file = join(options.persistTo ?? join(ROOT, ".wrangler"), "seed.sql");
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${(await seedStatements()).join("\n")}\n`);
  wrangler(["d1", "execute", "DB", "--local", "--file", file], options);
}

/**
 * The local DOWNLOADS bucket: every file under seed/downloads/ as the object of the same path
 * (an update's file path without its leading slash), which the Worker serves to licence holders.
 */
export function loadDownloads(options: LocalDbOptions = {}) {
  const folder = join(ROOT, "seed", "downloads");
  const objects = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = join(entry.parentPath, entry.name);
      return {
        key: join("downloads", file.slice(folder.length + 1))
          .split("\\")
          .join("/"),
        file,
      };
    });
  const list = join(options.persistTo ?? join(ROOT, ".wrangler"), "downloads.json");
  writeFileSync(list, JSON.stringify(objects));
  wrangler(["r2", "bulk", "put", "dolphin-downloads", "--local", "--filename", list], options);
}

export async function prepareLocalDb(options: LocalDbOptions = {}) {
  applyMigrations(options);
  await loadSeed(options);
  loadDownloads(options);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await prepareLocalDb({ persistTo: process.argv[2] });
  console.log("Local database migrated and seeded.");
}
