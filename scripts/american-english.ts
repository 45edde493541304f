/**
 * American English for /en-us, made from the English messages: every word the
 * american-british-english-translator package knows as a British spelling ("licence", "colour",
 * "organisation"), and the reviewed additions and wording of scripts/american-english-words.json
 * ("postcode" → "ZIP code"), in the message's own text only (never its placeholders, select keys
 * or tags). Only messages that change are kept: the overlays app/i18n/american-english.json (pages)
 * and workers/i18n/american-english.json (server messages and mail), which are committed so that
 * the build and the Worker need neither the package nor this step. Each message is in the overlay
 * of the file that defines it: a server message a page names is in the server's, which the page
 * build reads too.
 *
 * `node scripts/american-english.ts` writes both; `--check` only says whether they are current
 * (app/i18n/american-english.unit.test.ts fails too when they are not).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Token, parse } from "@messageformat/parser";
import { definitionsIn } from "../common/i18n/catalogue-files.ts";
import type { AmericanOverlay } from "../common/i18n/compile.ts";
import { pageFilePaths, readWrittenFiles, serverFilePaths } from "./catalogue-sources.ts";

const ROOT = join(import.meta.dirname, "..");
export const PAGE_OVERLAY_FILE = join(ROOT, "app", "i18n", "american-english.json");
export const SERVER_OVERLAY_FILE = join(ROOT, "workers", "i18n", "american-english.json");

interface SpellingLibrary {
  translateWord(word: string, options: { british: true; spelling: true }): Record<string, { details: string } | undefined>;
}
const library = createRequire(import.meta.url)("american-british-english-translator") as SpellingLibrary;
const words = JSON.parse(readFileSync(join(import.meta.dirname, "american-english-words.json"), "utf8")) as {
  spellings: Record<string, string>;
  wording: Record<string, string>;
};

/** The American form of one word ("Licence" → "License"), or undefined when it is the same. */
export function americanWord(word: string): string | undefined {
  const lower = word.toLowerCase();
  const american = words.wording[lower] ?? words.spellings[lower] ?? library.translateWord(lower, { british: true, spelling: true })[lower]?.details;
  if (american === undefined || american === lower) return undefined;
  if (word.length > 1 && word === word.toUpperCase()) return american.toUpperCase();
  return word[0] === word[0]!.toUpperCase() ? american[0]!.toUpperCase() + american.slice(1) : american;
}

/** Where a message's own text is (offsets into it): everything but placeholders, keys and syntax. */
function textSpans(tokens: Token[], spans: { start: number; end: number }[] = []) {
  for (const token of tokens) {
    if (token.type === "content") spans.push({ start: token.ctx.offset, end: token.ctx.offset + token.ctx.text.length });
    if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") for (const choice of token.cases) textSpans(choice.tokens, spans);
  }
  return spans;
}

/** A message in American English: the same message when nothing in it differs. */
export function americanise(message: string): string {
  let spans: { start: number; end: number }[];
  try {
    spans = textSpans(parse(message));
  } catch {
    // Not ICU (the compiler says it as it is): all of it is text.
    spans = [{ start: 0, end: message.length }];
  }
  let result = "";
  let done = 0;
  for (const { start, end } of spans.sort((a, b) => a.start - b.start)) {
    result += message.slice(done, start) + message.slice(start, end).replace(/[A-Za-z]+/g, (word) => americanWord(word) ?? word);
    done = end;
  }
  return result + message.slice(done);
}

/** The overlay of a set of English messages: only those whose American English differs, sorted. */
export function americanOverlay(messages: Iterable<string>): AmericanOverlay {
  const overlay: AmericanOverlay = {};
  for (const message of [...new Set(messages)].sort()) {
    const american = americanise(message);
    if (american !== message) overlay[message] = american;
  }
  return overlay;
}

/** The English of every message the files define (a message a file names from another is that file's). */
function messagesDefinedIn(paths: string[]): string[] {
  const files = readWrittenFiles();
  return paths.flatMap((path) => Object.keys(definitionsIn(files[path]!)));
}

/**
 * The English of every message the page catalogues define (app/i18n/messages/<namespace>/*.json).
 * The server's messages a page names are in the server's overlay, which the page build reads too.
 */
export function pageMessages(): string[] {
  return messagesDefinedIn(pageFilePaths());
}

/** The English of every server message (workers/i18n/messages/*.json). */
export function serverMessages(): string[] {
  return messagesDefinedIn(serverFilePaths());
}

export function overlayFile(overlay: AmericanOverlay): string {
  return `${JSON.stringify(overlay, null, 1)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  let stale = 0;
  for (const [file, messages] of [
    [PAGE_OVERLAY_FILE, pageMessages()],
    [SERVER_OVERLAY_FILE, serverMessages()],
  ] as const) {
    const wanted = overlayFile(americanOverlay(messages));
    let current = "";
    try {
      current = readFileSync(file, "utf8");
    } catch {
      // Not written yet.
    }
    if (current === wanted) continue;
    if (check) {
      stale += 1;
      console.error(`${file} is not current: run node scripts/american-english.ts`);
    } else {
      writeFileSync(file, wanted);
      console.log(`wrote ${file} (${Object.keys(JSON.parse(wanted) as object).length} messages)`);
    }
  }
  process.exit(stale ? 1 : 0);
}
