/**
 * Which catalogue messages a route module can show: every message whose English appears as a
 * string in the module or in the app modules it imports (following `~/`, `@common/` and relative
 * imports, static and lazy, but not `*.server.ts` modules, whose words the server translates),
 * plus the messages of its namespaces that no app module spells out (texts a loader hands over).
 * The build gives each page exactly these, so that a page carries only what it may say.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";

const ROOT = join(import.meta.dirname, "..");
const APP = join(ROOT, "app");

function resolveImport(specifier: string, from: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = join(APP, specifier.slice(2));
  else if (specifier.startsWith("@common/")) base = join(ROOT, "common", specifier.slice(8));
  else if (specifier.startsWith(".")) base = normalize(join(dirname(from), specifier));
  else return null;
  for (const ending of ["", ".tsx", ".ts", "/index.ts", "/index.tsx"]) {
    const candidate = base + ending;
    if (existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

const IMPORT = /(?:import|export)\s[^"'`;]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const STRING = /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g;

const stringsOf = new Map<string, Set<string>>();

/** The string literals of one source file, unescaped. */
function stringsIn(file: string): Set<string> {
  let found = stringsOf.get(file);
  if (found) return found;
  found = new Set();
  const collect = (source: string) => {
    for (const match of source.matchAll(STRING)) {
      if (match[3] !== undefined) {
        // A template: itself when it has no placeholders, and the strings inside its placeholders.
        if (!match[3].includes("${")) found.add(match[3]);
        else collect(match[3]);
        continue;
      }
      const raw = match[1] ?? match[2] ?? "";
      // A single-quoted string may hold bare double quotes, which JSON needs escaped.
      const json = match[1] !== undefined ? raw : raw.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"');
      try {
        found.add(JSON.parse(`"${json}"`) as string);
      } catch {
        found.add(raw);
      }
    }
  };
  collect(readFileSync(file, "utf8"));
  stringsOf.set(file, found);
  return found;
}

/** The app and common modules a module reaches, itself included. */
export function moduleGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = resolveImport(match[1] ?? match[2] ?? "", file);
      if (target && !target.endsWith(".server.ts")) visit(target);
    }
  };
  visit(entry);
  return [...seen];
}

/** Every string literal of the app's and common code (to tell which messages no module spells out). */
export function allAppStrings(): Set<string> {
  const all = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.(server|test)\.|\.unit\.test\./.test(entry.name)) for (const text of stringsIn(path)) all.add(text);
    }
  };
  walk(APP);
  walk(join(ROOT, "common"));
  return all;
}

/** A route module's file ("routes/calling/call.tsx") → the messages its page may show. */
export function routeMessages(
  routeFile: string,
  keys: Iterable<string>,
  spelledNowhere: ReadonlySet<string>,
  ownNamespaceKeys: ReadonlySet<string>,
): Set<string> {
  const strings = new Set<string>();
  for (const file of moduleGraph(join(APP, routeFile))) for (const text of stringsIn(file)) strings.add(text);
  const chosen = new Set<string>();
  for (const key of keys) if (strings.has(key) || (spelledNowhere.has(key) && ownNamespaceKeys.has(key))) chosen.add(key);
  return chosen;
}

/** Every route module (a file under app/routes/<area>/ that names its messages in `handle`). */
export function routeModules(): string[] {
  const routesDir = join(APP, "routes");
  return readdirSync(routesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((area) =>
      readdirSync(join(routesDir, area.name))
        .filter((name) => /\.tsx?$/.test(name) && /export const handle = \{ i18n:/.test(readFileSync(join(routesDir, area.name, name), "utf8")))
        .map((name) => relative(APP, join(routesDir, area.name, name))),
    );
}

/** The catalogue names a route module's handle gives, read from its source. */
export function handleNamesOf(routeFile: string): string[] {
  const handle = /export const handle = \{ i18n: (\[[^\]]*\]|"[^"]*") \}/.exec(readFileSync(join(APP, routeFile), "utf8"))?.[1];
  return handle ? [JSON.parse(handle) as string | string[]].flat() : [];
}
