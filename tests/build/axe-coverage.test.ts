/**
 * The pages the browser tests scan with axe in all four colour-mode × width combinations
 * (tests/support/axeCoverage.ts) hold, together, every kind of element of every built page of
 * their locale, every template included; and they are a small part of the routes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtPages, coveringRoutes } from '@site/tests/support/axeCoverage';
import { locales } from '@site/tests/support/routes';

for (const locale of locales) {
  describe(`the ${locale.code} pages scanned in every combination`, () => {
    const pages = builtPages(locale);
    const chosen = new Set(coveringRoutes(pages));

    it('hold every kind of element that any built page holds, templates included', () => {
      assert.ok(pages.length > 20, `only ${pages.length} built pages found: build first`);
      // The root element's classes name the template: a kind of its own for each.
      const templates = new Set(
        pages.flatMap((page) => [...page.kinds].filter((kind) => kind.startsWith('html.'))),
      );
      assert.ok(templates.size >= 5, `only ${templates.size} templates told apart`);
      const covered = new Set(
        pages.filter((page) => chosen.has(page.route)).flatMap((page) => [...page.kinds]),
      );
      const missing = pages.flatMap((page) =>
        [...page.kinds].filter((kind) => !covered.has(kind)).map((kind) => `${page.route}: ${kind}`),
      );
      assert.deepEqual(missing, [], 'kinds of element no four-way scan would see');
    });

    it('are fewer than half of the routes, so the cut saves time', () => {
      assert.ok(
        chosen.size * 2 < pages.length,
        `${chosen.size} of ${pages.length} routes chosen: the set no longer saves much`,
      );
    });
  });
}
