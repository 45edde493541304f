/**
 * Page weight from a real Chromium load: the JavaScript and CSS each page family loads,
 * compressed (Brotli and gzip), measured from the response bodies the browser received.
 */
import { brotliCompressSync, gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/browser.ts";
import { PAGE_FAMILIES, markdownTable, startBenchServer } from "./server.ts";

export async function benchPageWeight(buildDir?: string) {
  const server = await startBenchServer(buildDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: (string | number)[][] = [];
  const results = [];
  try {
    for (const family of PAGE_FAMILIES) {
      const cookie = await server.cookieFor(family);
      const context = await browser.newContext({ extraHTTPHeaders: cookie ? { Cookie: cookie } : {} });
      const page = await context.newPage();
      const totals = { js: { brotli: 0, gzip: 0, files: 0 }, css: { brotli: 0, gzip: 0, files: 0 } };
      const pending: Promise<void>[] = [];
      page.on("response", (response) => {
        const type = response.request().resourceType();
        const kind = type === "script" ? "js" : type === "stylesheet" ? "css" : null;
        if (!kind) return;
        pending.push(
          response.body().then((body) => {
            totals[kind].brotli += brotliCompressSync(body).length;
            totals[kind].gzip += gzipSync(body, { level: 9 }).length;
            totals[kind].files += 1;
          }),
        );
      });
      await page.goto(server.baseURL + family.path, { waitUntil: "networkidle" });
      await Promise.all(pending);
      await context.close();
      results.push({ ...family, ...totals });
      const kb = (bytes: number) => (bytes / 1024).toFixed(1);
      rows.push([family.name, `\`${family.path}\``, kb(totals.js.brotli), kb(totals.js.gzip), totals.js.files, kb(totals.css.brotli), kb(totals.css.gzip)]);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return { results, table: markdownTable(["Page", "Path", "JS KB (br)", "JS KB (gzip)", "JS files", "CSS KB (br)", "CSS KB (gzip)"], rows) };
}
