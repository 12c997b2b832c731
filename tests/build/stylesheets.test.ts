/**
 * Checks on the built pages' stylesheets (run after `npm run build`): the site-wide CSS, which
 * every page loads before its first paint, holds none of the OpenAPI theme's styles; API operation
 * pages link the theme's own stylesheet right after it, and no other page does
 * (plugins/theme-patches/openapi).
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  apiGroups,
  everyOperation,
  operationSections,
  readOpenApiSource,
} from '@site/openapi/tools/document';
import { htmlFiles } from '@site/plugins/built-pages';
import { buildDir } from '@site/tests/support/content';

const localeDirs = { vi: buildDir, en: path.join(buildDir, 'en') };

/** A rule only the theme's stylesheet has (its two-column operation layout). */
const themeOnlySelector = '.openapi-left-panel__container';

const operationFiles = new Set(
  Object.values(localeDirs).flatMap((dir) =>
    apiGroups(readOpenApiSource()).flatMap((group) =>
      group.operations.map((operation) =>
        path.join(dir, 'api', group.name, `${operation.operationId}.html`),
      ),
    ),
  ),
);

function stylesheetLinks(file: string): string[] {
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<link rel="?stylesheet"? href="?([^"\s>]+)/g)].map(
    (match) => match[1] ?? '',
  );
}

function builtAsset(localeDir: string, href: string): string {
  const base = localeDir === buildDir ? '/' : '/en/';
  return path.join(localeDir, href.slice(base.length));
}

describe('stylesheets of the built pages', () => {
  it('finds every API operation page of both locales', () => {
    // Guards the checks below against an empty, colliding or renamed set of pages.
    const operationCount = everyOperation(readOpenApiSource(), operationSections).length;
    assert.ok(operationCount > 0, 'no operation in the document');
    assert.equal(operationFiles.size, operationCount * Object.keys(localeDirs).length);
    assert.deepEqual(
      [...operationFiles].filter((file) => !existsSync(file)),
      [],
      'operation pages missing from the build',
    );
  });

  for (const [locale, dir] of Object.entries(localeDirs)) {
    const pages = htmlFiles(dir, locale === 'vi' ? [localeDirs.en] : []);

    it(`${locale}: every page links the site-wide stylesheet first, without the OpenAPI theme's styles`, () => {
      const siteWide = new Set(pages.map((file) => stylesheetLinks(file)[0]));
      assert.equal(siteWide.size, 1, `pages link different first stylesheets: ${[...siteWide].join(', ')}`);
      const [href] = [...siteWide];
      assert.match(href ?? '', /\/assets\/css\/styles\.[0-9a-f]+\.css$/);
      const css = readFileSync(builtAsset(dir, href ?? ''), 'utf8');
      assert.ok(!css.includes(themeOnlySelector), `${href} carries the OpenAPI theme's styles`);
    });

    it(`${locale}: operation pages, and only they, link the OpenAPI theme's stylesheet second`, () => {
      const wrong: string[] = [];
      for (const file of pages) {
        const links = stylesheetLinks(file);
        const themeLinks = links.filter((href) => /\/openapi-styles\.[0-9a-f]+\.css$/.test(href));
        const isOperation = operationFiles.has(file);
        const expected = isOperation ? 1 : 0;
        if (themeLinks.length !== expected || (isOperation && links[1] !== themeLinks[0])) {
          wrong.push(`${path.relative(buildDir, file)}: ${links.join(', ')}`);
          continue;
        }
        if (isOperation) {
          const css = readFileSync(builtAsset(dir, themeLinks[0] ?? ''), 'utf8');
          if (!css.includes(themeOnlySelector)) wrong.push(`${themeLinks[0]} lacks the theme's rules`);
        }
      }
      assert.deepEqual(wrong, []);
    });
  }
});
