import type { Locator, Page } from '@playwright/test';
import { test, expect, httpTest, waitForHydration, visitTest } from '@site/tests/support/fixtures';
import { locales, localePath, routesOf } from '@site/tests/support/routes';
import { defaultSettings } from '@site/config/site';
import { apiGroups, localizedDocument, operationRoute } from '@site/openapi/tools/document';

const notFoundTitles = /Không tìm thấy trang|Page Not Found/;

const navbarOf = (page: Page) => page.locator('nav.navbar');

/** Each link of `region`, by its accessible name (a string is matched exactly), points at its href. */
async function expectLinks(region: Locator, links: [name: string | RegExp, href: string][]) {
  for (const [name, href] of links) {
    await expect(region.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
}

for (const locale of locales) {
  test.describe(`every route (${locale.code})`, () => {
    const routes = routesOf(locale);

    test(`the ${locale.code} build has the spec's core routes`, () => {
      for (const route of [
        '/',
        '/docs/intro',
        '/api/overview',
        '/gift/overview',
        '/blog',
        '/markdown-page',
      ]) {
        expect(routes, `missing ${route}`).toContain(route);
      }
    });

    test(`the ${locale.code} build has the developer guides and the API changelog`, () => {
      for (const route of [
        '/docs/quickstart',
        '/docs/authentication',
        '/docs/testing',
        '/docs/errors',
        '/docs/webhooks',
        '/docs/guides/order-lifecycle',
        '/docs/guides/catalogue-sync',
        '/docs/guides/zns-messages',
        '/changelog',
        '/changelog/api-v1',
      ]) {
        expect(routes, `missing ${route}`).toContain(route);
      }
    });

    test(`the ${locale.code} build has a page under /api/webhooks for every webhook of the contract`, () => {
      const webhookRoutes = apiGroups(localizedDocument(locale.code)).flatMap((group) =>
        group.operations
          .filter((operation) => operation.section === 'webhooks')
          .map((operation) => operationRoute(group.name, operation.operationId)),
      );
      expect(webhookRoutes.length).toBeGreaterThanOrEqual(6);
      for (const route of webhookRoutes) {
        expect(route.startsWith('/api/webhooks/'), route).toBe(true);
        expect(routes, `missing ${route}`).toContain(route);
      }
    });

    test(`${locale.code}: the footer and the API overview link to the API changelog, and the footer to the service terms`, async ({
      page,
      gotoHydrated,
    }) => {
      await gotoHydrated(localePath(locale, '/api/overview'));
      const changelog = localePath(locale, '/changelog');
      await expect(page.locator(`footer.footer a[href="${changelog}"]`)).toHaveCount(1);
      const serviceTerms = localePath(locale, '/service-terms');
      await expect(page.locator(`footer.footer a[href="${serviceTerms}"]`)).toHaveCount(1);
      await expect(page.locator(`article a[href="${changelog}"]`).first()).toBeVisible();
    });

    // What the server answers for every route, read over HTTP. The browser side of every route
    // (it hydrates with no console error, and axe finds nothing) is accessibility.spec.ts, which
    // opens each of them anyway: loading every page twice cost CI about three minutes.
    for (const route of routes) {
      httpTest(
        `${localePath(locale, route)} returns 200 and renders its title`,
        { tag: '@servers' },
        async ({ request }) => {
          // Redirects are followed, as a browser does (docusaurus serve sends /en/ to /en).
          const response = await request.get(localePath(locale, route));
          expect(response.status()).toBe(200);
          expect(response.headers()['content-type']).toMatch(/^text\/html/);
          const html = await response.text();
          const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
          expect(title).toMatch(/MiniAI/);
          expect(title).not.toMatch(notFoundTitles);
          expect(html).toMatch(new RegExp(`<html lang="?${locale.htmlLang}"?`));
          expect(html).toMatch(/<main[\s>]/);
        },
      );
    }
  });
}

visitTest('paths ending in .html or /index.html end on the clean path', async ({ page }) => {
  for (const [requested, clean] of [
    ['/docs/intro.html', '/docs/intro'],
    ['/docs/intro/index.html', '/docs/intro'],
    ['/en/docs/intro.html', '/en/docs/intro'],
    ['/en/docs/intro/index.html', '/en/docs/intro'],
  ] as const) {
    const response = await page.goto(requested);
    expect(response?.status(), requested).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname, requested).toBe(clean);
    await expect(page.locator('article h1')).toBeVisible();
  }
});

visitTest(
  'the navbar has API docs, gift docs, blog, Try out, language and version items',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/');
    const navbar = navbarOf(page);
    await expectLinks(navbar, [
      ['Tài liệu API', '/api/overview'],
      ['Giải pháp quà tặng', '/gift/overview'],
      ['Blog', '/blog'],
    ]);
    const tryOut = navbar.locator('a.navbar__try-out');
    await expect(tryOut).toHaveAttribute('href', defaultSettings.tryOutUrl);
    await expect(tryOut).toHaveAttribute('target', '_blank');
    await expect(navbar.getByRole('button', { name: /Tiếng Việt/ })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Next' })).toBeVisible();
    // The navbar stays fixed at the top while the page scrolls.
    await expect(navbar).toHaveClass(/navbar--fixed-top/);
  },
);

visitTest('the version item follows the docs area being read', async ({ page, gotoHydrated }) => {
  for (const area of ['/gift/overview', '/api/overview']) {
    await gotoHydrated(area);
    await expectLinks(navbarOf(page), [['Next', area]]);
  }
});

visitTest(
  'the footer has community links, a blog link, the logo and the 2025 copyright',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/');
    const footer = page.locator('footer.footer');
    await expectLinks(footer, [
      [/Facebook/, defaultSettings.social.facebookUrl],
      [/Zalo/, defaultSettings.social.chatUrl],
      [/^Website/, defaultSettings.social.websiteUrl],
      ['Blog', '/blog'],
    ]);
    await expect(footer.locator('img.footer__logo')).toBeVisible();
    await expect(footer).toContainText('© 2025 MiniAI');
  },
);

