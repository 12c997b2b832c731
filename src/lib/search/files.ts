/**
 * The published search files of one locale, shared by the indexer (plugins/search-index), the
 * browser, the MCP server, the bench and the tests. A reader downloads the small manifest when
 * search is focused, then per query word the one shard its term falls in, and per shown result
 * that section's stored text, so a query's download stays bounded as the site grows.
 */
import type { SearchArea } from './text';

/** The manifest keeps the old index's address, so the "loaded on focus" contract is unchanged. */
export const searchManifestFile = 'search-index.json';

/** Results shown under the search box and on the results page (the byte budget counts the larger). */
export const searchResultLimits = { box: 8, page: 50 } as const;

/** Shards and sections live under a folder named after the build, so old and new never mix. */
const searchFilesFolder = 'search-index';

export interface SearchManifest {
  version: 2;
  /** Content hash of this build's index: the folder of its shards and sections. */
  build: string;
  /** Number of sections (document ids are 0 … documents − 1). */
  documents: number;
  /** Term prefixes, one per shard; shard i is the file shardPath(manifest, i). */
  shards: string[];
}

/**
 * The terms starting with `key`. A complete shard holds all of them; the shard of a prefix that
 * was split into longer ones holds the term equal to the prefix and its most frequent completions.
 */
export interface SearchShard {
  key: string;
  complete: boolean;
  /**
   * Each word form as written (lower-cased) → its sections: [id delta, score, id delta, score, …],
   * ids ascending and delta-coded, scores BM25 × 100 for the form's folded term.
   */
  forms: Record<string, number[]>;
}

/** What a result shows: one section's page title, heading, link, area and text. */
export interface StoredSection {
  title: string;
  heading: string;
  url: string;
  area: SearchArea;
  text: string;
}

export function shardPath(manifest: SearchManifest, shard: number): string {
  return `${searchFilesFolder}/${manifest.build}/t${shard}.json`;
}

export function sectionPath(manifest: SearchManifest, id: number): string {
  return `${searchFilesFolder}/${manifest.build}/d${id}.json`;
}

/** The shard whose prefix is the longest one that starts `term`; undefined when none does. */
export function shardOf(term: string, shardIndex: ReadonlyMap<string, number>): number | undefined {
  for (let length = term.length; length > 0; length -= 1) {
    const shard = shardIndex.get(term.slice(0, length));
    if (shard !== undefined) return shard;
  }
  return undefined;
}
