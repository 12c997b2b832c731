/**
 * Runs a reader's query against the published, sharded index (src/lib/search/files.ts). Shared by
 * the search box, the results page, the MCP server, the unit tests and the benchmarks, so all of
 * them rank the same way and download the same files.
 */
import { cached } from '../cached';
import {
  sectionPath,
  shardOf,
  shardPath,
  type SearchManifest,
  type SearchShard,
  type StoredSection,
} from './files';
import { inputMethodCandidates } from './inputMethod';
import { isQuestionWord } from './questionWords';
import { synonymVariants } from './synonyms';
import {
  exactForm,
  foldText,
  matchRanges,
  processTerm,
  tokenize,
  type SearchArea,
  type SearchLocale,
} from './text';

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

/** Reads one published search file by its path under the locale's root; undefined when absent. */
export type ReadSearchFile = (file: string) => Promise<string | undefined>;

const excerptLength = 180;
/** The best-ranked sections whose title and heading are read to rank them again. */
const rerankPool = 20;
/** How much a query found whole in a section's title and heading multiplies its score (+100 %). */
const namedBoost = 1;
/** MiniSearch's defaults, which this engine replaced: a completion or a typo counts for less. */
const prefixWeight = 0.375;
const fuzzyWeight = 0.45;
/** Longer words forgive typos: one edit from 6 letters, two from 14 (0.15 × length, rounded). */
const fuzzyMinLength = 6;
const fuzzyFraction = 0.15;

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

interface LoadedShard {
  complete: boolean;
  /** Folded (and for English stemmed) terms, sorted, for prefix lookups. */
  terms: string[];
  forms: Map<string, Array<{ form: string; postings: Map<number, number> }>>;
}

function loadShard(shard: SearchShard, locale: SearchLocale): LoadedShard {
  const forms: LoadedShard['forms'] = new Map();
  for (const [form, coded] of Object.entries(shard.forms)) {
    const postings = new Map<number, number>();
    let id = 0;
    for (let at = 0; at < coded.length; at += 2) {
      id += coded[at] ?? 0;
      postings.set(id, (coded[at + 1] ?? 0) / 100);
    }
    const term = processTerm(form, locale);
    const list = forms.get(term) ?? [];
    list.push({ form, postings });
    forms.set(term, list);
  }
  return { complete: shard.complete, terms: [...forms.keys()].sort(), forms };
}

/** Levenshtein distance, giving up (returning max + 1) as soon as it must exceed max. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

interface QueryWord {
  term: string;
  /** The word as typed, lower-cased; compared with the page's forms when it carries marks. */
  exact: string;
  marked: boolean;
}

/**
 * The words of a query that name something: question and stop words ("làm sao", "là gì", "how
 * do I") are left out unless nothing else is left (./questionWords.ts).
 */
function queryWords(query: string, locale: SearchLocale): QueryWord[] {
  const seen = new Set<string>();
  const words = tokenize(query)
    .map((word) => {
      const exact = exactForm(word);
      return { term: processTerm(word, locale), exact, marked: foldText(exact) !== exact };
    })
    .filter((word) => !seen.has(word.term) && seen.add(word.term));
  const naming = words.filter((word) => !isQuestionWord(word.exact, word.marked, locale));
  return naming.length > 0 ? naming : words;
}

/** A number (an error code such as -124, a status) finds only itself, never 1240 or a typo. */
const numberTerm = /^\d+$/;

