/**
 * Content rows in the page's language, for loaders: the translated fields where a translation
 * exists, with `contentLanguage` saying which language the row's text is now in (see
 * workers/content/translations.ts).
 */
import { type ContentKind, type InLanguage, inLanguage } from "@workers/content";
import { type Locale, languageOf } from "@common/locale";
import { db } from "~/lib/db.server";

export function rowsInLanguage<T extends { id: number }, F extends keyof T & string>(
  kind: ContentKind,
  rows: readonly T[],
  locale: Locale,
  fields: readonly F[],
  sourceLanguage = "en",
): Promise<InLanguage<T>[]> {
  return inLanguage(db(), kind, rows, languageOf(locale), fields, sourceLanguage);
}

export async function rowInLanguage<T extends { id: number }, F extends keyof T & string>(
  kind: ContentKind,
  row: T,
  locale: Locale,
  fields: readonly F[],
  sourceLanguage = "en",
): Promise<InLanguage<T>> {
  const [translated] = await rowsInLanguage(kind, [row], locale, fields, sourceLanguage);
  return translated!;
}
