import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { test, expect } from '@site/tests/support/fixtures';

const tags = Object.keys(parse(readFileSync('blog/tags.yml', 'utf8')) as Record<string, unknown>);

test('the blog sidebar groups posts by year', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog');
  const years = page.locator('aside nav[aria-label] h3');
  await expect(years).toHaveText(['2025', '2024']);
});

test('the archive lists all five posts', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog/archive');
  await expect(
    page.locator('main article, main li a[href^="/blog/"]').filter({ hasText: /\S/ }),
  ).not.toHaveCount(0);
  await expect(page.locator('main a[href^="/blog/"]')).toHaveCount(5);
});

test('the author page lists the author and their posts', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog/authors');
  await page.getByRole('link', { name: 'Đội ngũ MiniAI' }).first().click();
  await expect(page).toHaveURL(/\/blog\/authors\/miniai$/);
  await expect(page.locator('main article')).toHaveCount(5);
});

for (const tag of tags) {
  test(`the tag page /blog/tags/${tag} lists its posts`, async ({ page, gotoHydrated }) => {
    await gotoHydrated(`/blog/tags/${tag}`);
    expect(await page.locator('main article').count()).toBeGreaterThan(0);
  });
}
