/**
 * `npm run dev`: for day-to-day work. Migrates and seeds the local D1 database (keeping what
 * users created), then runs React Router's dev server on workerd through Cloudflare's Vite
 * plugin: the same runtime, bindings and local state as `npm start`, with hot reload.
 * http://localhost:5173 (or $PORT). `npm start` serves the built site instead.
 */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { ROOT, prepareLocalDb } from "./local-db.ts";

const port = process.env.PORT ?? "5173";

console.log("Preparing the local database…");
await prepareLocalDb();

const BIN = join(ROOT, "node_modules", ".bin");
const server = spawn(join(BIN, "react-router"), ["dev", "--port", port, "--strictPort"], {
  cwd: ROOT,
  stdio: "inherit",
  // node_modules/.bin first: the project's own Node 22; no telemetry or Request.cf look-ups.
  env: { ...process.env, PATH: `${BIN}:${process.env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
