/**
 * Statements written once and rendered on many pages, as the built site shows them (issue #38):
 * the account path on /docs/intro, the quickstart, /pricing, /about and the blog post that sends
 * owners to MiniAI; the glossary at /glossary, with /markdown-page sending readers there; the
 * announcement bar naming the contract's version; the API rate limit and the gift campaign's dates
 * from the facts. Both locales.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { buildDir, siteDir } from '@site/tests/support/content';
import { accountPath } from '@site/src/data/accountPath';
import { tetCampaignDates } from '@site/src/data/giftCampaign';
import { formatFact } from '@site/src/lib/facts';
import { localeTable } from '@site/config/locales';
import { createVcsWithFileTimeFallback } from '@site/config/vcs';
import { behindTranslations } from '@site/plugins/translation-status/behind';
import { glossaryTerms } from '@site/src/data/glossary';
import { announcedApiVersion } from '@site/src/lib/apiVersion';
import { readOpenApiSource } from '@site/openapi/tools/document';

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

/** The pages that state the API rate limit, each through <Fact id="apiRateLimit" />. */
const rateLimitPages = [
  'docs/intro',
  'docs/quickstart',
  'docs/guides/catalogue-sync',
  'docs/guides/order-lifecycle',
  'api/overview',
  'gift/solution',
  'blog/zalo-mini-app',
];

/** English pages recorded as reviewed against their source, by route and English file. */
const reviewedTranslations = [
  { route: 'docs/intro', english: 'i18n/en/docusaurus-plugin-content-docs/current/intro.mdx' },
  { route: 'pricing', english: 'i18n/en/docusaurus-plugin-content-pages/pricing.mdx' },
  {
    route: 'gift/solution',
    english: 'i18n/en/docusaurus-plugin-content-docs-gift/current/solution.mdx',
  },
  {
    route: 'changelog/api-v1-1',
    english: 'i18n/en/docusaurus-plugin-content-blog-changelog/2026-11-25-api-v1-1.mdx',
  },
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

    for (const route of rateLimitPages) {
      it(`/${route} states the rate limit of the facts`, () => {
        const $ = page(locale.dir, route);
        const shown = $('main [data-fact="apiRateLimit"]');
        assert.ok(shown.length > 0, 'no rate limit on the page');
        const limit = formatFact('apiRateLimit', localeTable[locale.code].htmlLang);
        shown.each((_, node) => assert.equal(text($(node).text()), limit));
      });
    }

    it('/gift/solution shows the campaign dates computed from the next Tết', () => {
      const $ = page(locale.dir, 'gift/solution');
      const shown = $('main [data-tet-campaign] time')
        .map((_, node) => $(node).attr('datetime'))
        .get();
      const dates = tetCampaignDates();
      assert.deepEqual(shown, [dates.registerTemplatesBy, dates.announceOn, dates.chooseBy, dates.tet]);
    });

    it("the announcement bar names the contract's version", () => {
      const $ = page(locale.dir, 'index');
      const version = announcedApiVersion(readOpenApiSource());
      assert.match($('.theme-announcement-bar').text(), new RegExp(`v${version.replace('.', '\\.')}\\b`));
    });
  });
}

describe('en: the translation notice', () => {
  for (const { route, english } of reviewedTranslations) {
    it(`/en/${route} shows it exactly when its source changed after the recorded review`, async () => {
      const vcs = createVcsWithFileTimeFallback('git-eager');
      vcs.initialize({ siteDir });
      const behind = (await behindTranslations(siteDir, vcs)).map((item) => item.english);
      const $ = page(locales[1].dir, route);
      assert.equal($('[data-translation-behind]').length > 0, behind.includes(english));
    });
  }
});
