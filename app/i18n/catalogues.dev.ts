/** The dev server's catalogues: compiled from the sources as they are edited (no build step). */
import { type CompiledCatalogue, type SourceCatalogue, compileCatalogue } from "@common/i18n/compile";
import type { PageCatalogueName } from "@common/i18n/namespaces";
import type { CatalogueLanguage } from "@common/locale";
import american from "./american-english.json";

const sources = import.meta.glob<SourceCatalogue>("./messages/*/*.json", { import: "default" });

export async function compiledSource(language: CatalogueLanguage, name: PageCatalogueName): Promise<CompiledCatalogue> {
  const parts = Object.entries(sources).filter(([path]) => (name.includes("/") ? path === `./messages/${name}.json` : path.startsWith(`./messages/${name}/`)));
  const source = Object.assign({}, ...(await Promise.all(parts.map(([, load]) => load())))) as SourceCatalogue;
  return compileCatalogue(source, language, american);
}
