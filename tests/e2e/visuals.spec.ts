/**
 * Pictures of the mini app and the management app: each page that promises them shows them with
 * a text alternative in its language, and a picture opens larger in a modal dialog from the
 * keyboard (Enter or Space), closes with Esc and gives focus back to the picture.
 */
import { test, visitTest, expect } from '@site/tests/support/fixtures';
import { locales, localePath } from '@site/tests/support/routes';

const enlarge = { vi: /^Phóng to hình: Minh họa/, en: /^Enlarge picture: Illustration/ } as const;

/** Pages that must show both products, and how many pictures each has at least. */
const illustratedPages = [
  ['/', 3],
  ['/gift/overview', 3],
  ['/solutions/fnb-ordering', 2],
  ['/solutions/cosmetics-off-marketplaces', 2],
  ['/solutions/hr-gift-campaign', 3],
] as const;

for (const locale of locales) {
  for (const [route, minimum] of illustratedPages) {
    visitTest(
      `${locale.code} ${route} shows the mini app and the management app with text alternatives`,
      async ({ page, gotoHydrated }) => {
        await gotoHydrated(localePath(locale, route));
        const pictures = page.locator('main svg[role="img"]');
        expect(await pictures.count()).toBeGreaterThanOrEqual(minimum);
        const labels = await pictures.evaluateAll((svgs) =>
          svgs.map((svg) => svg.getAttribute('aria-label') ?? ''),
        );
        const illustration = locale.code === 'vi' ? /^Minh họa: / : /^Illustration: /;
        for (const label of labels) expect(label).toMatch(illustration);
        // One picture of each product: the mini app runs in a phone, the management app in a browser.
        expect(labels.some((label) => /mini app/i.test(label))).toBe(true);
        expect(labels.some((label) => /(ứng dụng quản lý|management app)/i.test(label))).toBe(true);
      },
    );
  }

  for (const key of ['Enter', ' '] as const) {
    visitTest(
      `${locale.code}: a picture opens with ${key === ' ' ? 'Space' : key}, closes with Esc and focus returns`,
      async ({ page, gotoHydrated }) => {
        await gotoHydrated(localePath(locale, '/gift/overview'));
        const trigger = page.getByRole('button', { name: enlarge[locale.code] }).first();
        await trigger.scrollIntoViewIfNeeded();
        await trigger.focus();
        await page.keyboard.press(key);
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        // A modal dialog: focus is inside it, and the enlarged picture is bigger than the original.
        await expect
          .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
          .toBe(true);
        const small = (await trigger.locator('svg').boundingBox())?.width ?? 0;
        const large = (await dialog.locator('svg').boundingBox())?.width ?? 0;
        expect(large).toBeGreaterThan(small);
        await page.keyboard.press('Tab');
        await expect
          .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
          .toBe(true);
        await page.keyboard.press('Escape');
        await expect(dialog).toHaveCount(0);
        await expect(trigger).toBeFocused();
      },
    );
  }
}

visitTest(
  'a picture opened by click closes with its Close button and on the backdrop',
  async ({ page, gotoHydrated }) => {
    await gotoHydrated('/en/gift/overview');
    const trigger = page.getByRole('button', { name: enlarge.en }).first();
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await trigger.click();
    await expect(dialog).toBeVisible();
    // The backdrop is the dialog element outside its box: click the page's top-left corner.
    await page.mouse.click(5, 5);
    await expect(dialog).toHaveCount(0);
  },
);

test('a diagram below the fold is drawn only once the reader scrolls, a screen ahead of it', async ({
  page,
  gotoHydrated,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await gotoHydrated('/docs/guides/order-lifecycle');
  await page.waitForLoadState('networkidle');
  const slot = page.locator('[data-diagram="mermaid"]').first();
  const viewport = page.viewportSize()?.height ?? 0;
  const top = await slot.evaluate((element) => element.getBoundingClientRect().top);
  expect(top, 'the guide’s diagram should start below the first screen').toBeGreaterThan(viewport);
  // Not drawn at load: Mermaid (~185 KB gzip) is not downloaded for a reader who does not scroll.
  await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
  const loadedAtFirst = scripts.length;
  // A first scroll that leaves the diagram within a screen below the viewport draws it already.
  await page.mouse.wheel(0, Math.max(1, top - 2 * viewport + 100));
  await expect(page.locator('.docusaurus-mermaid-container svg')).toHaveCount(1);
  expect(scripts.length).toBeGreaterThan(loadedAtFirst);
  expect(
    await slot.evaluate((element) => element.getBoundingClientRect().top),
    'drawn while still below the viewport',
  ).toBeGreaterThan(viewport);
});
