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
import { isQuestionWord, mayOnlyAsk } from './questionWords';
import { synonymVariants } from './synonyms';
import {
  englishStem,
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
  /** True when the section contains every word of the query (but those that may only ask). */
  matchesAll: boolean;
}

/** Reads one published search file by its path under the locale's root; undefined when absent. */
export type ReadSearchFile = (file: string) => Promise<string | undefined>;

const excerptLength = 180;
/** The best-ranked sections whose title and heading are read to rank them again. */
const rerankPool = 20;
/** How much a query found whole in a section's title and heading multiplies its score (+100 %). */
const namedBoost = 1;
/** How much the query's neighbouring words found side by side in the name multiply it (+100 %). */
const pairBoost = 1;
/** Side by side in the text, a pair counts for half of one in the title or heading. */
const textPairWeight = 0.5;
/** What each required word a section lacks multiplies its score by: it can still come first. */
const missingWordWeight = 0.25;
/** A section found only by the query's Telex or VNI reading counts half. */
const readingWeight = 0.5;
/**
 * Shards a query reads at most. A question of many words would read a shard per word (and per
 * synonym and Telex reading) beside the manifest and a results page of sections, past the search
 * budget (PERFORMANCE.md); the questions of the question table need about this many.
 */
const maxQueryShards = 8;

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
  /** English: the start its other forms share ("safely" → "safe"), searched as a prefix too. */
  stem: string | undefined;
  /** A section that lacks it may still hold the whole query (mayOnlyAsk: "minh", "cho"). */
  optional: boolean;
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
      const term = processTerm(word, locale);
      const stem = locale === 'en' ? englishStem(term) : undefined;
      const marked = foldText(exact) !== exact;
      return { term, exact, marked, stem, optional: mayOnlyAsk(exact, marked, locale) };
    })
    .filter((word) => !seen.has(word.term) && seen.add(word.term));
  const naming = words.filter((word) => !isQuestionWord(word.exact, word.marked, locale));
  return naming.length > 0 ? naming : words;
}

/** A number (an error code such as -124, a status) finds only itself, never 1240 or a typo. */
const numberTerm = /^\d+$/;
/** MiniSearch's defaults, which this engine replaced: a completion or a typo counts for less. */
const prefixWeight = 0.375;
const fuzzyWeight = 0.45;
/** Longer words forgive typos: one edit from 6 letters, two from 14 (0.15 × length, rounded). */
const fuzzyMinLength = 6;
const fuzzyFraction = 0.15;

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

/** The terms a query word looks up: itself and, for an English word with a suffix, its stem. */
function lookups(word: QueryWord): string[] {
  return word.stem === undefined ? [word.term] : [word.term, word.stem];
}

/**
 * The shards a query reads, at most maxQueryShards: the words of each reading of the query in
 * turn, within one the longest first (a long word is a rare one, which tells the most) and those
 * that may only ask last. A word whose shards would pass the cap is not read.
 */
function queryShards(
  variants: QueryWord[][],
  shardOfTerm: (term: string) => number | undefined,
): Set<number> {
  const ordered = variants.map((words) =>
    [...words].sort(
      (a, b) => Number(a.optional) - Number(b.optional) || b.term.length - a.term.length,
    ),
  );
  const chosen = new Set<number>();
  const rounds = Math.max(0, ...ordered.map((words) => words.length));
  for (let round = 0; round < rounds; round += 1) {
    for (const words of ordered) {
      const word = words[round];
      if (word === undefined) continue;
      const needed = new Set(lookups(word).flatMap((term) => shardOfTerm(term) ?? []));
      const added = [...needed].filter((shard) => !chosen.has(shard));
      if (chosen.size + added.length > maxQueryShards) continue;
      for (const shard of added) chosen.add(shard);
    }
  }
  return chosen;
}

