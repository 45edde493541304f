/**
 * Browser tests run against the built Worker served by workerd, each test worker against a
 * site and database of its own: the database is migrated and seeded once in a fresh
 * directory (never the developer's .wrangler/state), copied for every further worker, and each
 * copy is served on a port of its own. Files in one worker run one after another, as a person
 * would use one site; the workers run side by side, so both cores are used.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import type { ChildProcess } from "node:child_process";
import type { TestProject } from "vitest/node";
import { prepareLocalDb } from "../scripts/local-db.ts";
import { serveBuild, waitForServer } from "../scripts/serve.ts";
import { E2E_WORKERS } from "./workers.ts";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

declare module "vitest" {
  export interface ProvidedContext {
    /** One site per test worker, in the order of the workers' pool ids. */
    sites: { baseURL: string; persistTo: string }[];
  }
}

async function startSite(persistTo: string): Promise<{ server: ChildProcess; baseURL: string }> {
  const port = await freePort();
  // Links in mail (proofs of address, reset links) point at this server. A host name, not an
  // address: WebAuthn (passkeys) refuses an IP address as the site's identity.
  const baseURL = `http://localhost:${port}`;
  const server = serveBuild({ port, persistTo, siteOrigin: baseURL });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  try {
    await waitForServer(baseURL);
  } catch (error) {
    console.error(output);
    throw error;
  }
  return { server, baseURL };
}

function stop(server: ChildProcess) {
  if (!server.pid) return;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    server.kill("SIGTERM");
  }
}

export default async function setup(project: TestProject) {
  const seeded = mkdtempSync(join(tmpdir(), "dolphin-e2e-"));
  await prepareLocalDb({ persistTo: seeded });
  const directories = [seeded];
  for (let worker = 1; worker < E2E_WORKERS; worker++) {
    const copy = mkdtempSync(join(tmpdir(), "dolphin-e2e-"));
    cpSync(seeded, copy, { recursive: true });
    directories.push(copy);
  }
  // One after another: two wrangler servers starting at once can pick the same internal port.
  const started: Awaited<ReturnType<typeof startSite>>[] = [];
  for (const persistTo of directories) started.push(await startSite(persistTo));
  project.provide(
    "sites",
    started.map(({ baseURL }, index) => ({ baseURL, persistTo: directories[index]! })),
  );

  return async () => {
    for (const { server } of started) stop(server);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const directory of directories) rmSync(directory, { recursive: true, force: true });
  };
}
