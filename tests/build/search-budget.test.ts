/**
 * Issue #22: search downloads a bounded amount whatever the query. For every term of each
 * locale's built index (every word form and shard prefix, typed as a query), the files the
 * query needs (manifest, shard, the sections of a full results page), counted as nginx serves
 * them from the built files, must stay within 60 KiB.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localeDirOf, searchDownloads, searchQueryByteBudget } from '@site/scripts/bench/search';
import { siteDir } from '@site/tests/support/content';
import path from 'node:path';

const buildDir = path.join(siteDir, 'build');

describe('search download budget', () => {
  for (const locale of ['vi', 'en'] as const) {
    it(`${locale}: no query downloads more than ${searchQueryByteBudget / 1024} KiB of search files`, async () => {
      const downloads = await searchDownloads(localeDirOf(buildDir, locale), locale);
      assert.ok(downloads.length > 1000, `only ${downloads.length} terms in the ${locale} index`);
      const over = downloads.filter((download) => download.bytes > searchQueryByteBudget);
      assert.deepEqual(
        over.slice(0, 10).map((download) => `${download.query}: ${download.bytes} B`),
        [],
      );
    });
  }
});
