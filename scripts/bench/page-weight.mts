/**
 * Part of `npm run bench` (scripts/bench.ts): the JavaScript every page of the production build
 * runs at load, as a first visit sees it (scripts/bench/load-weight.ts: every script until the
 * network is idle and React has hydrated, each gzipped at level 9), in both locales: each route
 * of the sitemaps against its budget (jsBudgetOf in ./baseline.ts: 300 KiB on an API page, the
 * classic template's page of the same kind + 15 % elsewhere), and /api/overview at most
 * /docs/intro + 10 %. Writes reports/page-weight.json and exits 1 when a budget is exceeded.
 *
 *   npm run build && npm run bench [-- --port 4373]
 */
import { chromium } from '@playwright/test';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { writeBenchReport } from '@site/scripts/bench/report';
import { jsBudgetOf } from '@site/scripts/bench/baseline';
import { measureLoad, withNginx } from '@site/scripts/bench/load-weight';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';
import { locales, localePath, routesOf } from '@site/tests/support/routes';

const { port } = parseBenchArgs({ port: 4373 });
const origin = `http://127.0.0.1:${port}`;

interface Measure {
  page: string;
  kind: string;
  budgetBytes: number;
  scripts: number;
  gzipBytes: number;
}

const pages = locales.flatMap((locale) =>
  routesOf(locale).map((route) => ({ page: localePath(locale, route), ...jsBudgetOf(route) })),
);
if (pages.length === 0) {
  console.error('No routes in build/*sitemap.xml: run npm run build first.');
  process.exit(1);
}

const results: Measure[] = [];
await withNginx({ port }, async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  for (const { page, kind, bytes } of pages) {
    const load = await measureLoad(browser, `${origin}${page}`);
    results.push({
      page,
      kind,
      budgetBytes: bytes,
      scripts: load.scripts,
      gzipBytes: load.jsGzipBytes,
    });
  }
  await browser.close();
});

const KiB = 1024;
const failures = results
  .filter((result) => result.gzipBytes > result.budgetBytes)
  .map(
    (result) =>
      `${result.page}: ${result.gzipBytes} B > ${result.budgetBytes} B (${result.kind === 'api' ? 'API page' : `classic template ${result.kind} + 15 %`})`,
  );
const byPage = new Map(results.map((result) => [result.page, result.gzipBytes]));
for (const { prefix } of locales) {
  const overview = byPage.get(`${prefix}/api/overview`) ?? 0;
  const intro = byPage.get(`${prefix}/docs/intro`) ?? 0;
  if (overview > intro * 1.1) {
    failures.push(`${prefix}/api/overview: ${overview} B > ${prefix}/docs/intro ${intro} B + 10 %`);
  }
}

// Per kind of page: how many, the heaviest, and its room under the budget.
console.log(
  'kind'.padEnd(16),
  'pages',
  'heaviest'.padEnd(46),
  'KiB'.padStart(7),
  'budget'.padStart(7),
);
for (const kind of [...new Set(results.map((result) => result.kind))]) {
  const ofKind = results.filter((result) => result.kind === kind);
  const heaviest = ofKind.reduce((max, result) =>
    result.gzipBytes > max.gzipBytes ? result : max,
  );
  console.log(
    kind.padEnd(16),
    String(ofKind.length).padStart(5),
    heaviest.page.padEnd(46),
    (heaviest.gzipBytes / KiB).toFixed(1).padStart(7),
    (heaviest.budgetBytes / KiB).toFixed(1).padStart(7),
  );
}
writeBenchReport('page-weight', { results, failures });
if (failures.length > 0) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`All JS budgets met (${results.length} pages).`);
