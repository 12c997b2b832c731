/**
 * Markdown by content negotiation follows one rule on both servers: the nginx map in
 * deploy/nginx/miniai.conf and plugins/serving-rules/negotiation.ts (the Cloudflare Pages
 * Function's) answer every Accept header of the shared table alike. The Pages Function knows
 * which pages have a twin from the build's lists, as nginx's config does, so a page request costs
 * the CDN no request for its twin.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { onRequest } from '@site/functions/_middleware';
import { markdownTwinsFile } from '@site/plugins/serving-rules/links';
import { prefersMarkdown } from '@site/plugins/serving-rules/negotiation';
import { acceptCases } from '@site/tests/support/acceptCases';

/** The map's regular expressions that answer the twin (`~*`: case-insensitive, PCRE lookarounds). */
function nginxMarkdownPatterns(): RegExp[] {
  const conf = readFileSync('deploy/nginx/miniai.conf', 'utf8');
  const map = /map \$http_accept \$markdown_twin \{([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
  const patterns = [...map.matchAll(/^\s*"~\*(.+)" "\$site_file\.md";$/gm)].map(
    (match) => new RegExp(match[1] ?? '', 'i'),
  );
  assert.ok(patterns.length > 0, 'the nginx map answers the twin in no case');
  return patterns;
}

test('nginx and the Pages Function answer each Accept header of the table alike', () => {
  const patterns = nginxMarkdownPatterns();
  for (const { accept, markdown } of acceptCases) {
    assert.equal(
      patterns.some((pattern) => pattern.test(accept)),
      markdown,
      `nginx: ${accept}`,
    );
    assert.equal(prefersMarkdown(accept), markdown, `Pages Function: ${accept}`);
  }
});

test('a request without an Accept header gets HTML', () => {
  assert.equal(prefersMarkdown(null), false);
  assert.equal(prefersMarkdown(''), false);
});

test('the Pages Function reads the lists of twins once and asks for nothing but the answer', async () => {
  const files = new Map([
    [`/${markdownTwinsFile}`, JSON.stringify(['/docs/intro'])],
    [`/en/${markdownTwinsFile}`, JSON.stringify(['/en/docs/intro'])],
    ['/docs/intro', '<p>Giới thiệu</p>'],
    ['/docs/intro.md', '# Giới thiệu'],
    ['/en/docs/intro', '<p>Introduction</p>'],
    ['/search', '<p>Tìm kiếm</p>'],
  ]);
  const served = (input: Request | string) => {
    const { pathname } = new URL(typeof input === 'string' ? input : input.url);
    const body = files.get(pathname);
    const type = pathname.endsWith('.md') ? 'text/markdown' : 'text/html';
    return Promise.resolve(
      body === undefined
        ? new Response('not found', { status: 404, headers: { 'Content-Type': 'text/html' } })
        : new Response(body, { headers: { 'Content-Type': type } }),
    );
  };
  const assetReads: string[] = [];
  const ASSETS = {
    fetch: (input: URL | RequestInfo) => {
      assetReads.push(new URL(input instanceof Request ? input.url : input).pathname);
      return served(input instanceof URL ? input.href : input);
    },
  };
  async function get(pathname: string, accept = 'text/html') {
    const request = new Request(`https://miniai.test${pathname}`, { headers: { Accept: accept } });
    const asked: string[] = [];
    const next = (input?: Request | string) => {
      const target = input ?? request;
      asked.push(new URL(typeof target === 'string' ? target : target.url).pathname);
      return served(target);
    };
    const response = await onRequest({ request, next, env: { ASSETS } });
    return { response, asked, link: response.headers.get('Link') ?? '' };
  }

  const page = await get('/docs/intro');
  assert.deepEqual(page.asked, ['/docs/intro']);
  assert.match(page.link, /<\/docs\/intro\.md>; rel="alternate"; type="text\/markdown"/);
  assert.match(page.response.headers.get('Vary') ?? '', /Accept/);
  const english = await get('/en/docs/intro');
  assert.deepEqual(english.asked, ['/en/docs/intro']);
  assert.match(english.link, /<\/en\/docs\/intro\.md>; rel="alternate"/);
  const withoutTwin = await get('/search', 'text/markdown');
  assert.deepEqual(withoutTwin.asked, ['/search']);
  assert.doesNotMatch(withoutTwin.link, /rel="alternate"/);
  const twin = await get('/docs/intro', 'text/markdown');
  assert.deepEqual(twin.asked, ['/docs/intro.md']);
  assert.equal(await twin.response.text(), '# Giới thiệu');
  assert.deepEqual(assetReads, [`/${markdownTwinsFile}`, `/en/${markdownTwinsFile}`]);
});
