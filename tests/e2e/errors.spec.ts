import { test, expect, waitForHydration } from '@site/tests/support/fixtures';

test.describe('unknown paths', () => {
  const cases = [
    {
      path: '/khong-co-trang-nay',
      title: 'Không tìm thấy trang',
      advice: 'Vui lòng liên hệ với trang web đã đưa bạn đến đây',
      lang: 'vi-VN',
    },
    {
      path: '/en/no-such-page',
      title: 'Page Not Found',
      advice: 'contact the owner of the site that linked you',
      lang: 'en-US',
    },
    {
      path: '/docs/no-such-doc',
      title: 'Không tìm thấy trang',
      advice: 'đường dẫn này bị lỗi',
      lang: 'vi-VN',
    },
    {
      path: '/en/api/no-such-operation',
      title: 'Page Not Found',
      advice: 'their link is broken',
      lang: 'en-US',
    },
  ];

  for (const { path, title, advice, lang } of cases) {
    test(`${path} answers 404 with the localised not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('main')).toContainText(advice);
    });
  }
});
