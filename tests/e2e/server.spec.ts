/**
 * The production server (deploy/nginx): security headers on every response, caching by kind of
 * file, compression, and the plain-text outputs for AI tools. The browser tests of the other
 * files run behind the same Content-Security-Policy, so a blocked script fails them too.
 * The same checks run against Cloudflare Pages' runtime serving the build with its `_headers` and
 * `_redirects` and the build's Pages Function (functions/_middleware.ts: Markdown negotiation on
 * Accept), project cloudflare-pages, except those tagged @nginx: compression, which the CDN's
 * edge does.
 */
import type { APIResponse } from '@playwright/test';
import { test, expect, httpTest, visitTest } from '@site/tests/support/fixtures';
import { hostileUrls } from '@site/tests/support/hostileUrls';
import { rawGet } from '@site/tests/support/rawHttp';
import { localePath, locales } from '@site/tests/support/routes';
import { mockApiPort } from '@site/tests/support/mockApi';
import { resolveSiteSettings } from '@site/config/site';
import { cleanUrlRedirectStatus, sitePaths } from '@site/plugins/serving-rules/rules';
import { securityTxtFields } from '@site/tests/support/securityTxt';
import { cdnProject, serverOf } from '@site/tests/support/servers';
import { acceptCases } from '@site/tests/support/acceptCases';

/** The API the pages may call: the production setting the build and its nginx config were made with. */
const { apiBaseUrl, siteUrl } = resolveSiteSettings(process.env);

/** Every Vary header of a response, as one list of lower-case field names. */
function varyFields(response: APIResponse): string[] {
  return response
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'vary')
    .flatMap(({ value }) => value.split(',').map((field) => field.trim().toLowerCase()));
}

const securityHeaders = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
} as const;

visitTest(
  'pages, assets, redirects and 404s all carry the security headers',
  async ({ request, page }) => {
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
  },
);

httpTest(
  'a moved page answers with a permanent redirect to where its content lives',
  async ({ request }) => {
    const { movedPages } = sitePaths(resolveSiteSettings(process.env).baseUrl);
    expect(movedPages.length).toBeGreaterThan(0);
    for (const { from, to } of movedPages) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(cleanUrlRedirectStatus);
      const location = response.headers().location ?? '';
      expect(new URL(location, 'http://site.invalid').pathname, from).toBe(to);
    }
  },
);

httpTest(
  'the Content-Security-Policy allows inline scripts only by hash and never eval',
  async ({ request }) => {
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
  },
);

/**
 * How each server asks for HTML to be revalidated on every use: nginx's `no-cache`; the static
 * hosts' own default, which `_headers` keeps (a second Cache-Control rule would be appended to the
 * assets' one on Cloudflare Pages).
 */
const revalidated = {
  nginx: 'no-cache',
  [cdnProject]: 'public, max-age=0, must-revalidate',
} as const;

visitTest(
  'hashed assets are cached for a year, HTML is revalidated',
  async ({ request, page }, { project }) => {
    await page.goto('/blog');
    const asset =
      (await page
        .locator('link[rel="stylesheet"][href*="/assets/css/"]')
        .first()
        .getAttribute('href')) ?? '';
    expect((await request.get(asset)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await request.get('/blog')).headers()['cache-control']).toBe(
      revalidated[serverOf(project.name)],
    );
  },
);

