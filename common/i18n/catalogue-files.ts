/**
 * Catalogue files as translators write them. Each message is defined once, in one file, with its
 * German, French and Dutch. Another file that needs the message too (a page catalogue showing a
 * field name the server also says) names it with the path of the file that defines it instead of
 * translations:
 *
 *   "Email address": "workers/i18n/messages/fields.json"
 *
 * The page build and the dev server read such a file with the definitions filled in, so a page's
 * compiled catalogue is as if the translations were written there. Server files
 * (workers/i18n/messages/*.json) only define: the Worker bundles them as they are.
 */
import type { SourceCatalogue } from "./compile";

type Translations = SourceCatalogue[string];

/** One catalogue file as written: a message's translations, or the path of the file defining it. */
export type CatalogueFile = Record<string, Translations | string>;

/** The path a file names to say that another file defines the message. */
export function definingFileOf(value: Translations | string): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** The messages a file defines itself (with their translations), without those it names. */
export function definitionsIn(file: CatalogueFile): SourceCatalogue {
  return Object.fromEntries(Object.entries(file).filter((entry): entry is [string, Translations] => typeof entry[1] !== "string"));
}

/**
 * A file with every message it names filled in from the file that defines it, in the file's own
 * order. `files` holds the catalogue files by their path from the repository's root
 * ("app/i18n/messages/shell/forms.json", "workers/i18n/messages/fields.json").
 */
export function withDefinitions(file: CatalogueFile, files: Readonly<Record<string, CatalogueFile>>, name = "a catalogue file"): SourceCatalogue {
  const result: SourceCatalogue = {};
  for (const [message, value] of Object.entries(file)) {
    const defining = definingFileOf(value);
    if (defining === undefined) {
      result[message] = value as Translations;
      continue;
    }
    const definition = files[defining]?.[message];
    if (definition === undefined || typeof definition === "string") {
      throw new Error(`${name} says ${JSON.stringify(message)} is defined in ${defining}, which does not define it`);
    }
    result[message] = definition;
  }
  return result;
}
