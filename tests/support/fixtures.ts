/**
 * The test() every browser test uses: it fails a test on any console error or uncaught page
 * error, and gives helpers that wait for React hydration before interacting.
 */
import { test as base, expect, type Page } from '@playwright/test';

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
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A 404 response for an unknown path is the behaviour under test, not a page error.
        if (/status of 404/.test(text)) return;
        errors.push(`${message.location().url}: ${text}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
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

/**
 * For tests that only send HTTP requests: Playwright's own test, without the console watch above,
 * which needs a browser page and so opened a browser context for every such test (about 0.8 s each
 * on the CI machine, over two minutes for the route crawl of both servers).
 */
export const httpTest = base;

export { expect };
