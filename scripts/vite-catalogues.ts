/**
 * The build step of the page catalogues: each namespace's app/i18n/messages/<namespace>/*.json
 * (one file per part of the site that writes to it, merged) compiled for
 * each catalogue language (English, American English, German, French, Dutch and the
 * pseudo-language) and written among the static assets as /i18n/<language>/<namespace>.json, which
 * the server reads (app/i18n/catalogues.server.ts). The browser never fetches them: a page's loader
 * data carries the messages it needs in its own language. The production build
 * (CLOUDFLARE_ENV=production, `npm run deploy:check`) leaves the pseudo-language out: production
 * never serves /en-xa, and the deploy check fails if its catalogue is there.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { withDefinitions } from "../common/i18n/catalogue-files.ts";
import { type AmericanOverlay, type SourceCatalogue, compileCatalogue } from "../common/i18n/compile.ts";
import { PAGE_NAMESPACES } from "../common/i18n/namespaces.ts";
import { PAGE_MESSAGES, pageFilePaths, readWrittenFiles } from "./catalogue-sources.ts";
import { allAppStrings, handleNamesOf, routeMessages, routeModules } from "./route-messages.ts";

export const CATALOGUE_LANGUAGES = ["en", "en-us", "de", "fr", "nl", "xa"] as const;
/**
 * American English's messages that differ from the English (scripts/american-english.ts writes
 * them): the pages' own, and the server's for the server messages a page names.
 */
const AMERICAN_OVERLAYS = ["app", "workers"].map((side) => join(import.meta.dirname, "..", side, "i18n", "american-english.json"));

/** The catalogue languages a build serves: the pseudo-language only outside production. */
export function builtLanguages(cloudflareEnv = process.env.CLOUDFLARE_ENV): (typeof CATALOGUE_LANGUAGES)[number][] {
  return CATALOGUE_LANGUAGES.filter((language) => language !== "xa" || cloudflareEnv !== "production");
}

/**
 * Every file of every page catalogue, by its name ("calling/call"), with the messages it names
 * from another file filled in from the file that defines them.
 */
export function readCatalogueFiles(): Record<string, SourceCatalogue> {
  const written = readWrittenFiles();
  return Object.fromEntries(
    pageFilePaths().map((path) => [path.slice(PAGE_MESSAGES.length + 1).replace(/\.json$/, ""), withDefinitions(written[path]!, written, path)]),
  );
}

/** American English's overlay for the page catalogues. */
export function readAmericanOverlay(): AmericanOverlay {
  return Object.assign({}, ...AMERICAN_OVERLAYS.map((file) => JSON.parse(readFileSync(file, "utf8")) as AmericanOverlay));
}

/** Every page catalogue's source, by namespace (its files merged). */
export function readSourceCatalogues(): Record<string, SourceCatalogue> {
  const merged: Record<string, SourceCatalogue> = {};
  for (const [name, source] of Object.entries(readCatalogueFiles())) {
    const namespace = name.split("/")[0]!;
    merged[namespace] = { ...merged[namespace], ...source };
  }
  return merged;
}

/**
 * Each route module's own catalogue: the messages of every area it may show (scripts/route-messages.ts),
 * by the route's file ("routes/calling/call.tsx" → "route/routes/calling/call").
 */
export function routeCatalogues(): Record<string, SourceCatalogue> {
  const files = readCatalogueFiles();
  const namespaces = readSourceCatalogues();
  const all: SourceCatalogue = {};
  for (const [namespace, source] of Object.entries(namespaces)) if (namespace !== "shell") Object.assign(all, source);
  const spelled = allAppStrings();
  const spelledNowhere = new Set(Object.keys(all).filter((key) => !spelled.has(key)));
  const result: Record<string, SourceCatalogue> = {};
  for (const route of routeModules()) {
    const own = new Set(handleNamesOf(route).flatMap((name) => Object.keys((name.includes("/") ? files[name] : namespaces[name]) ?? {})));
    const chosen = routeMessages(route, Object.keys(all), spelledNowhere, own);
    result[routeCatalogueName(route)] = Object.fromEntries([...chosen].map((key) => [key, all[key]!]));
  }
  return result;
}

export function routeCatalogueName(routeFile: string): string {
  return `route/${routeFile.replace(/\.tsx?$/, "")}`;
}

export function pageCatalogues(): Plugin {
  return {
    name: "dolphin:page-catalogues",
    apply: "build",
    // The built route modules say which file they are, for the server to give each page its own catalogue.
    transform(code, id) {
      const route = /\/app\/(routes\/[^/]+\/[^/]+\.tsx?)$/.exec(id)?.[1];
      if (!route || !code.includes("export const handle = { i18n:")) return null;
      return {
        code: code.replace("export const handle = { i18n:", `export const handle = { i18nRoute: ${JSON.stringify(routeCatalogueName(route))}, i18n:`),
        map: null,
      };
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      const sources = readSourceCatalogues();
      // Every namespace gets its file, so a page naming one that has no messages yet still renders;
      // and each file of a namespace its own, for pages that need only that part.
      const catalogues = {
        ...Object.fromEntries(PAGE_NAMESPACES.map((namespace) => [namespace, sources[namespace] ?? {}])),
        ...readCatalogueFiles(),
        ...routeCatalogues(),
      };
      const american = readAmericanOverlay();
      for (const [name, source] of Object.entries(catalogues)) {
        for (const language of builtLanguages()) {
          this.emitFile({ type: "asset", fileName: `i18n/${language}/${name}.json`, source: JSON.stringify(compileCatalogue(source, language, american)) });
        }
      }
    },
  };
}
