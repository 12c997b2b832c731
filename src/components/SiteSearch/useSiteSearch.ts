/**
 * Loads the locale's search index on demand (never on page load) and runs queries against it.
 * The index and the MiniSearch library are fetched once per visit, the first time a reader
 * focuses a search field, and shared by the navbar box and the results page.
 */
import { useCallback, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type MiniSearch from 'minisearch';
import { runSearch, type SearchHit } from '@site/src/lib/search/query';
import {
  searchIndexOptions,
  type SearchDocument,
  type SearchLocale,
} from '@site/src/lib/search/text';

export type SearchIndexStatus = 'idle' | 'loading' | 'ready' | 'error';

let loadedIndex: Promise<MiniSearch<SearchDocument>> | undefined;
/** Set once loaded, so that the next page's search starts ready instead of loading again. */
let readyIndex: MiniSearch<SearchDocument> | undefined;

async function fetchIndex(url: string, locale: SearchLocale): Promise<MiniSearch<SearchDocument>> {
  const [{ default: MiniSearchClass }, response] = await Promise.all([
    import('minisearch'),
    fetch(url),
  ]);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return MiniSearchClass.loadJSON<SearchDocument>(
    await response.text(),
    searchIndexOptions(locale),
  );
}

export interface SiteSearch {
  status: SearchIndexStatus;
  /** Starts loading the index; call it when the reader shows intent (focus, shortcut). */
  load: () => void;
  search: (query: string, limit?: number) => SearchHit[];
}

export function useSiteSearch(): SiteSearch {
  const indexUrl = useBaseUrl('/search-index.json');
  const { i18n } = useDocusaurusContext();
  const locale = i18n.currentLocale as SearchLocale;
  const [index, setIndex] = useState(() => readyIndex);
  const [status, setStatus] = useState<SearchIndexStatus>(() => (readyIndex ? 'ready' : 'idle'));

  const load = useCallback(() => {
    if (index !== undefined || status === 'loading') return;
    setStatus('loading');
    loadedIndex ??= fetchIndex(indexUrl, locale);
    loadedIndex.then(
      (loaded) => {
        readyIndex = loaded;
        setIndex(loaded);
        setStatus('ready');
      },
      (error: unknown) => {
        // Let a later focus try again (the reader may have been offline for a moment).
        loadedIndex = undefined;
        console.error(error);
        setStatus('error');
      },
    );
  }, [index, status, indexUrl, locale]);

  const search = useCallback(
    (query: string, limit?: number) => (index === undefined ? [] : runSearch(index, query, limit)),
    [index],
  );

  return { status, load, search };
}
