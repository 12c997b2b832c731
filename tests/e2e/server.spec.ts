/**
 * The production server (deploy/nginx): security headers on every response, caching by kind of
 * file, compression, and the plain-text outputs for AI tools. The browser tests of the other
 * files run behind the same Content-Security-Policy, so a blocked script fails them too.
 */
import { test, expect } from '@site/tests/support/fixtures';
import { localePath, locales } from '@site/tests/support/routes';

const securityHeaders = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
} as const;

test('pages, assets, redirects and 404s all carry the security headers', async ({
  request,
  page,
}) => {
  await page.goto('/');
  const asset = await page.locator('script[src*="/assets/js/"]').first().getAttribute('src');
  for (const [path, status] of [
    ['/', 200],
    ['/en/docs/intro', 200],
    [asset ?? '', 200],
    ['/docs/intro.html', 301],
    ['/no-such-page', 404],
  ] as const) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    const headers = response.headers();
    for (const [name, value] of Object.entries(securityHeaders)) {
      expect(headers[name], `${name} on ${path}`).toMatch(value);
    }
    expect(headers['content-security-policy'], `CSP on ${path}`).toBeTruthy();
  }
});

test('the Content-Security-Policy allows inline scripts only by hash and never eval', async ({
  request,
}) => {
  const csp = (await request.get('/docs/intro')).headers()['content-security-policy'] ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
  const scriptSources = directives['script-src'] ?? [];
  expect(scriptSources[0]).toBe("'self'");
  expect(scriptSources.slice(1).length).toBeGreaterThan(0);
  for (const source of scriptSources.slice(1))
    expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(csp).not.toContain('unsafe-eval');
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
});

test('hashed assets are cached for a year, HTML is revalidated', async ({ request, page }) => {
  await page.goto('/blog');
  const asset =
    (await page
      .locator('link[rel="stylesheet"][href*="/assets/css/"]')
      .first()
      .getAttribute('href')) ?? '';
  expect((await request.get(asset)).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  expect((await request.get('/blog')).headers()['cache-control']).toBe('no-cache');
});

test('text responses are compressed with brotli or gzip', async ({ request, page }) => {
  await page.goto('/');
  const script =
    (await page.locator('script[src*="/assets/js/main"]').first().getAttribute('src')) ?? '';
  for (const [accept, expected] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    const response = await request.get(script, { headers: { 'Accept-Encoding': accept } });
    expect(response.headers()['content-encoding'], accept).toBe(expected);
  }
});

for (const locale of locales) {
  test(`${locale.code}: llms.txt lists the content pages, whose Markdown copies are served`, async ({
    request,
  }) => {
    const llms = await request.get(localePath(locale, '/llms.txt'));
    expect(llms.status()).toBe(200);
    const text = await llms.text();
    expect(text).toMatch(/^# MiniAI\n/);
    const links = [...text.matchAll(/\]\((https?:\/\/[^)]+\.md)\)/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(links).toContain(localePath(locale, '/docs/intro.md'));
    expect(links).toContain(localePath(locale, '/api/orders/create-order.md'));
    expect(links).toContain(localePath(locale, '/blog/zalo-mini-app.md'));
    for (const link of links) {
      const markdown = await request.get(link);
      expect(markdown.status(), link).toBe(200);
      expect(markdown.headers()['content-type'], link).toMatch(/^text\/markdown/);
      expect(await markdown.text(), link).toMatch(/^# \S/);
    }
    const full = await request.get(localePath(locale, '/llms-full.txt'));
    expect(full.status()).toBe(200);
    expect((await full.text()).length).toBeGreaterThan(text.length * 5);
  });
}
