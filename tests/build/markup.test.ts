/**
 * Markup on the built pages that search engines, validators and readers without JavaScript see:
 * structured data (WebSite with its search action, BlogPosting images, whole breadcrumb trails),
 * the search page as a plain form, diagrams with a name and a text version, and no HTML error that
 * comes from this site's own code (the Nu HTML Checker, vnu).
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';
import { resolveSiteSettings } from '@site/config/site';
import { siteDir } from '@site/tests/support/content';
import { builtFileFor, locales, localePath } from '@site/tests/support/routes';

const { siteUrl } = resolveSiteSettings(process.env);
const blogPosts = readdirSync(path.join(siteDir, 'blog')).filter((file) => /\.mdx?$/.test(file));

type JsonLd = Record<string, unknown>;

function builtHtml(route: string): string {
  const file = builtFileFor(route);
  assert.ok(file !== undefined, `no built page for ${route}`);
  return readFileSync(file, 'utf8');
}

function structuredData(route: string): JsonLd[] {
  return [
    ...builtHtml(route).matchAll(/<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1] ?? '') as JsonLd);
}

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
