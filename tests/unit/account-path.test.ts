/**
 * One account path (issue #38, item 3): who creates a workspace, which packages include the API and
 * a test environment, how long it takes and what the reader does next are stated once, in
 * src/data/accountPath.ts, and /docs/intro, the quickstart, /pricing, /about and the blog post that
 * sends owners to MiniAI render that one statement, in both locales; no page promises another path.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteLocales } from '@site/config/locales';
import { accountPath } from '@site/src/data/accountPath';
import { contentAreas, markdownFiles, readMarkdown } from '@site/tests/support/content';

const folder = (name: string, locale: string) => {
  const area = contentAreas.find((candidate) => candidate.name === name);
  assert.ok(area, name);
  return locale === 'vi' ? area.source : area.english;
};

/** The pages that tell a reader how to get a workspace and a token: area and file. */
const pages = [
  ['docs', 'intro.mdx'],
  ['docs', 'quickstart.mdx'],
  ['pages', 'pricing.mdx'],
  ['pages', 'about.mdx'],
  ['blog', '2025-06-16-why-miniai-zalo-miniapp.mdx'],
] as const;

const rendersPath = (body: string) =>
  /^import AccountPath from '@site\/src\/components\/AccountPath';$/m.test(body) &&
  body.includes('<AccountPath />');

/** Account paths pages once stated by hand, each contradicting another page. */
const handWrittenPaths = [
  /(?:mười lăm|15) phút[^.\n]*access token/i,
  /(?:fifteen|15) minutes[^.\n]*access token/i,
  /\*\*(?:Tạo workspace|Create a workspace)/i,
  /(?:liên hệ MiniAI|contact MiniAI)\]\([^)]*\) (?:để được tạo|to get one)/i,
  /(?:mở|open) \[app\.miniai\.vn\][^.\n]*(?:liên kết OA|link your OA)/i,
];

/** The package names the component fills in. */
const placeholders = ['apiPackages', 'noApiPackages', 'testPackages'];

for (const locale of siteLocales) {
  describe(`${locale}: the account path`, () => {
    for (const [area, file] of pages) {
      it(`${area}/${file} renders the one account path`, () => {
        const page = readMarkdown(path.join(folder(area, locale), file));
        assert.ok(rendersPath(page.body), page.file);
      });
    }

    it('no page states another account path by hand', () => {
      const found = contentAreas.flatMap((area) => {
        const root = locale === 'vi' ? area.source : area.english;
        return markdownFiles(root).flatMap((file) => {
          const page = readMarkdown(path.join(root, file));
          return handWrittenPaths
            .map((pattern) => pattern.exec(page.body)?.[0])
            .filter((match) => match !== undefined)
            .map((match) => `${page.file}: ${match}`);
        });
      });
      assert.deepEqual(found, []);
    });

    it('answers who, which packages, how long and what next, promising no time', () => {
      assert.deepEqual(
        accountPath.map((step) => step.id),
        ['workspace', 'packages', 'time', 'next'],
      );
      const time = accountPath.find((step) => step.id === 'time');
      assert.ok(time);
      assert.doesNotMatch(time.answer[locale], /\d/, 'a time for creating a workspace is promised');
      assert.ok(
        time.links.some((link) => link.to === '/contact'),
        'the reader is sent to /contact',
      );
    });

    it('uses only the package names the component fills in', () => {
      for (const step of accountPath) {
        for (const [, name] of step.answer[locale].matchAll(/\{(\w+)\}/g)) {
          assert.ok(placeholders.includes(name ?? ''), `${step.id}: {${name ?? ''}}`);
        }
      }
      const packages = accountPath.find((step) => step.id === 'packages');
      for (const name of placeholders)
        assert.ok(packages?.answer[locale].includes(`{${name}}`), name);
    });
  });
}