/** The index terms a word matches, with the weight of each: itself, its completions, near typos. */
function matchingTerms(shard: LoadedShard, term: string): Array<[string, number]> {
  if (numberTerm.test(term)) return shard.forms.has(term) ? [[term, 1]] : [];
  const matches: Array<[string, number]> = [];
  let low = 0;
  let high = shard.terms.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((shard.terms[middle] ?? '') < term) low = middle + 1;
    else high = middle;
  }
  const completions = new Set<string>();
  for (let at = low; at < shard.terms.length; at += 1) {
    const candidate = shard.terms[at] ?? '';
    if (!candidate.startsWith(term)) break;
    completions.add(candidate);
    const distance = candidate.length - term.length;
    matches.push([
      candidate,
      distance === 0 ? 1 : (prefixWeight * candidate.length) / (candidate.length + 0.3 * distance),
    ]);
  }
  if (term.length >= fuzzyMinLength) {
    const max = Math.round(term.length * fuzzyFraction);
    for (const candidate of shard.terms) {
      if (completions.has(candidate)) continue;
      const distance = editDistance(term, candidate, max);
      if (distance <= max) {
        matches.push([candidate, (fuzzyWeight * candidate.length) / (candidate.length + distance)]);
      }
    }
  }
  return matches;
}

interface Candidate {
  score: number;
  words: number;
  /** How many of the query's marked words the section has exactly as typed. */
  exactAccents: number;
  matchesAll: boolean;
  /** Found by the query as typed, not by its Telex/VNI reading. */
  asTyped: boolean;
  terms: string[];
}

/**
 * Is `a` ranked before `b`: all words, then more of them, then as typed, then exact accents,
 * then score.
 */
function before(a: Candidate, b: Candidate): boolean {
  if (a.matchesAll !== b.matchesAll) return a.matchesAll;
  if (a.words !== b.words) return a.words > b.words;
  if (a.asTyped !== b.asTyped) return a.asTyped;
  if (a.exactAccents !== b.exactAccents) return a.exactAccents > b.exactAccents;
  return a.score > b.score;
}

function scoreQuery(
  words: QueryWord[],
  shardOfWord: Array<LoadedShard | undefined>,
  asTyped: boolean,
): Map<number, Candidate> {
  const candidates = new Map<number, Candidate>();
  const terms = words.map((word) => foldText(word.exact));
  words.forEach((word, index) => {
    const shard = shardOfWord[index];
    if (shard === undefined) return;
    const perDocument = new Map<number, { score: number; exact: boolean }>();
    for (const [term, weight] of matchingTerms(shard, word.term)) {
      const counted = new Set<number>();
      for (const { form, postings } of shard.forms.get(term) ?? []) {
        const exact = word.marked && form.startsWith(word.exact);
        for (const [id, score] of postings) {
          const entry = perDocument.get(id) ?? { score: 0, exact: false };
          // Forms of one term share its score: count it once per section.
          if (!counted.has(id)) entry.score += weight * score;
          counted.add(id);
          entry.exact ||= exact;
          perDocument.set(id, entry);
        }
      }
    }
    for (const [id, { score, exact }] of perDocument) {
      const candidate = candidates.get(id) ?? {
        score: 0,
        words: 0,
        exactAccents: 0,
        matchesAll: false,
        asTyped,
        terms,
      };
      candidate.score += score;
      candidate.words += 1;
      candidate.exactAccents += exact ? 1 : 0;
      candidate.matchesAll = candidate.words === words.length;
      candidates.set(id, candidate);
    }
  });
  return candidates;
}

export class SiteSearchIndex {
  private readonly shardIndex: Map<string, number>;
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private readonly sections = new Map<number, Promise<StoredSection>>();

  private constructor(
    readonly manifest: SearchManifest,
    private readonly read: ReadSearchFile,
    readonly locale: SearchLocale,
  ) {
    this.shardIndex = new Map(manifest.shards.map((key, index) => [key, index]));
  }

  /** Reads the manifest only; shards and sections are read when a query needs them. */
  static async open(read: ReadSearchFile, locale: SearchLocale, manifestFile: string) {
    const json = await read(manifestFile);
    if (json === undefined) throw new Error(`search: ${manifestFile} is missing`);
    return new SiteSearchIndex(JSON.parse(json) as SearchManifest, read, locale);
  }

  private async file<T>(file: string): Promise<T> {
    const json = await this.read(file);
    if (json === undefined) throw new Error(`search: ${file} is missing`);
    return JSON.parse(json) as T;
  }

  /** The shard a term falls in, as its number; undefined when no indexed term starts like it. */
  shardOfTerm(term: string): number | undefined {
    return shardOf(term, this.shardIndex);
  }

