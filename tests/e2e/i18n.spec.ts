import { visitTest, expect } from '@site/tests/support/fixtures';
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
  visitTest(
    `the ${locale.code} site declares its language and shows its own interface`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/docs/intro'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      const labels = interfaceLabels[locale.code];
      const navbar = page.locator('nav.navbar');
      await expect(navbar.getByRole('link', { name: labels.api, exact: true })).toBeVisible();
      await expect(navbar.getByRole('link', { name: labels.gift, exact: true })).toBeVisible();
      await expect(navbar.locator('a.navbar__try-out')).toContainText(labels.tryOut);
      await expect(navbar.getByRole('button', { name: labels.language })).toBeVisible();
    },
  );
}

visitTest(
  'every page links its other-language version for search engines',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/docs/intro');
    for (const locale of locales) {
      await expect(
        page.locator(`link[rel="alternate"][hreflang="${locale.htmlLang}"]`),
      ).toHaveAttribute('href', new RegExp(`${localePath(locale, '/docs/intro')}$`));
    }
  },
);

visitTest(
  'switching the language keeps the page',
  { tag: '@servers' },
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/api/overview');
    // There and back: from Vietnamese to English, then from English to Vietnamese.
    for (const [from, to] of [
      [locales[0], locales[1]],
      [locales[1], locales[0]],
    ] as const) {
      const menu = page.locator('nav.navbar').getByRole('button', {
        name: interfaceLabels[from.code].language,
      });
      await menu.hover();
      await page.getByRole('link', { name: interfaceLabels[to.code].language }).click();
      await expect(page).toHaveURL((url) => url.pathname === localePath(to, '/api/overview'));
      await expect(page.locator('html')).toHaveAttribute('lang', to.htmlLang);
    }
  },
);

visitTest(
  'the landing page is translated, not only its navbar',
  { tag: '@servers' },
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/');
    await expect(page.locator('h1')).toHaveText('Giải pháp Mini App toàn diện cho doanh nghiệp');
    await gotoHydrated('/en/');
    await expect(page.locator('h1')).toHaveText('The complete mini app solution for businesses');
  },
);
