/**
 * Search benchmark: the gzip size of each locale's index (what a reader downloads on first
 * focus), the time to load it, and query latency over a fixed set of queries typed the way
 * readers type them. Sizes are budgets; times are reported, never asserted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { runSearch } from '@site/src/lib/search/query';
import {
  searchIndexOptions,
  type SearchDocument,
  type SearchLocale,
} from '@site/src/lib/search/text';

export interface SearchBenchResult {
  locale: SearchLocale;
  indexBytes: number;
  indexGzipBytes: number;
  loadMs: number;
  queryMsP50: number;
  queryMsP95: number;
  queryMsMax: number;
}

/** Byte budget per locale: 80 KB gzip measured on 2026-11-22 with 34 pages; room to grow. */
export const searchIndexGzipBudget = 150 * 1024;

const queries: Record<SearchLocale, string[]> = {
  vi: [
    'don hang',
    'đơn hàng',
    'ĐƠN HÀNG',
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

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

export function benchSearch(
  buildDir: string,
  locale: SearchLocale,
  repetitions = 20,
): SearchBenchResult {
  const file = path.join(buildDir, locale === 'vi' ? '' : locale, 'search-index.json');
  const json = readFileSync(file, 'utf8');
  const loadStart = performance.now();
  const index = MiniSearch.loadJSON<SearchDocument>(json, searchIndexOptions(locale));
  const loadMs = performance.now() - loadStart;
  const times: number[] = [];
  for (let round = 0; round < repetitions; round += 1) {
    for (const query of queries[locale]) {
      // Every keystroke is a query: measure the prefixes a reader produces while typing, too.
      for (const typed of [query.slice(0, Math.ceil(query.length / 2)), query]) {
        const start = performance.now();
        runSearch(index, typed, 8);
        times.push(performance.now() - start);
      }
    }
  }
  times.sort((a, b) => a - b);
  return {
    locale,
    indexBytes: Buffer.byteLength(json),
    indexGzipBytes: gzipSync(json, { level: 9 }).length,
    loadMs,
    queryMsP50: percentile(times, 0.5),
    queryMsP95: percentile(times, 0.95),
    queryMsMax: times.at(-1) ?? 0,
  };
}
