/**
 * Statements written once and rendered on many pages, as the built site shows them (issue #38):
 * the account path on /docs/intro, the quickstart, /pricing, /about and the blog post that sends
 * owners to MiniAI; the glossary at /glossary, with /markdown-page sending readers there; and the
 * announcement bar naming the contract's version. Both locales.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { siteDir } from '@site/tests/support/content';
import { accountPath } from '@site/src/data/accountPath';
import { glossaryTerms } from '@site/src/data/glossary';
import { announcedApiVersion } from '@site/src/lib/apiVersion';
import { readOpenApiSource } from '@site/openapi/tools/document';

const buildDir = path.join(siteDir, 'build');
const locales = [
  { code: 'vi', dir: buildDir, prefix: '' },
  { code: 'en', dir: path.join(buildDir, 'en'), prefix: '/en' },
] as const;

const accountPathPages = [
  'docs/intro',
  'docs/quickstart',
  'pricing',
  'about',
  'blog/why-miniai-zalo-miniapp',
];

const page = (dir: string, route: string) =>
  load(readFileSync(path.join(dir, `${route}.html`), 'utf8'));

/** Text with runs of white space as one space, as a reader sees it (a heading's anchor link adds a zero-width space). */
const text = (value: string) =>
  value
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

for (const locale of locales) {
  describe(`${locale.code}: statements written once`, () => {
    for (const route of accountPathPages) {
      it(`/${route} shows the one account path, every question and answer`, () => {
        const $ = page(locale.dir, route);
        const shown = $('main [data-account-path]');
        assert.equal(shown.length, 1, 'the account path is not on the page');
        const questions = shown.find('dt').map((_, node) => text($(node).text())).get();
        assert.deepEqual(
          questions,
          accountPath.map((step) => step.question[locale.code]),
        );
        assert.doesNotMatch(shown.text(), /\{\w+\}/, 'a package name was not filled in');
      });
    }

    it('/glossary shows every term of the glossary data under its anchor', () => {
      const $ = page(locale.dir, 'glossary');
      for (const term of glossaryTerms) {
        assert.equal(text($(`main h3#${term.id}`).text()), term.heading[locale.code], term.id);
      }
    });

    it('/markdown-page sends the browser to the glossary and keeps search engines off it', () => {
      const $ = page(locale.dir, 'markdown-page');
      assert.equal(
        $('meta[http-equiv="refresh"]').attr('content'),
        `0; url=${locale.prefix}/glossary`,
      );
      assert.equal($('meta[name="robots"]').attr('content'), 'noindex');
      assert.equal($(`main a[href="${locale.prefix}/glossary"]`).length, 1);
    });

    it("the announcement bar names the contract's version", () => {
      const $ = page(locale.dir, 'index');
      const version = announcedApiVersion(readOpenApiSource());
      assert.match($('.theme-announcement-bar').text(), new RegExp(`v${version.replace('.', '\\.')}\\b`));
    });
  });
}
