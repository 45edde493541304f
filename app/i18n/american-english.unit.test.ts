/**
 * American English (/en-us) as an overlay on the English: the committed overlays hold exactly the
 * messages whose spelling or wording differs (a new English message with a British spelling fails
 * here until `node scripts/american-english.ts` is run), only the message's own words change, a
 * message the overlay lacks is plain English (never marked as another language), and the
 * production build leaves the pseudo-locale's catalogue out.
 */
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { type Token, parse } from "@messageformat/parser";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type AmericanOverlay, compileCatalogue } from "../../common/i18n/compile";
import { catalogueLanguageOf } from "../../common/locale";
import {
  PAGE_OVERLAY_FILE,
  SERVER_OVERLAY_FILE,
  americanOverlay,
  americanise,
  overlayFile,
  pageMessages,
  serverMessages,
} from "../../scripts/american-english";
import { builtLanguages } from "../../scripts/vite-catalogues";
import { I18nProvider, pageText, useT } from "./I18n";

const glossary = JSON.parse(readFileSync(new URL("./glossary.json", import.meta.url), "utf8")) as { neverTranslated: string[] };
const overlays = [
  { name: "pages", file: PAGE_OVERLAY_FILE, messages: pageMessages() },
  { name: "server messages and mail", file: SERVER_OVERLAY_FILE, messages: serverMessages() },
];

/** Argument names, select and plural keys and rich-text tags of a message, sorted. */
function shape(message: string): string[] {
  const parts: string[] = [];
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") parts.push(`{${token.arg}}`);
      if (token.type === "content") parts.push(...(token.value.match(/<\/?\d+\/?>/g) ?? []));
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        parts.push(`{${token.arg}, ${token.type}}`);
        for (const choice of token.cases) {
          parts.push(`key ${choice.key}`);
          visit(choice.tokens);
        }
      }
    }
  };
  visit(parse(message));
  return parts.sort();
}

afterEach(() => vi.restoreAllMocks());

describe("American English overlay", () => {
  it.each(overlays)("covers every English message of the $name with a British spelling, and nothing else", ({ file, messages }) => {
    const committed = readFileSync(file, "utf8");
    // On failure: run `node scripts/american-english.ts` and review the diff of the overlay.
    expect(committed, `${file} is not current: run node scripts/american-english.ts`).toBe(overlayFile(americanOverlay(messages)));
    const overlay = JSON.parse(committed) as AmericanOverlay;
    expect(Object.keys(overlay).length).toBeGreaterThan(0);
    for (const [english, american] of Object.entries(overlay)) {
      expect(messages, "an overlay message is an English message").toContain(english);
      expect(american).not.toBe(english);
      // Nothing British is left in what /en-us says.
      expect(americanise(american), english).toBe(american);
    }
  });

  it.each(overlays)("keeps the placeholders, keys, tags and product names of the $name", ({ file }) => {
    const overlay = JSON.parse(readFileSync(file, "utf8")) as AmericanOverlay;
    for (const [english, american] of Object.entries(overlay)) {
      expect(shape(american), english).toEqual(shape(english));
      for (const name of glossary.neverTranslated) if (english.includes(name)) expect(american, english).toContain(name);
    }
  });

  it("changes words, never placeholder names, select keys or tags, and keeps a word's capital", () => {
    expect(americanise("Your licence and its colour")).toBe("Your license and its color");
    expect(americanise("Licences: LICENCE <0>centre</0>")).toBe("Licenses: LICENSE <0>center</0>");
    expect(americanise("{licence, select, organisation {the organisation's licence} other {{colour}}}")).toBe(
      "{licence, select, organisation {the organization's license} other {{colour}}}",
    );
    expect(americanise("{count, plural, one {# licence} other {# licences}} cancelled")).toBe("{count, plural, one {# license} other {# licenses}} canceled");
    // Words the package does not know, and wording, from scripts/american-english-words.json.
    expect(americanise("Postcode")).toBe("ZIP code");
    expect(americanise("Tick the box. Untick it to leave. Sales and enquiries.")).toBe("Check the box. Uncheck it to leave. Sales and inquiries.");
    expect(americanise("Your favourite catalogue, your enrolment")).toBe("Your favorite catalog, your enrollment");
    // Words spelled alike stay as they are.
    expect(americanise("Licensed software for your organization")).toBe("Licensed software for your organization");
  });

  it("gives /en-us the American messages and the English everywhere else, none of it marked as another language", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const source = { "Your licence": { de: "Ihre Lizenz" }, "Contact us": { de: "Kontakt" }, "{count, plural, one {# colour} other {# colours}}": {} };
    const overlay = { "Your licence": "Your license", "{count, plural, one {# colour} other {# colours}}": "{count, plural, one {# color} other {# colors}}" };
    const catalogue = compileCatalogue(source, catalogueLanguageOf("en-us"), overlay);
    expect(catalogue.fallbacks).toEqual([]);
    const british = compileCatalogue(source, catalogueLanguageOf("en-gb"), overlay);
    function Probe() {
      const { t, text, formatDate } = useT();
      return createElement(
        "p",
        null,
        t("Your licence"),
        " / ",
        t("Contact us"),
        " / ",
        t("{count, plural, one {# colour} other {# colours}}", { count: 3 }),
        " / ",
        text("Not in any catalogue"),
        " / ",
        formatDate("2026-12-01T12:00:00Z", { dateStyle: "long", timeZone: "UTC" }),
      );
    }
    const render = (locale: "en-us" | "en-gb", compiled: typeof catalogue) =>
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children, and this file has no JSX
      renderToStaticMarkup(createElement(I18nProvider, { value: pageText(locale, compiled), children: createElement(Probe) }));
    expect(render("en-us", catalogue)).toBe("<p>Your license / Contact us / 3 colors / Not in any catalogue / December 1, 2026</p>");
    expect(render("en-gb", british)).toBe("<p>Your licence / Contact us / 3 colours / Not in any catalogue / 1 December 2026</p>");
    expect(warn).not.toHaveBeenCalled();
  });

  it("reads its own catalogue while staying the English language", () => {
    expect(catalogueLanguageOf("en-us")).toBe("en-us");
    expect(catalogueLanguageOf("en-gb")).toBe("en");
    expect(catalogueLanguageOf("de-de")).toBe("de");
    expect(pageText("en-us").htmlLang).toBe("en-US");
    expect(pageText("en-us").intlLocale).toBe("en-US");
  });
});

describe("the pseudo-locale's catalogue", () => {
  it("is built for local development and the tests, and left out of the production build", () => {
    expect(builtLanguages(undefined)).toContain("xa");
    expect(builtLanguages("production")).not.toContain("xa");
    expect(builtLanguages("production")).toEqual(["en", "en-us", "de", "fr", "nl"]);
  });
});
