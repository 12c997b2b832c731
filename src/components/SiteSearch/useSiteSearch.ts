/**
 * Opens the locale's search index on demand (never on page load) and runs the reader's query.
 * The manifest is fetched once per visit, the first time a reader focuses a search field, and
 * shared by the navbar box and the results page; each query then fetches only the shards and
 * sections it needs (src/lib/search/files.ts).
 */
import { useCallback, useEffect, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { searchManifestFile } from '@site/src/lib/search/files';
import type { SearchHit, SiteSearchIndex } from '@site/src/lib/search/query';
import type { SearchLocale } from '@site/src/lib/search/text';

type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'error';

let openedIndex: Promise<SiteSearchIndex> | undefined;
/** Set once opened, so that the next page's search starts ready instead of loading again. */
let readyIndex: SiteSearchIndex | undefined;

async function openIndex(localeRoot: string, locale: SearchLocale): Promise<SiteSearchIndex> {
  // The engine (ranking, Telex and VNI reading) arrives with the manifest, not with every page.
  const { SiteSearchIndex } = await import('@site/src/lib/search/query');
  const read = async (file: string): Promise<string> => {
    const response = await fetch(`${localeRoot}${file}`);
    if (!response.ok) throw new Error(`search: HTTP ${response.status} for ${file}`);
    return response.text();
  };
  return SiteSearchIndex.open(read, locale, searchManifestFile);
}

export interface SiteSearch {
  status: SearchIndexStatus;
  /** Starts loading the index; call it when the reader shows intent (focus, shortcut). */
  load: () => void;
  /** The results of the latest query answered so far. */
  hits: SearchHit[];
  /** True when `hits` answer the current query (false while its files are on the way). */
  settled: boolean;
}

export function useSiteSearch(query: string, limit: number): SiteSearch {
  const localeRoot = useBaseUrl('/');
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale as SearchLocale;
  const [index, setIndex] = useState(() => readyIndex);
  const [status, setStatus] = useState<SearchIndexStatus>(() => (readyIndex ? 'ready' : 'idle'));
  const [results, setResults] = useState<{ query: string; hits: SearchHit[] }>({
    query: '',
    hits: [],
  });

  const load = useCallback(() => {
    if (index !== undefined || status === 'loading') return;
    setStatus('loading');
    openedIndex ??= openIndex(localeRoot, locale);
    openedIndex.then(
      (opened) => {
        readyIndex = opened;
        setIndex(opened);
        setStatus('ready');
      },
      (error: unknown) => {
        // Let a later focus try again (the reader may have been offline for a moment).
        openedIndex = undefined;
        console.error(error);
        setStatus('error');
      },
    );
  }, [index, status, localeRoot, locale]);

  useEffect(() => {
    if (index === undefined || query.trim() === '') return undefined;
    // A slower answer to an earlier keystroke must not replace a newer one.
    let current = true;
    index.search(query, limit).then(
      (hits) => {
        if (!current) return;
        setResults({ query, hits });
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        console.error(error);
        setStatus('error');
      },
    );
    return () => {
      current = false;
    };
  }, [index, query, limit]);

  if (query.trim() === '') return { status, load, hits: [], settled: true };
  return { status, load, hits: results.hits, settled: results.query === query };
}
