/**
 * The pure half of the site search: the words of a query, the FTS5 query made of them, the
 * trigrams that find a misspelt word's neighbours, the edit distance that picks the nearest
 * word the index knows, and snippets cut into marked and unmarked parts.
 */

/** What a visitor typed, as the words the index can match: letters and digits, lower case, at most 8 words. */
export function queryWords(query: string): string[] {
  return textWords(query)
    .slice(0, 8)
    .map((word) => word.slice(0, 40));
}

/** Every word of a text, lower case. */
function textWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Every word must match; the last also as the start of a longer word, so suggestions follow typing. */
export function ftsMatch(words: string[]): string | null {
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `"${word}"*` : `"${word}"`)).join(" ");
}

/** The trigram table's query for a word's neighbours: any of its three-letter pieces. */
export function trigramMatch(word: string): string | null {
  if ([...word].length < 4) return null;
  const letters = [...word];
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= letters.length; i++) grams.add(letters.slice(i, i + 3).join(""));
  return [...grams].map((gram) => `"${gram}"`).join(" OR ");
}

/** Edit distance counting a swap of two neighbouring letters as one edit ("supernvoa" is one from "supernova"). */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[x.length]![y.length]!;
}

/** How far a word may be from the one meant: one edit for short words, two from 5 letters, three from 9. */
function allowedDistance(word: string): number {
  const length = [...word].length;
  return length >= 9 ? 3 : length >= 5 ? 2 : 1;
}

/** The nearest of the index's words to a misspelt one, or null when none is near enough (ties go to the more frequent). */
export function nearestWord(word: string, texts: string[]): string | null {
  const counts = new Map<string, number>();
  for (const text of texts) for (const candidate of textWords(text.replace(/<[^>]*>/g, " "))) counts.set(candidate, (counts.get(candidate) ?? 0) + 1);
  let best: { word: string; distance: number; count: number } | null = null;
  for (const [candidate, count] of counts) {
    if (candidate === word) return null;
    const distance = editDistance(word, candidate);
    if (distance > allowedDistance(word)) continue;
    if (!best || distance < best.distance || (distance === best.distance && count > best.count)) best = { word: candidate, distance, count };
  }
  return best?.word ?? null;
}

import type { SnippetPart } from "@common/search";

/** Markers FTS5 puts around matched words (control characters never stored in content). */
export const MARK_START = "\u0001";
export const MARK_END = "\u0002";

/** A snippet as plain parts, marked or not: markup and Markdown signs of the source are dropped, nothing is sent as HTML. */
export function snippetParts(snippet: string): SnippetPart[] {
  const plain = snippet
    .replace(/<[^>]*>/g, " ")
    .replace(/^[^<>]*>/, "")
    .replace(/<[^>]*$/, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_`[\]|>]+/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const parts: SnippetPart[] = [];
  for (const [index, piece] of plain.split(MARK_START).entries()) {
    if (index === 0) {
      if (piece) parts.push({ text: piece, marked: false });
      continue;
    }
    const [marked = "", rest = ""] = piece.split(MARK_END);
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest, marked: false });
  }
  return parts;
}
