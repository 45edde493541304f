import { describe, expect, it } from "vitest";
import { bestLocaleFor, localeForUiLocales, pathInLocale, suggestedLocale } from "./choice";

describe("the visitor's language", () => {
  it("finds the same page in another locale, keeping the query", () => {
    expect(pathInLocale("/contact?x=1", "de-de")).toBe("/de-de/contact?x=1");
    expect(pathInLocale("/de-de/contact", "en-gb")).toBe("/contact");
    expect(pathInLocale("/de-de", "fr-fr")).toBe("/fr-fr");
    expect(pathInLocale("/fr-fr", "en-gb")).toBe("/");
    expect(pathInLocale("/", "nl-nl")).toBe("/nl-nl");
  });

  it("matches Accept-Language by tag, then by language, in order of preference", () => {
    expect(bestLocaleFor("de-DE,de;q=0.9,en;q=0.8")).toBe("de-de");
    expect(bestLocaleFor("fr-CA,fr;q=0.9")).toBe("fr-fr");
    expect(bestLocaleFor("es-ES,nl;q=0.5,de;q=0.7")).toBe("de-de");
    expect(bestLocaleFor("en-US")).toBe("en-us");
    expect(bestLocaleFor("en-AU")).toBe("en-gb");
    expect(bestLocaleFor("es,*;q=0.1")).toBeNull();
    expect(bestLocaleFor("")).toBeNull();
    expect(bestLocaleFor("de;q=0")).toBeNull();
  });

  it("reads an OpenID Connect client's ui_locales as a list of preferred tags", () => {
    expect(localeForUiLocales("fr-FR nl")).toBe("fr-fr");
    expect(localeForUiLocales("  es   nl-BE ")).toBe("nl-nl");
    expect(localeForUiLocales("en-US de")).toBe("en-us");
    expect(localeForUiLocales("es pt")).toBeNull();
    expect(localeForUiLocales("")).toBeNull();
    expect(localeForUiLocales(null)).toBeNull();
  });

  it("suggests only another language, preferring the remembered choice over the browser's", () => {
    expect(suggestedLocale("en-gb", undefined, "de-DE")).toBe("de-de");
    expect(suggestedLocale("de-de", undefined, "de-DE")).toBeNull();
    expect(suggestedLocale("en-gb", "en-gb", "de-DE")).toBeNull();
    expect(suggestedLocale("de-de", "fr-fr", "de-DE")).toBe("fr-fr");
    expect(suggestedLocale("en-gb", undefined, "en-US")).toBeNull();
    expect(suggestedLocale("en-xa", undefined, "de-DE")).toBeNull();
    expect(suggestedLocale("en-gb", "xx-yy", "nl")).toBe("nl-nl");
  });
});
