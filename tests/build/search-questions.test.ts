/**
 * Questions in plain language find their answer (issue #39): for at least 90 % of the table of
 * developer questions (tests/support/searchQuestions.ts: both locales, Vietnamese with and
 * without marks and in Telex), a page that answers is among the first three results of the
 * built index, ranked by the code the site's search and the MCP server's search_docs share
 * (src/lib/search/query.ts). What the questions download is printed; search-budget.test.ts holds
 * each of them to the search budget.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { builtSearch, localeDirOf } from '@site/scripts/bench/search';
import { localeTable } from '@site/config/locales';
import { buildDir } from '@site/tests/support/content';
import { searchQuestions } from '@site/tests/support/searchQuestions';

const minimumShare = 0.9;

test(`at least ${minimumShare * 100} % of ${searchQuestions.length} questions find their answer in the top three`, async () => {
  assert.ok(searchQuestions.length >= 40, 'the table holds at least 40 questions');
  const searches = {
    vi: await builtSearch(localeDirOf(buildDir, 'vi'), 'vi'),
    en: await builtSearch(localeDirOf(buildDir, 'en'), 'en'),
  };
  const misses: string[] = [];
  const bytes: number[] = [];
  for (const { locale, question, answers } of searchQuestions) {
    const prefix = localeTable[locale].urlPrefix;
    const { hits, bytes: downloaded } = await searches[locale].query(question);
    const pages = hits.slice(0, 3).map((hit) => hit.url.split('#')[0] ?? '');
    if (!answers.some((answer) => pages.includes(`${prefix}${answer}`))) {
      misses.push(`${locale} "${question}": ${pages.join(', ')}`);
    }
    bytes.push(downloaded);
  }
  const found = searchQuestions.length - misses.length;
  const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
  console.log(
    `${found} of ${searchQuestions.length} questions answered in the top three; downloads ${kib(Math.min(...bytes))} to ${kib(Math.max(...bytes))}`,
  );
  assert.ok(
    found >= Math.ceil(searchQuestions.length * minimumShare),
    `${found} of ${searchQuestions.length} answered; missed:\n${misses.join('\n')}`,
  );
});
