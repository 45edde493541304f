/**
 * Valibot schemas of the staff desk's content sections: the homepage banner, content pages,
 * knowledge base articles and videos. Every edit form carries the revision it was opened at.
 */
import * as v from "valibot";
import { LOCALES } from "../locale";
import { HOSTED_VIDEO_KEYS } from "../videos";
import { numericId, oneOf, optionalCheckbox, optionalText, requiredText, fieldMessage } from "./fields";
import { revisionField } from "./staff";

/** The site's languages (one per language id of its locales), with the ISO 639-1 code pages store. */
export const CONTENT_LANGUAGES: readonly { id: number; code: string; name: string }[] = Object.values(LOCALES).reduce<
  { id: number; code: string; name: string }[]
>((list, locale) => {
  if (list.some((language) => language.id === locale.languageId)) return list;
  list.push({ id: locale.languageId, code: locale.htmlLang.slice(0, 2).toLowerCase(), name: locale.name.replace(/ \(.*\)$/, "") });
  return list;
}, []);

const LANGUAGE_CODES = CONTENT_LANGUAGES.map((language) => language.code) as [string, ...string[]];
const LANGUAGE_IDS = CONTENT_LANGUAGES.map((language) => String(language.id)) as [string, ...string[]];

/** Said when the language chosen for stored content is not one of the site's. */
export const CONTENT_LANGUAGE_MESSAGE = "Choose the language it is written in from the list: English, Deutsch, Français or Nederlands";

/**
 * The language a webinar, event, article or video is written in: one of the site's languages,
 * as the tag its `lang` attribute will carry. Not sent: English for a new item, and an edit
 * keeps the language it had (so a client that does not know the field cannot reset it).
 */
export const contentLanguageField = v.pipe(v.optional(oneOf("Language", LANGUAGE_CODES, CONTENT_LANGUAGE_MESSAGE)), v.title("Language"));

export function languageName(code: string): string {
  return CONTENT_LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/** "2026-12-01T09:00" (a datetime-local field, read as UTC) or empty for none. */
const utcMoment = (label: string) =>
  v.pipe(
    optionalText(label, 20),
    v.check(
      (value) => value === "" || (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) && !Number.isNaN(Date.parse(`${value}Z`))),
      fieldMessage("{label} must be a date and time, like 2026-12-01T09:00", label),
    ),
    v.transform((value) => (value === "" ? null : new Date(`${value}Z`))),
  );

const languageId = v.pipe(
  v.union([v.string(), v.number()], "Choose a language"),
  v.transform((value) => String(value)),
  v.picklist(LANGUAGE_IDS, "Choose a language"),
  v.title("Language"),
  v.transform(Number),
);

/** The banner form: its language, message and expiry, and the revision it was opened at (0: none yet). */
export const bannerFields = {
  languageId,
  message: optionalText("Message", 300),
  content: optionalText("Second line", 300),
  enabled: optionalCheckbox("Show the banner"),
  expiry: utcMoment("Expires"),
};

export const bannerPreviewSchema = v.pipe(
  v.object(bannerFields),
  v.forward(
    v.check((input) => !input.enabled || input.message !== "", "Message is required while the banner is shown"),
    ["message"],
  ),
);

export const bannerSaveSchema = v.pipe(
  v.object({ ...bannerFields, revision: v.pipe(revisionField, v.title("Revision")) }),
  v.forward(
    v.check((input) => !input.enabled || input.message !== "", "Message is required while the banner is shown"),
    ["message"],
  ),
);

export const PAGE_KINDS = ["general", "audience", "legal", "news", "careers"] as const;
export const PAGE_KIND_LABELS: Record<(typeof PAGE_KINDS)[number], string> = {
  general: "General",
  audience: "Audience",
  legal: "Legal",
  news: "News",
  careers: "Careers",
};

const pageFields = {
  title: requiredText("Title", 200),
  summary: requiredText("Summary", 500),
  body: requiredText("Body", 100_000),
  kind: oneOf("Kind", PAGE_KINDS, "Choose the kind of page"),
  language: oneOf("Language", LANGUAGE_CODES, "Choose a language"),
};

