import { test, visitTest, expect, waitForHydration } from '@site/tests/support/fixtures';
import { locales, localePath } from '@site/tests/support/routes';

/** What the gift pages name their slide deck and their architecture diagram, per locale. */
const giftNames = {
  vi: { deck: 'Bộ slide giới thiệu MiniAI Gift', diagram: 'Kiến trúc giải pháp MiniAI Gift' },
  en: { deck: 'MiniAI Gift presentation deck', diagram: 'MiniAI Gift solution architecture' },
} as const;

for (const locale of locales) {
  const names = giftNames[locale.code];
  visitTest(
    `the ${locale.code} slide deck is driven by the keyboard`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/gift/slide'));
      const deck = page.getByRole('region', { name: names.deck });
      const slides = deck.locator('[aria-roledescription="slide"]');
      const total = await slides.count();
      expect(total).toBeGreaterThanOrEqual(8);
      // Only the current slide is shown once the deck is interactive.
      await expect(deck.locator('[aria-roledescription="slide"]:visible')).toHaveCount(1);
      await expect(slides.first()).toBeVisible();

      await deck.focus();
      await page.keyboard.press('ArrowRight');
      await expect(slides.nth(1)).toBeVisible();
      await expect(slides.first()).toBeHidden();
      await page.keyboard.press('End');
      await expect(slides.nth(total - 1)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(slides.nth(total - 1)).toBeVisible();
      await page.keyboard.press('Home');
      await expect(slides.first()).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(slides.first()).toBeVisible();
    },
  );

  visitTest(
    `the ${locale.code} architecture diagram is a named figure whose drawing has a text alternative`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated(localePath(locale, '/gift/solution'));
      const figure = page.getByRole('figure', { name: names.diagram });
      await expect(figure).toBeVisible();
      const drawing = figure.getByRole('img');
      await expect(drawing).toBeVisible();
      // The text alternative starts with the title and goes on to describe every flow.
      const label = (await drawing.getAttribute('aria-label')) ?? '';
      expect(label.startsWith(`${names.diagram}. `)).toBe(true);
      expect(label.length).toBeGreaterThan(200);
    },
  );
}

test('without JavaScript the slide deck reads as a list of all slides', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/gift/slide');
  const slides = page.locator('[aria-roledescription="slide"]');
  expect(await slides.count()).toBeGreaterThanOrEqual(8);
  await expect(slides.last()).toBeVisible();
  await context.close();
});

for (const theme of ['light', 'dark'] as const) {
  visitTest(
    `the architecture diagram is drawn with the page in ${theme} mode, without Mermaid`,
    async ({ page, gotoHydrated }) => {
      await gotoHydrated('/gift/solution');
      if (theme === 'dark') {
        await page.getByRole('button', { name: /Chuyển đổi chế độ sáng và tối/ }).click();
        await page.reload();
        await waitForHydration(page);
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const drawing = page.locator('main figure [role="img"]').first();
      await expect(drawing).toBeVisible();
      await expect(drawing).toContainText('MiniAI API');
      const box = await drawing.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(200);
      // The layers take the colour mode's surfaces: a light box on a light page, a dark one on dark.
      const layerLightness = await drawing
        .locator('span')
        .first()
        .evaluate((name) => {
          const channels = getComputedStyle(name.parentElement as Element).backgroundColor;
          const [r = 0, g = 0, b = 0] = (channels.match(/\d+/g) ?? []).map(Number);
          return (r + g + b) / 3;
        });
      if (theme === 'light') expect(layerLightness).toBeGreaterThan(200);
      else expect(layerLightness).toBeLessThan(80);
      // Drawn in HTML: Mermaid (~185 KiB gzip) does not load with this page.
      await expect(page.locator('.docusaurus-mermaid-container')).toHaveCount(0);
    },
  );
}
