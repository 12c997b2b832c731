/**
 * Telex and VNI typed without an input method ("ddown hangf", "d9o7n ha2ng") read back as
 * Vietnamese, and only when the word is such typing: ordinary words and numbers stay as they are.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fromTelex, fromVni, inputMethodCandidates } from '@site/src/lib/search/inputMethod';

/** Each input method: words typed with it, and words it must leave as they are. */
const inputMethods: {
  name: string;
  read: (word: string) => string | undefined;
  typed: Array<[string, string]>;
  untouched: { behaviour: string; words: string[] };
}[] = [
  {
    name: 'fromTelex',
    read: fromTelex,
    typed: [
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
    ],
    untouched: {
      behaviour: 'leaves words without Telex keys or that are no syllable',
      words: ['don', 'hang', 'orders', 'error', 'status', 'access', 'webhook', 'zns'],
    },
  },
  {
    name: 'fromVni',
    read: fromVni,
    typed: [
      ['d9o7n', 'đơn'],
      ['ha2ng', 'hàng'],
      ['ngu7o7i2', 'người'],
      ['tie6ng1', 'tiếng'],
      ['ta8ng5', 'tặng'],
      ['d9ie65n', 'điện'],
    ],
    untouched: {
      behaviour: 'leaves numbers, codes and words without digits',
      words: ['1007', 'v2', 'oauth2', 'don', 'e164'],
    },
  },
];

for (const { name, read, typed, untouched } of inputMethods) {
  describe(name, () => {
    for (const [keys, word] of typed) {
      it(`"${keys}" → "${word}"`, () => assert.equal(read(keys), word));
    }

    it(untouched.behaviour, () => {
      for (const word of untouched.words) assert.equal(read(word), undefined, word);
    });
  });
}

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