/** The form's other fields ride along with a preview, so that the form shows them again; only the body is read. */
const PREVIEW_ECHOED = ["hid", "title", "summary", "kind", "language", "published", "revision", "id"] as const;

/** A page's Markdown to render for the preview (nothing is saved). */
export const pagePreviewSchema = v.object({
  body: requiredText("Body", 100_000),
  ...(Object.fromEntries(PREVIEW_ECHOED.map((name) => [name, v.optional(v.pipe(v.string(), v.maxLength(100_000)), "")])) as Record<
    (typeof PREVIEW_ECHOED)[number],
    v.OptionalSchema<v.SchemaWithPipe<readonly [v.StringSchema<undefined>, v.MaxLengthAction<string, 100_000, undefined>]>, "">
  >),
});

export const pageCreateSchema = v.object({
  ...pageFields,
  hid: v.pipe(requiredText("Short name", 100), v.regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, "Short name may use only letters, digits and hyphens, like Summer-Offer")),
  published: optionalCheckbox("Published"),
});

export const pageUpdateSchema = v.object({ id: numericId("Page"), ...pageFields, revision: revisionField });

export const pagePublishSchema = v.object({ id: numericId("Page"), published: optionalCheckbox("Published"), revision: revisionField });

export const itemIdSchema = v.object({ id: numericId("Item") });
/** A delete names the revision the page showed, like a save. */
export const itemDeleteSchema = v.object({ id: numericId("Item"), revision: revisionField });

const articleFields = {
  productId: numericId("Product"),
  title: requiredText("Title", 200),
  shortDescription: requiredText("Short description", 500),
  body: requiredText("Body", 50_000),
  visible: optionalCheckbox("Visible on the site"),
  language: contentLanguageField,
};

export const articleCreateSchema = v.object(articleFields);
export const articleUpdateSchema = v.object({ id: numericId("Article"), ...articleFields, revision: revisionField });

const videoFields = {
  name: requiredText("Name", 200),
  description: optionalText("Description", 500),
  hostedVideo: v.pipe(
    v.optional(v.string(), ""),
    v.picklist(["", ...HOSTED_VIDEO_KEYS], "Choose one of the videos this site hosts, or none"),
    v.title("Video file on this site"),
  ),
  youtubeId: v.pipe(
    optionalText("YouTube video id", 20),
    v.check(
      (value) => value === "" || /^[A-Za-z0-9_-]{11}$/.test(value),
      "YouTube video id must be the 11 letters, digits, - or _ after v= in the video's address",
    ),
  ),
  duration: v.pipe(
    optionalText("Duration", 6),
    v.check((value) => value === "" || /^\d{1,3}:[0-5]\d$/.test(value), "Duration must be minutes and seconds, like 4:32"),
  ),
  transcript: requiredText("Transcript", 50_000),
  sortOrder: v.pipe(
    v.optional(v.union([v.string(), v.number()]), "0"),
    v.title("Position"),
    v.transform((value) => String(value).trim() || "0"),
    v.regex(/^\d{1,4}$/, "Position must be a whole number from 0 to 9999"),
    v.transform(Number),
  ),
  visible: optionalCheckbox("Visible on the site"),
  sample: optionalCheckbox("Sample"),
  language: contentLanguageField,
};

/** A video plays from one place: a file this site hosts or YouTube; a sample may have neither. */
const ONE_SOURCE_MESSAGE = "Choose a video file on this site or give a YouTube video id (one of them; a sample may have neither)";
const hasOneSource = (input: { hostedVideo: string; youtubeId: string; sample: boolean }) =>
  !(input.hostedVideo && input.youtubeId) && (input.sample || Boolean(input.hostedVideo || input.youtubeId));

const videoObject = v.object(videoFields);
const videoUpdateObject = v.object({ id: numericId("Video"), ...videoFields, revision: revisionField });

export const videoCreateSchema = v.pipe(
  videoObject,
  v.forward(
    v.check((input) => hasOneSource(input), ONE_SOURCE_MESSAGE),
    ["youtubeId"],
  ),
);
export const videoUpdateSchema = v.pipe(
  videoUpdateObject,
  v.forward(
    v.check((input) => hasOneSource(input), ONE_SOURCE_MESSAGE),
    ["youtubeId"],
  ),
);
