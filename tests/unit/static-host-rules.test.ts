/**
 * `_headers` and `_redirects` for Cloudflare Pages and Netlify (plugins/serving-rules), rendered
 * for a small fake build: the same headers as nginx, one rule per header for any path, redirects
 * that cannot leave the site, and Cloudflare Pages' limits.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { renderNginxConfig } from '@site/scripts/nginx/render-config';
import { resolveSiteSettings, settingsEnvironment } from '@site/config/site';
import servingRulesPlugin from '@site/plugins/serving-rules';
import { cacheControl } from '@site/plugins/serving-rules/rules';
import {
  cloudflarePagesLimits,
  readServingSettings,
  writeStaticHostRules,
} from '@site/plugins/serving-rules/static-host';
import { parseHeadersFile, parseRedirectsFile } from '@site/tests/support/staticHostFiles';
import { testWorkDir, writeFilesUnder } from '@site/tests/support/workDir';

const work = testWorkDir('miniai-static-host-test-');

/** Pages at depths 1 to 4, in both locales, each with one inline script. */
function fakeBuild(folder = 'build'): string {
  const root = path.join(work, folder);
  writeFilesUnder(
    root,
    [
      'index.html',
      '404.html',
      'docs/intro.html',
      'en/index.html',
      'en/404.html',
      'en/api/orders/create-order.html',
    ],
    (page) => `<html><script>window.page=${JSON.stringify(page)}</script></html>`,
  );
  return root;
}

const build = fakeBuild();
const settings = resolveSiteSettings({});
const written = writeStaticHostRules(build, settings);
const headers = parseHeadersFile(readFileSync(written.headers, 'utf8'));
const redirects = parseRedirectsFile(readFileSync(written.redirects, 'utf8'));

/** A host's pattern as a regular expression: `*` any characters, `:name` one segment. */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*|:[A-Za-z]\w*)/)
    .map((part) =>
      part === '*'
        ? '(?<splat>.*)'
        : part.startsWith(':')
          ? `(?<${part.slice(1)}>[^/]+)`
          : part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'),
    )
    .join('');
  return new RegExp(`^${source}$`);
}

/** The headers a path gets, by rule, in file order. */
function rulesFor(pathname: string, rules = headers.rules) {
  return rules.filter(({ pattern }) => patternRegExp(pattern).test(pathname));
}

/** Where the first matching redirect sends a path, as Cloudflare Pages applies it. */
function redirectOf(
  pathname: string,
  rules = redirects.rules,
): { to: string; status: number } | undefined {
  for (const { from, to, status } of rules) {
    const match = patternRegExp(from).exec(pathname);
    if (match === null) continue;
    const target = Object.entries(match.groups ?? {}).reduce(
      (result, [name, value]) => result.replaceAll(`:${name}`, value),
      to,
    );
    return { to: target, status };
  }
  return undefined;
}

