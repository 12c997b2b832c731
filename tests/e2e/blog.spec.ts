import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { blogPosts } from '@site/tests/support/content';
import { visitTest, expect } from '@site/tests/support/fixtures';
import { locales, localePath } from '@site/tests/support/routes';

const tags = Object.keys(parse(readFileSync('blog/tags.yml', 'utf8')) as Record<string, unknown>);
const posts = blogPosts();
const postSlugs = posts.map((post) => post.slug).sort();
/** The years of the posts, newest first, as the sidebar groups them. */
const postYears = [...new Set(posts.map((post) => post.date.slice(0, 4)))].sort().reverse();

visitTest('the blog sidebar groups posts by year', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog');
  const years = page.locator('aside nav[aria-label] h3');
  await expect(years).toHaveText(postYears);
});

visitTest('the archive lists every post of blog/', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog/archive');
  await expect(
    page.locator('main article, main li a[href^="/blog/"]').filter({ hasText: /\S/ }),
  ).not.toHaveCount(0);
  await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(posts.length);
});

visitTest('the author page lists the author and their posts', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog/authors');
  await page.getByRole('link', { name: 'Đội ngũ MiniAI' }).first().click();
  await expect(page).toHaveURL(/\/blog\/authors\/miniai$/);
  await expect(page.locator('main article')).toHaveCount(posts.length);
});

for (const tag of tags) {
  visitTest(`the tag page /blog/tags/${tag} lists its posts`, async ({ page, gotoHydrated }) => {
    await gotoHydrated(`/blog/tags/${tag}`);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
  });
}

/** Each blog instance and its posts: the blog, and the API changelog (a second instance). */
const blogInstances = [
  { base: '/blog', slugs: postSlugs },
  {
    base: '/changelog',
    slugs: blogPosts('changelog')
      .map((post) => post.slug)
      .sort(),
  },
];

for (const locale of locales) {
  for (const { base, slugs } of blogInstances) {
    visitTest(
      `the ${locale.code} ${base} RSS and Atom feeds are linked, parse as XML and list every post`,
      async ({ page, request, gotoHydrated }) => {
        await gotoHydrated(localePath(locale, base));
        for (const [type, file, entry] of [
          ['application/rss+xml', 'rss.xml', 'item'],
          ['application/atom+xml', 'atom.xml', 'entry'],
        ] as const) {
          // Every page links the feeds of both instances; this one must be among them.
          const hrefs = await page
            .locator(`head link[rel="alternate"][type="${type}"]`)
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          const href = hrefs.find((candidate) =>
            new RegExp(`${locale.prefix}${base}/${file}$`).test(candidate),
          );
          expect(
            href,
            `${type} link to ${base}/${file} in the head: ${hrefs.join(', ')}`,
          ).toBeDefined();
          // The head links the feed by path; the request resolves it against the test server.
          const response = await request.get(href ?? '');
          expect(response.status()).toBe(200);
          const xml = await response.text();
          const parsed = await page.evaluate(
            ({ text, tag }) => {
              const doc = new DOMParser().parseFromString(text, 'application/xml');
              return {
                error: doc.querySelector('parsererror')?.textContent ?? null,
                links: Array.from(doc.getElementsByTagName(tag)).map(
                  (node) =>
                    node.querySelector('link')?.getAttribute('href') ??
                    node.querySelector('link')?.textContent ??
                    '',
                ),
              };
            },
            { text: xml, tag: entry },
          );
          expect(parsed.error, `${file} is well-formed XML`).toBeNull();
          expect(parsed.links.map((link) => link.split('/').pop()).sort()).toEqual(slugs);
        }
      },
    );
  }

  visitTest(
    `every ${locale.code} post has a 1200×630 PNG social card`,
    async ({ page, request, gotoHydrated }) => {
      for (const slug of postSlugs) {
        await gotoHydrated(localePath(locale, `/blog/${slug}`));
        const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
        const twitterImage = await page
          .locator('meta[name="twitter:image"]')
          .getAttribute('content');
        expect(twitterImage).toBe(ogImage);
        expect(ogImage).toMatch(new RegExp(`${locale.prefix}/img/social/blog/${slug}\\.png$`));
        const response = await request.get(new URL(ogImage ?? '').pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        const png = await response.body();
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], `${slug} card size`).toEqual([
          1200, 630,
        ]);
      }
    },
  );
}
