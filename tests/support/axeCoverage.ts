/**
 * The pages scanned in all four colour-mode × width combinations: a small set that, together,
 * holds every kind of element the built site shows in either locale (its tag with its classes,
 * and the tag of its parent), so every component and template is seen in light and dark, at desktop
 * and mobile widths; every other page is scanned once. Both locales render the same components, so
 * one locale's page stands for the other's. Only what a page shows as it opens counts: what is
 * hidden (a tab not selected, a closed `<details>`, `<noscript>`) no scan of it can see. Derived
 * from the build, greedily: the page with the most kinds not yet covered first, ties broken by the
 * shorter page.
 */
import { readFileSync } from 'node:fs';
import { load } from 'cheerio';
import { isTag } from 'domhandler';
import { apiGroups, localizedDocument, operationRoute } from '@site/openapi/tools/document';
import {
  builtFileFor,
  localePath,
  locales,
  routesOf,
  type LocaleInfo,
} from '@site/tests/support/routes';

/** A class that names one page (the docs plugin's `docs-doc-id-…`), not a kind of element. */
const pageIdentity = /^docs-doc-id-/;

/** An element's classes, sorted and joined, without those that name the page. */
function classesOf(value: string | undefined): string {
  return (value ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !pageIdentity.test(name))
    .sort()
    .join('.');
}

/** The kinds of element one built page holds. */
function elementKinds(html: string): Set<string> {
  // htmlparser2 (cheerio's `xml` option in HTML mode): many times faster than parse5 on large pages.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: false } });
  // The root's classes name the template (docs page, blog post, operation page, plugin instance).
  const kinds = new Set<string>([`html.${classesOf($('html').attr('class'))}`]);
  $('[hidden], noscript, details:not([open]) > :not(summary)').remove();
  $('body *').each((_, element) => {
    if (!isTag(element)) return;
    const classes = classesOf($(element).attr('class'));
    const parent = element.parent !== null && isTag(element.parent) ? element.parent.name : '';
    kinds.add(`${parent} > ${element.name}${classes === '' ? '' : `.${classes}`}`);
  });
  return kinds;
}

export interface CoveragePage {
  locale: LocaleInfo['code'];
  route: string;
  kinds: Set<string>;
  bytes: number;
}

/** Every route of the locale with the kinds of element its built page holds. */
export function builtPages(locale: LocaleInfo): CoveragePage[] {
  return routesOf(locale).flatMap((route) => {
    const file = builtFileFor(localePath(locale, route));
    if (file === undefined) return [];
    const html = readFileSync(file, 'utf8');
    return [{ locale: locale.code, route, kinds: elementKinds(html), bytes: html.length }];
  });
}

/** The smallest-first greedy cover of every kind the pages hold. */
export function coveringPages(pages: readonly CoveragePage[]): CoveragePage[] {
  const uncovered = new Set(pages.flatMap((page) => [...page.kinds]));
  const chosen: CoveragePage[] = [];
  while (uncovered.size > 0) {
    let best: { page: CoveragePage; gain: number } | undefined;
    for (const page of pages) {
      let gain = 0;
      for (const kind of page.kinds) if (uncovered.has(kind)) gain += 1;
      if (
        gain > 0 &&
        (best === undefined ||
          gain > best.gain ||
          (gain === best.gain && page.bytes < best.page.bytes))
      )
        best = { page, gain };
    }
    if (best === undefined) break;
    chosen.push(best.page);
    for (const kind of best.page.kinds) uncovered.delete(kind);
  }
  return chosen;
}

let coverage: CoveragePage[] | undefined;

/** The locale's routes scanned in all four combinations (the build parsed once per test process). */
export function axeCoverageRoutes(locale: LocaleInfo): string[] {
  coverage ??= coveringPages(locales.flatMap((each) => builtPages(each)));
  return coverage
    .filter((page) => page.locale === locale.code)
    .map((page) => page.route)
    .sort();
}

/** The locale's operation and webhook pages (without its prefix), as the contract lists them. */
export function operationRoutes(locale: LocaleInfo): string[] {
  return apiGroups(localizedDocument(locale.code)).flatMap((group) =>
    group.operations.map((operation) => operationRoute(group.name, operation.operationId)),
  );
}
