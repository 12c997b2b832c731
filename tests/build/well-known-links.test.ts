/**
 * Links into /.well-known/ on the built pages of both locales: every one names a file of the build.
 * The English pages sit under /en/, and a Docusaurus link there gains that prefix, which the
 * well-known files (written once, at the site root) do not have.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { it } from 'node:test';
import { htmlFiles } from '@site/plugins/built-pages';
import { resolveSiteSettings } from '@site/config/site';
import { buildDir } from '@site/tests/support/content';

const { siteUrl, baseUrl } = resolveSiteSettings(process.env);

/** The page's own URL: build/en/security.html → https://…/en/security (trailingSlash: false). */
function pageUrl(file: string): URL {
  const route = path
    .relative(buildDir, file)
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '');
  return new URL(`${baseUrl}${route}`, siteUrl);
}

/** The file of the build a URL of this site names; undefined when it lies outside the base URL. */
function builtFile(url: URL): string | undefined {
  if (!url.pathname.startsWith(baseUrl)) return undefined;
  return path.join(buildDir, decodeURIComponent(url.pathname.slice(baseUrl.length)));
}

it('every link to /.well-known/ on every built page names a file of the build', () => {
  const links: { page: string; href: string; file: string | undefined }[] = [];
  for (const file of htmlFiles(buildDir)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/g)) {
      const href = match[1] ?? match[2] ?? match[3] ?? '';
      if (!href.includes('.well-known/')) continue;
      const target = new URL(href.replaceAll('&amp;', '&'), pageUrl(file));
      // Another site's well-known files are not this build's to check.
      if (target.origin !== new URL(siteUrl).origin) continue;
      links.push({ page: path.relative(buildDir, file), href, file: builtFile(target) });
    }
  }
  // /security links security.txt in both locales: no links would mean this test reads nothing.
  for (const page of ['security.html', 'en/security.html']) {
    assert.ok(
      links.some((link) => link.page === page),
      `${page} has no link to /.well-known/`,
    );
  }
  const broken = links.filter(
    (link) => link.file === undefined || !existsSync(link.file) || !statSync(link.file).isFile(),
  );
  assert.deepEqual(
    broken.map((link) => `${link.page}: ${link.href}`),
    [],
  );
});
