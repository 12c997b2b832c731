/**
 * What runs while a page loads and hydrates. The first Intl.DateTimeFormat, Intl.NumberFormat or
 * localeCompare of a page makes Chromium start part of ICU (40–100 ms for formats, 20–50 ms for
 * collation; a plural rule costs ~2 ms and is left alone); the theme's dates, the hooks that order
 * keys and the prices do without it (plugins/theme-patches/dates, …/collation,
 * src/lib/numberFormat.ts).
 */
import { test, expect, waitForHydration } from '@site/tests/support/fixtures';

/** Pages of each layout, in both locales: landing, docs, walkthrough, operation, post, changelog, prices. */
const routes = [
  '/',
  '/en/',
  '/docs/intro',
  '/en/docs/quickstart',
  '/solutions/fnb-ordering',
  '/en/api/orders/get-order-detail',
  '/blog/zalo-mini-app',
  '/en/changelog',
  '/pricing',
  '/en/pricing',
];

for (const route of routes) {
  test(`${route} starts no ICU date or number format or collator while it loads and hydrates`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const started: string[] = [];
      (window as Window & { e2eIcuStarted?: string[] }).e2eIcuStarted = started;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
      for (const name of ['DateTimeFormat', 'NumberFormat', 'Collator']) {
        const Original = intl[name];
        if (!Original) continue;
        intl[name] = function (...args: unknown[]) {
          started.push(`Intl.${name}(${JSON.stringify(args)})`);
          return new Original(...args);
        } as unknown as new (...args: unknown[]) => unknown;
      }
      // Kept as a plain reference to call with the string it was asked on.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const localeCompare = String.prototype.localeCompare;
      String.prototype.localeCompare = function (
        this: string,
        ...args: Parameters<typeof localeCompare>
      ) {
        started.push(`localeCompare(${JSON.stringify(args[0])})`);
        return localeCompare.apply(this, args);
      };
    });
    await page.goto(route);
    await waitForHydration(page);
    const started = await page.evaluate(
      () => (window as Window & { e2eIcuStarted?: string[] }).e2eIcuStarted,
    );
    expect(started).toEqual([]);
  });
}
