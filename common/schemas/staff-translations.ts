/**
 * The desk's Translations section: which kinds of content staff translate, the fields of each
 * that translate (a product's name stays as it is; its descriptions and marketing sections
 * translate), the languages they translate into, and the one schema of a translation's save,
 * publish and unpublish. Every form names the revision it was opened at (0: not translated yet).
 */
import * as v from "valibot";
import { TRANSLATED_KINDS } from "../i18n/translated-kinds";
import { numericId, oneOf, optionalText } from "./fields";
import { revisionField } from "./staff";
import { CONTENT_LANGUAGES } from "./staff-content";

export type TranslatedKind = (typeof TRANSLATED_KINDS)[number];
export { TRANSLATED_KINDS };

/** The languages content is translated into: every site language but English, the one it is written in. */
export const TRANSLATION_LANGUAGES = CONTENT_LANGUAGES.filter((language) => language.code !== "en");

const TRANSLATION_LANGUAGE_CODES = TRANSLATION_LANGUAGES.map((language) => language.code) as [string, ...string[]];

export interface TranslatedField {
  /** The form field and the key of the item's field. */
  name: TranslatedFieldName;
  /** A text area (long text) or a one-line field. */
  multiline: boolean;
}

/** Every field that translates, with its label and longest length, whichever kind it belongs to. */
const FIELD_RULES = {
  title: ["Title", 200],
  summary: ["Summary", 500],
  body: ["Body", 100_000],
  shortDescription: ["Short description", 500],
  description: ["Description", 10_000],
  metaDesc: ["Description for search engines", 500],
  pageContent: ["Page content", 100_000],
  moreBenefitsContent: ["More benefits", 100_000],
  specificationContent: ["Specification", 100_000],
  pricingContent: ["Pricing", 100_000],
  systemRequirementsContent: ["System requirements", 100_000],
  supportCategoryContent: ["Support", 100_000],
  topic: ["Topic", 200],
  agenda: ["Agenda", 10_000],
} as const satisfies Record<string, readonly [string, number]>;

export type TranslatedFieldName = keyof typeof FIELD_RULES;

export function translatedFieldLabel(name: TranslatedFieldName): string {
  return FIELD_RULES[name][0];
}

export function translatedFieldMax(name: TranslatedFieldName): number {
  return FIELD_RULES[name][1];
}

const line = (name: TranslatedFieldName): TranslatedField => ({ name, multiline: false });
const long = (name: TranslatedFieldName): TranslatedField => ({ name, multiline: true });

/** Each kind: its section's name in the desk and the fields that translate, in the order the editor shows them. */
export const TRANSLATION_KINDS: Record<TranslatedKind, { section: string; fields: readonly TranslatedField[] }> = {
  page: { section: "Pages", fields: [line("title"), long("summary"), long("body")] },
  article: { section: "Knowledge base", fields: [line("title"), long("shortDescription"), long("body")] },
  product: {
    section: "Products",
    fields: [
      long("shortDescription"),
      long("metaDesc"),
      long("pageContent"),
      long("moreBenefitsContent"),
      long("specificationContent"),
      long("pricingContent"),
      long("systemRequirementsContent"),
      long("supportCategoryContent"),
    ],
  },
  event: { section: "Events", fields: [line("title"), long("description")] },
  webinar: { section: "Webinars", fields: [line("topic"), long("agenda")] },
  help: { section: "Product help", fields: [line("title"), long("body")] },
  family: { section: "Product families", fields: [long("shortDescription"), long("pageContent")] },
  segment: { section: "Audiences", fields: [long("description")] },
};

/** Where a translation stands: not translated, a draft, or published (and either of the last two may be out of date). */
export const TRANSLATION_STATES = ["missing", "draft", "published"] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

const kindField = oneOf("Kind of content", TRANSLATED_KINDS, "Choose the kind of content: page, article, product, event, webinar or help");
const languageField = oneOf("Language", TRANSLATION_LANGUAGE_CODES, "Choose the language to translate into: Deutsch, Français or Nederlands");

/** One translation: the item, the language, and the revision its form was opened at. */
const translationKey = {
  kind: kindField,
  itemId: numericId("Item"),
  language: languageField,
  revision: v.pipe(revisionField, v.title("Revision")),
};

const fieldEntries = Object.fromEntries(
  (Object.keys(FIELD_RULES) as TranslatedFieldName[]).map((name) => [name, optionalText(FIELD_RULES[name][0], FIELD_RULES[name][1])]),
) as { [K in TranslatedFieldName]: ReturnType<typeof optionalText> };

/** Save as draft and Publish: the translated fields (those not of the item's kind are ignored). */
export const translationSaveSchema = v.object({ ...translationKey, ...fieldEntries });

/** Unpublish: the translation stays, as a draft. */
export const translationUnpublishSchema = v.object(translationKey);

/** The list's filter: every item, or only those with a language not translated, a draft, or out of date. */
export const TRANSLATION_LIST_SHOWS = ["all", "needs-work"] as const;
export type TranslationListShow = (typeof TRANSLATION_LIST_SHOWS)[number];
export const TRANSLATION_LIST_SHOW_LABELS: Record<TranslationListShow, string> = {
  all: "All",
  "needs-work": "Needing work: not translated, draft or out of date",
};

export const translationListSchema = v.object({
  show: v.pipe(v.optional(v.picklist(TRANSLATION_LIST_SHOWS, "Show must be all or needs-work"), "all"), v.title("Show")),
});

/** One item's translations, for its page in the desk and the API. */
export const translationItemSchema = v.object({ kind: kindField, itemId: numericId("Item") });

/** Said when Publish finds a field with English text left untranslated (a page never mixes languages). */
export const TRANSLATION_FIELD_NEEDED_MESSAGE = "Translate this field before publishing: the English has text here";
