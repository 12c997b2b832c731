/**
 * The test() every browser test uses: it fails a test on any console error or uncaught page
 * error, and gives helpers that wait for React hydration before interacting.
 */
import { test as base, expect, type Page } from '@playwright/test';

interface Fixtures {
  /** Console errors and page errors seen during the test; asserted empty after it. */
  consoleErrors: string[];
  /** Navigates and waits until Docusaurus has hydrated the page. */
  gotoHydrated: (path: string) => Promise<void>;
}

export async function waitForHydration(page: Page): Promise<void> {
  // 15 s rather than the 7 s expect default: API operation pages hydrate after one more chunk
  // than other pages, and the 2-core test machine is often loaded by parallel builds.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 15_000,
  });
}

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
      expect(errors, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
  gotoHydrated: async ({ page }, use) => {
    await use(async (path: string) => {
      await page.goto(path);
      await waitForHydration(page);
    });
  },
});

export { expect };
