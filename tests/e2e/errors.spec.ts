import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, visitTest } from '@site/tests/support/fixtures';

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
    // The English 404 page for /en/… is a server rule (nginx); docusaurus serve answers the
    // Vietnamese one for every unknown path.
    const details = { tag: path.startsWith('/en/') ? '@nginx' : '@servers' };
    visitTest(
      `${path} answers 404 with the localised not-found page`,
      details,
      async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await waitForHydration(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(page.locator('main')).toContainText(advice);
      },
    );
  }
});

/** The entry chunks every page loads first; every other chunk is what a route needs on top. */
const routeChunk = /\/assets\/js\/(?!(runtime~)?main\.)[^/]+\.js$/;

const locales = [
  {
    code: 'vi',
    prefix: '',
    crashTitle: 'Trang này đã gặp lỗi.',
    tryAgain: 'Thử lại',
    loadFailure: 'Không tải được trang này.',
    retry: 'Thử lại',
    colorToggle: /Chuyển đổi chế độ sáng và tối/,
    giftLink: 'Giải pháp quà tặng',
  },
  {
    code: 'en',
    prefix: '/en',
    crashTitle: 'This page crashed.',
    tryAgain: 'Try again',
    loadFailure: 'This page could not be loaded.',
    retry: 'Retry',
    colorToggle: /Switch between dark and light mode/,
    giftLink: 'Gift solution',
  },
] as const;

/** One page of each type (landing, docs, API operation, blog post, gift), without locale prefix. */
const pageTypes = [
  '/',
  '/docs/intro',
  '/api/orders/create-order',
  '/blog/zalo-mini-app',
  '/gift/overview',
] as const;

const inLocale = (prefix: string, route: string): string =>
  prefix === '' ? route : route === '/' ? `${prefix}/` : `${prefix}${route}`;

/** The test's switch for breaking date formatting; never part of the site. */
interface DateFormattingSwitch {
  e2eDateFormattingBroken?: boolean;
}

