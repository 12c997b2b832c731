/**
 * Accessibility: axe-core finds no WCAG 2.0/2.1 A/AA (or best-practice) violation on any route of
 * either locale, in light and dark mode, at desktop and 375 px mobile widths (all four combinations
 * on every route); and the navbar can be used with the keyboard alone.
 * Nothing is excluded from the axe scans.
 */
import { readFileSync } from 'node:fs';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForHydration } from '@site/tests/support/fixtures';
import { locales, localePath, routesOf, type LocaleInfo } from '@site/tests/support/routes';

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const desktop = { width: 1280, height: 800 };
const mobile = { width: 375, height: 800 };

type Mode = 'light' | 'dark';

const colorModeToggleName: Record<LocaleInfo['code'], RegExp> = {
  vi: /Chuyển đổi chế độ sáng và tối/,
  en: /Switch between dark and light mode/,
};

/**
 * Colour transitions would let axe read a colour half-way between the two modes; the scans
 * measure the settled colours. (Only transitions and animations are neutralised, nothing else.)
 */
async function settleStyles(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; }',
  });
}

/** axe-core's browser build, read once per worker and evaluated once per page. */
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** What the scans ask axe for: the rules of these tags, and only their violations. */
const axeRunOptions: RunOptions = {
  runOnly: { type: 'tag', values: axeTags },
  // Leaving out the passes' details makes a scan of an API page ~40% faster.
  resultTypes: ['violations'],
};

/** One readable line per failing node: rule, impact, target and what axe says about it. */
async function axeViolations(page: Page, label: string): Promise<string[]> {
  // axe runs in the page itself and does not look into frames: the site has none (asserted here,
  // so an embed added later brings a frame-aware scan, such as @axe-core/playwright's, back).
  expect(await page.locator('iframe').count(), `${label}: an iframe needs a frame-aware scan`).toBe(
    0,
  );
  // One copy of axe per page: evaluating it again before each of a page's four scans cost
  // 0.2-0.5 s, and the next scan ran on cold code (1.9 s instead of 1.2 s on an API page).
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
async function switchColorMode(page: Page, locale: LocaleInfo, to: Mode): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('data-theme')) === to) return;
  await page.getByRole('button', { name: colorModeToggleName[locale.code] }).first().click();
  await expect(html).toHaveAttribute('data-theme', to);
}

/** Large API pages hydrate slowly on a busy 2-core machine: more time than the default expect. */
async function gotoHydratedSlow(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 60_000,
  });
}

async function setViewport(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // The navbar switches between its desktop and mobile layout on a resize event.
  const mobileToggle = page.locator('button.navbar__toggle');
  if (size.width < 997) await expect(mobileToggle).toBeVisible();
  else await expect(mobileToggle).toBeHidden();
}

type Combination = readonly [Mode, { width: number; height: number }];

/**
 * Each page is loaded once and scanned four times: a contrast fault depends on the mode, a layout
 * fault on the width, and some need both (a dark mobile-only menu, say). The page is loaded and
 * axe evaluated once, then run four times: about 16 minutes of the browser tests for the ~190
 * routes of both locales on a 2-core CI machine (2026-11-26).
 */
const allCombinations: readonly Combination[] = [
  ['light', desktop],
  ['light', mobile],
  ['dark', desktop],
  ['dark', mobile],
];

/** Scans the open page in each combination; returns one line per violating node. */
async function scanCombinations(
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

for (const locale of locales) {
  test.describe(`axe on every ${locale.code} route`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: desktop, colorScheme: 'light' });

    const routes = routesOf(locale);

    test(`the ${locale.code} sitemap lists the site's routes`, () => {
      // Guards the loop below: without a build (or with an empty sitemap) it would test nothing.
      expect(routes.length).toBeGreaterThan(20);
    });

    for (const route of routes) {
      const url = localePath(locale, route);
      test(`${url} has no violations in light and dark mode at desktop and mobile widths`, async ({
        page,
      }) => {
        // Operation pages are large (schemas, examples): axe needs longer on a busy machine.
        if (route.startsWith('/api/') && route !== '/api/overview') test.setTimeout(180_000);
        await gotoHydratedSlow(page, url);
        await settleStyles(page);
        const found = await scanCombinations(page, locale, allCombinations);
        expect(found, `axe violations on ${url}:\n${found.join('\n')}`).toEqual([]);
      });
    }
  });
}

