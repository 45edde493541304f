/**
 * The server's words in the visitor's language: API errors, validation, refusals, results and
 * mail. Operations speak English (the English text is the message's id); the boundaries (the
 * API's responses, a page action's result, a mail as it is written) translate for the locale
 * of the request (`requestLocale`). Messages are compiled one by one when first used, so that
 * a request pays only for what it says.
 */
import type { FieldErrors } from "@common/api-errors";
import { LANGUAGE_COOKIE, bestLocaleFor } from "@common/i18n/choice";
import { type AmericanOverlay, type CompiledMessage, type SourceCatalogue, compileOne, messageKey, pseudoCompiled } from "@common/i18n/compile";
import { type MessageLike, type MessageValues, type Translator, createTranslator } from "@common/i18n/translator";
import { type CatalogueLanguage, LOCALES, type Locale, catalogueLanguageOf, isPublicLocale, languageOf, resolveLocale } from "@common/locale";
import { FIELD_MESSAGES, type FieldMessage } from "@common/schemas/fields";
import { DEFAULT_LOCALE } from "@common/constants";
import { SERVER_CATALOGUE } from "./catalogue";
// American English's server messages that differ from the English (scripts/american-english.ts).
import americanEnglish from "./american-english.json";

/** The server messages' American English (the dev server's page catalogues read it too). */
export const AMERICAN: AmericanOverlay = americanEnglish;

export type { MessageDescriptor, MessageLike, MessageValues, Translator } from "@common/i18n/translator";

interface LanguageState {
  translator: Translator;
  messages: Record<string, CompiledMessage>;
  english: Record<string, CompiledMessage>;
  compiled: Set<string>;
}

// One per catalogue: British and American English share the language but not the spelling or Intl.
const states = new Map<CatalogueLanguage, LanguageState>();

function stateOf(catalogueLanguage: CatalogueLanguage, language: string, intlLocale: string): LanguageState {
  let state = states.get(catalogueLanguage);
  if (!state) {
    // Lingui holds these objects by reference: filling them later is enough.
    const messages: Record<string, CompiledMessage> = {};
    const english: Record<string, CompiledMessage> = {};
    const translator = createTranslator({ language, intlLocale, catalogue: { messages, fallbacks: [] }, english });
    state = { translator, messages, english, compiled: new Set() };
    states.set(catalogueLanguage, state);
  }
  return state;
}

/** Compiles one message for a language the first time it is asked for. */
function prepare(state: LanguageState, language: CatalogueLanguage, id: string, catalogue: SourceCatalogue) {
  if (state.compiled.has(id)) return;
  // Text outside the catalogue without placeholders needs no compiling (English says it as it is,
  // another language logs the gap): not remembering it keeps texts with data out of memory.
  if (!Object.hasOwn(catalogue, id) && !id.includes("{") && language !== "xa") return;
  state.compiled.add(id);
  // The translator files messages under their short key (common/i18n/compile.ts messageKey).
  const key = messageKey(id);
  try {
    if (language === "en" || language === "en-us") {
      // American English says the English wherever its overlay has no message of its own.
      const compiled = compileOne(language === "en-us" && Object.hasOwn(catalogue, id) ? (AMERICAN[id] ?? id) : id);
      if (compiled !== id) state.messages[key] = compiled;
    } else if (language === "xa") {
      state.messages[key] = pseudoCompiled(compileOne(id));
    } else {
      const translation = catalogue[id]?.[language];
      // A missing translation is left out: the translator then logs it once and says it in English.
      if (translation) state.messages[key] = compileOne(translation);
      else state.english[key] = compileOne(id);
    }
  } catch {
    // Not a valid ICU message (a text with stray braces): it is said as it is.
  }
}

/** The server's translator for a locale (the catalogue given only by tests). */
export function serverText(locale: Locale, catalogue: SourceCatalogue = SERVER_CATALOGUE): Translator {
  const language = languageOf(locale);
  const catalogueLanguage = catalogueLanguageOf(locale);
  const intlLocale = LOCALES[locale]?.htmlLang ?? "en-GB";
  const state = stateOf(catalogueLanguage, language, intlLocale);
  const translate: Translator["translate"] = (message, values) => {
    prepare(state, catalogueLanguage, typeof message === "string" ? message : message.id, catalogue);
    return state.translator.translate(message, values);
  };
  return { language, intlLocale, translate, text: (message, values) => translate(message, values).text };
}

