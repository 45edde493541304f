/**
 * Text on pages: every word the interface says comes from a catalogue through these.
 * - `t(message, values)` for text in the page: a message this language lacks comes back as its
 *   English text inside `<span lang="en">`, so that a screen reader switches voice;
 * - `text(message, values)` where only a string will do (attributes, titles, meta);
 * - `<T message="Read the <0>cookie policy</0>." components={[<a href="…" />]} />` for text
 *   with links or emphasis inside it (numbered tags, not nested);
 * - `formatDate`, `formatNumber`, `formatPrice`: `Intl` for the page's locale.
 * Messages are written in English in the code; that English is the message's key in
 * app/i18n/messages/<namespace>.json (common/i18n/namespaces.ts says which page reads which).
 */
import { type ReactElement, type ReactNode, Fragment, cloneElement, createContext, isValidElement, useContext } from "react";
import type { CompiledCatalogue } from "@common/i18n/compile";
import { type MessageLike, type MessageValues, type Translator, createTranslator } from "@common/i18n/translator";
import { DEFAULT_LOCALE } from "@common/constants";
import { LOCALES, type Locale, PSEUDO_LOCALE } from "@common/locale";

export interface PageText {
  locale: Locale;
  /** The BCP 47 tag of the page's language ("de-DE"), for `lang` and `hreflang`. */
  htmlLang: string;
  /** The tag `Intl` formats with (the pseudo-locale formats as British English). */
  intlLocale: string;
  t(message: MessageLike, values?: MessageValues): ReactNode;
  text(message: MessageLike, values?: MessageValues): string;
  formatDate(value: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** An amount in minor units ("£29.00" for 2900 GBP). */
  formatPrice(minorUnits: number, currency: string): string;
}

const EMPTY: CompiledCatalogue = { messages: {}, fallbacks: [] };
const translators = new WeakMap<CompiledCatalogue, Map<Locale, PageText>>();

function intlLocaleOf(locale: Locale): string {
  return locale === PSEUDO_LOCALE ? "en-GB" : LOCALES[locale].htmlLang;
}

function build(locale: Locale, catalogue: CompiledCatalogue): PageText {
  const intlLocale = intlLocaleOf(locale);
  const translator: Translator = createTranslator({ language: LOCALES[locale].language, intlLocale, catalogue });
  return {
    locale,
    htmlLang: LOCALES[locale].htmlLang,
    intlLocale,
    t(message, values) {
      const { text, english } = translator.translate(message, values);
      return english ? (
        <span lang="en" data-i18n-fallback="">
          {text}
        </span>
      ) : (
        text
      );
    },
    text: translator.text,
    formatDate: (value, options) => new Intl.DateTimeFormat(intlLocale, options ?? { dateStyle: "long" }).format(new Date(value)),
    formatNumber: (value, options) => new Intl.NumberFormat(intlLocale, options).format(value),
    formatPrice: (minorUnits, currency) => new Intl.NumberFormat(intlLocale, { style: "currency", currency }).format(minorUnits / 100),
  };
}

/** The page text for a locale and its catalogue: one per catalogue object, built once. */
export function pageText(locale: Locale, catalogue: CompiledCatalogue = EMPTY): PageText {
  let byLocale = translators.get(catalogue);
  if (!byLocale) translators.set(catalogue, (byLocale = new Map()));
  let found = byLocale.get(locale);
  if (!found) byLocale.set(locale, (found = build(locale, catalogue)));
  return found;
}

const PageTextContext = createContext<PageText>(pageText(DEFAULT_LOCALE as Locale));

export function I18nProvider({ value, children }: { value: PageText; children: ReactNode }) {
  return <PageTextContext.Provider value={value}>{children}</PageTextContext.Provider>;
}

/** The page's text functions (see the top of this file). */
export function useT(): PageText {
  return useContext(PageTextContext);
}

/** What the locale layout's loader gives every page (app/routes/site/locale-layout.tsx). */
export interface PageI18nData {
  locale: Locale;
  catalogue: CompiledCatalogue;
}

interface MetaMatch {
  id: string;
  data?: unknown;
  loaderData?: unknown;
}

export const LOCALE_LAYOUT_ROUTE_ID = "routes/site/locale-layout";

/** The page text inside a route's `meta` function, from the locale layout's data among `matches`. */
export function metaText(matches: readonly (MetaMatch | undefined)[]): PageText {
  const match = matches.find((candidate) => candidate?.id === LOCALE_LAYOUT_ROUTE_ID);
  const data = (match?.loaderData ?? match?.data) as { i18n?: PageI18nData } | undefined;
  return data?.i18n ? pageText(data.i18n.locale, data.i18n.catalogue) : pageText(DEFAULT_LOCALE as Locale);
}

const TAG = /<(\d+)>([\s\S]*?)<\/\1>|<(\d+)\/>/g;

/**
 * A message with elements inside it: `<0>…</0>` takes `components[0]` with the enclosed words
 * as its children; `<1/>` places `components[1]` as it is.
 */
export function T({ message, values, components = [] }: { message: MessageLike; values?: MessageValues; components?: readonly ReactElement[] }) {
  const { t } = useT();
  const translated = t(message, values);
  const text = typeof translated === "string" ? translated : isValidElement<{ children: string }>(translated) ? translated.props.children : "";
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const index = Number(match[1] ?? match[3]);
    const component = components[index];
    if (component) parts.push(cloneElement(component, { key: parts.length }, ...(match[2] !== undefined ? [match[2]] : [])));
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  const content = <Fragment>{parts}</Fragment>;
  return typeof translated === "string" ? (
    content
  ) : (
    <span lang="en" data-i18n-fallback="">
      {content}
    </span>
  );
}