describe('_headers (plugins/serving-rules/static-host.ts)', () => {
  it('sends every nginx security header with the same value, the CSP included', () => {
    const { securityConf } = renderNginxConfig({
      root: build,
      listen: '80',
      outDir: path.join(work, 'nginx'),
    });
    const nginxHeaders = [
      ...readFileSync(securityConf, 'utf8').matchAll(/^add_header (\S+) (["'])(.*)\2 always;$/gm),
    ].map(([, name = '', , value = '']) => ({ name, value }));
    assert.ok(nginxHeaders.some(({ name }) => name === 'Content-Security-Policy'));
    assert.deepEqual(headers.rules[0]?.pattern, '/*');
    assert.deepEqual(headers.rules[0]?.headers, nginxHeaders);
  });

  it('sets each header once for any path, so Cloudflare Pages never joins two values', () => {
    for (const pathname of [
      '/',
      '/assets/js/main.abc.js',
      '/en/assets/css/styles.abc.css',
      '/docs/intro.md',
      '/.well-known/security.txt',
      '/.well-known/api-catalog',
      '/en/openapi/miniai.yaml',
      '/changelog/rss.xml',
    ]) {
      const names = rulesFor(pathname).flatMap((rule) =>
        rule.headers.map(({ name }) => name.toLowerCase()),
      );
      assert.deepEqual(names, [...new Set(names)], pathname);
    }
  });

  it('caches hashed assets for a year and types the Markdown twins and well-known files', () => {
    const value = (pathname: string, name: string) =>
      rulesFor(pathname)
        .flatMap((rule) => rule.headers)
        .find((header) => header.name === name)?.value;
    assert.equal(
      value('/en/assets/js/main.js', 'Cache-Control'),
      'public, max-age=31536000, immutable',
    );
    assert.equal(value('/docs/intro', 'Cache-Control'), undefined, 'the host default revalidates');
    assert.equal(value('/en/docs/intro.md', 'Content-Type'), 'text/markdown; charset=utf-8');
    assert.equal(value('/.well-known/security.txt', 'Content-Type'), 'text/plain; charset=utf-8');
    assert.equal(value('/.well-known/api-catalog', 'Content-Type'), 'application/linkset+json');
    assert.equal(
      value('/en/openapi/miniai.yaml', 'Content-Type'),
      'application/yaml; charset=utf-8',
    );
    assert.equal(value('/blog/rss.xml', 'Content-Type'), 'application/rss+xml; charset=utf-8');
    assert.equal(
      value('/en/changelog/atom.xml', 'Content-Type'),
      'application/atom+xml; charset=utf-8',
    );
    assert.equal(value('/sitemap.xml', 'Content-Type'), 'application/xml; charset=utf-8');
  });
});

describe('_redirects (plugins/serving-rules/static-host.ts)', () => {
  it('answers .html, /index.html and a trailing slash with a 301 to the clean URL at every depth', () => {
    for (const [from, to] of [
      ['/docs/intro.html', '/docs/intro'],
      ['/en/api/orders/create-order.html', '/en/api/orders/create-order'],
      ['/en/api/orders/create-order/', '/en/api/orders/create-order'],
      ['/docs/index.html', '/docs'],
      ['/index.html', '/'],
      ['/en/index.html', '/en/'],
    ]) {
      assert.deepEqual(redirectOf(from ?? ''), { to, status: 301 }, from);
    }
    // The deepest page has 4 segments: nothing deeper gets a rule.
    assert.equal(redirectOf('/a/b/c/d/e.html'), undefined);
  });

  it('sends a moved page, in each locale, to where its content lives', () => {
    assert.deepEqual(redirectOf('/markdown-page'), { to: '/glossary', status: 301 });
    assert.deepEqual(redirectOf('/en/markdown-page'), { to: '/en/glossary', status: 301 });
  });

  it('keeps the English root at /en/ and sends unknown English paths to its 404 page', () => {
    assert.deepEqual(redirectOf('/en/'), { to: '/en/', status: 200 });
    assert.ok(
      redirects.rules.some(
        ({ from, to, status }) => from === '/en/*' && to === '/en/404.html' && status === 404,
      ),
    );
  });

  it('never builds a target that starts with // (another host) or holds a splat', () => {
    for (const pathname of ['//evil.example.html', '//evil.example/', '///x/index.html']) {
      assert.equal(redirectOf(pathname), undefined, pathname);
    }
    for (const { to } of redirects.rules) {
      assert.match(to, /^\/(?!\/)/, to);
      assert.doesNotMatch(to, /:splat/, to);
    }
  });

  it('stays within Cloudflare Pages’ limits', () => {
    assert.ok(headers.rules.length <= cloudflarePagesLimits.headerRules);
    assert.ok(headers.longestLine <= cloudflarePagesLimits.headerLineChars);
    assert.ok(redirects.staticCount <= cloudflarePagesLimits.staticRedirects);
    assert.ok(redirects.dynamicCount <= cloudflarePagesLimits.dynamicRedirects);
    assert.ok(redirects.longestLine <= cloudflarePagesLimits.redirectLineChars);
  });
});

describe('a site in a sub-folder (MINIAI_BASE_URL=/docs-site/)', () => {
  const subSettings = resolveSiteSettings({ [settingsEnvironment.baseUrl]: '/docs-site/' });
  const subBuild = fakeBuild('sub-folder-build');
  const subWritten = writeStaticHostRules(subBuild, subSettings);
  const subHeaders = parseHeadersFile(readFileSync(subWritten.headers, 'utf8')).rules;
  const subRedirects = parseRedirectsFile(readFileSync(subWritten.redirects, 'utf8')).rules;

  it('puts every _headers and _redirects rule under the base URL', () => {
    for (const { pattern } of subHeaders) assert.match(pattern, /^\/docs-site\//, pattern);
    for (const { from, to } of subRedirects) {
      assert.match(from, /^\/docs-site\//, from);
      assert.match(to, /^\/docs-site\//, to);
    }
    const value = (pathname: string, name: string) =>
      rulesFor(pathname, subHeaders)
        .flatMap((rule) => rule.headers)
        .find((header) => header.name === name)?.value;
    assert.equal(value('/docs-site/en/assets/js/main.js', 'Cache-Control'), cacheControl.immutable);
    assert.equal(value('/docs-site/docs/intro.md', 'Content-Type'), 'text/markdown; charset=utf-8');
    assert.ok(value('/docs-site/docs/intro', 'Content-Security-Policy'));
  });

  it('redirects to clean URLs and answers unknown paths with 404 under the base URL only', () => {
    for (const [from, to, status] of [
      ['/docs-site/docs/intro.html', '/docs-site/docs/intro', 301],
      ['/docs-site/en/api/orders/create-order/', '/docs-site/en/api/orders/create-order', 301],
      ['/docs-site/index.html', '/docs-site/', 301],
      ['/docs-site/en/index.html', '/docs-site/en/', 301],
      ['/docs-site/en/', '/docs-site/en/', 200],
      ['/docs-site/markdown-page', '/docs-site/glossary', 301],
      ['/docs-site/en/markdown-page', '/docs-site/en/glossary', 301],
      ['/docs-site/en/nope/x/y/z/w', '/docs-site/en/404.html', 404],
      ['/docs-site/nope/x/y/z/w', '/docs-site/404.html', 404],
    ] as const) {
      assert.deepEqual(redirectOf(from, subRedirects), { to, status }, from);
    }
    assert.equal(redirectOf('/docs/intro.html', subRedirects), undefined);
  });

  it('records the settings the build resolved, which npm run nginx:config reads back', () => {
    assert.deepEqual(readServingSettings(subBuild), {
      apiBaseUrl: subSettings.apiBaseUrl,
      baseUrl: '/docs-site/',
      feedbackEndpoint: subSettings.feedbackEndpoint,
      contact: { leadEndpoint: subSettings.contact.leadEndpoint },
    });
  });
});

describe('the build plugin (plugins/serving-rules)', () => {
  /** The plugin as Docusaurus loads it for one locale (siteConfig.baseUrl is the locale's too). */
  function pluginFor(localeBaseUrl: string) {
    const context = {
      baseUrl: localeBaseUrl,
      siteConfig: { baseUrl: localeBaseUrl },
    } as LoadContext;
    return servingRulesPlugin(context, settings);
  }
  const postBuildProps = (outDir: string) =>
    ({ outDir }) as Parameters<NonNullable<Plugin['postBuild']>>[0];

  it('writes the files at the site root after the English build too, not in build/en', async () => {
    const root = fakeBuild();
    rmSync(path.join(root, '_headers'));
    await pluginFor('/en/').postBuild?.(postBuildProps(path.join(root, 'en')));
    assert.ok(existsSync(path.join(root, '_headers')));
    assert.ok(!existsSync(path.join(root, 'en', '_headers')));
  });

  it('writes them in the output folder of the default locale, whose base URL is the site’s', async () => {
    const root = fakeBuild();
    rmSync(path.join(root, '_headers'));
    await pluginFor('/').postBuild?.(postBuildProps(root));
    assert.ok(existsSync(path.join(root, '_headers')));
    assert.ok(!existsSync(path.join(path.dirname(root), '_headers')));
  });
});