visitTest('text responses are compressed with brotli or gzip @nginx', async ({ request, page }) => {
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
  httpTest(
    `${locale.code}: llms.txt lists the content pages, whose Markdown copies are served`,
    async ({ request }) => {
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
      const llmsUrl = `${siteUrl}${localePath(locale, '/llms.txt')}`;
      for (const link of links) {
        const markdown = await request.get(link);
        expect(markdown.status(), link).toBe(200);
        expect(markdown.headers()['content-type'], link).toMatch(/^text\/markdown/);
        // One line naming the page's canonical URL and the locale's llms.txt, then the title.
        const [firstLine = '', , title = ''] = (await markdown.text()).split('\n');
        expect(firstLine, link).toContain(`${siteUrl}${link.replace(/\.md$/, '')} · `);
        expect(firstLine.endsWith(`: ${llmsUrl}`), link).toBe(true);
        expect(title, link).toMatch(/^# \S/);
      }
      // Instructions for agents: the auth header, the envelope, the sandbox, and no token in a chat.
      expect(text).toMatch(/\n## (Instructions for agents|Hướng dẫn cho AI agent)\n/);
      for (const fact of ['`access_token`', '`{ error, message, data }`', 'npm run mock-api'])
        expect(text).toContain(fact);
      const full = await request.get(localePath(locale, '/llms-full.txt'));
      expect(full.status()).toBe(200);
      expect((await full.text()).length).toBeGreaterThan(text.length * 5);
    },
  );
}

httpTest(
  'security.txt is served as plain text with a contact and an Expires in the future',
  async ({ request }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const fields = securityTxtFields(await response.text());
    const { securityEmail } = resolveSiteSettings(process.env);
    expect(fields.get('Contact')).toEqual([`mailto:${securityEmail}`]);
    expect(fields.get('Preferred-Languages')).toEqual(['vi, en']);
    expect(fields.get('Canonical')?.[0]).toMatch(/\/\.well-known\/security\.txt$/);
    const expires = Date.parse(fields.get('Expires')?.[0] ?? '');
    expect(expires - Date.now()).toBeGreaterThan(0);
  },
);

for (const locale of locales) {
  const pagePath = localePath(locale, '/docs/intro');
  httpTest(
    `${locale.code}: a page answers Markdown to a request that prefers it, HTML otherwise, varying on Accept`,
    async ({ request }) => {
      const twin = await (await request.get(`${pagePath}.md`)).text();
      for (const { accept, markdown } of acceptCases) {
        const response = await request.get(pagePath, { headers: { Accept: accept } });
        expect(response.status(), accept).toBe(200);
        expect(response.headers()['content-type'], accept).toMatch(
          markdown ? /^text\/markdown/ : /^text\/html/,
        );
        if (markdown) expect(await response.text(), accept).toBe(twin);
        expect(varyFields(response), accept).toContain('accept');
        // The twin answered at the page's URL carries the page's security headers too.
        expect(response.headers()['content-security-policy'], accept).toBeTruthy();
      }
    },
  );
}

httpTest(
  'Markdown negotiation leaves pages without a twin and unknown paths as they were',
  async ({ request }) => {
    const headers = { Accept: 'text/markdown' };
    const search = await request.get('/search', { headers });
    expect(search.status()).toBe(200);
    expect(search.headers()['content-type']).toMatch(/^text\/html/);
    const missing = await request.get('/docs/no-such-page', { headers });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^text\/html/);
  },
);

httpTest(
  'the contract, the feeds and the sitemaps are served with their own media types',
  async ({ request }) => {
    for (const locale of locales) {
      for (const [file, type] of [
        ['openapi/miniai.yaml', /^application\/yaml/],
        ['blog/rss.xml', /^application\/rss\+xml/],
        ['blog/atom.xml', /^application\/atom\+xml/],
        ['changelog/rss.xml', /^application\/rss\+xml/],
        ['changelog/atom.xml', /^application\/atom\+xml/],
        ['sitemap.xml', /^application\/xml/],
      ] as const) {
        const url = localePath(locale, `/${file}`);
        const response = await request.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()['content-type'], url).toMatch(type);
      }
    }
  },
);

httpTest(
  'a request for many byte ranges gets at most one range back @nginx',
  async ({ request }) => {
    const ranges = Array.from({ length: 20 }, (_, index) => `${index * 10}-${index * 10 + 4}`);
    const response = await request.get('/robots.txt', {
      // Identity: a compressed answer is never split into ranges, whatever max_ranges says.
      headers: { Range: `bytes=${ranges.join(',')}`, 'Accept-Encoding': 'identity' },
    });
    expect(response.headers()['content-type']).not.toMatch(/multipart\/byteranges/);
    expect(response.status()).toBe(200);
  },
);

httpTest(
  '/.well-known/api-catalog is an RFC 9727 linkset pointing at the contract, docs and llms.txt',
  async ({ request }) => {
    const response = await request.get('/.well-known/api-catalog');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/linkset\+json/);
    const { linkset } = (await response.json()) as {
      linkset: Array<Record<string, string | Array<{ href: string; type: string }>>>;
    };
    const [api] = linkset;
    expect(api?.anchor).toBe(apiBaseUrl);
    const hrefs = (relation: string): string[] =>
      ((api?.[relation] ?? []) as Array<{ href: string }>).map((link) => link.href);
    for (const locale of locales) {
      const base = `${siteUrl}${localePath(locale, '/')}`;
      expect(hrefs('service-desc')).toEqual(
        expect.arrayContaining([`${base}openapi/miniai.yaml`, `${base}openapi/miniai.json`]),
      );
      expect(hrefs('service-doc')).toEqual(
        expect.arrayContaining([`${base}api/overview`, `${base}llms.txt`]),
      );
      expect(hrefs('describedby')).toContain(`${base}openapi/miniai.postman_collection.json`);
    }
    for (const href of ['service-desc', 'service-doc', 'describedby'].flatMap(hrefs)) {
      const linked = await request.get(new URL(href).pathname);
      expect(linked.status(), href).toBe(200);
    }
  },
);

