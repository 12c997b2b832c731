/**
 * Questions in plain language: question and stop words of both locales do not decide the ranking,
 * a number (an error code) finds only itself, the glossary's synonyms find the docs' own words,
 * and a section whose title or heading names the query comes first. The table of real questions
 * against the built index is tests/build/search-questions.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteSearchIndex } from '@site/src/lib/search/query';
import { foldText } from '@site/src/lib/search/text';
import { searchSynonyms, synonymVariants } from '@site/src/lib/search/synonyms';
import { glossaryTerms } from '@site/src/data/glossary';
import { tinyIndex } from '@site/tests/support/search';

async function urls(index: Promise<SiteSearchIndex>, query: string): Promise<string[]> {
  return (await (await index).search(query)).map((hit) => hit.url);
}

describe('questions in plain language', () => {
  it('vi: "làm sao", "để" and their unmarked forms do not outrank the words that name the topic', async () => {
    const index = tinyIndex('vi', [
      { url: '/chatter', text: 'Làm sao để bắt đầu? Chữ ký ở trang khác.' },
      { url: '/verify', heading: 'Kiểm tra chữ ký', text: 'Xác minh chữ ký của mỗi webhook.' },
    ]);
    for (const query of ['làm sao để xác minh chữ ký', 'lam sao xac minh chu ky']) {
      assert.equal((await urls(index, query))[0], '/verify', query);
    }
  });

  it('en: "how do I", "what is the" do not outrank the words that name the topic', async () => {
    const index = tinyIndex('en', [
      { url: '/chatter', text: 'How do I start? What is the plan? I do not know how it is.' },
      { url: '/limits', heading: 'Rate limit', text: 'Each token may send 100 requests a minute.' },
    ]);
    assert.equal((await urls(index, 'what is the rate limit'))[0], '/limits');
  });

  it('keeps a word without marks that may be a word of its own: "cua" can be "cửa"', async () => {
    const index = tinyIndex('vi', [
      { url: '/shop', heading: 'Cửa hàng', text: 'Thông tin cửa hàng.' },
      { url: '/goods', text: 'Hàng hoá của bạn.' },
    ]);
    assert.equal((await urls(index, 'cua hang'))[0], '/shop');
  });

  it('a query of question words only is searched as typed', async () => {
    const index = tinyIndex('vi', [{ url: '/faq', heading: 'Là gì?', text: 'MiniAI là gì' }]);
    assert.deepEqual(await urls(index, 'là gì'), ['/faq']);
  });

  it('an error code finds itself, not a longer number', async () => {
    const index = tinyIndex('en', [
      { url: '/other', text: 'Code 1240 and code 12400.' },
      { url: '/errors', heading: 'Error -124', text: 'The template is not approved.' },
    ]);
    assert.deepEqual(await urls(index, 'what does error -124 mean'), ['/errors']);
  });

  it('the docs’ own word for the reader’s: "cập nhật trạng thái" finds "Đổi trạng thái"', async () => {
    const index = tinyIndex('vi', [
      { url: '/status', title: 'Đổi trạng thái đơn hàng', text: 'Chuyển đơn sang bước tiếp theo.' },
      { url: '/other', text: 'Trạng thái của đơn hàng được lưu.' },
    ]);
    assert.equal((await urls(index, 'cập nhật trạng thái đơn hàng'))[0], '/status');
  });

  it('no synonyms for a one-word query (the search budget), several for a question', () => {
    assert.deepEqual(synonymVariants('quota'), []);
    assert.deepEqual(synonymVariants('xem quota'), ['xem hạn mức']);
  });
});

describe('search synonyms', () => {
  it('hold every pair the glossary names in a heading, "Term (other language)"', () => {
    const pairs = glossaryTerms
      .map((term) => /^(.+?) \((.+?)\)$/.exec(term.heading.vi))
      .filter((match) => match !== null)
      .map(([, term = '', other = '']) => [foldText(term), foldText(other)]);
    assert.ok(pairs.length >= 5, `only ${pairs.length} pairs in the glossary`);
    const groups = searchSynonyms.map((group) => group.map(foldText));
    for (const [term = '', other = ''] of pairs) {
      assert.ok(
        groups.some((group) => group.includes(term) && group.includes(other)),
        `${term} / ${other}`,
      );
    }
  });
});
