/**
 * Markup on the built pages that search engines, validators and readers without JavaScript see:
 * structured data (WebSite with its search action, BlogPosting images, whole breadcrumb trails,
 * only canonical URLs and no empty properties on any page), forms with a submit control, the
 * search page as a plain form, diagrams with a name and a text version, and no HTML error that
 * comes from this site's own code (the Nu HTML Checker, vnu).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { resolveSiteSettings } from '@site/config/site';
import { htmlFiles } from '@site/plugins/built-pages';
import { buildDir, siteDir } from '@site/tests/support/content';
import { builtFileFor, locales, localePath } from '@site/tests/support/routes';

const { siteUrl, baseUrl } = resolveSiteSettings(process.env);
const blogPosts = readdirSync(path.join(siteDir, 'blog')).filter((file) => /\.mdx?$/.test(file));

type JsonLd = Record<string, unknown>;

function builtHtml(route: string): string {
  const file = builtFileFor(route);
  assert.ok(file !== undefined, `no built page for ${route}`);
  return readFileSync(file, 'utf8');
}

function jsonLdBlocks(html: string): JsonLd[] {
  return [...html.matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as JsonLd,
  );
}

function structuredData(route: string): JsonLd[] {
  return jsonLdBlocks(builtHtml(route));
}

/** Every built page of both locales, by its path in build/. */
const allPages = htmlFiles(buildDir).map((file) => ({
  page: path.relative(buildDir, file),
  html: readFileSync(file, 'utf8'),
}));

/** Every string or array value in a JSON-LD block, with its path (`author[0].url`). */
function jsonLdValues(value: unknown, where = ''): { where: string; value: unknown }[] {
  const children = Array.isArray(value)
    ? value.map((item, index) => jsonLdValues(item, `${where}[${index}]`))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([key, item]) => jsonLdValues(item, where ? `${where}.${key}` : key))
      : [];
  const own = typeof value === 'string' || Array.isArray(value) ? [{ where, value }] : [];
  return [...own, ...children.flat()];
}

/** A tag's attribute value, quoted or not (the build minifies the HTML). */
function attributeOf(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** The canonical URL of every built page that names one, normalised by URL. */
const canonicalUrls = new Set(
  allPages.flatMap(({ html }) =>
    [...html.matchAll(/<link\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => attributeOf(tag, 'rel') === 'canonical')
      .map((tag) => new URL(attributeOf(tag, 'href') ?? '').href),
  ),
);

function blockOfType(route: string, type: string): JsonLd {
  const block = structuredData(route).find((data) => data['@type'] === type);
  assert.ok(block !== undefined, `${route}: no ${type} block`);
  return block;
}

/** The blog post routes of a locale, read from the built blog index's post links. */
function blogPostRoutes(locale: (typeof locales)[number]): string[] {
  const html = builtHtml(localePath(locale, '/blog/archive'));
  const base = localePath(locale, '/blog/');
  return [
    ...new Set(
      [...html.matchAll(/href="?([^" >]+)/g)]
        .map((match) => match[1] ?? '')
        // A post is one slug below the blog; tags, authors, pages and feeds are not posts.
        .filter(
          (href) =>
            href.startsWith(base) &&
            /^[a-z0-9-]+$/.test(href.slice(base.length)) &&
            !['tags', 'archive', 'authors', 'page'].includes(href.slice(base.length)),
        ),
    ),
  ];
}

