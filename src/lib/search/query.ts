/**
 * Runs a reader's query against a loaded index. Shared by the search box, the results page and
 * the unit tests and benchmark, so all of them rank the same way.
 */
import type MiniSearch from 'minisearch';
import { foldText, matchRanges, tokenize, type SearchArea, type SearchDocument } from './text';

export interface SearchHit {
  id: number;
  title: string;
  heading: string;
  url: string;
  area: SearchArea;
  /** Shortened section text around the first match, and the ranges to highlight in it. */
  excerpt: string;
  highlights: Array<[number, number]>;
  /** True when the section contains every word of the query. */
  matchesAll: boolean;
}

const excerptLength = 180;

/** Cuts the section text around the first match so that the excerpt shows why it was found. */
export function excerptOf(
  text: string,
  terms: string[],
): { excerpt: string; highlights: Array<[number, number]> } {
  const ranges = matchRanges(text, terms);
  const first = ranges[0];
  let start = first ? Math.max(0, first[0] - 60) : 0;
  // Start on a word boundary so the excerpt does not open with half a word.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space !== -1 && space < (first?.[0] ?? start) ? space + 1 : start;
  }
  const end = Math.min(text.length, start + excerptLength);
  const prefix = start > 0 ? '… ' : '';
  const suffix = end < text.length ? ' …' : '';
  const excerpt = `${prefix}${text.slice(start, end)}${suffix}`;
  const highlights = ranges
    .filter(([from, to]) => from >= start && to <= end)
    .map(([from, to]): [number, number] => [
      from - start + prefix.length,
      to - start + prefix.length,
    ]);
  return { excerpt, highlights };
}

/**
 * Every word may be the start of a longer one ("thuong ma" finds "thương mại"); longer words
 * forgive one typo. Sections that contain all the words come first, then the rest.
 */
export function runSearch(
  index: MiniSearch<SearchDocument>,
  query: string,
  limit = 20,
): SearchHit[] {
  const words = tokenize(query);
  if (words.length === 0) return [];
  const options = {
    prefix: true,
    fuzzy: (term: string) => (term.length >= 6 ? 0.15 : false),
    boost: { title: 4, keywords: 3, heading: 2, text: 1 },
  } as const;
  const all = index.search(query, { ...options, combineWith: 'AND' });
  const allIds = new Set(all.map((result) => result.id as number));
  const any = index
    .search(query, { ...options, combineWith: 'OR' })
    .filter((result) => !allIds.has(result.id as number));
  const terms = words.map(foldText);
  return [...all, ...any].slice(0, limit).map((result) => {
    const stored = result as unknown as SearchDocument;
    return {
      id: result.id as number,
      title: stored.title,
      heading: stored.heading,
      url: stored.url,
      area: stored.area,
      matchesAll: allIds.has(result.id as number),
      ...excerptOf(stored.text, terms),
    };
  });
}