visitTest('the announcement bar stays dismissed after a reload', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Đóng' }).click();
  await expect(bar).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.theme-announcement-bar')).toHaveCount(0);
});

visitTest('the skip link moves focus to the main content', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/docs/intro');
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Chuyển tới nội dung chính' });
  await expect(skipLink).toBeFocused();
  await page.keyboard.press('Enter');
  // Focus lands on <main>: the next Tab reaches the first link of the content, not the navbar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(() => document.activeElement?.closest('main') != null);
  expect(focusedInMain).toBe(true);
});

test('the table of contents lists heading levels 2 and 3 only', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/docs/intro');
  const tocTargets = await page
    .locator('.table-of-contents a')
    .evaluateAll((links) =>
      links.map((link) => decodeURIComponent(link.getAttribute('href') ?? '')),
    );
  const headings = await page
    .locator('article :is(h2, h3)[id]')
    .evaluateAll((nodes) => nodes.map((node) => `#${node.id}`));
  expect(tocTargets.length).toBeGreaterThan(2);
  expect(tocTargets).toEqual(headings);
});

test.describe('mobile sidebar (below the 996 px breakpoint)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  visitTest(
    'opens, its back button returns to the main menu, and it closes at desktop width',
    async ({ page, gotoHydrated }) => {
      await gotoHydrated('/api/overview');
      await page.getByRole('button', { name: 'Đóng - mở thanh điều hướng' }).click();
      await expect(navbarOf(page)).toHaveClass(/navbar-sidebar--show/);
      const sidebar = page.locator('.navbar-sidebar');
      // On a docs page the secondary menu (the docs sidebar) is shown first.
      await expect(sidebar.getByRole('link', { name: 'Tổng quan', exact: true })).toBeVisible();
      await sidebar.getByRole('button', { name: '← Trở lại menu chính' }).click();
      await expect(sidebar.getByRole('link', { name: 'Giải pháp quà tặng' })).toBeVisible();
      await page.setViewportSize({ width: 1200, height: 900 });
      await expect(navbarOf(page)).not.toHaveClass(/navbar-sidebar--show/);
    },
  );
});
