/**
 * From a source catalogue (English message → its translations) to what the runtime reads:
 * messages compiled by Lingui's ICU compiler for one language. Missing translations fall back to
 * the English message and are listed, so that the page marks them `lang="en"`.
 * American English is English too: its catalogue is the English one with the messages whose
 * spelling or wording differs replaced (an overlay, app/i18n/american-english.json), and nothing
 * in it counts as a fallback.
 * The pseudo-language accents and brackets every message's own words (never its placeholders or
 * its rich-text tags), so that a test can tell catalogue text from everything else.
 */
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { CatalogueLanguage, TranslatedLanguage } from "../locale";

/** A source catalogue: the English message is the key; each translation sits beside it. */
export type SourceCatalogue = Record<string, Partial<Record<TranslatedLanguage, string>>>;

/** English message → its American English, for the messages whose spelling or wording differs. */
export type AmericanOverlay = Record<string, string>;

/** Lingui's compiled form: plain text stays a string, anything with arguments an array. */
export type CompiledMessage = string | CompiledPart[];
type CompiledPart = string | [name: string, type?: string, format?: unknown];

/** A namespace's messages in one language, as the runtime reads them. */
export interface CompiledCatalogue {
  /**
   * Message key (`messageKey` of the English text) → compiled message. English plain-text
   * messages are left out: the English is the text.
   */
  messages: Record<string, CompiledMessage>;
  /** Keys of the messages shown in English because this language has no translation yet. */
  fallbacks: string[];
}

const keys = new Map<string, string>();

/**
 * The short key a page's catalogue files a message under: a 32-bit FNV-1a hash of its English,
 * in base 36. Pages carry these instead of the English itself, which would double what they
 * download; a unit test checks that no two messages share one.
 */
export function messageKey(english: string): string {
  let key = keys.get(english);
  if (key === undefined) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < english.length; index += 1) {
      hash ^= english.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
    key = (hash >>> 0).toString(36);
    keys.set(english, key);
  }
  return key;
}

/** Compiles one message; plain text stays a plain string (the runtime returns it as it is). */
export function compileOne(message: string): CompiledMessage {
  const compiled = compileMessage(message) as CompiledPart[] | string;
  if (typeof compiled === "string") return compiled;
  if (compiled.length === 1 && typeof compiled[0] === "string") return compiled[0];
  return compiled;
}

/**
 * A catalogue for one language. `american` is the overlay the "en-us" catalogue reads; a message
 * it lacks is said as the English source is, never marked as a fallback.
 */
export function compileCatalogue(source: SourceCatalogue, language: CatalogueLanguage, american: AmericanOverlay = {}): CompiledCatalogue {
  const messages: Record<string, CompiledMessage> = {};
  const fallbacks: string[] = [];
  for (const [id, translations] of Object.entries(source)) {
    const key = messageKey(id);
    if (language === "en" || language === "en-us") {
      const compiled = compileOne(language === "en-us" ? (american[id] ?? id) : id);
      if (compiled !== id) messages[key] = compiled;
    } else if (language === "xa") {
      messages[key] = pseudoCompiled(compileOne(id));
    } else {
      const translation = translations[language];
      if (translation === undefined || translation === "") fallbacks.push(key);
      messages[key] = compileOne(translation || id);
    }
  }
  return { messages, fallbacks };
}

const ACCENTED: Record<string, string> = {
  a: "á",
  b: "ƀ",
  c: "ç",
  d: "ð",
  e: "é",
  f: "ƒ",
  g: "ĝ",
  h: "ĥ",
  i: "í",
  j: "ĵ",
  k: "ķ",
  l: "ļ",
  m: "ɱ",
  n: "ñ",
  o: "ó",
  p: "þ",
  q: "ǫ",
  r: "ŕ",
  s: "š",
  t: "ţ",
  u: "ú",
  v: "ṽ",
  w: "ŵ",
  x: "ẋ",
  y: "ý",
  z: "ž",
  A: "Á",
  B: "Ɓ",
  C: "Ç",
  D: "Ð",
  E: "É",
  F: "Ƒ",
  G: "Ĝ",
  H: "Ĥ",
  I: "Í",
  J: "Ĵ",
  K: "Ķ",
  L: "Ļ",
  M: "Ṁ",
  N: "Ñ",
  O: "Ó",
  P: "Þ",
  Q: "Ǫ",
  R: "Ŕ",
  S: "Š",
  T: "Ţ",
  U: "Ú",
  V: "Ṽ",
  W: "Ŵ",
  X: "Ẋ",
  Y: "Ý",
  Z: "Ž",
};

/** Pseudo-text marks: a test finds catalogue text by these brackets. */
export const PSEUDO_OPEN = "⟦";
export const PSEUDO_CLOSE = "⟧";

/** Accents the letters of a text, leaving rich-text tags such as <0> and </0> as they are. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part) => (/^<\/?\d+\/?>$/.test(part) ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join("");
}

function pseudoParts(message: CompiledMessage): CompiledMessage {
  if (typeof message === "string") return pseudoText(message);
  return message.map((part): CompiledPart => {
    if (typeof part === "string") return pseudoText(part);
    const [name, type, format] = part;
    if (format && typeof format === "object" && (type === "plural" || type === "select" || type === "selectordinal")) {
      const cases = Object.fromEntries(
        // Cases are messages; anything else there (a plural's offset) stays as it is.
        Object.entries(format as Record<string, unknown>).map(([key, value]) => [
          key,
          typeof value === "string" || Array.isArray(value) ? pseudoParts(value as CompiledMessage) : value,
        ]),
      );
      return [name, type, cases];
    }
    return part;
  });
}

/** The whole message bracketed, its own words accented. */
export function pseudoCompiled(message: CompiledMessage): CompiledMessage {
  const accented = pseudoParts(message);
  if (typeof accented === "string") return `${PSEUDO_OPEN}${accented}${PSEUDO_CLOSE}`;
  return [PSEUDO_OPEN, ...accented, PSEUDO_CLOSE];
}
