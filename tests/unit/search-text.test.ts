/**
 * The search normaliser and ranking: Vietnamese typed with or without diacritics, composed or
 * decomposed, upper or lower case, finds the same words; punctuation never sticks to a word;
 * exact accents rank first; Telex and VNI typing without an input method finds the page.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { excerptOf, type SiteSearchIndex } from '@site/src/lib/search/query';
import {
  englishStem,
  foldText,
  matchRanges,
  processTerm,
  stemEnglishPlural,
  tokenize,
} from '@site/src/lib/search/text';
import { tinyIndex } from '@site/tests/support/search';

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

  it('gives a suffixed query word the start its other forms share', () => {
    const stems = { safely: 'safe', retried: 'retry', creating: 'creat', shipped: 'ship' };
    for (const [word, stem] of Object.entries(stems)) assert.equal(englishStem(word), stem, word);
    // Too short a stem would start unrelated words; "pp" + "ly" is no adverb of a shorter word.
    for (const word of ['using', 'only', 'need', 'supply', 'order']) {
      assert.equal(englishStem(word), undefined, word);
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

async function firstUrl(
  index: Promise<SiteSearchIndex>,
  query: string,
): Promise<string | undefined> {
  return (await (await index).search(query))[0]?.url;
}

describe('search', () => {
  const vi = tinyIndex('vi', [
    { title: 'Thương mại điện tử', text: 'Các sàn thương mại điện tử tại Việt Nam.' },
    { title: 'Tạo đơn hàng', text: 'Gửi đơn hàng từ máy POS.', keywords: 'POST /orders' },
    { title: 'Hàng tồn kho', text: 'Số lượng hàng còn lại.' },
  ]);

  it('finds accented pages for accent-free, upper-case and decomposed queries alike', async () => {
    for (const query of ['don hang', 'ĐƠN HÀNG', 'đơn hàng'.normalize('NFD')]) {
      assert.equal(await firstUrl(vi, query), '/page-1', query);
    }
  });

  it('matches prefixes while the reader is typing', async () => {
    assert.equal(await firstUrl(vi, 'thuong ma'), '/page-0');
  });

  it('ranks sections containing every word first', async () => {
    const hits = await (await vi).search('hang don');
    assert.equal(hits[0]?.url, '/page-1');
    assert.equal(hits[0]?.matchesAll, true);
    assert.ok(hits.slice(1).every((hit) => !hit.matchesAll));
  });

  it('finds API pages by path', async () => {
    assert.equal(await firstUrl(vi, '/orders'), '/page-1');
  });

  it('stems English plurals in both the page and the query', async () => {
    const en = tinyIndex('en', [{ title: 'List categories', text: 'Every category of products.' }]);
    assert.equal(await firstUrl(en, 'category'), '/page-0');
    assert.equal(await firstUrl(en, 'categories'), '/page-0');
  });

  it('forgives one typo in a longer word', async () => {
    assert.equal(await firstUrl(vi, 'thuonh'), '/page-0');
  });

  it('returns nothing for an empty or punctuation-only query', async () => {
    assert.deepEqual(await (await vi).search(''), []);
    assert.deepEqual(await (await vi).search('  ?! '), []);
  });
});

describe('search ranking by accents', () => {
  // The "đón" section would win on score alone: the word is its whole title.
  const index = tinyIndex('vi', [
    { title: 'Đón khách', text: 'Đón khách tại cửa hàng, đón khách qua Zalo.' },
    { title: 'Quy trình', text: 'Nhân viên xử lý đơn sau khi khách thanh toán xong xuôi ở quầy.' },
    { title: 'Dọn kho', text: 'Dọn hàng cũ.' },
  ]);

  it('puts the exact accents first: "đơn" before "đón" and "dọn"', async () => {
    const urls = (await (await index).search('đơn')).map((hit) => hit.url);
    assert.equal(urls[0], '/page-1');
    assert.deepEqual(new Set(urls), new Set(['/page-0', '/page-1', '/page-2']));
  });

  it('keeps the score order for a query typed without accents', async () => {
    assert.equal(await firstUrl(index, 'don'), '/page-0');
  });

  it('puts the exact accents first for Telex typing too', async () => {
    assert.equal(await firstUrl(index, 'ddown'), '/page-1');
  });
});

describe('search typed in Telex or VNI', () => {
  const index = tinyIndex('vi', [
    { title: 'Tạo đơn hàng', text: 'Gửi đơn hàng từ máy POS.' },
    { title: 'Người dùng', text: 'Hồ sơ người dùng Zalo.' },
  ]);

  for (const query of ['ddown hangf', 'd9o7n ha2ng', 'DDOWN HANGF']) {
    it(`"${query}" finds "đơn hàng"`, async () => {
      assert.equal(await firstUrl(index, query), '/page-0');
    });
  }

  it('"nguwowif" and "ngu7o72i" find "người"', async () => {
    assert.equal(await firstUrl(index, 'nguwowif'), '/page-1');
    assert.equal(await firstUrl(index, 'ngu7o72i'), '/page-1');
  });

  it('leaves English pages to English words', async () => {
    const en = tinyIndex('en', [{ title: 'Mix and match', text: 'Mini programs.' }]);
    const hits = await (await en).search('mix');
    assert.deepEqual(
      hits.map((hit) => hit.url),
      ['/page-0'],
    );
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
