/**
 * Telex and VNI typed without an input method ("ddown hangf", "d9o7n ha2ng") read back as
 * Vietnamese, and only when the word is such typing: ordinary words and numbers stay as they are.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromTelex, fromVni, inputMethodCandidates } from '@site/src/lib/search/inputMethod';

describe('fromTelex', () => {
  const cases: Array<[string, string]> = [
    ['ddown', 'đơn'],
    ['hangf', 'hàng'],
    ['nguwowif', 'người'],
    ['tieengs', 'tiếng'],
    ['vieetj', 'việt'],
    ['thuowng', 'thương'],
    ['maij', 'mại'],
    ['quaf', 'quà'],
    ['tawngj', 'tặng'],
    ['ddieenj', 'điện'],
    ['tuwr', 'tử'],
    ['hoir', 'hỏi'],
    ['ngoaif', 'ngoài'],
    ['giuwax', 'giữa'],
  ];
  for (const [typed, word] of cases) {
    it(`"${typed}" → "${word}"`, () => assert.equal(fromTelex(typed), word));
  }

  it('leaves words without Telex keys or that are no syllable', () => {
    for (const word of ['don', 'hang', 'orders', 'error', 'status', 'access', 'webhook', 'zns']) {
      assert.equal(fromTelex(word), undefined, word);
    }
  });
});

describe('fromVni', () => {
  const cases: Array<[string, string]> = [
    ['d9o7n', 'đơn'],
    ['ha2ng', 'hàng'],
    ['ngu7o7i2', 'người'],
    ['tie6ng1', 'tiếng'],
    ['ta8ng5', 'tặng'],
    ['d9ie65n', 'điện'],
  ];
  for (const [typed, word] of cases) {
    it(`"${typed}" → "${word}"`, () => assert.equal(fromVni(typed), word));
  }

  it('leaves numbers, codes and words without digits', () => {
    for (const word of ['1007', 'v2', 'oauth2', 'don', 'e164']) {
      assert.equal(fromVni(word), undefined, word);
    }
  });
});

describe('inputMethodCandidates', () => {
  it('reads the whole query as Telex and as VNI', () => {
    assert.deepEqual(inputMethodCandidates('ddown hangf'), ['đơn hàng']);
    assert.deepEqual(inputMethodCandidates('d9o7n ha2ng'), ['đơn hàng']);
    assert.deepEqual(inputMethodCandidates('DDOWN hang'), ['đơn hang']);
  });

  it('offers nothing for a query that is not input-method typing', () => {
    assert.deepEqual(inputMethodCandidates('don hang'), []);
    assert.deepEqual(inputMethodCandidates('đơn hàng'), []);
    assert.deepEqual(inputMethodCandidates('-1007'), []);
  });
});
