/** The dev server's catalogues: compiled from the sources as they are edited (no build step). */
import { type CatalogueFile, withDefinitions } from "@common/i18n/catalogue-files";
import { type CompiledCatalogue, compileCatalogue } from "@common/i18n/compile";
import type { PageCatalogueName } from "@common/i18n/namespaces";
import type { CatalogueLanguage } from "@common/locale";
import { AMERICAN as serverAmerican } from "@workers/i18n";
import pageAmerican from "./american-english.json";

// A page file may name a message another page file or a server file defines (common/i18n/catalogue-files.ts).
const pageFiles = import.meta.glob<CatalogueFile>("./messages/*/*.json", { import: "default", eager: true });
const serverFiles = import.meta.glob<CatalogueFile>("../../workers/i18n/messages/*.json", { import: "default", eager: true });
const files: Record<string, CatalogueFile> = Object.fromEntries([
  ...Object.entries(pageFiles).map(([path, file]) => [path.replace("./", "app/i18n/"), file]),
  ...Object.entries(serverFiles).map(([path, file]) => [path.replace("../../", ""), file]),
]);
const american = { ...serverAmerican, ...pageAmerican };

export async function compiledSource(language: CatalogueLanguage, name: PageCatalogueName): Promise<CompiledCatalogue> {
  const prefix = name.includes("/") ? `app/i18n/messages/${name}.json` : `app/i18n/messages/${name}/`;
  const parts = Object.entries(files).filter(([path]) => (name.includes("/") ? path === prefix : path.startsWith(prefix)));
  const source = Object.assign({}, ...parts.map(([path, file]) => withDefinitions(file, files, path)));
  return compileCatalogue(source, language, american);
}
