/**
 * Fails when the code's structure breaks one of its rules (run by `npm test`, and alone with
 * `npm run check:structure`):
 * - the browser-and-server code in `common/` imports neither `app/` nor `workers/`;
 * - the server (`workers/`) never imports the app (`app/`);
 * - the app reaches server code only from `*.server.ts(x)` modules, and only through an
 *   area's one door, `@workers/<area>` (its index.ts), never a deep file or a relative path;
 * - on the server too, an area (a folder of `workers/`) is reached from outside it only through
 *   its door: what another area may use is what its index.ts exports, so an area's inner files
 *   can change without the rest noticing;
 * - the per-account hub and the realtime entry (`workers/calling/realtime.ts`) do not import
 *   each other (what both need lives in `common/realtime/` or a third module);
 * - no source file outside tests and seed data is over 500 lines.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "..");
const SOURCE_DIRS = ["app", "workers", "common", "scripts", "bench"];
const MAX_LINES = 500;

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name)) files.push(path);
  }
  return files;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s(?:[^"';]*?\sfrom\s)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function specifiers(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) found.push((match[1] ?? match[2])!);
  return found;
}

/** The repository path a specifier points at, or null for a package. */
function target(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return join("app", specifier.slice(2));
  if (specifier.startsWith("@workers/")) return join("workers", specifier.slice("@workers/".length));
  if (specifier.startsWith("@common/")) return join("common", specifier.slice("@common/".length));
  if (specifier.startsWith(".")) return relative(ROOT, resolve(dirname(file), specifier));
  return null;
}

/** The server area a path lies in (`identity` for workers/session/session.ts), or null for a file at the top of workers/. */
function serverArea(path: string): string | null {
  const [, area, ...rest] = path.split("/");
  return rest.length > 0 && area ? area : null;
}

const isTest = (path: string) => /\.(unit\.)?test\.tsx?$/.test(path);
const HUB = "workers/calling/hub/";
const REALTIME_ENTRY = "workers/calling/realtime";

const problems: string[] = [];
for (const dir of SOURCE_DIRS) {
  for (const file of sourceFiles(join(ROOT, dir))) {
    const path = relative(ROOT, file);
    const source = readFileSync(file, "utf8");
    const lines = source.split("\n").length;
    if (!isTest(path) && lines > MAX_LINES) problems.push(`${path} has ${lines} lines (at most ${MAX_LINES}): split it by what its parts do`);
    if (isTest(path)) continue;
    for (const specifier of specifiers(source)) {
      const to = target(file, specifier);
      if (!to) continue;
      const into = (top: string) => to === top || to.startsWith(`${top}/`);
      if (path.startsWith("common/") && (into("app") || into("workers")))
        problems.push(`${path} imports ${specifier}: common code imports neither app/ nor workers/`);
      if (path.startsWith("workers/") && into("app")) problems.push(`${path} imports ${specifier}: the server never imports the app`);
      if (path.startsWith("app/") && into("workers")) {
        if (!/\.server\.tsx?$/.test(path)) problems.push(`${path} imports ${specifier}: only *.server.ts modules reach server code`);
        else if (!/^@workers\/[a-z0-9-]+$/.test(specifier))
          problems.push(`${path} imports ${specifier}: reach server code through an area's door, @workers/<area>`);
      }
      if (path.startsWith("workers/") && to.startsWith("workers/")) {
        const area = serverArea(to);
        if (area && !path.startsWith(`workers/${area}/`) && to !== `workers/${area}` && to !== `workers/${area}/index`)
          problems.push(`${path} imports ${specifier}: reach another server area through its door, workers/${area} (its index.ts)`);
      }
      if (path.startsWith(HUB) && to.startsWith(REALTIME_ENTRY))
        problems.push(`${path} imports ${specifier}: the hub and the realtime entry do not import each other`);
      if (path.startsWith(REALTIME_ENTRY) && into(HUB.slice(0, -1)))
        problems.push(`${path} imports ${specifier}: the hub and the realtime entry do not import each other`);
    }
  }
}

if (problems.length > 0) {
  console.error(
    `The code's structure breaks ${problems.length} rule${problems.length === 1 ? "" : "s"}:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
  );
  process.exit(1);
}
console.log("Structure: every import crosses areas through a door, and no source file is over 500 lines.");