for (const locale of locales) {
  describe(`${locale.code}: structured data`, () => {
    it('the home page has a WebSite block whose search action opens the search page', () => {
      const website = blockOfType(localePath(locale, '/'), 'WebSite');
      assert.equal(website.url, `${siteUrl}${localePath(locale, '/')}`);
      const action = website.potentialAction as {
        '@type': string;
        target: { urlTemplate: string };
        'query-input': string;
      };
      assert.equal(action['@type'], 'SearchAction');
      assert.equal(
        action.target.urlTemplate,
        `${siteUrl}${localePath(locale, '/search')}?q={search_term_string}`,
      );
      assert.equal(action['query-input'], 'required name=search_term_string');
    });

    it('every blog post has an image (its social card) and absolute author images', () => {
      const routes = blogPostRoutes(locale);
      assert.equal(routes.length, blogPosts.length, 'one route per post in blog/');
      for (const route of routes) {
        const post = blockOfType(route, 'BlogPosting');
        const image = post.image as { url?: string } | undefined;
        assert.match(image?.url ?? '', /^https:\/\/\S+\.png$/, `${route}: image`);
        const card = /property="?og:image"? content="?([^" >]+)/.exec(builtHtml(route))?.[1];
        assert.equal(image?.url, card, `${route}: image is the page's social card`);
        const authors = [post.author].flat() as { image?: string }[];
        for (const author of authors) {
          if (author.image !== undefined) {
            assert.match(author.image, /^https?:\/\//, `${route}: author.image is absolute`);
          }
        }
      }
    });

    it('an operation page has the whole breadcrumb trail: home, area, category, page', () => {
      const route = localePath(locale, '/api/orders/create-order');
      const trail = blockOfType(route, 'BreadcrumbList').itemListElement as {
        position: number;
        item: string;
      }[];
      assert.deepEqual(
        trail.map((crumb) => crumb.position),
        trail.map((_, index) => index + 1),
      );
      assert.ok(trail.length >= 4, `${trail.length} items`);
      assert.equal(trail[0]?.item, `${siteUrl}${localePath(locale, '/')}`);
      assert.equal(trail.at(-1)?.item, `${siteUrl}${route}`);
      assert.equal(new Set(trail.map((crumb) => crumb.item)).size, trail.length, 'no URL twice');
    });
  });

  describe(`${locale.code}: without JavaScript`, () => {
    it('the search page is a form that sends the query to this locale’s search page', () => {
      const html = builtHtml(localePath(locale, '/search'));
      const form = /<form[^>]*role="?search"?[^>]*>([\s\S]*?)<\/form>/.exec(html);
      assert.ok(form, 'no search form');
      assert.match(form[0], new RegExp(`action="?${localePath(locale, '/search')}[" >]`));
      assert.match(form[1] ?? '', /<input[^>]*name="?q[" >]/, 'the input is named q');
      assert.match(form[1] ?? '', /<button[^>]*type="?submit/, 'a submit button');
      assert.match(html, /<noscript><p[^>]*>[^<]{40,}/, 'a line saying results need JavaScript');
    });

    it('the architecture diagram is drawn in the HTML, with a caption and a text alternative', () => {
      const html = builtHtml(localePath(locale, '/gift/solution'));
      const figure = /<figure[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? '';
      // An image with its title and description as text alternative, and every layer drawn.
      assert.match(figure, /role="?img"? aria-label="[^"]{120,}"/, 'text alternative');
      assert.match(figure, />MiniAI API[^<]*</, 'the layers are in the markup, as text');
      assert.doesNotMatch(figure, /data-diagram="?mermaid/, 'no Mermaid: it would load with the page');
      assert.match(figure, /<figcaption[^>]*>[^<]{10,}<\/figcaption>/, 'caption');
    });
  });
}

describe('structured data on every built page (both locales)', () => {
  it('names pages only by their canonical URL (no trailing slash but on the locale roots)', () => {
    assert.ok(canonicalUrls.size > 0, 'no canonical links found');
    const wrong = allPages.flatMap(({ page, html }) =>
      jsonLdBlocks(html).flatMap((block) =>
        jsonLdValues(block)
          .filter(({ value }) => typeof value === 'string' && value.startsWith(siteUrl))
          // A URL template (the search action) is not a page.
          .filter(({ value }) => !(value as string).includes('{'))
          .flatMap(({ where, value }) => {
            const url = new URL(value as string);
            url.hash = '';
            // A file (an image) is named by its path in the build.
            if (/\.[a-z0-9]+$/i.test(url.pathname)) {
              const file = path.join(buildDir, decodeURIComponent(url.pathname.slice(baseUrl.length)));
              return existsSync(file) ? [] : [`${page} ${where}: ${value as string} (no such file)`];
            }
            return canonicalUrls.has(url.href) ? [] : [`${page} ${where}: ${value as string}`];
          }),
      ),
    );
    assert.deepEqual(wrong, []);
  });

  it('has no empty property (an empty list or text says nothing)', () => {
    const empty = allPages.flatMap(({ page, html }) =>
      jsonLdBlocks(html).flatMap((block) =>
        jsonLdValues(block)
          .filter(({ value }) => value === '' || (Array.isArray(value) && value.length === 0))
          .map(({ where, value }) => `${page} ${where}: ${JSON.stringify(value)}`),
      ),
    );
    assert.deepEqual(empty, []);
  });
});

describe('forms on every built page (both locales)', () => {
  it('have a submit control (WCAG technique H32)', () => {
    const forms = allPages.flatMap(({ page, html }) =>
      [...html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)].map((form) => ({
        page,
        submits: [...(form[1] ?? '').matchAll(/<(button|input)\b[^>]*>/g)].some(([tag, name]) => {
          const type = attributeOf(tag, 'type');
          return name === 'button' ? type === undefined || type === 'submit' : type === 'submit';
        }),
      })),
    );
    assert.ok(forms.some((form) => form.page === 'search.html'), 'the search page has a form');
    assert.deepEqual(
      forms.filter((form) => !form.submits).map((form) => form.page),
      [],
    );
  });
});