  private shard(shard: number): Promise<LoadedShard> {
    return cached(this.shards, shard, () => {
      const loaded = this.file<SearchShard>(shardPath(this.manifest, shard)).then((data) =>
        loadShard(data, this.locale),
      );
      // A failed read (offline for a moment) is tried again by the next query.
      loaded.catch(() => this.shards.delete(shard));
      return loaded;
    });
  }

  private section(id: number): Promise<StoredSection> {
    return cached(this.sections, id, () => {
      const loaded = this.file<StoredSection>(sectionPath(this.manifest, id));
      loaded.catch(() => this.sections.delete(id));
      return loaded;
    });
  }

  /**
   * Every word may be the start of a longer one ("thuong ma" finds "thương mại"); longer words
   * forgive one typo within their shard. Sections that contain all the words come first, then
   * those with the reader's exact accents ("đơn" before "don"), then by score. Words typed in
   * Telex or VNI without an input method ("ddown hangf") are also searched as Vietnamese.
   * `files`, when given, receives every file the query needs (loaded now or earlier).
   */
  async search(query: string, limit = 20, files?: Set<string>): Promise<SearchHit[]> {
    // Telex and VNI are Vietnamese typing: read that way, English words turn into noise.
    const readings = this.locale === 'vi' ? inputMethodCandidates(query) : [];
    // The reader's words in the docs' own (synonyms) count as typed; Telex readings do not.
    const typed = [query, ...synonymVariants(query)];
    const variants = [...typed, ...readings].map((text) => queryWords(text, this.locale));
    if (variants[0]?.length === 0) return [];
    const shardNumbers = new Set(
      variants.flat().flatMap((word) => this.shardOfTerm(word.term) ?? []),
    );
    for (const shard of shardNumbers) files?.add(shardPath(this.manifest, shard));
    const shards = new Map(
      await Promise.all(
        [...shardNumbers].map(async (shard) => [shard, await this.shard(shard)] as const),
      ),
    );
    const best = new Map<number, Candidate>();
    for (const [variant, words] of variants.entries()) {
      const wordShards = words.map((word) => {
        const shard = this.shardOfTerm(word.term);
        return shard === undefined ? undefined : shards.get(shard);
      });
      for (const [id, candidate] of scoreQuery(words, wordShards, variant < typed.length)) {
        const current = best.get(id);
        if (current === undefined || before(candidate, current)) best.set(id, candidate);
      }
    }
    const pool = [...best.entries()]
      .sort(([idA, a], [idB, b]) => (before(a, b) ? -1 : before(b, a) ? 1 : idA - idB))
      .slice(0, Math.max(limit, rerankPool));
    for (const [id] of pool) files?.add(sectionPath(this.manifest, id));
    const sections = new Map(
      await Promise.all(pool.map(async ([id]) => [id, await this.section(id)] as const)),
    );
    // What a section is about is its page's title and its heading (an operation's summary):
    // the words of the query found there raise its score.
    for (const [id, candidate] of pool) {
      const section = sections.get(id);
      const named = new Set(
        tokenize(`${section?.title ?? ''} ${section?.heading ?? ''}`).map((word) =>
          processTerm(word, this.locale),
        ),
      );
      const inName = candidate.terms.filter((term) =>
        [...named].some((word) => word.startsWith(processTerm(term, this.locale))),
      ).length;
      candidate.score *= 1 + (namedBoost * inName) / Math.max(1, candidate.terms.length);
    }
    const ranked = pool
      .sort(([idA, a], [idB, b]) => (before(a, b) ? -1 : before(b, a) ? 1 : idA - idB))
      .slice(0, limit);
    return Promise.all(
      ranked.map(async ([id, candidate]) => {
        const section = sections.get(id) ?? (await this.section(id));
        return {
          id,
          title: section.title,
          heading: section.heading,
          url: section.url,
          area: section.area,
          matchesAll: candidate.matchesAll,
          ...excerptOf(section.text, candidate.terms),
        };
      }),
    );
  }
}
