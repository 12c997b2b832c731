/**
 * How built pages are cut into search results: a row marked with `data-search-section` (the
 * error-code table of /docs/errors) is a result of its own at its anchor, and searching an error
 * code such as "-1007" shows that row first, ahead of longer sections that mention the code.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { documentsOfPage } from '@site/plugins/search-index';
import { buildSearchFiles } from '@site/plugins/search-index/shards';
import { sectionPath, type StoredSection } from '@site/src/lib/search/files';
import type { SearchLocale } from '@site/src/lib/search/text';
import { searchIndexOf } from '@site/tests/support/search';

function page(route: string, body: string) {
  const $ = load(
    `<main><article><h1>${route}</h1><div class="markdown">${body}</div></article></main>`,
  );
  return { route, routePath: `/${route}`, area: 'docs' as const, $ };
}

const errorsPage = page(
  'docs/errors',
  `<p>Every code.</p>
   <h2 id="codes">The error codes</h2>
   <p>One row per code.</p>
   <table><tbody>
     <tr id="error-1006" data-search-section="-1006 state_conflict"><th>-1006</th><td>409</td><td>State conflict.</td></tr>
     <tr id="error-1007" data-search-section="-1007 already_exists"><th>-1007</th><td>409</td><td>A unique value is already taken.</td></tr>
   </tbody></table>
   <p>Logged codes after the table.</p>
   <h2 id="retry">When to retry</h2><p>Never for 409.</p>`,
);

/** A longer section elsewhere that also names the code, as an operation page does. */
const operationPage = page(
  'api/products/create-product',
  `<h2 id="responses">Responses</h2><p>${'Creates a product in the catalogue. '.repeat(20)}
   A duplicate code answers 409 with error -1007.</p>`,
);

describe('search sections', () => {
  const documents = documentsOfPage(errorsPage, '', 0);

  it('makes each marked row a result at its own anchor', () => {
    const row = documents.find((document) => document.url === '/docs/errors#error-1007');
    assert.ok(row, documents.map((document) => document.url).join(', '));
    assert.equal(row.heading, '-1007 already_exists');
    assert.match(row.text, /A unique value is already taken/);
    assert.doesNotMatch(row.text, /State conflict/);
  });

  it('gives the text after a row back to the section around it', () => {
    const around = documents.filter((document) => document.url === '/docs/errors#codes');
    assert.equal(around.length, 1);
    assert.match(around[0]?.text ?? '', /One row per code\. .*Logged codes after the table/);
  });

  for (const locale of ['vi', 'en'] as SearchLocale[]) {
    it(`${locale}: "-1007" shows the row of /docs/errors first`, async () => {
      const index = await searchIndexOf(locale, [
        ...documents,
        ...documentsOfPage(operationPage, '', documents.length),
      ]);
      const hits = await index.search('-1007');
      assert.equal(hits[0]?.url, '/docs/errors#error-1007');
      assert.ok(hits.length > 1, 'the operation page should be found too');
    });
  }
});

describe('long sections', () => {
  it('a word deep in a long section finds it; the published section keeps its start', async () => {
    const long = page(
      'api/orders/create-order',
      `<h2 id="responses">Responses</h2><p>${'The order as stored, with its lines. '.repeat(60)}
       Example: a brand-new order.</p>`,
    );
    const documents = documentsOfPage(long, '', 0);
    const [hit] = await (await searchIndexOf('en', documents)).search('brand-new');
    assert.equal(hit?.url, '/api/orders/create-order#responses');
    const { manifest, files } = buildSearchFiles(documents, 'en');
    const id = documents.findIndex((document) => document.url.endsWith('#responses'));
    const stored = JSON.parse(files.get(sectionPath(manifest, id)) ?? '{}') as StoredSection;
    assert.ok((documents[id]?.text.length ?? 0) > 2000, 'the index reads the whole section');
    assert.ok(stored.text.length < 2000, 'the published section keeps its start');
  });
});
