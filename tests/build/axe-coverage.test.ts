/**
 * The pages the browser tests scan with axe in all four colour-mode × width combinations
 * (tests/support/axeCoverage.ts) hold, together, every kind of element of every built page of
 * both locales, every template included; and they are a small part of the routes.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { builtPages, coveringPages } from '@site/tests/support/axeCoverage';
import { locales } from '@site/tests/support/routes';

describe('the pages scanned in every combination', () => {
  const pages = locales.flatMap((locale) => builtPages(locale));
  const chosen = coveringPages(pages);

  it('hold every kind of element that any built page of either locale holds, templates included', () => {
    for (const locale of locales) {
      const built = pages.filter((page) => page.locale === locale.code).length;
      assert.ok(built > 20, `only ${built} built ${locale.code} pages found: build first`);
    }
    // The root element's classes name the template: a kind of its own for each.
    const templates = new Set(
      pages.flatMap((page) => [...page.kinds].filter((kind) => kind.startsWith('html.'))),
    );
    assert.ok(templates.size >= 5, `only ${templates.size} templates told apart`);
    const covered = new Set(chosen.flatMap((page) => [...page.kinds]));
    const missing = pages.flatMap((page) =>
      [...page.kinds]
        .filter((kind) => !covered.has(kind))
        .map((kind) => `${page.locale} ${page.route}: ${kind}`),
    );
    assert.deepEqual(missing, [], 'kinds of element no four-way scan would see');
  });

  it('are fewer than a quarter of the routes of both locales, so the cut saves time', () => {
    assert.ok(
      chosen.length * 4 < pages.length,
      `${chosen.length} of ${pages.length} routes chosen: the set no longer saves much`,
    );
  });
});
