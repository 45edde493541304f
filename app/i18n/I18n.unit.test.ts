/**
 * Page text at run time: a message the catalogue lacks is shown in English inside
 * `<span lang="en">`, logged once, and never as anything but its words; rich text places its
 * elements; plurals follow the language's rules.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { compileCatalogue } from "../../common/i18n/compile";
import { I18nProvider, T, pageText, useT } from "./I18n";

const SOURCE = {
  "{count, plural, one {# event found} other {# events found}}": { de: "{count, plural, one {# Veranstaltung gefunden} other {# Veranstaltungen gefunden}}" },
  "Read the <0>cookie policy</0>.": { de: "Lesen Sie die <0>Cookie-Richtlinie</0>." },
  "Not yet in German": {},
};

function render(
  node: () => React.ReactNode,
  locale: "de-de" | "en-gb" = "de-de",
  source: Record<string, Partial<Record<"de" | "fr" | "nl", string>>> = SOURCE,
) {
  const text = pageText(locale, compileCatalogue(source, locale === "de-de" ? "de" : "en"));
  function Probe() {
    return createElement("div", null, node());
  }
  // biome-ignore lint/correctness/noChildrenProp: the provider's props require children, so createElement's types want them there.
  return renderToStaticMarkup(createElement(I18nProvider, { value: text, children: createElement(Probe) }));
}

afterEach(() => vi.restoreAllMocks());

describe("page text", () => {
  it("follows the language's plural rules", () => {
    function Counts() {
      const { t } = useT();
      return [1, 12].map((count) => t("{count, plural, one {# event found} other {# events found}}", { count }) as string);
    }
    const html = render(() => createElement(Counts));
    expect(html).toBe("<div>1 Veranstaltung gefunden12 Veranstaltungen gefunden</div>");
    expect(render(() => createElement(Counts), "en-gb")).toBe("<div>1 event found12 events found</div>");
  });

  it("shows a message the catalogue lacks in English, marked as English, and logs it once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    function Missing() {
      const { t, text } = useT();
      return [t("Not yet in German"), t("Not in any catalogue, {name}", { name: "Ada" }), text("Not in any catalogue, {name}", { name: "Ada" })];
    }
    const html = render(() => createElement(Missing));
    expect(html).toBe(
      '<div><span lang="en" data-i18n-fallback="">Not yet in German</span><span lang="en" data-i18n-fallback="">Not in any catalogue, Ada</span>Not in any catalogue, Ada</div>',
    );
    render(() => createElement(Missing));
    const logged = warn.mock.calls.map(([message]) => String(message));
    expect(logged.filter((message) => message.includes("Not yet in German"))).toHaveLength(1);
    expect(logged.filter((message) => message.includes("Not in any catalogue"))).toHaveLength(1);
  });

  it("places elements inside rich text", () => {
    const html = render(() =>
      createElement(T, { message: "Read the <0>cookie policy</0>.", components: [createElement("a", { href: "/de-de/Cookie-Policy" })] }),
    );
    expect(html).toBe('<div>Lesen Sie die <a href="/de-de/Cookie-Policy">Cookie-Richtlinie</a>.</div>');
  });

  it("formats dates and prices for the locale", () => {
    const german = pageText("de-de");
    expect(german.formatPrice(2900, "EUR")).toBe("29,00\u00a0€");
    expect(german.formatDate("2026-12-01T09:00:00Z", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })).toBe("1. Dezember 2026");
  });
});

describe("the English fallback without a compiler", () => {
  it("chooses plural and select branches and fills in placeholders", async () => {
    const { englishFallback } = await import("../../common/i18n/translator");
    const message = "{count, plural, =0 {No libraries} one {# library available} other {# libraries available}} in {place}";
    expect(englishFallback(message, { count: 0, place: "Leeds" })).toBe("No libraries in Leeds");
    expect(englishFallback(message, { count: 1, place: "Leeds" })).toBe("1 library available in Leeds");
    expect(englishFallback(message, { count: 12, place: "Leeds" })).toBe("12 libraries available in Leeds");
    expect(englishFallback("{kind, select, event {An event} other {Something}} on {day}", { kind: "event", day: "Monday" })).toBe("An event on Monday");
  });
});
