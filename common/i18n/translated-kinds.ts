/** The kinds of content staff translate in the desk (`content_translations.kind`). */
export const TRANSLATED_KINDS = ["page", "article", "event", "product", "webinar", "help", "family", "segment"] as const;
