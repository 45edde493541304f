/**
 * The catalogues as translators and pages rely on them: every message and translation is valid
 * ICU with the same placeholders and rich-text tags as its English, every message has its
 * German, French and Dutch, each message is defined (with its translations) in one file only and
 * every other file that needs it names that file, product names stay as they are, and no page
 * carries more than about 6 KB gzip of messages.
 */
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type Token, parse } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { definingFileOf, definitionsIn } from "../../common/i18n/catalogue-files";
import { type SourceCatalogue, compileCatalogue, compileOne, messageKey, pseudoCompiled } from "../../common/i18n/compile";
import type { PageCatalogueName } from "../../common/i18n/namespaces";
import { TRANSLATED_LANGUAGES } from "../../common/locale";
import { ROOT, SERVER_MESSAGES, readWrittenFiles } from "../../scripts/catalogue-sources";
import { routeModules } from "../../scripts/route-messages";
import {
  CATALOGUE_LANGUAGES,
  readAmericanOverlay,
  readCatalogueFiles,
  readSourceCatalogues,
  routeCatalogueName,
  routeCatalogues,
} from "../../scripts/vite-catalogues";
import { compiledSource } from "./catalogues-dev.server";

const glossary = JSON.parse(readFileSync(join(ROOT, "app", "i18n", "glossary.json"), "utf8")) as { neverTranslated: string[] };

const written = readWrittenFiles();

/** Every catalogue file (page parts and the server's), with the messages it defines itself. */
function catalogueFiles(): { file: string; messages: SourceCatalogue }[] {
  return Object.entries(written).map(([file, messages]) => ({ file, messages: definitionsIn(messages) }));
}

/** The argument names and select keys of a message, and its rich-text tags, sorted. */
function shape(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(`{${token.arg}}`);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(`{${token.arg}, ${token.type}}`);
        for (const selectCase of token.cases) visit(selectCase.tokens);
      }
    }
  };
  visit(parse(message));
  for (const tag of message.match(/<\/?\d+\/?>/g) ?? []) names.add(tag);
  return [...names].sort();
}

