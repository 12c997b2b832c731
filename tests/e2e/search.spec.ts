import type { Page } from '@playwright/test';
import { test, visitTest, expect, waitForHydration } from '@site/tests/support/fixtures';
import { localePath, locales } from '@site/tests/support/routes';

const searchBox = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('listbox').getByRole('option');

/** Per locale: a query typed the way readers type it, and the page it must find. */
const findCases = {
  vi: { query: 'don hang', finds: 'Tạo đơn hàng', count: /\d+ kết quả/ },
  en: { query: 'orders', finds: 'Create an order', count: /\d+ results/ },
} as const;

for (const locale of locales) {
  const { query, finds, count } = findCases[locale.code];

  visitTest(
    `${locale.code}: "${query}" finds "${finds}" and announces the result count`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/docs/intro'));
      await searchBox(page).fill(query);
      await expect(options(page).filter({ hasText: finds }).first()).toBeVisible();
      await expect(page.getByRole('search').locator('[aria-live="polite"]')).toHaveText(count);
    },
  );

  visitTest(
    `${locale.code}: the results page works from a pasted link`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(`${localePath(locale, '/search')}?q=${encodeURIComponent(query)}`);
      await expect(page.locator('main input[type="search"]')).toHaveValue(query);
      await expect(page.locator('main ol li').filter({ hasText: finds }).first()).toBeVisible();
    },
  );
}

visitTest(
  'accent-free, upper-case and decomposed Vietnamese find the same first page',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/docs/intro');
    const firstResults: string[] = [];
    for (const query of ['thuong mai', 'THƯƠNG MẠI', 'thương mại'.normalize('NFD')]) {
      await searchBox(page).fill(query);
      const first = options(page).first();
      await expect(first).toContainText(/thương mại/i);
      firstResults.push((await first.getAttribute('href')) ?? '');
    }
    expect(new Set(firstResults).size).toBe(1);
  },
);

for (const locale of locales) {
  visitTest(
    `${locale.code}: an error code such as "-1007" shows its row of /docs/errors first`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/docs/intro'));
      await searchBox(page).fill('-1007');
      await expect(options(page).first()).toHaveAttribute(
        'href',
        localePath(locale, '/docs/errors#error-1007'),
      );
    },
  );
}

visitTest(
  'Telex and VNI typed without an input method find the page',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/docs/intro');
    for (const query of ['ddown hangf', 'd9o7n ha2ng']) {
      await searchBox(page).fill(query);
      await expect(options(page).filter({ hasText: 'Tạo đơn hàng' }).first()).toBeVisible();
    }
  },
);

visitTest('an API path finds its operation page', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/');
  await searchBox(page).fill('/orders');
  await expect(options(page).first()).toHaveAttribute('href', /^\/api\/orders\//);
});

visitTest('Ctrl+K and "/" put the cursor in the search box', async ({ page, gotoHydrated }) => {
  await gotoHydrated('/blog');
  await page.keyboard.press('Control+k');
  await expect(searchBox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(searchBox(page)).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(searchBox(page)).toBeFocused();
  // The "/" opened search; it was not typed into the box.
  await expect(searchBox(page)).toHaveValue('');
});

visitTest(
  'arrow keys and Enter open the chosen result at its heading',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/');
    await searchBox(page).fill('tet nguyen dan');
    const target = options(page).filter({ hasText: 'Tết Nguyên Đán' }).first();
    await expect(target).toBeVisible();
    const href = (await target.getAttribute('href')) ?? '';
    expect(href).toContain('#');
    const position = await options(page).evaluateAll(
      (nodes, wanted) => nodes.findIndex((node) => node.getAttribute('href') === wanted),
      href,
    );
    for (let step = 0; step <= position; step += 1) await page.keyboard.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return decodeURIComponent(`${url.pathname}${url.hash}`);
      })
      .toBe(decodeURIComponent(href));
    const anchor = decodeURIComponent(new URL(page.url()).hash.slice(1));
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
  },
);

test('a query that looks like HTML is shown as text and runs nothing', async ({ page }) => {
  const payload = '<img src=x onerror="window.__searchXss=1">';
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent(payload)}`);
  await waitForHydration(page);
  await expect(page.locator('main input[type="search"]')).toHaveValue(payload);
  await expect(page.locator('main')).toContainText(payload);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { __searchXss?: number }).__searchXss),
  ).toBeUndefined();
  expect(dialogs).toBe(0);
});

test('the index is not downloaded until search is focused', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('search-index')) indexRequests.push(request.url());
  });
  await page.goto('/en/docs/intro');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);
  await searchBox(page).focus();
  await expect.poll(() => indexRequests.length).toBe(1);
  expect(indexRequests[0]).toMatch(/\/en\/search-index\.json$/);
});
