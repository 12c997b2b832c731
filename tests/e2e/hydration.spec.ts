/**
 * What runs while a page loads and hydrates. The first Intl.NumberFormat or Intl.DateTimeFormat of a
 * page makes Chromium start part of ICU (40–80 ms for numbers, 40–100 ms for dates); the prices and
 * the site's own dates do without it (src/lib/numberFormat.ts, src/lib/dateFormat.ts). The themes'
 * dates (a doc's last update, a post's date) and their key ordering (localeCompare) do start ICU:
 * the patches that avoided it saved no time beyond the machine's spread
 * (plugins/theme-patches/README.md).
 */
import { test, expect, waitForHydration } from '@site/tests/support/fixtures';

/** Pages of each layout, in both locales, and the formats none of their own code may start. */
const routes: Record<string, readonly string[]> = {
  '/': ['NumberFormat', 'DateTimeFormat'],
  '/en/': ['NumberFormat', 'DateTimeFormat'],
  '/docs/intro': ['NumberFormat'],
  '/en/docs/quickstart': ['NumberFormat'],
  '/solutions/fnb-ordering': ['NumberFormat'],
  '/en/api/orders/get-order-detail': ['NumberFormat'],
  '/blog/zalo-mini-app': ['NumberFormat'],
  '/en/changelog': ['NumberFormat'],
  '/pricing': ['NumberFormat', 'DateTimeFormat'],
  '/en/pricing': ['NumberFormat', 'DateTimeFormat'],
};

for (const [route, formats] of Object.entries(routes)) {
  test(`${route} starts no ICU ${formats.join(' or ')} while it loads and hydrates`, async ({
    page,
  }) => {
    await page.addInitScript((watched) => {
      const started: string[] = [];
      (window as Window & { e2eIcuStarted?: string[] }).e2eIcuStarted = started;
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
      for (const name of watched) {
        const Original = intl[name];
        if (!Original) continue;
        intl[name] = function (...args: unknown[]) {
          started.push(`Intl.${name}(${JSON.stringify(args)})`);
          return new Original(...args);
        } as unknown as new (...args: unknown[]) => unknown;
      }
    }, formats);
    await page.goto(route);
    await waitForHydration(page);
    const started = await page.evaluate(
      () => (window as Window & { e2eIcuStarted?: string[] }).e2eIcuStarted,
    );
    expect(started).toEqual([]);
  });
}
