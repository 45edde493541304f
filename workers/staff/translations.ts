/**
 * The Translations section: staff translate each kind of content (common/i18n/translated-kinds.ts)
 * into the site's other languages, save a translation as a draft (the site keeps
 * showing the English), publish it (the pages of that language show it at once) or unpublish it
 * (back to a draft). Each translation keeps the English it was made from, so an English edit
 * made afterwards shows it as out of date. Every change is revision-checked and audited in the
 * same batch; translations are not in the site search's index (it indexes each item once, in
 * the language it is written in), so nothing there changes with them.
 */
import { type SQL, and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import {
  TRANSLATION_FIELD_NEEDED_MESSAGE,
  TRANSLATION_KINDS,
  TRANSLATION_LANGUAGES,
  type TranslatedFieldName,
  type TranslatedKind,
  type TranslationState,
  TRANSLATED_KINDS,
  translatedFieldLabel,
  type TranslationListShow,
  translationItemSchema,
  translationListSchema,
  translationSaveSchema,
  translationUnpublishSchema,
} from "@common/schemas/staff-translations";
import { languageName } from "@common/schemas/staff-content";
import type * as v from "valibot";
import { type Database, contentTranslationStates, contentTranslations } from "../db";
import { type OperationFieldErrors, defineOperation, done, invalid, refuse } from "../operation";
import { saveRevision } from "./revision-save";
import { actorOf, staffAccess } from "./roles";
import { type EnglishItem, englishItem, englishItems } from "./translation-sources";

type TranslatedValues = Partial<Record<TranslatedFieldName, string>>;

/** One language of one item: where its translation stands. */
export interface TranslationStatus {
  language: string;
  state: TranslationState;
  /** The English changed after the translation was last saved or published. */
  outOfDate: boolean;
  /** 0 when not translated yet. */
  revision: number;
}

type StateRow = typeof contentTranslationStates.$inferSelect;

/** The English fields that changed since the translation was made from `source` (its JSON). */
function changedFields(item: EnglishItem, source: string): TranslatedFieldName[] {
  let then: Record<string, unknown> = {};
  try {
    then = JSON.parse(source) as Record<string, unknown>;
  } catch {
    // A source that cannot be read says nothing about what changed.
  }
  return (Object.keys(item.english) as TranslatedFieldName[]).filter((name) => name in then && then[name] !== item.english[name]);
}

function statusOf(item: EnglishItem, language: string, row: StateRow | undefined): TranslationStatus {
  if (!row) return { language, state: "missing", outOfDate: false, revision: 0 };
  return { language, state: row.state, outOfDate: changedFields(item, row.source).length > 0, revision: row.revision };
}

export interface TranslationListing {
  kind: TranslatedKind;
  id: number;
  name: string;
  languages: TranslationStatus[];
}

/** Whether any language of an item is not translated, a draft, or out of date. */
function needsWork(item: TranslationListing): boolean {
  return item.languages.some((status) => status.state !== "published" || status.outOfDate);
}

/** Every item of every kind (or those needing work) with where each language's translation stands, kind by kind. */
export async function listTranslations(db: Database, show: TranslationListShow = "all"): Promise<{ kind: TranslatedKind; items: TranslationListing[] }[]> {
  const states = await db.select().from(contentTranslationStates).all();
  const byKey = new Map(states.map((row) => [`${row.kind}/${row.itemId}/${row.language}`, row]));
  return Promise.all(
    TRANSLATED_KINDS.map(async (kind) => ({
      kind,
      items: (await englishItems(db, kind))
        .map((item) => ({
          kind,
          id: item.id,
          name: item.name,
          languages: TRANSLATION_LANGUAGES.map(({ code }) => statusOf(item, code, byKey.get(`${kind}/${item.id}/${code}`))),
        }))
        .filter((item) => show === "all" || needsWork(item)),
    })),
  );
}

export interface TranslationDetail extends TranslationStatus {
  kind: TranslatedKind;
  itemId: number;
  name: string;
  english: TranslatedValues;
  translated: TranslatedValues;
  /** The English fields changed since the translation was last saved or published. */
  changed: TranslatedFieldName[];
  updatedAt: string | null;
}

/** One item's translation into one language, with the English beside it; null when there is no such item in English. */
export async function findTranslation(db: Database, kind: TranslatedKind, itemId: number, language: string): Promise<TranslationDetail | null> {
  const item = await englishItem(db, kind, itemId);
  if (!item) return null;
  const key = translationKey(kind, itemId, language);
  const [[row], values] = await Promise.all([
    db
      .select()
      .from(contentTranslationStates)
      .where(and(eq(contentTranslationStates.kind, kind), eq(contentTranslationStates.itemId, itemId), eq(contentTranslationStates.language, language)))
      .limit(1)
      .all(),
    db.select({ field: contentTranslations.field, value: contentTranslations.value }).from(contentTranslations).where(key).all(),
  ]);
  const translated: TranslatedValues = {};
  for (const { name } of TRANSLATION_KINDS[kind].fields) translated[name] = values.find((value) => value.field === name)?.value ?? "";
  return {
    ...statusOf(item, language, row),
    kind,
    itemId,
    name: item.name,
    english: item.english,
    translated,
    changed: row ? changedFields(item, row.source) : [],
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Where each language of one item stands (the item's page links to each). */
export async function translationStatuses(db: Database, kind: TranslatedKind, itemId: number): Promise<TranslationStatus[] | null> {
  const item = await englishItem(db, kind, itemId);
  if (!item) return null;
  const rows = await db
    .select()
    .from(contentTranslationStates)
    .where(and(eq(contentTranslationStates.kind, kind), eq(contentTranslationStates.itemId, itemId)))
    .all();
  return TRANSLATION_LANGUAGES.map(({ code }) =>
    statusOf(
      item,
      code,
      rows.find((row) => row.language === code),
    ),
  );
}

function translationKey(kind: TranslatedKind, itemId: number, language: string): SQL {
  return and(eq(contentTranslations.kind, kind), eq(contentTranslations.itemId, itemId), eq(contentTranslations.language, language))!;
}

/** True while the translation is still at the revision the form was opened at (0: it has no state yet). */
function stillAt(kind: TranslatedKind, itemId: number, language: string, revision: number): SQL {
  return sql`coalesce((SELECT revision FROM content_translation_states WHERE kind = ${kind} AND item_id = ${itemId} AND language = ${language}), 0) = ${revision}`;
}

/** The state row's change: created from revision 0, otherwise updated only at the revision the form showed. */
function stateChange(
  db: Database,
  key: { kind: TranslatedKind; itemId: number; language: string; revision: number },
  values: Partial<Pick<StateRow, "state" | "source">>,
  now: Date,
): BatchItem<"sqlite"> {
  if (key.revision === 0) {
    return db
      .insert(contentTranslationStates)
      .values({ kind: key.kind, itemId: key.itemId, language: key.language, state: values.state ?? "draft", source: values.source ?? "{}", updatedAt: now })
      .onConflictDoNothing();
  }
  return db
    .update(contentTranslationStates)
    .set({ ...values, updatedAt: now, revision: sql`${contentTranslationStates.revision} + 1` })
    .where(
      and(
        eq(contentTranslationStates.kind, key.kind),
        eq(contentTranslationStates.itemId, key.itemId),
        eq(contentTranslationStates.language, key.language),
        eq(contentTranslationStates.revision, key.revision),
      ),
    );
}

const NO_ITEM_MESSAGE = "There is nothing in English of that kind with that id to translate. Someone may have deleted it.";

function subjectOf(kind: TranslatedKind, itemId: number, language: string): string {
  return `${kind}/${itemId}/${language}`;
}

function auditable(state: TranslationState, values: TranslatedValues) {
  return { state, ...values };
}

/** Publish needs every field that has English text translated, so a published page never mixes languages. */
function untranslatedFields(item: EnglishItem, values: TranslatedValues): OperationFieldErrors | null {
  const errors: OperationFieldErrors = {};
  for (const [name, english] of Object.entries(item.english) as [TranslatedFieldName, string][]) {
    if (english.trim() !== "" && (values[name] ?? "") === "")
      errors[name] = { friendlyName: translatedFieldLabel(name), errors: [TRANSLATION_FIELD_NEEDED_MESSAGE] };
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

type SaveInput = v.InferOutput<typeof translationSaveSchema>;

async function saveTranslation(db: Database, actor: { userId: string; email: string }, input: SaveInput, state: "draft" | "published") {
  const { kind, itemId, language, revision } = input;
  const item = await englishItem(db, kind, itemId);
  if (!item) return refuse(404, NO_ITEM_MESSAGE);
  const values: TranslatedValues = {};
  for (const { name } of TRANSLATION_KINDS[kind].fields) values[name] = input[name];
  if (state === "published") {
    const missing = untranslatedFields(item, values);
    if (missing) return invalid(missing, "Translate every field that has English text before publishing.");
  }
  const before = await findTranslation(db, kind, itemId, language);
  const now = new Date();
  const guard = stillAt(kind, itemId, language, revision);
  // The fields are replaced whole, each statement only while the revision is the one the form showed.
  const first: BatchItem<"sqlite">[] = [db.delete(contentTranslations).where(and(translationKey(kind, itemId, language), guard))];
  for (const [field, value] of Object.entries(values)) {
    if (value === "") continue;
    first.push(db.insert(contentTranslations).select(sql`SELECT ${kind}, ${itemId}, ${language}, ${field}, ${value}, ${now.getTime()} WHERE ${guard}`));
  }
  await saveRevision(
    db,
    stateChange(db, { kind: kind, itemId, language, revision }, { state, source: JSON.stringify(item.english) }, now),
    actor,
    {
      action: state === "published" ? "content-translation.publish" : "content-translation.save-draft",
      subjectType: "content-translation",
      subjectId: subjectOf(kind, itemId, language),
      summary: `${state === "published" ? "Published" : "Saved as a draft"} the ${languageName(language)} translation of the ${kind} "${item.name}"`,
      before: before && before.state !== "missing" ? auditable(before.state, before.translated) : null,
      after: auditable(state, values),
    },
    now.getTime(),
    first,
  );
  const message =
    state === "published"
      ? { id: 'The translation of "{name}" ({language}) is published: the site shows it now.', values: { name: item.name, language: languageName(language) } }
      : {
          id: 'The translation of "{name}" ({language}) is saved as a draft: the site does not show it.',
          values: { name: item.name, language: languageName(language) },
        };
  return done({ translation: await findTranslation(db, kind, itemId, language), message }, { message });
}

export const saveTranslationDraft = defineOperation({
  name: "staff-translation-draft",
  input: translationSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => saveTranslation(db, actorOf(user), input, "draft"),
});

export const publishTranslation = defineOperation({
  name: "staff-translation-publish",
  input: translationSaveSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => saveTranslation(db, actorOf(user), input, "published"),
});

export const unpublishTranslation = defineOperation({
  name: "staff-translation-unpublish",
  input: translationUnpublishSchema,
  access: staffAccess,
  changesContent: true,
  run: async ({ db, user }, input) => {
    const kind = input.kind;
    const before = await findTranslation(db, kind, input.itemId, input.language);
    if (!before) return refuse(404, NO_ITEM_MESSAGE);
    if (before.state === "missing") return refuse(409, "There is no translation into that language to unpublish. Reload the page to see where it stands.");
    await saveRevision(
      db,
      stateChange(db, { kind, itemId: input.itemId, language: input.language, revision: input.revision }, { state: "draft" }, new Date()),
      actorOf(user),
      {
        action: "content-translation.unpublish",
        subjectType: "content-translation",
        subjectId: subjectOf(kind, input.itemId, input.language),
        summary: `Unpublished the ${languageName(input.language)} translation of the ${kind} "${before.name}"`,
        before: auditable(before.state, before.translated),
        after: auditable("draft", before.translated),
      },
    );
    const message = {
      id: 'The translation of "{name}" ({language}) is unpublished: the site shows the English again. It is kept as a draft.',
      values: { name: before.name, language: languageName(input.language) },
    };
    return done({ translation: await findTranslation(db, kind, input.itemId, input.language), message }, { message });
  },
});

export const readTranslationsForDesk = defineOperation({
  name: "staff-translation-list",
  input: translationListSchema,
  access: staffAccess,
  run: async ({ db }, input) => done({ sections: await listTranslations(db, input.show) }),
});

export const readTranslationForDesk = defineOperation({
  name: "staff-translation-read",
  input: translationItemSchema,
  access: staffAccess,
  run: async ({ db }, input) => {
    const kind = input.kind;
    const found = await Promise.all(TRANSLATION_LANGUAGES.map(({ code }) => findTranslation(db, kind, input.itemId, code)));
    if (found.some((translation) => translation === null)) return refuse(404, NO_ITEM_MESSAGE);
    return done({ translations: found });
  },
});