/** Every route module, with the layout route it renders inside (app/routes/<area>/routes.ts), if any. */
function routesWithLayouts(): Record<string, string | undefined> {
  const routesDir = join(ROOT, "app", "routes");
  const layouts: { layout: string; children: string[] }[] = [];
  for (const area of readdirSync(routesDir)) {
    const config = join(routesDir, area, "routes.ts");
    if (!existsSync(config)) continue;
    for (const [, layout, inside] of readFileSync(config, "utf8").matchAll(/layout\("([^"]+)", \[([\s\S]*?)\]\)/g)) {
      layouts.push({ layout: layout!, children: [...inside!.matchAll(/"(routes\/[^"]+\.tsx)"/g)].map((match) => match[1]!) });
    }
  }
  return Object.fromEntries(
    routeModules()
      .filter((route) => !layouts.some(({ layout }) => layout === route))
      .map((route) => [route, layouts.find(({ children }) => children.includes(route))?.layout]),
  );
}

const ownCatalogues = routeCatalogues();

const files = catalogueFiles();
const entries = files.flatMap(({ file, messages }) => Object.entries(messages).map(([english, translations]) => ({ file, english, translations })));

describe("catalogues", () => {
  it("hold messages", () => {
    expect(entries.length).toBeGreaterThan(0);
  });

  it.each(files.map(({ file }) => file))(
    "%s: every message is valid ICU, translated into German, French and Dutch with the same placeholders and tags",
    (file) => {
      const problems: string[] = [];
      for (const entry of entries.filter((candidate) => candidate.file === file)) {
        let english: string[];
        try {
          english = shape(entry.english);
        } catch (error) {
          problems.push(`${JSON.stringify(entry.english)}: not valid ICU (${(error as Error).message})`);
          continue;
        }
        for (const language of TRANSLATED_LANGUAGES) {
          const translation = entry.translations[language];
          if (!translation?.trim()) {
            problems.push(`${JSON.stringify(entry.english)}: no ${language}`);
            continue;
          }
          try {
            // German writes nouns with a capital: a field's name may come as {label} where English says {lowerLabel}.
            const translated = shape(translation)
              .map((part) => (part === "{label}" && english.includes("{lowerLabel}") ? "{lowerLabel}" : part))
              .sort();
            if (translated.join() !== english.join())
              problems.push(`${JSON.stringify(entry.english)}: ${language} has ${translated.join(" ")} instead of ${english.join(" ")}`);
          } catch (error) {
            problems.push(`${JSON.stringify(entry.english)}: ${language} is not valid ICU (${(error as Error).message})`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it("define each message in one file only, page or server", () => {
    const definedIn = new Map<string, string>();
    const problems: string[] = [];
    for (const { file, english } of entries) {
      const earlier = definedIn.get(english);
      // Keep the translations in one file and name it from the other: "message": "<that file's path>".
      if (earlier) problems.push(`${JSON.stringify(english)} is defined in both ${earlier} and ${file}`);
      else definedIn.set(english, file);
    }
    expect(problems).toEqual([]);
  });

  it("name each message a file does not define by the file that defines it", () => {
    const problems: string[] = [];
    for (const [file, messages] of Object.entries(written)) {
      for (const [english, value] of Object.entries(messages)) {
        const defining = definingFileOf(value);
        if (defining === undefined) continue;
        const definition = written[defining]?.[english];
        if (definition === undefined || definingFileOf(definition) !== undefined)
          problems.push(`${file}: ${JSON.stringify(english)} is not defined in ${defining}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("let the server's files only define messages, since the Worker bundles them as they are", () => {
    const named = Object.entries(written)
      .filter(([file]) => file.startsWith(`${SERVER_MESSAGES}/`))
      .flatMap(([file, messages]) =>
        Object.keys(messages)
          .filter((english) => definingFileOf(messages[english]!) !== undefined)
          .map((english) => `${file}: ${english}`),
      );
    expect(named).toEqual([]);
  });

  it("never translate product names", () => {
    const problems: string[] = [];
    for (const { file, english, translations } of entries) {
      for (const name of glossary.neverTranslated) {
        if (!new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\&]/g, "\\$&")}\\b`).test(english)) continue;
        for (const language of TRANSLATED_LANGUAGES) {
          if (!translations[language]?.includes(name)) problems.push(`${file}: ${JSON.stringify(english)} in ${language} lacks "${name}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  // 6.5 KB: the buy page, the largest, carries the business buyer's fields and the VAT relief declaration.
  it.each(TRANSLATED_LANGUAGES)("give every page at most 6.5 KB gzip of messages in %s (the shell, its routes' and its layout's)", (language) => {
    const shell = readSourceCatalogues().shell ?? {};
    const problems: string[] = [];
    for (const [route, layout] of Object.entries(routesWithLayouts())) {
      const names = [routeCatalogueName(route), ...(layout ? [routeCatalogueName(layout)] : [])];
      const merged = Object.assign({}, shell, ...names.map((name) => ownCatalogues[name] ?? {})) as SourceCatalogue;
      const size = gzipSync(JSON.stringify(compileCatalogue(merged, language))).length;
      if (size > 6.5 * 1024) problems.push(`${route}: ${(size / 1024).toFixed(1)} KB`);
    }
    expect(problems).toEqual([]);
  });

  it("file no two messages under the same short key", () => {
    const byKey = new Map<string, string>();
    for (const { english } of entries) {
      const other = byKey.get(messageKey(english));
      expect(other === undefined || other === english, `${JSON.stringify(english)} and ${JSON.stringify(other)}`).toBe(true);
      byKey.set(messageKey(english), english);
    }
  });
});

describe("the dev server's catalogues", () => {
  // It reads the sources through Vite rather than from disk: the named messages must come out as the build's.
  it.each(CATALOGUE_LANGUAGES)("are what the build makes of each namespace and each file in %s", async (language) => {
    const american = readAmericanOverlay();
    const built = { ...readSourceCatalogues(), ...readCatalogueFiles() };
    const problems: string[] = [];
    for (const [name, source] of Object.entries(built)) {
      const dev = await compiledSource(language, name as PageCatalogueName);
      if (JSON.stringify(dev) !== JSON.stringify(compileCatalogue(source, language, american))) problems.push(name);
    }
    expect(problems).toEqual([]);
  });
});

describe("compiling", () => {
  it("turns plain text into a string and messages with arguments into Lingui's compiled form", () => {
    expect(compileOne("Send message")).toBe("Send message");
    expect(compileOne("{count, plural, one {# event found} other {# events found}}")).toEqual([
      ["count", "plural", { one: ["#", " event found"], other: ["#", " events found"] }],
    ]);
  });

  it("falls back to English for a missing translation and lists it", () => {
    const compiled = compileCatalogue({ Hello: { de: "Hallo" }, Goodbye: {} }, "de");
    expect(compiled.messages).toEqual({ [messageKey("Hello")]: "Hallo", [messageKey("Goodbye")]: "Goodbye" });
    expect(compiled.fallbacks).toEqual([messageKey("Goodbye")]);
  });

  it("accents the pseudo-language's own words and keeps placeholders, plural branches and tags", () => {
    expect(pseudoCompiled(compileOne("Read <0>more</0> about {name}"))).toEqual(["⟦", "Ŕéáð <0>ɱóŕé</0> áƀóúţ ", ["name"], "⟧"]);
    const plural = pseudoCompiled(compileOne("{count, plural, one {# file} other {# files}}"));
    expect(plural).toEqual(["⟦", ["count", "plural", { one: ["#", " ƒíļé"], other: ["#", " ƒíļéš"] }], "⟧"]);
  });
});
