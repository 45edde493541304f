/**
 * The interface text a page shows, for the language checks: every text node and
 * accessible-name attribute outside what is exempt — content marked with a language other
 * than the page's (as English content is on a page in another language), names and codes
 * marked `translate="no"` or in `<code>`, dates inside `<time>`. A message shown in English
 * because a catalogue lacks it (`data-i18n-fallback`) is never exempt, though it is marked
 * `lang="en"`.
 *
 * Two checks read it through `pageText(page, predicate)`:
 * - the pseudo-locale's (`textOutsideCatalogues`): on /en-xa every catalogue message is accented
 *   and bracketed (⟦Ŝéñð⟧), so any other text with words in it came from outside the catalogues;
 * - the locale walk's (e2e/locale-walk.ts): on /de-de, /fr-fr, /nl-nl no text is the English of
 *   a message that language translates, and on /en-us none is a British spelling the American
 *   overlay replaces.
 */
import type { Page } from "playwright-core";

export interface ShownText {
  /** The element (or attribute, `title`, meta description) the text was found on. */
  where: string;
  text: string;
  /**
   * The whole text of an element holding both words and elements (a message with a link or
   * emphasis inside, rendered from `<0>…</0>`), beside its separate text nodes.
   */
  whole?: true;
}

export type StrayText = ShownText;

/** The page's interface text (see the top of this file) that `predicate` picks out. */
export async function pageText(page: Page, predicate: (shown: ShownText) => boolean): Promise<ShownText[]> {
  const shown = await page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt", "aria-description", "aria-roledescription"];
    const normalise = (text: string) => text.replace(/\s+/g, " ").trim();
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const className = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      return `${element.tagName.toLowerCase()}${id}${className}`;
    };
    /** Whether text inside `element` is exempt: content in its own language, a name, a code, a date. */
    const exempt = (element: Element): boolean => {
      if (element.closest("[data-i18n-fallback]")) return false;
      if (element.closest('[translate="no"], time, code, script, style, noscript, template, svg')) return true;
      const marked = element.closest("[lang]");
      return marked !== null && marked !== document.documentElement && marked.getAttribute("lang") !== pageLang;
    };
    const found: { where: string; text: string; whole?: true }[] = [];
    const mixed = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = normalise(node.textContent ?? "");
      const parent = node.parentElement;
      if (!text || !parent || exempt(parent)) continue;
      found.push({ where: describe(parent), text });
      if (parent.childElementCount > 0) mixed.add(parent);
    }
    for (const element of mixed) found.push({ where: describe(element), text: normalise(element.textContent ?? ""), whole: true });
    for (const element of Array.from(document.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(",")))) {
      if (exempt(element)) continue;
      for (const name of ATTRIBUTES) {
        const value = normalise(element.getAttribute(name) ?? "");
        if (value) found.push({ where: `${describe(element)}[${name}]`, text: value });
      }
    }
    for (const element of Array.from(document.querySelectorAll('input[type="submit"][value], input[type="button"][value]'))) {
      const value = normalise(element.getAttribute("value") ?? "");
      if (value && !exempt(element)) found.push({ where: `${describe(element)}[value]`, text: value });
    }
    // A content page's title repeats its heading: when that heading is content marked with its
    // own language, so is the title, though a title cannot say so.
    const heading = document.querySelector("h1");
    const headingText = normalise(heading?.textContent ?? "");
    const titleIsContent = heading !== null && headingText !== "" && exempt(heading) && normalise(document.title).startsWith(headingText);
    if (!titleIsContent) found.push({ where: "title", text: normalise(document.title) });
    const description = normalise(document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "");
    if (description) found.push({ where: 'meta[name="description"]', text: description });
    return found;
  });
  return shown.filter(predicate);
}

/** Catalogue text in the pseudo-locale is bracketed; text without letters says nothing. */
function fromPseudoCatalogue(text: string): boolean {
  return /[⟦⟧]/.test(text) || !/[A-Za-z]/.test(text);
}

/** Text and accessible-name attributes on a pseudo-locale page that did not come from a catalogue. */
export function textOutsideCatalogues(page: Page): Promise<StrayText[]> {
  // An element's whole text repeats its text nodes, each already judged on its own.
  return pageText(page, (shown) => !shown.whole && !fromPseudoCatalogue(shown.text));
}
