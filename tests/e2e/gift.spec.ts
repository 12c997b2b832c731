import { test, expect, waitForHydration } from '@site/tests/support/fixtures';
import { locales, localePath } from '@site/tests/support/routes';

const deckNames = {
  vi: 'Bộ slide giới thiệu MiniAI Gift',
  en: 'MiniAI Gift presentation deck',
} as const;

for (const locale of locales) {
  test(`the ${locale.code} slide deck is driven by the keyboard`, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(localePath(locale, '/gift/slide'));
    const deck = page.getByRole('region', { name: deckNames[locale.code] });
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
  });
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
  test(`the architecture diagram renders in ${theme} mode`, async ({ page, gotoHydrated }) => {
    await gotoHydrated('/gift/solution');
    if (theme === 'dark') {
      await page.getByRole('button', { name: /Chuyển đổi chế độ sáng và tối/ }).click();
      await page.reload();
      await waitForHydration(page);
    }
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // Diagrams are drawn when they come near the viewport (src/theme/Mermaid), as a reader scrolls.
    await page.locator('[data-diagram="mermaid"]').first().scrollIntoViewIfNeeded();
    const diagram = page.locator('.docusaurus-mermaid-container svg').first();
    await expect(diagram).toBeVisible();
    // Mermaid drew real nodes with their labels, in the page's language.
    await expect(diagram).toContainText('MiniAI API');
    const box = await diagram.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(200);
  });
}

const diagramTitles = {
  vi: 'Kiến trúc giải pháp MiniAI Gift',
  en: 'MiniAI Gift solution architecture',
} as const;

for (const locale of locales) {
  test(`the ${locale.code} architecture diagram is a named figure, drawn with its accessible title`, async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated(localePath(locale, '/gift/solution'));
    const figure = page.getByRole('figure', { name: diagramTitles[locale.code] });
    await figure.scrollIntoViewIfNeeded();
    const drawing = figure.locator('svg[aria-roledescription]').first();
    await expect(drawing).toBeVisible();
    // Mermaid turns accTitle into the SVG's <title> and names the drawing by it.
    await expect(drawing.locator('title')).toHaveText(diagramTitles[locale.code]);
    await expect(drawing).toHaveAttribute('aria-labelledby', /\S/);
  });
}
