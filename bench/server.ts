/**
 * Starts the built Worker for a benchmark: its own migrated and seeded database, a free
 * loopback port, quiet output; a signed-in session for the pages that need one. Stops it
 * again with `stop()`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser.ts";
import { prepareLocalDb } from "../scripts/local-db.ts";
import { SEED_ACCOUNTS, SEED_PASSWORD } from "../seed/premium.ts";
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
  let signedIn: Promise<string> | null = null;
  return {
    baseURL,
    buildDir,
    /** The local database's directory (the search benchmark reads the index's size there). */
    persistTo,
    /** The Cookie header a page family is requested with: a signed-in session where it needs one. */
    async cookieFor(family: PageFamily): Promise<string | null> {
      if (!family.signedIn) return null;
      signedIn ??= signInWithAddressBook(baseURL);
      return signedIn;
    },
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

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

const ADDRESS_BOOK_SIZE = 25;

/**
 * Signs a seeded account in through the real DolphinID pages in Chromium, accepts the
 * video-calling terms and fills its address book, so the signed-in page is measured as a
 * user with contacts sees it. Returns the session's Cookie header.
 */
async function signInWithAddressBook(baseURL: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto("/action/login");
    await page.getByRole("button", { name: "Login with DolphinID" }).click();
    await page.getByLabel("Email address").fill(SEED_ACCOUNTS.helen.email);
    await page.getByLabel("Password", { exact: true }).fill(SEED_PASSWORD);
    await page.locator("main").getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/account");
    const cookie = (await context.cookies()).map(({ name, value }) => `${name}=${value}`).join("; ");
    const post = (path: string, fields: Record<string, string>) =>
      fetch(`${baseURL}/api/v1/${path}`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: baseURL, "X-Requested-With": "XMLHttpRequest", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      });
    await post("account/terms", {});
    for (let i = 1; i <= ADDRESS_BOOK_SIZE; i++) {
      const response = await post("account/contacts", { contactName: `Bench Contact ${i}`, contactEmail: `bench-contact-${i}@example.org` });
      if (!response.ok && response.status !== 422) throw new Error(`adding a bench contact failed: ${response.status}`);
    }
    return cookie;
  } finally {
    await browser.close();
  }
}

export interface PageFamily {
  name: string;
  path: string;
  /** Measured as a signed-in account holder. */
  signedIn?: boolean;
}

/** The page families the benchmarks and the accessibility budget measure. */
export const PAGE_FAMILIES: PageFamily[] = [
  { name: "Homepage", path: "/" },
  { name: "Product page", path: "/products/individuals/supernova-magnifier" },
  { name: "Webinars", path: "/webinars" },
  { name: "Events", path: "/events" },
  { name: "Contact", path: "/contact" },
  { name: "Cookie settings", path: "/Manage-Cookies" },
  { name: "Account (signed in)", path: "/account", signedIn: true },
  { name: "Address book (signed in)", path: "/account/video-calling/address-book", signedIn: true },
];

export function markdownTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}