/**
 * The locale a request is answered in. A page's comes from its path (the `locale` route
 * parameter); an API call's from `?locale=`, else the language the visitor chose (the
 * `locale` cookie), else their browser's Accept-Language, else the default.
 */
export function requestLocale(request: Request, params?: Record<string, string | undefined>): Locale {
  if (params && "locale" in params) return resolveLocale(params.locale);
  const url = new URL(request.url);
  // A page's path says its locale ("/de-de/contact"); only the API negotiates.
  if (!url.pathname.startsWith("/api/")) return resolveLocale(url.pathname.split("/")[1]?.toLowerCase());
  const asked = url.searchParams.get("locale")?.toLowerCase();
  if (isPublicLocale(asked)) return asked;
  const chosen = cookieValue(request.headers.get("Cookie"), LANGUAGE_COOKIE)?.toLowerCase();
  if (isPublicLocale(chosen)) return chosen;
  return bestLocaleFor(request.headers.get("Accept-Language")) ?? (DEFAULT_LOCALE as Locale);
}

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return undefined;
}

/** The translator of a page request, for its path's locale. */
export function pageText(request: Request): Translator {
  return serverText(requestLocale(request));
}

/** A message in the locale: a plain English text, a message with values, or a field rule's message. */
export function say(t: Translator, message: MessageLike, values?: MessageValues): string {
  if (typeof message === "string") {
    const field = FIELD_MESSAGES.get(message);
    if (field) return fieldMessage(t, field);
  }
  return t.text(message, values);
}

function fieldMessage(t: Translator, field: FieldMessage): string {
  const label = t.text(field.label);
  return t.text(field.id, { ...field.values, label, lowerLabel: label.toLowerCase() });
}

/** Field errors as the visitor reads them: each field's name and each of its errors. */
export function sayFieldErrors(t: Translator, fieldErrors: Record<string, { friendlyName: string; errors: MessageLike[] }>): FieldErrors {
  const said: FieldErrors = {};
  for (const [key, entry] of Object.entries(fieldErrors)) {
    said[key] = { friendlyName: say(t, entry.friendlyName), errors: entry.errors.map((error) => say(t, error)) };
  }
  return said;
}

/** The /api/v1 error shape in the locale: its message and, for a 422, its field errors. */
export function sayErrorBody<B extends { message?: unknown; errors?: FieldErrors }>(t: Translator, body: B): B {
  const message = isMessageLike(body.message) ? say(t, body.message) : body.message;
  return { ...body, message, ...(body.errors ? { errors: sayFieldErrors(t, body.errors) } : {}) };
}

export function isMessageLike(value: unknown): value is MessageLike {
  if (typeof value === "string") return true;
  return typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string";
}

/**
 * Answers already in the visitor's language (those the operation boundary wrote), so that the
 * API's last look at its error answers (`translatedApiErrors`) leaves them alone.
 */
const translated = new WeakSet<Response>();

export function markTranslated(response: Response): Response {
  translated.add(response);
  return response;
}

/**
 * Middleware of /api/v1: every JSON error answer written by hand (404, 405, 413, 429, sign-in,
 * cross-site…) leaves in the caller's language.
 */
export function translatedApiErrors() {
  return async (c: { req: { raw: Request }; res: Response }, next: () => Promise<void>) => {
    await next();
    const response = c.res;
    if (response.status < 400 || translated.has(response)) return;
    if (!(response.headers.get("Content-Type") ?? "").includes("application/json")) return;
    const locale = requestLocale(c.req.raw);
    // British English is what they are written in; American English has its own spellings.
    if (catalogueLanguageOf(locale) === "en") return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return;
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) return;
    const headers = new Headers(response.headers);
    headers.delete("Content-Length");
    c.res = new Response(JSON.stringify(sayErrorBody(serverText(locale), body as { message?: unknown })), { status: response.status, headers });
  };
}

/** `lang` of a mail written in a locale ("de-DE"). */
export function mailLanguage(locale: Locale): string {
  return LOCALES[locale]?.htmlLang ?? "en-GB";
}
