/**
 * Questions in plain language: question and stop words of both locales do not decide the ranking,
 * a number (an error code) finds only itself, the glossary's synonyms find the docs' own words,
 * and a section whose title or heading names the query comes first. The table of real questions
 * against the built index is tests/build/search-questions.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteSearchIndex } from '@site/src/lib/search/query';
import { mayOnlyAsk } from '@site/src/lib/search/questionWords';
import { foldText } from '@site/src/lib/search/text';
import { searchSynonyms, synonymVariants } from '@site/src/lib/search/synonyms';
import { glossaryTerms } from '@site/src/data/glossary';
import { searchIndexOf, tinyIndex } from '@site/tests/support/search';

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

  it('en: a word finds the docs’ other forms of it: "safely" finds "Safe retries"', async () => {
    const index = tinyIndex('en', [
      { url: '/kept', text: 'Every order is kept safely.' },
      { url: '/retries', heading: 'Safe retries', text: 'Send the order again with the same key.' },
    ]);
    for (const query of ['how do I retry an order safely', 'retried order safely']) {
      const [first] = await (await index).search(query);
      assert.equal(first?.url, '/retries', query);
      assert.equal(first?.matchesAll, true, query);
    }
  });

  it('keeps a word without marks that may be a word of its own: "cua" can be "cửa"', async () => {
    const index = tinyIndex('vi', [
      { url: '/shop', heading: 'Cửa hàng', text: 'Thông tin cửa hàng.' },
      { url: '/goods', text: 'Hàng hoá của bạn.' },
    ]);
    assert.equal((await urls(index, 'cua hang'))[0], '/shop');
  });

  it('vi: a word without marks that may only ask ("minh": mình) is not required', async () => {
    assert.equal(mayOnlyAsk('minh', false, 'vi'), true);
    assert.equal(mayOnlyAsk('mình', true, 'vi'), false, 'with marks it is dropped, not kept');
    assert.equal(mayOnlyAsk('webhook', false, 'vi'), false);
    assert.equal(mayOnlyAsk('do', false, 'en'), false);
    const index = tinyIndex('vi', [
      { url: '/mock', heading: 'Máy chủ giả lập', text: 'Chạy máy chủ giả lập trên máy của bạn.' },
      { url: '/verify', heading: 'Xác minh chữ ký', text: 'Chữ ký được xác minh ở máy chủ.' },
    ]);
    const [first] = await (await index).search('chay may chu gia lap tren may minh');
    assert.equal(first?.url, '/mock');
    assert.equal(first?.matchesAll, true);
  });

  it('a strong match of all but one word comes before a weak match of every word', async () => {
    const index = tinyIndex('en', [
      {
        url: '/weak',
        text: `${'Templates are reviewed by Zalo before use. '.repeat(6)}You have a list; a message is sent.`,
      },
      {
        url: '/operation',
        title: 'List sent messages',
        text: 'The messages the OA sent, newest first.',
      },
    ]);
    assert.equal((await urls(index, 'list the messages I have sent'))[0], '/operation');
  });

  it('each page’s best section comes before any page’s second', async () => {
    const changelog = { title: 'v1.1: retry safely', text: 'What changed.' };
    const index = tinyIndex('en', [
      { ...changelog, url: '/changelog', heading: 'Safe retries' },
      { ...changelog, url: '/changelog#webhooks', heading: 'Webhooks' },
      { ...changelog, url: '/changelog#operations', heading: 'Operations' },
      {
        url: '/overview#keys',
        title: 'Overview',
        heading: 'Keys',
        text: 'Retry safely with a key.',
      },
    ]);
    assert.deepEqual((await urls(index, 'retry safely')).slice(0, 2), [
      '/changelog',
      '/overview#keys',
    ]);
  });

  it('en: a title or heading names the query in other forms of its words', async () => {
    const index = tinyIndex('en', [
      { url: '/when', heading: 'When to retry', text: 'Retry an order safely: wait, then again.' },
      {
        url: '/safe',
        heading: 'Safe retries',
        text: 'Send the same order again with the same key.',
      },
    ]);
    assert.equal((await urls(index, 'retry an order safely'))[0], '/safe');
  });

  it('the query’s words side by side in a title count for more than apart', async () => {
    // The same words, as many of them: only their order tells the two apart.
    const index = tinyIndex('vi', [
      { url: '/sent', title: 'Tin nhắn đã gửi' },
      { url: '/send', title: 'Gửi tin nhắn mới' },
    ]);
    assert.equal((await urls(index, 'cách gửi tin nhắn'))[0], '/send');
  });

  it('a long question reads a bounded number of shards, its longest words’ first', async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
    const more = ['india', 'juliett', 'kilo', 'lima', 'mike', 'november', 'oscar', 'papa'];
    // A tiny shard budget: every word of the index gets a shard of its own.
    const index = searchIndexOf(
      'en',
      [...words, ...more].map((word, id) => ({
        id,
        title: word,
        heading: '',
        url: `/${word}`,
        area: 'docs' as const,
        text: `${word} section`,
        keywords: '',
      })),
      1,
    );
    const files = new Set<string>();
    const hits = await (await index).search([...words, ...more].join(' '), 20, files);
    const shards = [...files].filter((file) => /\/t\d+\.json$/.test(file));
    assert.ok(shards.length <= 8, `${shards.length} shards read`);
    assert.ok(shards.length >= 4, `${shards.length} shards read`);
    assert.ok(
      hits.some((hit) => hit.url === '/november'),
      'the longest word is among those read',
    );
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
