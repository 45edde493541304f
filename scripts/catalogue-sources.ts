/**
 * Every catalogue file as written, page (app/i18n/messages/<namespace>/*.json) and server
 * (workers/i18n/messages/*.json), read from disk for the build, the American English overlay and
 * the catalogue tests. A file names a message another file defines by that file's path
 * (common/i18n/catalogue-files.ts).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { CatalogueFile } from "../common/i18n/catalogue-files.ts";

export const ROOT = join(import.meta.dirname, "..");
export const PAGE_MESSAGES = "app/i18n/messages";
export const SERVER_MESSAGES = "workers/i18n/messages";

function jsonFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => `${dir}/${file}`);
}

/** Page catalogue files, by their path from the repository's root ("app/i18n/messages/shell/forms.json"). */
export function pageFilePaths(): string[] {
  return readdirSync(join(ROOT, PAGE_MESSAGES), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => jsonFiles(`${PAGE_MESSAGES}/${entry.name}`));
}

/** Server catalogue files, by their path from the repository's root ("workers/i18n/messages/fields.json"). */
export function serverFilePaths(): string[] {
  return jsonFiles(SERVER_MESSAGES);
}

/** Every catalogue file as written, page and server, by its path from the repository's root. */
export function readWrittenFiles(): Record<string, CatalogueFile> {
  return Object.fromEntries(
    [...pageFilePaths(), ...serverFilePaths()].map((path) => [path, JSON.parse(readFileSync(join(ROOT, path), "utf8")) as CatalogueFile]),
  );
}
