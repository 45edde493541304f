/**
 * The one way text is looked up and formatted, on the server and in the browser: Lingui's
 * runtime over compiled catalogues (common/i18n/compile.ts). A message is identified by its
 * English text. Where the active language has no translation, the English text is used, the
 * caller is told (so that a page can mark it `lang="en"`), and the gap is logged once.
 */
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type CompiledCatalogue, type CompiledMessage, messageKey } from "./compile";

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/** A message and its values, as operations return it when its words depend on data. */
export interface MessageDescriptor {
  id: string;
  values?: MessageValues;
}

export type MessageLike = string | MessageDescriptor;

export interface Translation {
  text: string;
  /** True when the text is the English fallback of a message this language lacks. */
  english: boolean;
}

export interface Translator {
  /** The catalogue language ("en", "de", "fr", "nl", or "xa" for the pseudo-locale). */
  language: string;
  /** The BCP 47 tag that `Intl` formats with ("de-DE"). */
  intlLocale: string;
  translate(message: MessageLike, values?: MessageValues): Translation;
  text(message: MessageLike, values?: MessageValues): string;
}

const reported = new Set<string>();

/** Logs a message a catalogue lacks, once per language and message for the life of the process. */
function reportMissing(language: string, id: string, why: string) {
  const key = `${language}\u0000${id}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.warn(`i18n: ${why} in "${language}": ${JSON.stringify(id)}`);
}

/**
 * The English fallback's own words for a message no catalogue holds compiled (the browser has no
 * ICU compiler): {name} placeholders filled in, and a plural or select choosing its branch
 * (`=N`, the English plural category, or `other`; `#` is the number), so that no message ever
 * shows its ICU syntax.
 */
export function englishFallback(id: string, values: MessageValues | undefined): string {
  let text = id;
  // Innermost choices first, so a branch holding a placeholder is filled in afterwards.
  const CHOICE = /\{(\w+), (plural|select), ((?:[^{}]*\{[^{}]*\})+)\s*\}/;
  for (let match = CHOICE.exec(text); match; match = CHOICE.exec(text)) {
    const [whole, name, kind, body] = match;
    const value = values?.[name!];
    const branches = new Map([...body!.matchAll(/\s*(=?\w+)\s*\{([^{}]*)\}/g)].map((branch) => [branch[1]!, branch[2]!]));
    let chosen: string | undefined;
    if (kind === "plural") {
      const count = Number(value);
      chosen = branches.get(`=${count}`) ?? branches.get(new Intl.PluralRules("en").select(count)) ?? branches.get("other");
      chosen = chosen?.replace(/#/g, String(count));
    } else {
      chosen = branches.get(String(value)) ?? branches.get("other");
    }
    text = text.replace(whole!, chosen ?? "");
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values?.[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

export function createTranslator(options: {
  language: string;
  intlLocale: string;
  catalogue: CompiledCatalogue;
  /** Also English, compiled: for messages with arguments the active catalogue lacks. */
  english?: Record<string, CompiledMessage>;
}): Translator {
  const { language, intlLocale, catalogue } = options;
  const fallbacks = new Set(catalogue.fallbacks);
  // Lingui keys its catalogues by locale; ours are per language, so the Intl tag is the key.
  const i18n: I18n = setupI18n({
    locale: intlLocale,
    messages: { [intlLocale]: catalogue.messages as Messages },
  });
  const englishOnly: I18n | undefined = options.english ? setupI18n({ locale: "en", messages: { en: options.english as Messages } }) : undefined;

  function translate(message: MessageLike, givenValues?: MessageValues): Translation {
    const id = typeof message === "string" ? message : message.id;
    const values = typeof message === "string" ? givenValues : { ...message.values, ...givenValues };
    const key = messageKey(id);
    const compiled = catalogue.messages[key];
    if (compiled === undefined) {
      if (language === "en") return { text: englishFallback(id, values), english: false };
      reportMissing(language, id, "message missing from the catalogue");
      const text = englishOnly && options.english?.[key] !== undefined ? englishOnly._(key, values) : englishFallback(id, values);
      return { text, english: true };
    }
    const english = fallbacks.has(key);
    if (english) reportMissing(language, id, "message not yet translated");
    const text = typeof compiled === "string" ? compiled : i18n._(key, values);
    return { text, english };
  }

  return {
    language,
    intlLocale,
    translate,
    text: (message, values) => translate(message, values).text,
  };
}