/** A target short enough to read in a test title. */
function shown(target: string): string {
  const printable = JSON.stringify(target);
  return printable.length > 48 ? `${printable.slice(0, 45)}…"` : printable;
}

for (const { probe, target, status, location, cdn } of hostileUrls) {
  const onCdn = cdn === undefined ? '' : ` (Cloudflare Pages: ${cdn.status})`;
  httpTest(
    `hostile URL, ${probe}: ${shown(target)} answers ${status}${onCdn} and stays on the site`,
    async ({ baseURL }, { project }) => {
      // nginx's answer, or the runtime's where the table records that it differs.
      const expected =
        serverOf(project.name) === 'nginx' ? { status, location } : (cdn ?? { status, location });
      const response = await rawGet(baseURL ?? '', target);
      expect(response.status).toBe(expected.status);
      for (const line of response.headerLines) {
        // A CR, LF or other control byte inside a header line is a split or injected header.
        // eslint-disable-next-line no-control-regex -- control characters are what this looks for
        expect(line, 'header line holds a control character').not.toMatch(/[\x00-\x1f\x7f]/);
      }
      if (expected.status === 301) {
        expect(response.location).toBe(expected.location);
        // A same-origin path: one "/" then neither "/" nor "\\", and nothing a URL parser drops.
        expect(response.location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        const origin = new URL(baseURL ?? '').origin;
        expect(new URL(response.location ?? '', origin).origin).toBe(origin);
      } else {
        expect(response.location, 'only a redirect has a Location').toBeUndefined();
      }
    },
  );
}

test('a browser following a hostile link stays on the site and stores no injected cookie', async ({
  page,
  context,
  baseURL,
  expectConsoleError,
}, { project }) => {
  const onNginx = serverOf(project.name) === 'nginx';
  // Chromium logs each refused request as a failed load: that refusal is the behaviour under test.
  if (onNginx) expectConsoleError(/status of 400/);
  const origin = new URL(baseURL ?? '').origin;
  for (const target of [
    '/%5cevil.example/',
    '/%09/evil.example/',
    '/%5cevil.example/index.html',
    '/x%0dSet-Cookie:%20injected=1;%20Path=/;%20a/',
  ]) {
    const response = await page.goto(target);
    // nginx refuses the path; the runtime keeps it percent-encoded, a page it does not have.
    expect(response?.status(), target).toBe(onNginx ? 400 : 404);
    expect(new URL(page.url()).origin, target).toBe(origin);
  }
  expect(await context.cookies()).toEqual([]);
});

httpTest(
  'the CSP connects only to the site, the API and the mock the tests started it for',
  async ({ request }, { project }) => {
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.trim().split(/\s+/);
    // The static hosts get the build's _headers as they are: the production policy, no local mock.
    const mock = serverOf(project.name) === 'nginx' ? [`http://127.0.0.1:${mockApiPort}`] : [];
    expect(connect).toEqual(["'self'", new URL(apiBaseUrl).origin, ...mock]);
  },
);

for (const locale of locales) {
  httpTest(
    `${locale.code}: an unknown path answers 404 with that locale's not-found page`,
    async ({ request }) => {
      const response = await request.get(localePath(locale, '/docs/no-such-page'));
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      // The minifier drops attribute quotes where it can.
      expect(await response.text()).toMatch(
        new RegExp(`<html[^>]*\\blang="?${locale.htmlLang}\\b`),
      );
    },
  );
}
