/**
 * `npm start`: migrate and seed the local D1 database (keeping what users created),
 * build the site, and serve the built Worker on http://localhost:8787 (or $PORT).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { ROOT, prepareLocalDb } from "./local-db.ts";
import { serveBuild } from "./serve.ts";
import { STAFF_SEED_ACCOUNT, STAFF_SEED_PASSWORD } from "../seed/staff.ts";

const port = Number(process.env.PORT ?? 8787);

console.log("Preparing the local database…");
await prepareLocalDb();

console.log("Building the site…");
const build = spawnSync(join(ROOT, "node_modules", ".bin", "react-router"), ["build"], { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

console.log(`Serving on http://localhost:${port}`);
console.log(`Staff desk: http://localhost:${port}/staff — sign in as ${STAFF_SEED_ACCOUNT.email} with the password ${STAFF_SEED_PASSWORD} (local only).`);
const server = serveBuild({ port, inheritOutput: true, ip: "localhost" });
server.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
