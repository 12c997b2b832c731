import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from '@site/tests/support/fixtures';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', { name: /Chuyển đổi chế độ sáng và tối/ });
/** A string token of /docs/intro's bash block, and the colour it is painted in. */
const bashString = (page: Page) => page.locator('.language-bash pre .token.string').first();
const codeColour = (page: Page) =>
  bashString(page).evaluate((element) => getComputedStyle(element).color);

/** Clicks the toggle and waits until the page shows `mode`. */
async function toggleTo(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', mode);
}

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('is light by default, even when the system prefers dark', async ({ page, gotoHydrated }) => {
    await gotoHydrated('/');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
  });

  test('the toggle switches modes and the choice survives a reload', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/intro');
    await toggleTo(page, 'dark');
    await page.reload();
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    // Without the system preference in play, the toggle alternates light and dark only.
    await toggleTo(page, 'light');
  });

  test('code blocks are highlighted, in the colours of the mode shown', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/intro');
    // The bash grammar is one of themeConfig.prism.additionalLanguages (plugins/theme-patches/prism).
    await expect(bashString(page)).toBeVisible();
    const lightColour = await codeColour(page);
    await toggleTo(page, 'dark');
    await expect.poll(() => codeColour(page)).not.toBe(lightColour);
  });

  test('a page opened in dark mode shows its code in the dark colours', async ({
    page,
    gotoHydrated,
  }) => {
    await gotoHydrated('/docs/intro');
    const lightColour = await codeColour(page);
    // The server writes the light colours; hydrated in dark mode, the block is drawn again.
    await gotoHydrated('/docs/intro?docusaurus-theme=dark');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect.poll(() => codeColour(page)).not.toBe(lightColour);
  });

  test('a change is broadcast to a second tab', async ({ page, context, gotoHydrated }) => {
    await gotoHydrated('/');
    const secondTab = await context.newPage();
    await secondTab.goto('/blog');
    await waitForHydration(secondTab);
    await expect(html(secondTab)).toHaveAttribute('data-theme', 'light');
    await toggleTo(page, 'dark');
    await expect(html(secondTab)).toHaveAttribute('data-theme', 'dark');
  });
});
