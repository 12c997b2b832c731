/**
 * How the search index and the search box read text. Both sides must read it the same way, so
 * this one module is used by the build-time indexer (plugins/search-index) and by the browser.
 *
 * Vietnamese readers often type without diacritics: "don hang" must find "đơn hàng". Folding is
 * NFD decomposition, removal of the combining marks, đ/Đ → d, and lower case; composed and
 * decomposed input end up identical.
 */

import { cached } from '../cached';
import type { ContentArea } from '../contentAreas';

/** Locales whose words get English plural stemming. */
export type SearchLocale = 'vi' | 'en';

const combiningMarks = /[\u0300-\u036f]/g;

/** Lower case, no diacritics, đ → d: "ĐƠN HÀNG" → "don hang". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(combiningMarks, '').replace(/[đĐ]/g, 'd').toLowerCase();
}

/** Words are runs of letters and digits; punctuation, slashes and braces never stick to them. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token !== '');
}

/**
 * Ordinary English plurals to their singular ("orders" → "order", "categories" → "category",
 * "boxes" → "box"), leaving words that only end in s ("status", "business", "access") alone.
 */
export function stemEnglishPlural(word: string): string {
  if (word.length <= 3) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(xes|ches|shes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Suffixes of English inflections and adverbs, and what their word's stem ends in instead. */
const englishSuffixes: ReadonlyArray<readonly [RegExp, string]> = [
  [/ied$/, 'y'],
  [/ily$/, 'y'],
  [/([^p])ly$/, '$1'],
  [/ing$/, ''],
  [/ed$/, ''],
];

/**
 * The start every form of an English word shares, for a query word with a suffix: "safely" →
 * "safe", "retried" → "retry", "creating" → "creat" (which starts "create"), "shipped" → "ship".
 * Searched as a prefix beside the word, it finds the docs' other forms of it. Undefined when the
 * word has no such suffix or too little is left to stand for one word.
 */
export function englishStem(term: string): string | undefined {
  for (const [suffix, replacement] of englishSuffixes) {
    if (!suffix.test(term)) continue;
    // A doubled final consonant belongs to the suffix: "shipped" → "ship", not "shipp".
    const stem = term.replace(suffix, replacement).replace(/([^aeiouls])\1$/, '$1');
    return stem.length >= 4 ? stem : undefined;
  }
  return undefined;
}

/** One token as both the index and the query see it. */
export function processTerm(term: string, locale: SearchLocale): string {
  const folded = foldText(term);
  return locale === 'en' ? stemEnglishPlural(folded) : folded;
}

/** The fields of a section that are searched, and how much a match in each counts. */
export const fieldBoosts = { title: 4, keywords: 3, heading: 2, text: 1 } as const;
export type SearchField = keyof typeof fieldBoosts;

/** A word as it was written, only lower-cased: "Đơn" → "đơn". Exact-accent matches compare these. */
export function exactForm(word: string): string {
  return word.normalize('NFC').toLowerCase();
}

/** One searchable unit: a page section under its h2/h3 heading (or the page's opening part). */
export interface SearchDocument {
  id: number;
  /** Page title. */
  title: string;
  /** The section's heading; empty for the part above the first heading. */
  heading: string;
  /** Link to the section: the page path plus the heading's anchor. */
  url: string;
  area: SearchArea;
  /** The section's plain text, all indexed; its published copy is shortened for excerpts. */
  text: string;
  /** Words that should find the page without being shown: API method and path. */
  keywords: string;
}

/** The area a result belongs to (type only: the browser bundle never loads the build helpers). */
export type SearchArea = ContentArea;

/**
 * Where the folded query's words occur in the original text, as [start, end) ranges, so that
 * the excerpt can highlight "hàng" for the query "hang". Works because folding keeps one
 * character per precomposed character of NFC text.
 */
export function matchRanges(text: string, queryTerms: string[]): Array<[number, number]> {
  const nfc = text.normalize('NFC');
  const folded = foldedPerChar(nfc);
  if (folded.length !== nfc.length) return [];
  const ranges: Array<[number, number]> = [];
  for (const term of queryTerms) {
    if (term === '') continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}`, 'gu');
    for (const match of folded.matchAll(pattern)) {
      const start = match.index ?? 0;
      // Extend to the end of the word, so a prefix highlights the whole word it matched.
      let end = start + term.length;
      while (end < folded.length && /[\p{L}\p{N}]/u.test(folded[end] ?? '')) end += 1;
      ranges.push([start, end]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  return ranges.reduce<Array<[number, number]>>((merged, range) => {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
    return merged;
  }, []);
}

/** Characters folded so far: an excerpt folds its text one character at a time, often. */
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  return cached(foldedChars, char, () => foldText(char));
}

/** Section texts folded so far: every keystroke shows excerpts of mostly the same sections. */
const foldedTexts = new Map<string, string>();
const foldedTextsKept = 500;

function foldedPerChar(nfc: string): string {
  let folded = foldedTexts.get(nfc);
  if (folded === undefined) {
    if (foldedTexts.size >= foldedTextsKept) foldedTexts.clear();
    folded = [...nfc].map(foldChar).join('');
    foldedTexts.set(nfc, folded);
  }
  return folded;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
