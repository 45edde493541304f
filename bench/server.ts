/**
 * Starts the built Worker for a benchmark: its own migrated and seeded database, a free
 * loopback port, quiet output. Stops it again with `stop()`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { prepareLocalDb } from "../scripts/local-db.ts";
import { serveBuild, waitForServer } from "../scripts/serve.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export async function startBenchServer(buildDir = process.env.BUILD_DIR ?? "build") {
  const persistTo = mkdtempSync(join(tmpdir(), "dolphin-bench-"));
  await prepareLocalDb({ persistTo });
  const port = await freePort();
  const child = serveBuild({ port, persistTo, buildDir });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForServer(baseURL);
  return {
    baseURL,
    buildDir,
    async stop() {
      if (child.pid) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          child.kill("SIGTERM");
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      rmSync(persistTo, { recursive: true, force: true });
    },
  };
}

/** The page families the benchmarks measure (the signed-in address book is added when sign-in exists). */
export const PAGE_FAMILIES: { name: string; path: string }[] = [
  { name: "Homepage", path: "/" },
  { name: "Product page", path: "/products" },
  { name: "Webinars", path: "/webinars" },
  { name: "Events", path: "/events" },
  { name: "Contact", path: "/contact" },
  { name: "Cookie settings", path: "/Manage-Cookies" },
];

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
