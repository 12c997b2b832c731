/**
 * The page menu of docs, API, gift and blog pages (src/components/PageMenu): copy the page as
 * Markdown, view its Markdown twin, open it in ChatGPT or Claude — with no request to those sites
 * before the reader clicks — and the page's rel="alternate" link to its Markdown.
 */
import type { Request } from '@playwright/test';
import { visitTest, expect } from '@site/tests/support/fixtures';
import { localePath, locales } from '@site/tests/support/routes';
import { resolveSiteSettings } from '@site/config/site';

const { siteUrl } = resolveSiteSettings(process.env);

/** One page of each area that has a page menu. */
const menuPages = [
  '/docs/intro',
  '/api/orders/create-order',
  '/gift/overview',
  '/blog/zalo-mini-app',
] as const;

const assistantHosts = /(^|\.)(chatgpt\.com|claude\.ai)$/;

const labels = {
  vi: {
    toggle: 'Markdown và AI',
    copy: 'Chép trang dạng Markdown',
    view: 'Xem Markdown',
    open: 'Mở trong',
  },
  en: {
    toggle: 'Markdown and AI',
    copy: 'Copy page as Markdown',
    view: 'View Markdown',
    open: 'Open in',
  },
} as const;

for (const locale of locales) {
  const label = labels[locale.code];
  for (const route of menuPages) {
    const pagePath = localePath(locale, route);
    visitTest(
      `${pagePath}: the page menu views the Markdown and opens assistants with its URL`,
      async ({ page, gotoHydrated }) => {
        const thirdParty: string[] = [];
        const onRequest = (request: Request) => {
          if (assistantHosts.test(new URL(request.url()).hostname)) thirdParty.push(request.url());
        };
        page.on('request', onRequest);
        await gotoHydrated(pagePath);
        const markdownUrl = `${siteUrl}${pagePath}.md`;
        await expect(
          page.locator('head link[rel="alternate"][type="text/markdown"]'),
        ).toHaveAttribute('href', markdownUrl);

        const toggle = page.getByRole('button', { name: label.toggle });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('link', { name: label.view })).toBeHidden();
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(page.getByRole('button', { name: label.copy })).toBeVisible();
        await expect(page.getByRole('link', { name: label.view })).toHaveAttribute(
          'href',
          `${pagePath}.md`,
        );
        for (const [assistant, prefix] of [
          ['ChatGPT', 'https://chatgpt.com/?q='],
          ['Claude', 'https://claude.ai/new?q='],
        ] as const) {
          const href =
            (await page
              .getByRole('link', { name: `${label.open} ${assistant}` })
              .getAttribute('href')) ?? '';
          expect(href.startsWith(prefix), href).toBe(true);
          expect(decodeURIComponent(href.slice(prefix.length))).toContain(markdownUrl);
        }
        // Escape closes the menu and gives focus back to its button.
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        await page.waitForLoadState('networkidle');
        // The shared tab serves the next test: its watch ends here.
        page.off('request', onRequest);
        expect(thirdParty, 'requests to assistants before any click').toEqual([]);
      },
    );
  }

  visitTest(
    `${locale.code}: "Copy page as Markdown" copies the page's Markdown twin`,
    async ({ page, gotoHydrated, request }) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      const pagePath = localePath(locale, '/blog/zalo-mini-app');
      await gotoHydrated(pagePath);
      await page.getByRole('button', { name: label.toggle }).click();
      await page.getByRole('button', { name: label.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: /Đã chép|Copied/ })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(await (await request.get(`${pagePath}.md`)).text());
      const title = (await page.locator('article h1').first().textContent()) ?? '';
      expect(copied).toContain(`\n# ${title}\n`);
    },
  );
}