/** The index terms a word matches through any of its lookups, each with its best weight. */
function wordMatches(
  word: QueryWord,
  shardOfLookup: (term: string) => LoadedShard | undefined,
): Map<string, { shard: LoadedShard; weight: number }> {
  const matches = new Map<string, { shard: LoadedShard; weight: number }>();
  for (const lookup of lookups(word)) {
    const shard = shardOfLookup(lookup);
    if (shard === undefined) continue;
    for (const [term, weight] of matchingTerms(shard, lookup)) {
      if ((matches.get(term)?.weight ?? 0) < weight) matches.set(term, { shard, weight });
    }
  }
  return matches;
}

interface Candidate {
  score: number;
  /** How many of the query's marked words the section has exactly as typed. */
  exactAccents: number;
  /** Words of the query the section lacks, not counting those that may only ask. */
  missing: number;
  /** Found by the query as typed, not by its Telex/VNI reading. */
  asTyped: boolean;
  terms: string[];
  /** Each query word's lookups (itself, an English word's stem), to find it in a section's name. */
  lookups: string[][];
}

/**
 * Ranked sections with each page's best one before any page's second: a page whose title names
 * the query has many sections that match it, and they would hide the other pages that answer.
 */
function byPage<T extends readonly [number, unknown]>(
  ranked: T[],
  urlOf: (id: number) => string,
): T[] {
  const seen = new Set<string>();
  const firsts: T[] = [];
  const others: T[] = [];
  for (const entry of ranked) {
    const page = urlOf(entry[0]).split('#')[0] ?? '';
    (seen.has(page) ? others : firsts).push(entry);
    seen.add(page);
  }
  return [...firsts, ...others];
}

/** The score a section is ranked by: less for each word it lacks, less when found by a reading. */
function rankScore(candidate: Candidate): number {
  return (
    candidate.score *
    missingWordWeight ** candidate.missing *
    (candidate.asTyped ? 1 : readingWeight)
  );
}

/**
 * Is `a` ranked before `b`: more of the reader's words with their exact marks ("đơn", not "đón"),
 * then the rank score. A section that lacks a word is not ruled out: a strong match of the rest
 * (an operation named by the question) can still come before a weak one of every word.
 */
function before(a: Candidate, b: Candidate): boolean {
  if (a.exactAccents !== b.exactAccents) return a.exactAccents > b.exactAccents;
  return rankScore(a) > rankScore(b);
}

