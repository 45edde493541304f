/**
 * Browser tests run against the built Worker served by workerd, with a database of their
 * own (migrated and seeded in a fresh directory), never the developer's .wrangler/state.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import type { TestProject } from "vitest/node";
import { prepareLocalDb } from "../scripts/local-db.ts";
import { serveBuild, waitForServer } from "../scripts/serve.ts";

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
    baseURL: string;
    persistTo: string;
  }
}

export default async function setup(project: TestProject) {
  const persistTo = mkdtempSync(join(tmpdir(), "dolphin-e2e-"));
  await prepareLocalDb({ persistTo });
  const port = await freePort();
  // Links in mail (proofs of address, reset links) point at this server. A host name, not an
  // address: WebAuthn (passkeys) refuses an IP address as the site's identity.
  const server = serveBuild({ port, persistTo, siteOrigin: `http://localhost:${port}` });
  let output = "";
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const baseURL = `http://localhost:${port}`;
  try {
    await waitForServer(baseURL);
  } catch (error) {
    console.error(output);
    throw error;
  }
  project.provide("baseURL", baseURL);
  project.provide("persistTo", persistTo);

  return async () => {
    if (server.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        server.kill("SIGTERM");
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    rmSync(persistTo, { recursive: true, force: true });
  };
}
