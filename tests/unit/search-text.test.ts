/**
 * The search normaliser and ranking: Vietnamese typed with or without diacritics, composed or
 * decomposed, upper or lower case, finds the same words; punctuation never sticks to a word.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import MiniSearch from 'minisearch';
import { excerptOf, runSearch } from '@site/src/lib/search/query';
import {
  foldText,
  matchRanges,
  processTerm,
  searchIndexOptions,
  stemEnglishPlural,
  tokenize,
  type SearchDocument,
} from '@site/src/lib/search/text';

describe('foldText', () => {
  it('removes tone marks and vowel marks', () => {
    assert.equal(foldText('thương mại điện tử'), 'thuong mai dien tu');
    assert.equal(foldText('Nguyễn Thị Hồng Nhung'), 'nguyen thi hong nhung');
  });

  it('folds đ and Đ to d', () => {
    assert.equal(foldText('đơn hàng'), 'don hang');
    assert.equal(foldText('ĐƠN HÀNG'), 'don hang');
  });

  it('gives composed (NFC) and decomposed (NFD) input the same result', () => {
    const composed = 'Quà tặng Tết'.normalize('NFC');
    const decomposed = 'Quà tặng Tết'.normalize('NFD');
    assert.notEqual(composed, decomposed);
    assert.equal(foldText(composed), foldText(decomposed));
    assert.equal(foldText(decomposed), 'qua tang tet');
  });
});

describe('tokenize', () => {
  it('splits on punctuation, slashes and braces', () => {
    assert.deepEqual(tokenize('GET /orders/{order_id}?limit=20'), [
      'GET',
      'orders',
      'order',
      'id',
      'limit',
      '20',
    ]);
    assert.deepEqual(tokenize('"đơn hàng", (mới)!'), ['đơn', 'hàng', 'mới']);
  });

  it('keeps decomposed letters inside their word', () => {
    assert.deepEqual(tokenize('đơn hàng'.normalize('NFD')), ['đơn', 'hàng']);
  });

  it('returns nothing for punctuation only', () => {
    assert.deepEqual(tokenize(' -- / ... '), []);
  });
});

describe('English plurals', () => {
  it('stems ordinary plurals', () => {
    assert.equal(stemEnglishPlural('orders'), 'order');
    assert.equal(stemEnglishPlural('categories'), 'category');
    assert.equal(stemEnglishPlural('boxes'), 'box');
    assert.equal(stemEnglishPlural('messages'), 'message');
  });

  it('leaves words that merely end in s', () => {
    for (const word of ['status', 'business', 'access', 'analysis', 'gas']) {
      assert.equal(stemEnglishPlural(word), word);
    }
  });

  it('applies only to the English index', () => {
    assert.equal(processTerm('Orders', 'en'), 'order');
    assert.equal(processTerm('Orders', 'vi'), 'orders');
  });
});

describe('matchRanges', () => {
  it('finds accented words for an accent-free query, in the original text', () => {
    const text = 'Tạo đơn hàng mới';
    const ranges = matchRanges(text, ['don', 'hang']);
    assert.deepEqual(
      ranges.map(([start, end]) => text.slice(start, end)),
      ['đơn', 'hàng'],
    );
  });

  it('highlights the whole word a prefix matched', () => {
    const text = 'Thương mại điện tử';
    assert.deepEqual(
      matchRanges(text, ['thuong', 'ma']).map(([start, end]) => text.slice(start, end)),
      ['Thương', 'mại'],
    );
  });
});

function tinyIndex(
  locale: 'vi' | 'en',
  documents: Array<Partial<SearchDocument>>,
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(searchIndexOptions(locale));
  index.addAll(
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
  return index;
}

describe('runSearch', () => {
  const vi = tinyIndex('vi', [
    { title: 'Thương mại điện tử', text: 'Các sàn thương mại điện tử tại Việt Nam.' },
    { title: 'Tạo đơn hàng', text: 'Gửi đơn hàng từ máy POS.', keywords: 'POST /orders' },
    { title: 'Hàng tồn kho', text: 'Số lượng hàng còn lại.' },
  ]);

  it('finds accented pages for accent-free, upper-case and decomposed queries alike', () => {
    for (const query of ['don hang', 'ĐƠN HÀNG', 'đơn hàng'.normalize('NFD')]) {
      assert.equal(runSearch(vi, query)[0]?.url, '/page-1', query);
    }
  });

  it('matches prefixes while the reader is typing', () => {
    assert.equal(runSearch(vi, 'thuong ma')[0]?.url, '/page-0');
  });

  it('ranks sections containing every word first', () => {
    const hits = runSearch(vi, 'hang don');
    assert.equal(hits[0]?.url, '/page-1');
    assert.equal(hits[0]?.matchesAll, true);
    assert.ok(hits.slice(1).every((hit) => !hit.matchesAll));
  });

  it('finds API pages by path', () => {
    assert.equal(runSearch(vi, '/orders')[0]?.url, '/page-1');
  });

  it('stems English plurals in both the page and the query', () => {
    const en = tinyIndex('en', [{ title: 'List categories', text: 'Every category of products.' }]);
    assert.equal(runSearch(en, 'category')[0]?.url, '/page-0');
    assert.equal(runSearch(en, 'categories')[0]?.url, '/page-0');
  });

  it('returns nothing for an empty or punctuation-only query', () => {
    assert.deepEqual(runSearch(vi, ''), []);
    assert.deepEqual(runSearch(vi, '  ?! '), []);
  });
});

describe('excerptOf', () => {
  it('cuts around the first match and shifts the highlights with it', () => {
    const text = `${'Phần mở đầu khá dài. '.repeat(12)}Đơn hàng được xác nhận qua ZNS.`;
    const { excerpt, highlights } = excerptOf(text, ['don']);
    assert.ok(excerpt.startsWith('… '));
    assert.deepEqual(
      highlights.map(([start, end]) => excerpt.slice(start, end)),
      ['Đơn'],
    );
  });
});
