/**
 * What search engines, social networks and AI tools read: sitemaps with language alternates,
 * robots.txt, canonical and social tags and structured data (the page menu for AI tools: agents.spec.ts).
 */
import type { Page } from '@playwright/test';
import { httpTest, visitTest, expect } from '@site/tests/support/fixtures';
import { localePath, locales } from '@site/tests/support/routes';

async function structuredDataTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => String((JSON.parse(block) as { '@type'?: string })['@type']));
}

for (const locale of locales) {
  httpTest(
    `${locale.code}: every sitemap URL names its vi, en and x-default alternates`,
    async ({ request }) => {
      const xml = await (await request.get(localePath(locale, '/sitemap.xml'))).text();
      const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? '');
      expect(urls.length).toBeGreaterThan(50);
      for (const url of urls) {
        const loc = /<loc>([^<]+)<\/loc>/.exec(url)?.[1] ?? '';
        const alternates = Object.fromEntries(
          [...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(
            (match) => [match[1] ?? '', match[2]] as const,
          ),
        );
        const route = new URL(loc).pathname.replace(/^\/en(\/|$)/, '/');
        expect(alternates, loc).toEqual({
          'vi-VN': `https://miniai.vn${route}`,
          'en-US': `https://miniai.vn/en${route === '/' ? '/' : route}`,
          'x-default': `https://miniai.vn${route}`,
        });
      }
    },
  );
}

httpTest('robots.txt allows crawling and names both sitemaps', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('User-agent: *');
  expect(robots).toContain('Sitemap: https://miniai.vn/sitemap.xml');
  expect(robots).toContain('Sitemap: https://miniai.vn/en/sitemap.xml');
});

visitTest(
  'a docs page has its canonical URL, social tags and TechArticle and BreadcrumbList data',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/en/gift/solution');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://miniai.vn/en/gift/solution',
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /MiniAI/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      /.{40}/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/en\/img\/social\/gift\/solution\.png$/,
    );
    expect(await structuredDataTypes(page)).toEqual(
      expect.arrayContaining(['TechArticle', 'BreadcrumbList']),
    );
  },
);

visitTest(
  'the landing page describes the organisation, posts describe themselves',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/');
    expect(await structuredDataTypes(page)).toContain('Organization');
    await gotoHydrated('/blog/zalo-miniapp-la-gi');
    expect(await structuredDataTypes(page)).toContain('BlogPosting');
    await gotoHydrated('/api/orders/create-order');
    expect(await structuredDataTypes(page)).toEqual(
      expect.arrayContaining(['TechArticle', 'BreadcrumbList']),
    );
  },
);
