/**
 * `npm run preview:production-data`: the site as it opens on its first day. Builds the site if
 * the build is missing or older than the code, then serves it on http://localhost:8788 (or
 * $PORT) from a fresh database holding only the migrations and the production data: products
 * with prices, countries, content pages and the knowledge base, and no account of any kind
 * (no demo account can sign in). The database is thrown away when the server stops.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "./local-db.ts";
import { loadProductionData } from "./production-data.ts";
import { serveBuild } from "./serve.ts";

const port = Number(process.env.PORT ?? 8788);
const BUILT = join(ROOT, "build", "server", "wrangler.json");
const SOURCES = ["app", "workers", "common", "public", "react-router.config.ts", "vite.config.ts", "wrangler.toml"];

/** The newest modification time among the files the build is made from. */
function newestSource(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestSource(join(path, name))));
}

if (!existsSync(BUILT) || statSync(BUILT).mtimeMs < Math.max(...SOURCES.map((source) => newestSource(join(ROOT, source))))) {
  console.log("Building the site…");
  const build = spawnSync(join(ROOT, "node_modules", ".bin", "react-router"), ["build"], { cwd: ROOT, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const persistTo = mkdtempSync(join(tmpdir(), "dolphin-first-day-"));
const cleanUp = () => rmSync(persistTo, { recursive: true, force: true });
console.log("Preparing a fresh database with the migrations and the production data only…");
try {
  await loadProductionData({ target: "local", persistTo });
} catch (error) {
  cleanUp();
  console.error(`✘ ${(error as Error).message}`);
  process.exit(1);
}

console.log(`Serving the first day's site on http://localhost:${port} (no accounts exist: create one to sign in).`);
const server = serveBuild({ port, persistTo, inheritOutput: true, ip: "localhost" });
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
