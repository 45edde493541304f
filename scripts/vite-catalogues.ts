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
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { type AmericanOverlay, type SourceCatalogue, compileCatalogue } from "../common/i18n/compile.ts";
import { PAGE_NAMESPACES } from "../common/i18n/namespaces.ts";
import { allAppStrings, handleNamesOf, routeMessages, routeModules } from "./route-messages.ts";

export const CATALOGUE_LANGUAGES = ["en", "en-us", "de", "fr", "nl", "xa"] as const;
const MESSAGES_DIR = join(import.meta.dirname, "..", "app", "i18n", "messages");
/** American English's messages that differ from the English (scripts/american-english.ts writes it). */
const AMERICAN_OVERLAY = join(import.meta.dirname, "..", "app", "i18n", "american-english.json");

/** The catalogue languages a build serves: the pseudo-language only outside production. */
export function builtLanguages(cloudflareEnv = process.env.CLOUDFLARE_ENV): (typeof CATALOGUE_LANGUAGES)[number][] {
  return CATALOGUE_LANGUAGES.filter((language) => language !== "xa" || cloudflareEnv !== "production");
}

/** Every file of every page catalogue, by its name ("calling/call"). */
export function readCatalogueFiles(dir = MESSAGES_DIR): Record<string, SourceCatalogue> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        readdirSync(join(dir, entry.name))
          .filter((file) => file.endsWith(".json"))
          .map((file) => [`${entry.name}/${file.replace(/\.json$/, "")}`, JSON.parse(readFileSync(join(dir, entry.name, file), "utf8")) as SourceCatalogue]),
      ),
  );
}

/** Every page catalogue's source, by namespace (its files merged). */
export function readSourceCatalogues(dir = MESSAGES_DIR): Record<string, SourceCatalogue> {
  const merged: Record<string, SourceCatalogue> = {};
  for (const [name, source] of Object.entries(readCatalogueFiles(dir))) {
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
      const american = JSON.parse(readFileSync(AMERICAN_OVERLAY, "utf8")) as AmericanOverlay;
      for (const [name, source] of Object.entries(catalogues)) {
        for (const language of builtLanguages()) {
          this.emitFile({ type: "asset", fileName: `i18n/${language}/${name}.json`, source: JSON.stringify(compileCatalogue(source, language, american)) });
        }
      }
    },
  };
}