test.describe('axe on states a route scan does not open', () => {
  test.use({ viewport: desktop });
  test.describe.configure({ timeout: 60_000 });

  for (const mode of ['light', 'dark'] as const) {
    test(`the search box's results, with area labels and highlights, pass in ${mode} mode`, async ({
      page,
    }) => {
      await page.goto('/docs/intro');
      await waitForHydration(page);
      await settleStyles(page);
      await switchColorMode(page, locales[0], mode);
      const box = page.getByRole('combobox', { name: 'Tìm kiếm trên trang' });
      await box.fill('api');
      await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
      const found = await axeViolations(page, `[${mode} search box]`);
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`the not-found page passes in ${mode} mode at both widths`, async ({ page }) => {
      await page.goto('/docs/khong-co-trang-nay');
      await waitForHydration(page);
      await settleStyles(page);
      const found = await scanCombinations(
        page,
        locales[0],
        allCombinations.filter(([candidate]) => candidate === mode),
      );
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`the open page menu (Markdown and AI) passes in ${mode} mode`, async ({ page }) => {
      await page.goto('/blog/zalo-mini-app');
      await waitForHydration(page);
      await settleStyles(page);
      await switchColorMode(page, locales[0], mode);
      await page.getByRole('button', { name: 'Markdown và AI' }).click();
      await expect(page.getByRole('link', { name: 'Mở trong Claude' })).toBeVisible();
      const found = await axeViolations(page, `[${mode} page menu]`);
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`the open reader-values panel passes in ${mode} mode`, async ({ page }) => {
      await page.goto('/docs/quickstart');
      await waitForHydration(page);
      await settleStyles(page);
      await switchColorMode(page, locales[0], mode);
      await page.getByRole('button', { name: 'Điền giá trị của bạn vào mẫu mã' }).click();
      await expect(page.getByRole('dialog').getByLabel('access_token')).toBeVisible();
      const found = await axeViolations(page, `[${mode} reader-values panel]`);
      expect(found, found.join('\n')).toEqual([]);
    });

    test(`the open mobile menu passes in ${mode} mode`, async ({ page }) => {
      await page.goto('/en/docs/intro');
      await waitForHydration(page);
      await settleStyles(page);
      await switchColorMode(page, locales[1], mode);
      await setViewport(page, mobile);
      await page.locator('button.navbar__toggle').click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      const found = await axeViolations(page, `[${mode} mobile menu]`);
      expect(found, found.join('\n')).toEqual([]);
    });
  }
});

/** What the keyboard user sees: the focused element's name and whether a focus ring is drawn. */
async function focused(page: Page): Promise<{ name: string; ring: boolean; inNavbar: boolean }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', ring: false, inNavbar: false };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const name = (
      element.getAttribute('aria-label') ??
      element.getAttribute('title') ??
      element.textContent ??
      ''
    ).trim();
    return { name, ring: outline || shadow, inNavbar: element.closest('nav.navbar') !== null };
  });
}

const navbarItems: Record<LocaleInfo['code'], RegExp[]> = {
  vi: [
    /^Tài liệu API$/,
    /^Giải pháp quà tặng$/,
    /^Blog$/,
    /^Next$/,
    /^Tiếng Việt$/,
    /^Tìm kiếm trên trang$/,
    /^Dùng thử/,
    /Chuyển đổi chế độ sáng và tối/,
  ],
  en: [
    /^API docs$/,
    /^Gift solution$/,
    /^Blog$/,
    /^Next$/,
    /^English$/,
    /^Search this site$/,
    /^Try/,
    /Switch between dark and light mode/,
  ],
};

test.describe('keyboard-only navigation', () => {
  test.use({ viewport: desktop });

  for (const locale of locales) {
    test(`Tab reaches every ${locale.code} navbar item, each with a visible focus ring`, async ({
      page,
    }) => {
      await page.goto(localePath(locale, '/docs/intro'));
      await waitForHydration(page);
      const expected = navbarItems[locale.code];
      const reached: { name: string; ring: boolean }[] = [];
      // Tab until focus has left the navbar after entering it (skip link and announcement first).
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const current = await focused(page);
        if (current.inNavbar) reached.push(current);
        else if (reached.length > 0) break;
      }
      const names = reached.map((item) => item.name);
      for (const item of expected) {
        const hit = reached.find((candidate) => item.test(candidate.name));
        expect(hit, `Tab never reached ${item} (reached: ${names.join(' | ')})`).toBeDefined();
        expect(hit?.ring, `no visible focus indicator on ${item}`).toBe(true);
      }
      // Every navbar stop shows where focus is, not only the ones listed above.
      const withoutRing = reached.filter((item) => !item.ring).map((item) => item.name);
      expect(withoutRing, 'navbar items focused without a visible indicator').toEqual([]);
    });
  }

  /** Tabs forward until the element is focused; fails if it is never reached. */
  async function tabTo(page: Page, target: Locator): Promise<void> {
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  }

  for (const key of ['Enter', 'Space'] as const) {
    test(`${key} on the focused colour switch changes the colour mode`, async ({ page }) => {
      await page.goto('/docs/intro');
      await waitForHydration(page);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await tabTo(page, page.getByRole('button', { name: colorModeToggleName.vi }).first());
      await page.keyboard.press(key);
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await page.keyboard.press(key);
      await expect(html).toHaveAttribute('data-theme', 'light');
    });
  }

  /** Each locale's language dropdown, and the other language it leads to with the keyboard. */
  const languageSwitches = [
    {
      behaviour: 'the language dropdown opens with Enter and English is followed with Enter',
      from: locales[0],
      menu: 'Tiếng Việt',
      to: locales[1],
      link: 'English',
    },
    {
      behaviour: 'the English language dropdown leads back to Tiếng Việt with the keyboard',
      from: locales[1],
      menu: 'English',
      to: locales[0],
      link: 'Tiếng Việt',
    },
  ];

  for (const { behaviour, from, menu, to, link } of languageSwitches) {
    test(behaviour, async ({ page }) => {
      await page.goto(localePath(from, '/docs/intro'));
      await waitForHydration(page);
      const navbar = page.locator('nav.navbar');
      const toggle = navbar.getByRole('button', { name: menu });
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const other = navbar.getByRole('link', { name: link });
      // The menu fades in from visibility: hidden; a Tab in the same frame would skip its items.
      await expect(other).toBeVisible();
      await tabTo(page, other);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === localePath(to, '/docs/intro'));
      await expect(page.locator('html')).toHaveAttribute('lang', to.htmlLang);
    });
  }
});
