/**
 * The JavaScript budget, checked after every build by `npm test`. Gzip (level 9) is what every
 * browser and proxy can be served, so it is the figure that counts; Brotli is printed beside it.
 * Every page without a map or a call, whoever visits it, must stay within 100 KB. React's and
 * React Router's client alone are about 108 KB, so such a page is served without framework
 * JavaScript (every route module in its chain says `handle.hydrate === false`, see
 * app/enhance/framework.tsx) and loads only the enhancement script; a page that would hydrate
 * fails the budget. The map and call pages (EXEMPT) hydrate, and load their heavy parts lazily.
 * Deterministic: it reads React Router's build manifest and compresses the files a page loads
 * (its route chain's modules and their static imports, plus the client entry).
 * Lazily imported chunks (the map, the call) are not counted: they load only where used, and
 * neither are resource routes (feeds, redirects), which render no page.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";

export const JS_BUDGET_BYTES = 100 * 1024;
/** The enhancement script's file name in the build (app/enhance/page-enhancements.ts). */
const ENHANCEMENT_SCRIPT = /^page-enhancements-[\w-]+\.js$/;
/** A route module that opted out of hydration, as the minifier writes its handle (`hydrate: false`). */
const NO_FRAMEWORK_HANDLE = /\bhydrate:\s*(?:!1|false)\b/;
/**
 * Pages allowed past the budget because they hold a map or a call (their paths): the events
 * map, the call page, the address book calls are placed from (with its contacts' presence), and
 * the calling settings with their live camera and microphone preview.
 */
const EXEMPT = [/^\/events(?:\/|$)/, /^\/call$/, /^\/account\/video-calling\/(?:address-book|settings)$/];

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  /** False for a resource route (a feed, a redirect, robots.txt): it renders no page. */
  hasDefaultExport?: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export function readManifest(clientDir: string): Manifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no React Router manifest in ${assets}: build first`);
  const source = readFileSync(join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as Manifest;
}

export interface PageWeight {
  route: string;
  path: string;
  brotliBytes: number;
  gzipBytes: number;
  exempt: boolean;
  /** Served without framework JavaScript (the enhancement script only). */
  withoutFramework: boolean;
}

export function measurePages(clientDir: string): PageWeight[] {
  const manifest = readManifest(clientDir);
  const sizeCache = new Map<string, { brotli: number; gzip: number }>();
  const sizes = (url: string) => {
    let size = sizeCache.get(url);
    if (!size) {
      const body = readFileSync(join(clientDir, url));
      size = { brotli: brotliCompressSync(body).length, gzip: gzipSync(body, { level: 9 }).length };
      sizeCache.set(url, size);
    }
    return size;
  };
  const readText = (url: string) => readFileSync(join(clientDir, url), "utf8");
  const enhancement = readdirSync(join(clientDir, "assets")).find((name) => ENHANCEMENT_SCRIPT.test(name));
  if (!enhancement) throw new Error(`no enhancement script in ${clientDir}/assets: build first`);
  const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  // Only pages: a resource route answers with its own body and loads no JavaScript.
  const leaves = Object.values(manifest.routes).filter((route) => !parents.has(route.id) && route.hasDefaultExport !== false);
  return leaves.map((leaf) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    const pathParts: string[] = [];
    let withoutFramework = true;
    for (let route: ManifestRoute | undefined = leaf; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
      files.add(route.module);
      if (route.id !== "root" && !NO_FRAMEWORK_HANDLE.test(readText(route.module))) withoutFramework = false;
      for (const file of route.imports ?? []) files.add(file);
      if (route.path) pathParts.unshift(route.path);
    }
    const path = `/${pathParts.filter((part) => part !== ":locale?").join("/")}`;
    if (withoutFramework) {
      files.clear();
      files.add(`/assets/${enhancement}`);
    }
    const brotliBytes = [...files].reduce((sum, file) => sum + sizes(file).brotli, 0);
    const gzipBytes = [...files].reduce((sum, file) => sum + sizes(file).gzip, 0);
    const exempt = EXEMPT.some((pattern) => pattern.test(path));
    return { route: leaf.id, path, brotliBytes, gzipBytes, exempt, withoutFramework };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const clientDir = join(process.argv[2] ?? process.env.BUILD_DIR ?? "build", "client");
  const pages = measurePages(clientDir).sort((a, b) => b.gzipBytes - a.gzipBytes);
  const over = pages.filter((page) => !page.exempt && page.gzipBytes > JS_BUDGET_BYTES);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);
  const list = (title: string, group: PageWeight[]) => {
    console.log(title);
    for (const page of group) {
      const note = page.exempt
        ? "  (map or call page: exempt)"
        : page.gzipBytes <= JS_BUDGET_BYTES
          ? ""
          : page.withoutFramework
            ? "  OVER BUDGET"
            : "  OVER BUDGET: to be served without framework JavaScript";
      console.log(`  ${kb(page.gzipBytes)} KB / ${kb(page.brotliBytes)} KB  ${page.path}${note}`);
    }
  };
  list(
    `Pages without framework JavaScript (budget ${JS_BUDGET_BYTES / 1024} KB; gzip / Brotli):`,
    pages.filter((page) => page.withoutFramework),
  );
  list(
    `\nHydrated pages: only a map or a call may need the framework (gzip / Brotli):`,
    pages.filter((page) => !page.withoutFramework),
  );
  if (over.length > 0) {
    console.error(`\n${over.length} page(s) exceed their JavaScript budget.`);
    process.exit(1);
  }
  console.log(`\nEvery page without a map or a call is within ${JS_BUDGET_BYTES / 1024} KB of gzip-compressed JavaScript.`);
}
