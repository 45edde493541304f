/**
 * Page catalogues on the server. The build compiles app/i18n/messages/<namespace>/*.json into
 * files per language among the static assets, one per namespace and one per file of it
 * (/i18n/<language>/<namespace>.json, /i18n/<language>/<namespace>/<file>.json,
 * scripts/vite-catalogues.ts), so the Worker's upload carries none of them; the first page of
 * an isolate that needs one reads it from the asset store and keeps it. The dev server compiles
 * the sources instead.
 */
import { env } from "cloudflare:workers";
import type { CompiledCatalogue } from "@common/i18n/compile";
import type { PageCatalogueName } from "@common/i18n/namespaces";
import type { CatalogueLanguage } from "@common/locale";

const loaded = new Map<string, Promise<CompiledCatalogue>>();

async function fromAssets(language: CatalogueLanguage, namespace: string): Promise<CompiledCatalogue> {
  if (import.meta.env.DEV) {
    const { compiledSource } = await import("./catalogues-dev.server");
    return compiledSource(language, namespace as PageCatalogueName);
  }
  const response = await env.ASSETS.fetch(new Request(`https://assets.invalid/i18n/${language}/${namespace}.json`));
  if (!response.ok) throw new Error(`The ${language} catalogue "${namespace}" is missing from the assets (${response.status})`);
  return (await response.json()) as CompiledCatalogue;
}

function catalogue(language: CatalogueLanguage, namespace: string): Promise<CompiledCatalogue> {
  const key = `${language}/${namespace}`;
  let found = loaded.get(key);
  if (!found) {
    found = fromAssets(language, namespace);
    // A failed read is tried again by the next page rather than kept.
    found.catch(() => loaded.delete(key));
    loaded.set(key, found);
  }
  return found;
}

const merged = new Map<string, CompiledCatalogue>();

/** One catalogue holding the namespaces' messages (the same object for the same namespaces). */
export async function pageCatalogue(language: CatalogueLanguage, namespaces: readonly string[]): Promise<CompiledCatalogue> {
  const key = `${language}/${namespaces.join("+")}`;
  const known = merged.get(key);
  if (known) return known;
  const parts = await Promise.all(namespaces.map((namespace) => catalogue(language, namespace)));
  const result: CompiledCatalogue = {
    messages: Object.assign({}, ...parts.map((part) => part.messages)),
    fallbacks: parts.flatMap((part) => part.fallbacks),
  };
  merged.set(key, result);
  return result;
}
