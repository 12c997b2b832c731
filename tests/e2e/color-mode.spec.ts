import type { Page } from '@playwright/test';
import { test, expect, waitForHydration, visitTest } from '@site/tests/support/fixtures';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', { name: /Chuyển đổi chế độ sáng và tối/ });
/** A string token of /docs/intro's bash block, and the colour it is painted in. */
const bashString = (page: Page) => page.locator('.language-bash pre .token.string').first();
const codeColour = (page: Page) =>
  bashString(page).evaluate((element) => getComputedStyle(element).color);

/** The steps of Infima's primary scale, darkest to lightest (src/css/custom.css). */
const primaryScale = ['-darkest', '-darker', '-dark', '', '-light', '-lighter', '-lightest'];
type Rgb = [number, number, number];

/** The colour each step of the primary scale paints, as sRGB channels 0–255. */
const primaryScaleColours = (page: Page): Promise<Rgb[]> =>
  page.evaluate((steps) => {
    const probe = document.body.appendChild(document.createElement('span'));
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    const colours = steps.map((step) => {
      probe.style.color = `var(--ifm-color-primary${step})`;
      // The canvas reads any CSS colour syntax (rgb(), color(srgb …)) and paints plain sRGB.
      context.fillStyle = getComputedStyle(probe).color;
      context.fillRect(0, 0, 1, 1);
      const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
      return [red, green, blue] as [number, number, number];
    });
    probe.remove();
    return colours;
  }, primaryScale);

/** Relative luminance (WCAG 2), to order colours from dark to light. */
function luminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** Clicks the toggle and waits until the page shows `mode`. */
async function toggleTo(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await toggle(page).click();
  await expect(html(page)).toHaveAttribute('data-theme', mode);
}

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  visitTest(
    'is light by default, even when the system prefers dark',
    async ({ page, gotoHydrated }) => {
      await gotoHydrated('/');
      await expect(html(page)).toHaveAttribute('data-theme', 'light');
    },
  );

  visitTest(
    'the toggle switches modes and the choice survives a reload',
    async ({ page, gotoHydrated }) => {
      await gotoHydrated('/docs/intro');
      await toggleTo(page, 'dark');
      await page.reload();
      await waitForHydration(page);
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      // Without the system preference in play, the toggle alternates light and dark only.
      await toggleTo(page, 'light');
    },
  );

  visitTest(
    'code blocks are highlighted in the colours of the mode shown, toggled or opened in dark mode',
    async ({ page, gotoHydrated }) => {
      await gotoHydrated('/docs/intro');
      // The bash grammar is one of themeConfig.prism.additionalLanguages (plugins/theme-patches/prism).
      await expect(bashString(page)).toBeVisible();
      const lightColour = await codeColour(page);
      await toggleTo(page, 'dark');
      await expect.poll(() => codeColour(page)).not.toBe(lightColour);
      // The server writes the light colours; hydrated in dark mode, the block is drawn again.
      await toggleTo(page, 'light');
      await gotoHydrated('/docs/intro?docusaurus-theme=dark');
      await expect(html(page)).toHaveAttribute('data-theme', 'dark');
      await expect.poll(() => codeColour(page)).not.toBe(lightColour);
    },
  );

  visitTest(
    "the primary colour scale follows the mode's primary",
    async ({ page, gotoHydrated }) => {
      await gotoHydrated('/docs/intro');
      const light = await primaryScaleColours(page);
      // Light mode keeps the values of Docusaurus's colour generator for #0068ff, within the two
      // units per channel by which its rounding in HSL differs from mixing in sRGB.
      const generated: Rgb[] = [
        [0x00, 0x49, 0xb3],
        [0x00, 0x58, 0xd9],
        [0x00, 0x5d, 0xe6],
        [0x00, 0x68, 0xff],
        [0x1a, 0x78, 0xff],
        [0x26, 0x80, 0xff],
        [0x4d, 0x97, 0xff],
      ];
      const differences = light.map((rgb, step) =>
        Math.max(
          ...rgb.map((channel, index) => Math.abs(channel - (generated[step]?.[index] ?? 0))),
        ),
      );
      expect(light).toHaveLength(generated.length);
      expect(Math.max(...differences), JSON.stringify(light)).toBeLessThanOrEqual(2);
      await toggleTo(page, 'dark');
      const dark = await primaryScaleColours(page);
      // Dark mode sets only its primary: every step is derived from it, darkest to lightest.
      dark.forEach((rgb, step) => expect(rgb, `step ${step}`).not.toEqual(light[step]));
      const luminances = dark.map(luminance);
      expect(new Set(luminances).size).toBe(primaryScale.length);
      expect(luminances).toEqual([...luminances].sort((a, b) => a - b));
    },
  );

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
