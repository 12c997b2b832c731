import { test, expect } from '@site/tests/support/fixtures';
import { locales, localePath } from '@site/tests/support/routes';

const interfaceLabels = {
  vi: {
    api: 'Tài liệu API',
    gift: 'Giải pháp quà tặng',
    tryOut: 'Dùng thử',
    language: 'Tiếng Việt',
  },
  en: { api: 'API docs', gift: 'Gift solution', tryOut: 'Try out', language: 'English' },
} as const;

for (const locale of locales) {
  test(`the ${locale.code} site declares its language and shows its own interface`, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(localePath(locale, '/docs/intro'));
    await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const labels = interfaceLabels[locale.code];
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', { name: labels.api, exact: true })).toBeVisible();
    await expect(navbar.getByRole('link', { name: labels.gift, exact: true })).toBeVisible();
    await expect(navbar.locator('a.navbar__try-out')).toContainText(labels.tryOut);
    await expect(navbar.getByRole('button', { name: labels.language })).toBeVisible();
  });
}

test('every page links its other-language version for search engines', async ({
  page,
  gotoHydrated,
}) => {
  await gotoHydrated('/docs/intro');
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
    'href',
    /\/en\/docs\/intro$/,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="vi-VN"]')).toHaveAttribute(
    'href',
    /\/docs\/intro$/,
  );
});

test('switching the language keeps the page', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/api/overview');
  await page.locator('nav.navbar').getByRole('button', { name: 'Tiếng Việt' }).hover();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/api\/overview$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  await page.locator('nav.navbar').getByRole('button', { name: 'English' }).hover();
  await page.getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/api\/overview$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
});

test('the landing page is translated, not only its navbar', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/');
  await expect(page.locator('h1')).toHaveText('Giải pháp Mini App toàn diện cho doanh nghiệp');
  await gotoHydrated('/en/');
  await expect(page.locator('h1')).toHaveText('The complete mini app solution for businesses');
});