/**
 * Errors that come from markup this site does not write, each with where it comes from. Any other
 * error fails the test, naming the page, line and message.
 */
const upstreamErrors: readonly { message: RegExp; origin: string }[] = [
  {
    message: /^Element “div” not allowed as child of element “code”/,
    origin: 'theme-classic CodeBlock/Line renders each line as a <div> inside <code>',
  },
  {
    message: /^The “itemprop” attribute was specified, but the element is not a property of any item/,
    origin: 'theme-classic LastUpdated and blog post header put itemprop on <time> without itemscope',
  },
  {
    message: /^Element “div” not allowed as child of element “ul”/,
    origin: 'docusaurus-theme-openapi-docs ParamsItem and schema lists',
  },
  {
    message: /^Element “h2” not allowed as child of element “pre”/,
    origin: 'docusaurus-theme-openapi-docs ApiExplorer/MethodEndpoint',
  },
  {
    message: /^Every active “role=tab” element must have a corresponding “role=tabpanel” element/,
    origin: 'theme-classic Tabs (and the OpenAPI theme’s tabs) emit no aria-controls',
  },
];

/** The pages this site's own markup changes touch, in both locales. */
const checkedRoutes = locales.flatMap((locale) =>
  ['/', '/search', '/gift/solution', '/gift/slide', '/blog/zalo-mini-app', '/docs/intro', '/api/orders/create-order'].map(
    (route) => localePath(locale, route),
  ),
);

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

describe('the Nu HTML Checker (vnu)', () => {
  it('finds no error from the site’s own markup on the pages it touches', () => {
    const jar = path.join(
      path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
      'build/dist/vnu.jar',
    );
    const files = checkedRoutes.map((route) => {
      const file = builtFileFor(route);
      assert.ok(file !== undefined, `no built page for ${route}`);
      return file;
    });
    const run = spawnSync('java', ['-jar', jar, '--format', 'json', '--errors-only', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    assert.ok(
      run.error === undefined,
      'Java is needed for the Nu HTML Checker: apt-get install -y default-jre-headless',
    );
    const messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
    const own = messages.filter(
      (message) => !upstreamErrors.some((upstream) => upstream.message.test(message.message)),
    );
    assert.deepEqual(
      own.map(
        (message) =>
          `${path.relative(siteDir, new URL(message.url).pathname)}:${message.lastLine ?? '?'} ${message.message}`,
      ),
      [],
    );
  });
});
