/**
 * Search benchmark on a build: what a query downloads and how long it takes. For every term of
 * each locale's index (every word form and every shard prefix, each typed as a query), the bytes
 * of the files it needs as nginx serves them: the manifest, its shard and the sections of a full
 * results page. Then query latency over queries typed the way readers type them, once their
 * files are loaded. Bytes are budgets (tests/build/search-budget.test.ts); times are reported.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { servedBytes } from '@site/plugins/search-index/shards';
import {
  searchManifestFile,
  shardPath,
  type SearchManifest,
  type SearchShard,
} from '@site/src/lib/search/files';
import { cached } from '@site/src/lib/cached';
import { searchResultLimits } from '@site/src/lib/search/files';
import { SiteSearchIndex } from '@site/src/lib/search/query';
import type { SearchLocale } from '@site/src/lib/search/text';

/** Issue #22: a query downloads at most 60 KiB of search files on today's site, 120 KiB at 10×. */
export const searchQueryByteBudget = 60 * 1024;
export const searchQueryByteBudgetAtTenTimes = 120 * 1024;
/** Issue #22: query latency p95 after load. */
export const searchQueryMsBudget = 50;

export interface SearchBenchResult {
  locale: SearchLocale;
  shards: number;
  sections: number;
  /** Terms typed as queries (word forms and shard prefixes). */
  queries: number;
  bytesPerQueryMax: number;
  bytesPerQueryMedian: number;
  heaviestQuery: string;
  queryMsP50: number;
  queryMsP95: number;
  queryMsMax: number;
}

const latencyQueries: Record<SearchLocale, string[]> = {
  vi: [
    'don hang',
    'đơn hàng',
    'ĐƠN HÀNG',
    'ddown hangf',
    'd9o7n ha2ng',
    'thuong ma',
    'zns',
    'mau tin',
    '/orders',
    'access_token',
    'qua tang tet',
    'gioi han tan suat',
    'ma loi',
    'phan trang',
    'san pham',
    'danh muc',
    'tin nhan oa',
    'z',
    'mini app la gi',
    'wechat',
  ],
  en: [
    'orders',
    'order status',
    'categories',
    'zns template',
    '/orders',
    'access_token',
    'rate limit',
    'error codes',
    'pagination',
    'gift campaign',
    'tet',
    'o',
    'mini app',
    'wechat mini programs',
    'products',
  ],
};

/** Queries typed the way readers type them, with the half-typed prefix of each. */
export function typedQueries(locale: SearchLocale): string[] {
  return latencyQueries[locale].flatMap((query) => [
    // Every keystroke is a query: measure the prefixes a reader produces while typing, too.
    query.slice(0, Math.ceil(query.length / 2)),
    query,
  ]);
}

export function localeDirOf(buildDir: string, locale: SearchLocale): string {
  return locale === 'vi' ? buildDir : path.join(buildDir, locale);
}

/** Reads search files from a built locale folder, each once, remembering its served size. */
function builtFiles(localeDir: string) {
  const contents = new Map<string, Promise<string | undefined>>();
  const read = (file: string): Promise<string | undefined> => {
    let content = contents.get(file);
    if (content === undefined) {
      content = readFile(path.join(localeDir, file), 'utf8').catch(() => undefined);
      contents.set(file, content);
    }
    return content;
  };
  // Every query reads the same few hundred files: each is compressed once, not once per query.
  const sizes = new Map<string, Promise<number>>();
  const served = (file: string): Promise<number> =>
    cached(sizes, file, () => read(file).then((content) => servedBytes(content ?? '')));
  return { read, served };
}

/**
 * A locale's built index, and what one query downloads from it as served: the manifest, the
 * shards and the sections of a full results page.
 */
