/**
 * The axe-core scan every browser test uses: WCAG 2.0/2.1 A/AA and best-practice rules, run in the
 * open page in one or more colour-mode × width combinations. Nothing is excluded from a scan.
 */
import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from '@playwright/test';
import { expect } from '@site/tests/support/fixtures';
import type { LocaleInfo } from '@site/tests/support/routes';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
export const desktop = { width: 1280, height: 800 };
export const mobile = { width: 375, height: 800 };

export type Mode = 'light' | 'dark';
type Size = typeof desktop;
export type Combination = readonly [Mode, Size];

/** The scan every page gets. */
export const lightDesktop: readonly Combination[] = [['light', desktop]];

/**
 * A contrast fault depends on the mode, a layout fault on the width, and some need both (a dark
 * mobile-only menu, say): the pages of `axeCoverageRoutes` are scanned in all four.
 */
export const allCombinations: readonly Combination[] = [
  ['light', desktop],
  ['light', mobile],
  ['dark', desktop],
  ['dark', mobile],
];

export const colorModeToggleName: Record<LocaleInfo['code'], RegExp> = {
  vi: /Chuyển đổi chế độ sáng và tối/,
  en: /Switch between dark and light mode/,
};

/** Transitions would let axe read a colour half-way between two modes: scans measure settled ones. */
export async function settleStyles(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }',
  });
}

/** axe-core's browser build, read once per worker and evaluated once per page. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Only the violations of these tags: leaving out the passes' details makes a scan much faster. */
const axeRunOptions: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  resultTypes: ['violations'],
};

/** One readable line per failing node: rule, impact, target and what axe says about it. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // axe does not look into frames: an embed added later needs a frame-aware scan.
  expect(await page.locator('iframe').count(), `${label}: an iframe needs a frame-aware scan`).toBe(
    0,
  );
  // One copy of axe per page, so that a page's later scans run on warm code.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(document, options),
    axeRunOptions,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${label} ${violation.id} (${violation.impact ?? 'n/a'}) at ${node.target.join(' ')}: ` +
        (node.failureSummary ?? violation.help).replace(/\s+/g, ' '),
    ),
  );
}

/** Switches the colour mode the way a reader does: the navbar toggle (shown at desktop width). */
export async function switchColorMode(page: Page, locale: LocaleInfo, to: Mode): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === to) return;
  await page.getByRole('button', { name: colorModeToggleName[locale.code] }).first().click();
  await expect(html).toHaveAttribute('data-theme', to);
}

export async function setViewport(page: Page, size: Size): Promise<void> {
  await page.setViewportSize(size);
  // The navbar switches between its desktop and mobile layout on a resize event.
  const mobileToggle = page.locator('button.navbar__toggle');
  if (size.width < 997) await expect(mobileToggle).toBeVisible();
  else await expect(mobileToggle).toBeHidden();
}

/** Scans the open page in each combination; returns one line per violating node. */
export async function scanCombinations(
  page: Page,
  locale: LocaleInfo,
  combinations: readonly Combination[],
): Promise<string[]> {
  const found: string[] = [];
  for (const [mode, size] of combinations) {
    // The colour toggle is in the desktop navbar: switch there, then resize.
    await setViewport(page, desktop);
    await switchColorMode(page, locale, mode);
    if (size !== desktop) await setViewport(page, size);
    const label = `[${mode} ${size === desktop ? 'desktop' : 'mobile'}]`;
    found.push(...(await axeViolations(page, label)));
  }
  return found;
}

/** Scans the open, hydrated page in each combination and fails listing every violating node. */
export async function expectNoAxeViolations(
  page: Page,
  locale: LocaleInfo,
  combinations: readonly Combination[],
): Promise<void> {
  await settleStyles(page);
  const found = await scanCombinations(page, locale, combinations);
  expect(found, `axe violations on ${page.url()}:\n${found.join('\n')}`).toEqual([]);
}
