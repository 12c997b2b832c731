/**
 * Issues #22 and #39: search downloads a bounded amount whatever the query. For every term of
 * each locale's built index (every word form and shard prefix, typed as a query) and for every
 * question of the table of developer questions (tests/support/searchQuestions.ts), the files the
 * query needs (manifest, shards, the sections of a full results page), counted as nginx serves
 * them from the built files, must stay within 60 KiB; so must a question of twenty-odd words.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  builtSearch,
  localeDirOf,
  searchDownloads,
  searchQueryByteBudget,
} from '@site/scripts/bench/search';
import { buildDir } from '@site/tests/support/content';
import { searchQuestions } from '@site/tests/support/searchQuestions';

const budgetKiB = searchQueryByteBudget / 1024;

/** Questions of twenty-odd words, longer than any of the table: a query reads a bounded number of shards. */
const longQuestions = {
  vi: 'làm sao để gửi tin nhắn ZNS xác nhận đơn hàng cho khách hàng ngay sau khi họ thanh toán xong trên mini app của cửa hàng mình',
  en: 'how do I send a ZNS order confirmation message to a customer right after they have paid for their order in the mini app of my shop',
} as const;

describe('search download budget', () => {
  for (const locale of ['vi', 'en'] as const) {
    it(`${locale}: no one-word query downloads more than ${budgetKiB} KiB of search files`, async () => {
      const downloads = await searchDownloads(localeDirOf(buildDir, locale), locale);
      assert.ok(downloads.length > 1000, `only ${downloads.length} terms in the ${locale} index`);
      const over = downloads.filter((download) => download.bytes > searchQueryByteBudget);
      assert.deepEqual(
        over.slice(0, 10).map((download) => `${download.query}: ${download.bytes} B`),
        [],
      );
    });

    it(`${locale}: no question of the table, nor a long one, downloads more than ${budgetKiB} KiB of search files`, async () => {
      const questions = searchQuestions.filter((question) => question.locale === locale);
      assert.ok(questions.length >= 10, `only ${questions.length} ${locale} questions`);
      const search = await builtSearch(localeDirOf(buildDir, locale), locale);
      const over: string[] = [];
      for (const question of [...questions.map((entry) => entry.question), longQuestions[locale]]) {
        const { bytes } = await search.query(question);
        if (bytes > searchQueryByteBudget) over.push(`${question}: ${bytes} B`);
      }
      assert.deepEqual(over, []);
    });
  }
});
