/** An in-memory published search index, for tests that rank a handful of sections. */
import { buildSearchFiles } from '@site/plugins/search-index/shards';
import { searchManifestFile } from '@site/src/lib/search/files';
import { SiteSearchIndex } from '@site/src/lib/search/query';
import type { SearchDocument, SearchLocale } from '@site/src/lib/search/text';

export function searchIndexOf(
  locale: SearchLocale,
  documents: SearchDocument[],
  budget?: number,
): Promise<SiteSearchIndex> {
  const { files } = buildSearchFiles(documents, locale, budget);
  return SiteSearchIndex.open(
    (file) => Promise.resolve(files.get(file)),
    locale,
    searchManifestFile,
  );
}

/** A published index of a few sections, each given only the fields a test cares about. */
export function tinyIndex(
  locale: SearchLocale,
  documents: Partial<SearchDocument>[],
): Promise<SiteSearchIndex> {
  return searchIndexOf(
    locale,
    documents.map((document, id) => ({
      id,
      title: '',
      heading: '',
      url: `/page-${id}`,
      area: 'docs',
      text: '',
      keywords: '',
      ...document,
    })),
  );
}
