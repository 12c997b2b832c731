/**
 * The reference of the JavaScript budget (issue #6: JS on non-API pages at most the plain
 * Docusaurus classic template's + 15 %): gzipped JS that the classic template loads on a first
 * visit of each kind of page.
 *
 * Measured 2026-11-22 on the 2-core dev machine with
 *   npx tsx scripts/bench/classic-baseline.mts
 * which creates `npx create-docusaurus@3.10.2 classic-baseline classic --typescript` in /tmp, pins
 * its dependencies to this site's versions (React 19.3.1, @docusaurus/* 3.10.2, same overrides),
 * builds it with Rspack (@docusaurus/faster, as the template ships), serves build/ with this
 * repo's nginx and sums every script loaded until network idle and hydration, each gzipped at
 * level 9 (scripts/bench/load-weight.ts). Byte counts do not depend on the machine's load.
 */
export const classicTemplateJs = {
  measuredAt: '2026-11-22',
  docusaurus: '3.10.2',
  jsGzipBytes: {
    '/': 171247,
    '/docs/intro': 176009,
    '/blog/welcome': 179068,
  },
} as const;

/** Allowed JS on a non-API page: the classic template's page of the same kind + 15 %. */
export const jsBudgetFactor = 1.15;

/** An API reference page (operation, webhook, overview): its own budget, not the template's. */
const operationPageBudget = 300 * 1024;

/**
 * The JS budget of a route (without its locale prefix), in bytes gzip: API pages 300 KiB; a blog
 * or changelog page the template's blog post + 15 %; a docs-like page (docs, gift, solutions) its
 * doc page + 15 %; a stand-alone page (landing, pricing, contact, about…) its home page + 15 %.
 */
export function jsBudgetOf(route: string): { kind: string; bytes: number } {
  if (route.startsWith('/api/')) return { kind: 'api', bytes: operationPageBudget };
  const kind = /^\/(blog|changelog)(\/|$)/.test(route)
    ? '/blog/welcome'
    : /^\/(docs|gift|solutions)(\/|$)/.test(route)
      ? '/docs/intro'
      : '/';
  return { kind, bytes: Math.round(classicTemplateJs.jsGzipBytes[kind] * jsBudgetFactor) };
}