export async function builtSearch(localeDir: string, locale: SearchLocale) {
  const files = builtFiles(localeDir);
  const index = await SiteSearchIndex.open(files.read, locale, searchManifestFile);
  const manifestBytes = await files.served(searchManifestFile);
  const query = async (text: string) => {
    const needed = new Set<string>();
    const hits = await index.search(text, searchResultLimits.page, needed);
    const sizes = await Promise.all([...needed].map((file) => files.served(file)));
    return { hits, bytes: manifestBytes + sizes.reduce((sum, size) => sum + size, 0) };
  };
  return { index, query };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Every term typed as a query, with the served bytes of the files it needs, heaviest first. */
export async function searchDownloads(
  localeDir: string,
  locale: SearchLocale,
): Promise<Array<{ query: string; bytes: number }>> {
  const files = builtFiles(localeDir);
  const index = await SiteSearchIndex.open(files.read, locale, searchManifestFile);
  const manifestBytes = await files.served(searchManifestFile);
  const queries = new Set<string>(index.manifest.shards);
  for (let shard = 0; shard < index.manifest.shards.length; shard += 1) {
    const json = await files.read(shardPath(index.manifest, shard));
    if (json === undefined) throw new Error(`${shardPath(index.manifest, shard)} is missing`);
    for (const form of Object.keys((JSON.parse(json) as SearchShard).forms)) queries.add(form);
  }
  const downloads: Array<{ query: string; bytes: number }> = [];
  for (const query of queries) {
    const needed = new Set<string>();
    await index.search(query, searchResultLimits.page, needed);
    const sizes = await Promise.all([...needed].map((file) => files.served(file)));
    downloads.push({ query, bytes: manifestBytes + sizes.reduce((sum, size) => sum + size, 0) });
  }
  return downloads.sort((a, b) => b.bytes - a.bytes);
}

export async function benchSearch(
  buildDir: string,
  locale: SearchLocale,
  repetitions = 20,
): Promise<SearchBenchResult> {
  const localeDir = localeDirOf(buildDir, locale);
  const downloads = await searchDownloads(localeDir, locale);
  const bytes = downloads.map((download) => download.bytes).sort((a, b) => a - b);
  const files = builtFiles(localeDir);
  const index = await SiteSearchIndex.open(files.read, locale, searchManifestFile);
  const manifest: SearchManifest = index.manifest;
  const typed = typedQueries(locale);
  // "After load": each query's files are read once before it is timed.
  for (const query of typed) await index.search(query, searchResultLimits.page);
  const times: number[] = [];
  for (let round = 0; round < repetitions; round += 1) {
    for (const query of typed) {
      const start = performance.now();
      await index.search(query, searchResultLimits.box);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  return {
    locale,
    shards: manifest.shards.length,
    sections: manifest.documents,
    queries: downloads.length,
    bytesPerQueryMax: bytes.at(-1) ?? 0,
    bytesPerQueryMedian: percentile(bytes, 0.5),
    heaviestQuery: downloads[0]?.query ?? '',
    queryMsP50: percentile(times, 0.5),
    queryMsP95: percentile(times, 0.95),
    queryMsMax: times.at(-1) ?? 0,
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Prints the table of a bench run and returns the budgets it breaks. */
export function reportSearch(results: SearchBenchResult[], byteBudget: number): string[] {
  console.table(
    results.map((result) => ({
      locale: result.locale,
      sections: result.sections,
      shards: result.shards,
      'terms typed': result.queries,
      'bytes/query max': kib(result.bytesPerQueryMax),
      'bytes/query median': kib(result.bytesPerQueryMedian),
      'heaviest query': result.heaviestQuery,
      budget: kib(byteBudget),
      'query p50': ms(result.queryMsP50),
      'query p95': ms(result.queryMsP95),
    })),
  );
  return results.flatMap((result) => [
    ...(result.bytesPerQueryMax > byteBudget
      ? [
          `search (${result.locale}): "${result.heaviestQuery}" downloads ${kib(result.bytesPerQueryMax)}, budget ${kib(byteBudget)}`,
        ]
      : []),
    ...(result.queryMsP95 > searchQueryMsBudget
      ? [
          `search (${result.locale}): query p95 ${ms(result.queryMsP95)}, budget ${ms(searchQueryMsBudget)}`,
        ]
      : []),
  ]);
}