function scoreQuery(
  words: QueryWord[],
  shardOfLookup: (term: string) => LoadedShard | undefined,
  asTyped: boolean,
): Map<number, Candidate> {
  const candidates = new Map<number, Candidate>();
  const terms = words.map((word) => foldText(word.exact));
  const wordLookups = words.map(lookups);
  const matched = words.map((word) => {
    const perDocument = new Map<number, { score: number; exact: boolean }>();
    for (const [term, { shard, weight }] of wordMatches(word, shardOfLookup)) {
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
    return perDocument;
  });
  // Words that may only ask ("minh", "cho") are not required, unless no other word is left.
  const required = words.every((word) => word.optional)
    ? words.map(() => true)
    : words.map((word) => !word.optional);
  const requiredCount = required.filter(Boolean).length;
  matched.forEach((perDocument, index) => {
    for (const [id, { score, exact }] of perDocument) {
      const candidate = candidates.get(id) ?? {
        score: 0,
        exactAccents: 0,
        missing: requiredCount,
        asTyped,
        terms,
        lookups: wordLookups,
      };
      candidate.score += score;
      candidate.exactAccents += exact ? 1 : 0;
      if (required[index]) candidate.missing -= 1;
      candidates.set(id, candidate);
    }
  });
  return candidates;
}

export class SiteSearchIndex {
  private readonly shardIndex: Map<string, number>;
  private readonly shards = new Map<number, Promise<LoadedShard>>();
  private readonly sections = new Map<number, Promise<StoredSection>>();
  /** Each read section's words as terms (its title and heading, its text): reranked per keystroke. */
  private readonly sectionTerms = new Map<number, { name: string[]; text: string[] }>();

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
   * forgive one typo within their shard; an English word also finds its other forms ("safely",
   * "safe"). Sections with more of the reader's words in their exact accents come first ("đơn"
   * before "don"), then by score, which each missing word cuts; the query's words in a section's
   * title or heading, and side by side, raise it. A page's best section comes before any page's
   * second. Words typed in Telex or VNI without an input method ("ddown hangf") are also searched
   * as Vietnamese.
   * `files`, when given, receives every file the query needs (loaded now or earlier).
   */
  async search(query: string, limit = 20, files?: Set<string>): Promise<SearchHit[]> {
    // Telex and VNI are Vietnamese typing: read that way, English words turn into noise.
    const readings = this.locale === 'vi' ? inputMethodCandidates(query) : [];
    // The reader's words in the docs' own (synonyms) count as typed; Telex readings do not.
    const typed = [query, ...synonymVariants(query)];
    const variants = [...typed, ...readings].map((text) => queryWords(text, this.locale));
    if (variants[0]?.length === 0) return [];
    const shardNumbers = queryShards(variants, (term) => this.shardOfTerm(term));
    for (const shard of shardNumbers) files?.add(shardPath(this.manifest, shard));
    const shards = new Map(
      await Promise.all(
        [...shardNumbers].map(async (shard) => [shard, await this.shard(shard)] as const),
      ),
    );
    const best = new Map<number, Candidate>();
    const shardOfLookup = (term: string) => {
      const shard = this.shardOfTerm(term);
      return shard === undefined ? undefined : shards.get(shard);
    };
    // A word whose shard was not read is left out, not counted as missing from every section.
    const read = (word: QueryWord) =>
      lookups(word).every((term) => {
        const shard = this.shardOfTerm(term);
        return shard === undefined || shardNumbers.has(shard);
      });
    for (const [variant, words] of variants.entries()) {
      const kept = words.filter(read);
      for (const [id, candidate] of scoreQuery(kept, shardOfLookup, variant < typed.length)) {
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
    // the words of the query found there raise its score. So do the query's words found side
    // by side as typed: a Vietnamese word is often two syllables ("người dùng", "máy chủ").
    const words = (text: string) => tokenize(text).map((word) => processTerm(word, this.locale));
    for (const [id, candidate] of pool) {
      const section = sections.get(id);
      const { name, text } = cached(this.sectionTerms, id, () => ({
        name: words(`${section?.title ?? ''} ${section?.heading ?? ''}`),
        text: words(section?.text ?? ''),
      }));
      // A query word stands for the words it starts, or (English) its stem starts.
      const queryTerms = candidate.lookups;
      const standsFor = (word: string, starts: string[]) =>
        starts.some((start) => word.startsWith(start));
      const inName = queryTerms.filter((starts) =>
        name.some((word) => standsFor(word, starts)),
      ).length;
      const pairs = queryTerms.slice(1).map((starts, index) => [queryTerms[index] ?? [], starts]);
      const pairsIn = (sequence: string[]) =>
        pairs.filter(([first = [], second = []]) =>
          sequence.some(
            (word, at) => standsFor(word, first) && standsFor(sequence[at + 1] ?? '', second),
          ),
        ).length;
      const together =
        pairs.length === 0 ? 0 : (pairsIn(name) + textPairWeight * pairsIn(text)) / pairs.length;
      candidate.score *=
        (1 + (namedBoost * inName) / Math.max(1, candidate.terms.length)) *
        (1 + pairBoost * together);
    }
    const ranked = byPage(
      pool.sort(([idA, a], [idB, b]) => (before(a, b) ? -1 : before(b, a) ? 1 : idA - idB)),
      (id) => sections.get(id)?.url ?? '',
    ).slice(0, limit);
    return Promise.all(
      ranked.map(async ([id, candidate]) => {
        const section = sections.get(id) ?? (await this.section(id));
        return {
          id,
          title: section.title,
          heading: section.heading,
          url: section.url,
          area: section.area,
          matchesAll: candidate.missing === 0,
          ...excerptOf(section.text, candidate.terms),
        };
      }),
    );
  }
}
