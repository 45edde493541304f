/**
 * The build step of the page catalogues: each namespace's app/i18n/messages/<namespace>/*.json
 * (one file per part of the site that writes to it, merged) compiled for
 * each catalogue language (English, German, French, Dutch and the pseudo-language) and written
 * among the static assets as /i18n/<language>/<namespace>.json, which the server reads
 * (app/i18n/catalogues.server.ts). The browser never fetches them: a page's loader data carries
 * the messages it needs in its own language.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { type SourceCatalogue, compileCatalogue } from "../common/i18n/compile.ts";
import { PAGE_NAMESPACES } from "../common/i18n/namespaces.ts";

export const CATALOGUE_LANGUAGES = ["en", "de", "fr", "nl", "xa"] as const;
const MESSAGES_DIR = join(import.meta.dirname, "..", "app", "i18n", "messages");

/** Every page catalogue's source, by namespace (its parts merged). */
export function readSourceCatalogues(dir = MESSAGES_DIR): Record<string, SourceCatalogue> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => {
        const parts = readdirSync(join(dir, entry.name)).filter((file) => file.endsWith(".json"));
        const merged = Object.assign({}, ...parts.map((file) => JSON.parse(readFileSync(join(dir, entry.name, file), "utf8")) as SourceCatalogue));
        return [entry.name, merged as SourceCatalogue];
      }),
  );
}

export function pageCatalogues(): Plugin {
  return {
    name: "dolphin:page-catalogues",
    apply: "build",
    generateBundle() {
      if (this.environment.name !== "client") return;
      const sources = readSourceCatalogues();
      // Every namespace gets its files, so a page naming one that has no messages yet still renders.
      for (const namespace of PAGE_NAMESPACES) {
        const source = sources[namespace] ?? {};
        for (const language of CATALOGUE_LANGUAGES) {
          this.emitFile({ type: "asset", fileName: `i18n/${language}/${namespace}.json`, source: JSON.stringify(compileCatalogue(source, language)) });
        }
      }
    },
  };
}
