/**
 * The test() every browser test uses: it fails a test on any console error or uncaught page
 * error, and gives helpers that wait for React hydration before interacting.
 */
import {
  test as base,
  expect,
  type BrowserContext,
  type ConsoleMessage,
  type Page,
} from '@playwright/test';

interface Fixtures {
  /** Console errors and page errors seen during the test; asserted empty after it. */
  consoleErrors: string[];
  /**
   * Declares an error the test provokes on purpose: console and page errors matching the pattern
   * are not counted, and the test fails if none occurred. Every other error still fails it.
   */
  expectConsoleError: (pattern: RegExp) => void;
  /** Navigates and waits until Docusaurus has hydrated the page. */
  gotoHydrated: (path: string) => Promise<void>;
}

export async function waitForHydration(page: Page): Promise<void> {
  // API pages ship the heaviest JavaScript; on a loaded 2-core machine they hydrate slowest.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 20_000,
  });
}

/** The patterns each test's expectConsoleError() declared, keyed by that test's error list. */
const expectedErrors = new WeakMap<string[], RegExp[]>();

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A 404 response for an unknown path is the behaviour under test, not a page error.
        if (/status of 404/.test(text)) return;
        errors.push(`${message.location().url}: ${text}`);
      };
      const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
      page.on('console', onConsole);
      page.on('pageerror', onPageError);
      await use(errors);
      // A visit test's page serves the next test too: its errors are that test's.
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      const expected = expectedErrors.get(errors) ?? [];
      for (const pattern of expected) {
        expect(
          errors.some((error) => pattern.test(error)),
          `expected console error ${String(pattern)}`,
        ).toBe(true);
      }
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  expectConsoleError: async ({ consoleErrors }, use) => {
    const patterns: RegExp[] = [];
    expectedErrors.set(consoleErrors, patterns);
    await use((pattern) => {
      patterns.push(pattern);
    });
  },
  gotoHydrated: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

/** The colour scheme each shared tab emulates. */
const emulatedScheme = new WeakMap<Page, string | null | undefined>();

/**
 * For tests that visit pages and use them as a reader would, without setting up the browser (no
 * init script, route, listener or context option): each worker keeps one browser context and one
 * tab, and each test navigates that tab. The site's scripts then come from the context's cache, and
 * a same-site navigation keeps the tab's renderer process, whose compiled code (the site's bundles,
 * axe) is reused: a fresh context's first page costs about a second more CPU, and the browser tests
 * are CPU-bound. What a page stores (colour mode, reader values, the sandbox's data), cookies,
 * permissions and other tabs are cleared when the test ends, so each test starts as a first visit
 * would, apart from the cache and the sandbox's registered service worker.
 */
export const visitTest = test.extend<object, { visitContext: BrowserContext; visitTab: Page }>({
  visitContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  visitTab: [
    async ({ visitContext }, use) => {
      const tab = await visitContext.newPage();
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  // The test's own viewport and colour scheme (`test.use`) apply to the tab; other context options
  // cannot, so a test that needs them (no JavaScript, offline) is a `test`, with a context of its own.
  page: async (
    { visitContext, visitTab, viewport, colorScheme, javaScriptEnabled, offline },
    use,
  ) => {
    if (javaScriptEnabled === false || offline === true) {
      throw new Error('visitTest shares one context per worker: use test for this one.');
    }
    if (viewport !== null) await visitTab.setViewportSize(viewport);
    // Emulating the same scheme again recalculates the open page's styles: only when it changes.
    if (emulatedScheme.get(visitTab) !== colorScheme) {
      await visitTab.emulateMedia({ colorScheme });
      emulatedScheme.set(visitTab, colorScheme);
    }
    await use(visitTab);
    await clearSiteStorage(visitTab);
    await visitContext.clearCookies();
    await visitContext.clearPermissions();
    // A tab the test opened (a second reader) closes with it.
    for (const other of visitContext.pages()) if (other !== visitTab) await other.close();
  },
});

/** Empties the storage of the page's origin: local storage and every IndexedDB database. */
async function clearSiteStorage(page: Page): Promise<void> {
  if (!page.url().startsWith('http')) return;
  await page
    .evaluate(async () => {
      localStorage.clear();
      sessionStorage.clear();
      const databases = await indexedDB.databases();
      await Promise.all(
        databases.map(
          ({ name }) =>
            new Promise<void>((resolve) => {
              if (name === undefined) return resolve();
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = request.onerror = request.onblocked = () => resolve();
            }),
        ),
      );
    })
    // A page that crashed or left the site keeps nothing the next test could read.
    .catch(() => undefined);
}

/**
 * For tests that only send HTTP requests: Playwright's own test, without the console watch above,
 * which needs a browser page and so opened a browser context for every such test (about 0.8 s each
 * on the CI machine, over two minutes for the route crawl of both servers).
 */
export const httpTest = base;

export { expect };
