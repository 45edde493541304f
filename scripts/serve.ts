/**
 * Runs the built Worker in workerd (wrangler dev on the build output), as `npm start`
 * and the browser tests do. Returns the child process; resolves once the site answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { ROOT } from "./local-db.ts";

export interface ServeOptions {
  port: number;
  buildDir?: string;
  persistTo?: string;
  /** Local state directory (D1, Durable Objects); the project's .wrangler/state by default. */
  /** Print wrangler's output (npm start) or keep it quiet (tests). */
  inheritOutput?: boolean;
  ip?: string;
  /**
   * The public origin links in mail point at (SITE_ORIGIN): the address the site is served on
   * unless given (or set in the environment), so locally mailed links open this server.
   */
  siteOrigin?: string;
  /** Further settings for this server only (e.g. a test's stand-in providers), passed as --var. */
  vars?: Record<string, string>;
}

export function serveBuild(options: ServeOptions): ChildProcess {
  const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? "build";
  const ip = options.ip ?? "127.0.0.1";
  const host = ip === "0.0.0.0" ? "localhost" : ip;
  const siteOrigin = options.siteOrigin ?? process.env.SITE_ORIGIN ?? `http://${host}:${options.port}`;
  const args = [
    "dev",
    "--config",
    join(ROOT, buildDir, "server", "wrangler.json"),
    "--port",
    String(options.port),
    "--ip",
    ip,
    "--show-interactive-dev-session=false",
    "--log-level",
    options.inheritOutput ? "info" : "error",
    // Without it wrangler would keep state next to the build's config, apart from the seeded database.
    "--persist-to",
    options.persistTo ?? join(ROOT, ".wrangler", "state"),
    "--var",
    `SITE_ORIGIN:${siteOrigin}`,
    ...Object.entries(options.vars ?? {}).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
  ];
  return spawn(join(ROOT, "node_modules", ".bin", "wrangler"), args, {
    cwd: ROOT,
    stdio: options.inheritOutput ? "inherit" : ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    detached: !options.inheritOutput,
  });
}

export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { redirect: "manual" });
      if (response.status < 500) return;
      lastError = new Error(`status ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the site did not start at ${url}: ${String(lastError)}`);
}
