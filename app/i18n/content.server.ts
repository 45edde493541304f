/**
 * Content rows in the page's language, for loaders: the translated fields where a translation
 * exists, with `contentLanguage` saying which language the row's text is now in (see
 * workers/content/translations.ts, which knows each kind's translated fields).
 */
import { type ContentKind, type InLanguage, inLanguage } from "@workers/content";
import { type Locale, languageOf } from "@common/locale";
import { db } from "~/lib/db.server";

export function rowsInLanguage<T extends { id: number }>(
  kind: ContentKind,
  rows: readonly T[],
  locale: Locale,
  sourceLanguage = "en",
): Promise<InLanguage<T>[]> {
  return inLanguage(db(), kind, rows, languageOf(locale), sourceLanguage);
}

export async function rowInLanguage<T extends { id: number }>(kind: ContentKind, row: T, locale: Locale, sourceLanguage = "en"): Promise<InLanguage<T>> {
  const [translated] = await rowsInLanguage(kind, [row], locale, sourceLanguage);
  return translated!;
}
