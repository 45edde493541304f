/**
 * The check behind "no interface text outside the catalogues": on a page in the pseudo-locale
 * (/en-xa/...), every catalogue message is accented and bracketed (⟦Ŝéñð⟧). Any other text the
 * page shows must be content marked with its own language (`lang` differing from the page's,
 * as English content is on a page in another language), a name or code marked `translate="no"`,
 * a date inside `<time>`, or no words at all (numbers, punctuation). A message shown in English
 * because a catalogue lacks it (`data-i18n-fallback`) counts as outside.
 */
import type { Page } from "playwright-core";

export interface StrayText {
  where: string;
  text: string;
}

/** Text and accessible-name attributes on the page that did not come from a catalogue. */
export async function textOutsideCatalogues(page: Page): Promise<StrayText[]> {
  return page.evaluate(() => {
    const pageLang = document.documentElement.lang;
    const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt", "aria-description", "aria-roledescription"];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const className = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      return `${element.tagName.toLowerCase()}${id}${className}`;
    };
    /** Whether text inside `element` is exempt: content in its own language, a name, a date. */
    const exempt = (element: Element): boolean => {
      if (element.closest("[data-i18n-fallback]")) return false;
      if (element.closest('[translate="no"], time, script, style, noscript, template, svg')) return true;
      const marked = element.closest("[lang]");
      return marked !== null && marked !== document.documentElement && marked.getAttribute("lang") !== pageLang;
    };
    const fromCatalogue = (text: string) => /[⟦⟧]/.test(text) || !/[A-Za-z]/.test(text);
    const stray: { where: string; text: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      const parent = node.parentElement;
      if (!text || !parent || fromCatalogue(text) || exempt(parent)) continue;
      stray.push({ where: describe(parent), text });
    }
    for (const element of Array.from(document.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(",")))) {
      if (exempt(element)) continue;
      for (const name of ATTRIBUTES) {
        const value = element.getAttribute(name)?.trim();
        if (value && !fromCatalogue(value)) stray.push({ where: `${describe(element)}[${name}]`, text: value });
      }
    }
    for (const element of Array.from(document.querySelectorAll('input[type="submit"][value], input[type="button"][value]'))) {
      const value = element.getAttribute("value") ?? "";
      if (!exempt(element) && !fromCatalogue(value)) stray.push({ where: `${describe(element)}[value]`, text: value });
    }
    if (!fromCatalogue(document.title)) stray.push({ where: "title", text: document.title });
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    if (description && !fromCatalogue(description)) stray.push({ where: 'meta[name="description"]', text: description });
    return stray;
  });
}
