/**
 * Accessibility: axe-core finds no WCAG 2.0/2.1 A/AA (or best-practice) violation on any route of
 * either locale; and the navbar can be used with the keyboard alone. Every route is scanned in
 * light mode at desktop width; the pages of `axeCoverageRoutes` (together, every kind of element
 * the build renders in either locale) in light and dark mode at desktop and 375 px mobile widths too. Operation
 * pages are scanned by api-reference.spec.ts, in the visit that checks their content.
 * Nothing is excluded from the axe scans.
 */
import type { Locator, Page } from '@playwright/test';
import { visitTest, test, expect, waitForHydration } from '@site/tests/support/fixtures';
import { locales, localePath, routesOf, type LocaleInfo } from '@site/tests/support/routes';
import {
  allCombinations,
  axeViolations,
  colorModeToggleName,
  desktop,
  expectNoAxeViolations,
  lightDesktop,
  mobile,
  scanCombinations,
  setViewport,
  settleStyles,
  switchColorMode,
} from '@site/tests/support/axe';
import { axeCoverageRoutes, operationRoutes } from '@site/tests/support/axeCoverage';

/** Large pages hydrate slowly on a busy 2-core machine: more time than the default expect. */
async function gotoHydratedSlow(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {
    timeout: 60_000,
  });
}

for (const locale of locales) {
  test.describe(`axe on every ${locale.code} route`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: desktop, colorScheme: 'light' });

    const routes = routesOf(locale);
    const fourWays = new Set(axeCoverageRoutes(locale));
    const scannedWithTheirChecks = new Set(operationRoutes(locale));

    test(`the ${locale.code} sitemap lists the site's routes, and api-reference.spec scans only operation pages`, () => {
      // Guards the loop below: without a build (or with an empty sitemap) it would test nothing.
      expect(routes.length).toBeGreaterThan(20);
      expect(fourWays.size).toBeGreaterThan(1);
      for (const route of scannedWithTheirChecks) expect(routes).toContain(route);
    });

    for (const route of routes.filter((candidate) => !scannedWithTheirChecks.has(candidate))) {
      const url = localePath(locale, route);
      const combinations = fourWays.has(route) ? allCombinations : lightDesktop;
      const where = fourWays.has(route)
        ? 'in light and dark mode at desktop and mobile widths'
        : 'in light mode at desktop width';
      visitTest(`${url} has no violations ${where}`, async ({ page }) => {
        await gotoHydratedSlow(page, url);
        await expectNoAxeViolations(page, locale, combinations);
      });
    }
  });
}

test.describe('axe on states a route scan does not open', () => {
  test.use({ viewport: desktop });
  test.describe.configure({ timeout: 60_000 });

  for (const mode of ['light', 'dark'] as const) {
    visitTest(
      `the search box's results, with area labels and highlights, pass in ${mode} mode`,
      async ({ page }) => {
        await page.goto('/docs/intro');
        await waitForHydration(page);
        await settleStyles(page);
        await switchColorMode(page, locales[0], mode);
        const box = page.getByRole('combobox', { name: 'Tìm kiếm trên trang' });
        await box.fill('api');
        await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
        const found = await axeViolations(page, `[${mode} search box]`);
        expect(found, found.join('\n')).toEqual([]);
      },
    );

    visitTest(`the not-found page passes in ${mode} mode at both widths`, async ({ page }) => {
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

    visitTest(`the open page menu (Markdown and AI) passes in ${mode} mode`, async ({ page }) => {
      await page.goto('/blog/zalo-mini-app');
      await waitForHydration(page);
      await settleStyles(page);
      await switchColorMode(page, locales[0], mode);
      await page.getByRole('button', { name: 'Markdown và AI' }).click();
      await expect(page.getByRole('link', { name: 'Mở trong Claude' })).toBeVisible();
      const found = await axeViolations(page, `[${mode} page menu]`);
      expect(found, found.join('\n')).toEqual([]);
    });

    visitTest(`the open reader-values panel passes in ${mode} mode`, async ({ page }) => {
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
    visitTest(
      `Tab reaches every ${locale.code} navbar item, each with a visible focus ring`,
      async ({ page }) => {
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
      },
    );
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
    visitTest(`${key} on the focused colour switch changes the colour mode`, async ({ page }) => {
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
    visitTest(behaviour, async ({ page }) => {
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