for (const locale of locales) {
  test.describe(`page errors (${locale.code})`, () => {
    test('a page that throws while rendering shows the localised crash screen with the error chain, and Try again renders it', async ({
      page,
      expectConsoleError,
    }) => {
      // A real render error without a test-only path in the site: the blog post header formats its
      // date while rendering (the theme's Intl.DateTimeFormat), so a browser whose date format
      // fails makes the page throw inside the theme's layout error boundary.
      await page.addInitScript(() => {
        const switchable = window as Window & DateFormattingSwitch;
        switchable.e2eDateFormattingBroken = true;
        const prototype = Intl.DateTimeFormat.prototype;
        // `format` is an accessor that returns the formatter's bound function.
        // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each formatter
        const formatOf = Object.getOwnPropertyDescriptor(prototype, 'format')?.get;
        if (formatOf === undefined) throw new Error('Intl.DateTimeFormat has no format accessor');
        Object.defineProperty(prototype, 'format', {
          configurable: true,
          get(this: Intl.DateTimeFormat) {
            const format = formatOf.call(this) as (date?: Date | number) => string;
            return (date?: Date | number) => {
              if (switchable.e2eDateFormattingBroken) {
                throw new Error('Date formatting failed', {
                  cause: new RangeError('the date format is unavailable'),
                });
              }
              return format(date);
            };
          },
        });
      });
      // React reports an error caught by a boundary on the console.
      expectConsoleError(/Date formatting failed/);

      await page.goto(inLocale(locale.prefix, '/blog/zalo-mini-app'));
      await waitForHydration(page);
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale.crashTitle);
      await expect(main).toContainText(
        /Date formatting failed\s+Cause:\s+the date format is unavailable/,
      );
      // The crash stays inside the page: the navbar still works around it.
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('article')).toHaveCount(0);

      await page.evaluate(() => {
        (window as Window & DateFormattingSwitch).e2eDateFormattingBroken = false;
      });
      await page.getByRole('button', { name: locale.tryAgain, exact: true }).click();
      await expect(page.locator('article header time')).toContainText('2024');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(locale.crashTitle);
      await expect(page.locator('article')).toContainText('Zalo Mini App');
    });

    test('a route whose chunks fail to load reloads once, then shows the localised error box, and Retry gets the page', async ({
      page,
      gotoHydrated,
      expectConsoleError,
    }) => {
      const target = inLocale(locale.prefix, '/blog');
      await gotoHydrated(inLocale(locale.prefix, '/'));
      const documentLoads: string[] = [];
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
          documentLoads.push(new URL(request.url()).pathname);
        }
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      // Aborted requests, the hover preload's rejected promise and the site's own log of it.
      expectConsoleError(/Failed to load resource/);
      expectConsoleError(/Loading chunk \S+ failed/);
      expectConsoleError(/The page could not load its JavaScript/);

      await page.route(routeChunk, (route) => route.abort());
      await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();

      const box = page.getByRole('alert').filter({ hasText: locale.loadFailure });
      await expect(box).toBeVisible();
      await expect(box).toContainText(/Loading chunk \S+ failed/);
      // Docusaurus reloaded the page once (a new deployment would be picked up here)…
      expect(warnings.some((text) => text.includes('ChunkLoadError'))).toBe(true);
      expect(documentLoads).toEqual([target]);
      // …and the server-rendered page is still there to read.
      await expect(page.getByRole('link', { name: /Zalo Mini App/ }).first()).toBeVisible();
      // No reload loop while the chunks stay unavailable: the reader decides when to retry.
      await page.waitForTimeout(1_500);
      expect(documentLoads).toEqual([target]);

      await page.unroute(routeChunk);
      await box.getByRole('button', { name: locale.retry, exact: true }).click();
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(target);
      await expect(page.getByRole('alert').filter({ hasText: locale.loadFailure })).toHaveCount(0);
      expect(documentLoads).toEqual([target, target]);
      await expect(page.locator('main article').first()).toBeVisible();
    });

    test('with local storage unavailable every page type renders, the colour toggle works for the session and the storage error is logged', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      // Docusaurus logs the unavailable storage as a console warning (not an error), with the
      // browser's exception, so the fixture's no-console-error rule needs no exception here.
      const storageLogs: string[] = [];
      page.on('console', (message) => {
        if (/browser storage is not available/.test(message.text())) {
          storageLogs.push(`${message.type()}: ${message.text()}`);
        }
      });

      for (const route of pageTypes) {
        const path = inLocale(locale.prefix, route);
        const before = storageLogs.length;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await waitForHydration(page);
        expect(
          await page.evaluate(() => {
            try {
              return typeof window.localStorage;
            } catch {
              return 'blocked';
            }
          }),
          path,
        ).toBe('blocked');
        await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
        await expect.poll(() => storageLogs.length, path).toBeGreaterThan(before);
      }
      expect(storageLogs.every((log) => log.includes('SecurityError'))).toBe(true);

      // On the last page (gift): the toggle switches, and the choice lasts for client-side
      // navigation even though nothing can be stored.
      const toggle = page.getByRole('button', { name: locale.colorToggle });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale.prefix, '/blog')}$`));
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await toggle.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    });
  });

  test.describe(`without JavaScript (${locale.code})`, () => {
    test.use({ javaScriptEnabled: false });

    for (const route of pageTypes) {
      const path = inLocale(locale.prefix, route);
      test(`${path} is readable: heading and body text are in the HTML`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // Proof that nothing ran: Docusaurus marks the page once React has hydrated it.
        await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
        const heading = page.getByRole('heading', { level: 1 }).first();
        await expect(heading).toBeVisible();
        expect((await heading.innerText()).trim().length).toBeGreaterThan(3);
        const text = await page.locator('main').first().innerText();
        expect(text.split(/\s+/).length, `words in <main> of ${path}`).toBeGreaterThan(40);
      });
    }

    test('the navbar and the sidebar lead to other pages with content', async ({ page }) => {
      await page.goto(inLocale(locale.prefix, '/'));
      await page
        .locator('nav.navbar')
        .getByRole('link', { name: locale.giftLink, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale.prefix, '/gift/overview')}$`));
      await expect(page.locator('article h1')).toBeVisible();

      const overviewTitle = await page.locator('article h1').innerText();
      await page.locator('nav.menu a.menu__link[href$="/gift/solution"]').first().click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale.prefix, '/gift/solution')}$`));
      await expect(page.locator('article h1')).toBeVisible();
      await expect(page.locator('article h1')).not.toHaveText(overviewTitle);
      expect((await page.locator('article').innerText()).split(/\s+/).length).toBeGreaterThan(40);
    });
  });
}

/** Emulates navigator.connection, which Docusaurus reads before prefetching. */
async function emulateConnection(
  page: Page,
  connection: { effectiveType: string; saveData: boolean },
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...value, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

test.describe('link prefetching', () => {
  const cases = [
    {
      name: 'a 2g connection',
      connection: { effectiveType: '2g', saveData: false },
      prefetch: false,
    },
    { name: 'save-data', connection: { effectiveType: '4g', saveData: true }, prefetch: false },
    {
      name: 'a normal connection',
      connection: { effectiveType: '4g', saveData: false },
      prefetch: true,
    },
  ];

  for (const { name, connection, prefetch } of cases) {
    test(`on ${name}, links in view and under the pointer ${prefetch ? 'are' : 'are not'} prefetched`, async ({
      page,
      gotoHydrated,
    }) => {
      await emulateConnection(page, connection);
      await gotoHydrated('/docs/intro');
      const chunkRequests: string[] = [];
      page.on('request', (request) => {
        // Prefetches only: a script the page imports to show itself (the feedback box) is no prefetch.
        if (
          request.resourceType() !== 'script' &&
          routeChunk.test(new URL(request.url()).pathname)
        ) {
          chunkRequests.push(request.url());
        }
      });
      const navbar = page.locator('nav.navbar');
      await navbar.getByRole('link', { name: 'Blog', exact: true }).hover();
      await navbar.getByRole('link', { name: 'Giải pháp quà tặng', exact: true }).hover();
      // The site footer (docs pages also have a <footer> with their last-update date).
      await page.locator('footer.footer').scrollIntoViewIfNeeded();
      if (prefetch) {
        await expect.poll(() => chunkRequests.length).toBeGreaterThan(0);
      } else {
        // The normal-connection case shows prefetching starts at once; give it time to show up.
        await page.waitForTimeout(2_000);
        expect(chunkRequests).toEqual([]);
      }
    });
  }
});

/** Records in window.e2eProgressSeen whether the nprogress bar was ever added to the page. */
async function watchProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as Window & { e2eProgressSeen?: boolean };
    state.e2eProgressSeen = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) state.e2eProgressSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

const progressSeen = (page: Page): Promise<boolean | undefined> =>
  page.evaluate(() => (window as Window & { e2eProgressSeen?: boolean }).e2eProgressSeen);

test.describe('progress bar', () => {
  test('a navigation slower than 200 ms shows the progress bar', async ({ page, gotoHydrated }) => {
    await watchProgressBar(page);
    await gotoHydrated('/docs/intro');
    await page.route(routeChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.locator('#nprogress .bar')).toBeVisible();
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  visitTest('a navigation faster than 200 ms never shows it', async ({ page, gotoHydrated }) => {
    await watchProgressBar(page);
    await gotoHydrated('/docs/intro');
    // Loaded ahead, as a hover does, so the navigation itself takes no network time even on a
    // busy machine; a bar shown without the 200 ms delay would still be caught.
    await page.evaluate(async () => {
      const { docusaurus } = window as Window & {
        docusaurus?: { preload: (path: string) => Promise<unknown> | false };
      };
      if (docusaurus === undefined) throw new Error('window.docusaurus is missing');
      await docusaurus.preload('/blog');
    });
    await page.locator('nav.navbar').getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page.locator('main article').first()).toBeVisible();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await progressSeen(page)).toBe(false);
  });
});
