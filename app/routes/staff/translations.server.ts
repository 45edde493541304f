/** The Translations section on the server: its pages' reads and the editor's actions (the same operations as /api/v1/staff/translations). */
import * as v from "valibot";
import { TRANSLATED_KINDS, TRANSLATION_LANGUAGES, type TranslatedKind, translationListSchema } from "@common/schemas/staff-translations";
import { findTranslation, listTranslations, publishTranslation, saveTranslationDraft, translationStatuses, unpublishTranslation } from "@workers/staff";
import { db } from "~/lib/db.server";
import { intentActions } from "~/lib/operation-action.server";

export type { TranslationDetail, TranslationListing, TranslationStatus } from "@workers/staff";

export const translationAction = intentActions({ draft: saveTranslationDraft, publish: publishTranslation, unpublish: unpublishTranslation });

/** The list the page's address asks for (an unknown filter shows everything). */
export async function translationsList(request: Request) {
  const parsed = v.safeParse(translationListSchema, { show: new URL(request.url).searchParams.get("show") || undefined });
  const show = parsed.success ? parsed.output.show : "all";
  return { show, sections: await listTranslations(db(), show) };
}

/** The translation the address names, with where its other languages stand; null when the address names nothing to translate. */
export async function translationToEdit(params: { kind?: string; itemId?: string; language?: string }) {
  const kind = TRANSLATED_KINDS.find((known) => known === params.kind) as TranslatedKind | undefined;
  const itemId = /^\d{1,9}$/.test(params.itemId ?? "") ? Number(params.itemId) : 0;
  const language = TRANSLATION_LANGUAGES.find((known) => known.code === params.language)?.code;
  if (!kind || !itemId || !language) return null;
  const [translation, languages] = await Promise.all([findTranslation(db(), kind, itemId, language), translationStatuses(db(), kind, itemId)]);
  return translation && languages ? { translation, languages } : null;
}

/** Where each language's translation of an item stands, for its page in the desk; null for a new item or one not written in English. */
export async function translationsOf(kind: TranslatedKind, itemId: number | null | undefined) {
  return itemId ? translationStatuses(db(), kind, itemId) : null;
}
