/**
 * The task guides of docs/guides/ reach every place a docs page must, in each locale: the docs
 * sidebar lists them under the Guides category, and llms.txt and the Markdown twins include them
 * (built-site.test.ts checks every content page, guides included, has a titled search entry). The
 * guides are read from the sources, so a new guide needs no edit here.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { load } from 'cheerio';
import { resolveSiteSettings } from '@site/config/site';
import { buildDir, markdownFiles, siteDir } from '@site/tests/support/content';

const { siteUrl } = resolveSiteSettings(process.env);

/** Routes of the guides without the locale prefix, e.g. "/docs/guides/order-lifecycle". */
const guideRoutes = markdownFiles('docs')
  .filter((file) => file.startsWith('guides/'))
  .map((file) => `/docs/${file.replace(/\.mdx?$/, '')}`);

/** The translation id of the category (docs/guides/_category_.json sets its key). */
const categoryId = 'sidebar.tutorialSidebar.category.guides';

const locales = [
  { code: 'vi', dir: buildDir, prefix: '' },
  { code: 'en', dir: path.join(buildDir, 'en'), prefix: '/en' },
] as const;

function categoryLabel(locale: string): string {
  const file = path.join(siteDir, `i18n/${locale}/docusaurus-plugin-content-docs/current.json`);
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { message: string }
  >;
  const label = translations[categoryId]?.message;
  if (label === undefined) throw new Error(`${file} has no ${categoryId}`);
  return label;
}

it('docs/guides/ holds task guides (so the checks below check something)', () => {
  assert.ok(guideRoutes.length >= 3, `only ${guideRoutes.length} guides`);
});

for (const locale of locales) {
  describe(`${locale.code}: the task guides`, () => {
    const expected = guideRoutes.map((route) => `${locale.prefix}${route}`);

    it('are listed in the docs sidebar under their category', () => {
      const $ = load(readFileSync(path.join(locale.dir, 'docs/intro.html'), 'utf8'));
      const label = categoryLabel(locale.code);
      const category = $('nav .theme-doc-sidebar-item-category').filter(
        (_, item) => $(item).find('.menu__link').first().text().trim() === label,
      );
      assert.equal(category.length, 1, `no sidebar category "${label}"`);
      const links = category
        .find('ul a[href]')
        .map((_, link) => link.attribs.href)
        .get();
      assert.deepEqual([...links].sort(), [...expected].sort());
    });


    it('each have a Markdown twin and a line in llms.txt', () => {
      const llms = readFileSync(path.join(locale.dir, 'llms.txt'), 'utf8');
      for (const route of guideRoutes) {
        const twin = path.join(locale.dir, `${route.slice(1)}.md`);
        assert.ok(existsSync(twin), `no twin ${twin}`);
        assert.ok(llms.includes(`](${siteUrl}${locale.prefix}${route}.md)`), `llms.txt: ${route}`);
      }
    });
  });
}
