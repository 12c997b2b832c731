/**
 * Part of `npm run bench` (scripts/bench.ts): per route and locale, what a first visit downloads
 * (scripts/bench/load-weight.ts) and the Lighthouse scores, mobile and desktop, against the
 * production build served by the repo's nginx on loopback. Writes reports/routes.json, prints a
 * table and exits 1 when a budget (below) is broken.
 *
 *   npx tsx scripts/bench/routes.mts [--port 4374] [--runs 3] [--page /en/docs/intro ...]
 *
 * --page (repeatable) measures only those pages of the list below, for working on one route.
 *
 * Lighthouse runs each route --runs times per form factor and keeps the median of each number:
 * its performance score comes from simulated throttling (Lantern) fed with the CPU times of the
 * real load, so a busy machine lowers single runs. Lighthouse's mobile preset slows the CPU down
 * 4×, a factor meant for a high-end desktop host: the table gives the host's benchmark index.
 */
import { chromium } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { writeBenchReport } from '@site/scripts/bench/report';
import { jsBudgetOf } from '@site/scripts/bench/baseline';
import { meetsSeoBudget } from '@site/scripts/bench/lighthouse-budget';
import { localeTable } from '@site/config/locales';
import {
  launchLighthouseChrome,
  lighthouseCategories as categories,
  runLighthouse,
  type FormFactor,
  type LighthouseCategory as Category,
  type LighthouseRun,
} from '@site/scripts/bench/lighthouse.mjs';
import { measureLoad, withNginx, type LoadWeight } from '@site/scripts/bench/load-weight';
import { median } from '@site/scripts/bench/site-copy';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

const { port, runs, page: only } = parseBenchArgs({ port: 4374, runs: 3, page: [] });
const origin = `http://127.0.0.1:${port}`;

/** One page of each kind; each is measured in both locales, against jsBudgetOf its route. */
const routes = [
  '/',
  '/docs/intro',
  '/api/orders/get-order-detail',
  // The largest operation page: the one the slow-host target names.
  '/api/orders/create-order',
  // An operation added by v1.1 of the contract, and a webhook page: its payload schema, and no
  // code samples or console (issue #17).
  '/api/oa-messages/send-zns-message',
  '/api/webhooks/order-created',
  '/blog/zalo-mini-app',
  // The business reader's path: stand-alone pages like the landing, a walkthrough like a doc.
  '/pricing',
  '/contact',
  '/solutions/fnb-ordering',
  // The developer's path: the first guide and the page every error leads to.
  '/docs/quickstart',
  '/docs/errors',
];
const allPages = routes.flatMap((route) => [
  { page: route, budget: jsBudgetOf(route) },
  { page: `${localeTable.en.urlPrefix}${route === '/' ? '/' : route}`, budget: jsBudgetOf(route) },
]);
const unknown = only.filter((page) => !allPages.some((entry) => entry.page === page));
if (unknown.length > 0) {
  console.error(
    `Not a measured page: ${unknown.join(', ')}. Pages: ${allPages.map((entry) => entry.page).join(', ')}`,
  );
  process.exit(2);
}
const pages = only.length > 0 ? allPages.filter((entry) => only.includes(entry.page)) : allPages;

const formFactors = ['mobile', 'desktop'] as const satisfies readonly FormFactor[];

/**
 * Budgets of issue #6, as Lighthouse scores (0–100). SEO lost only to robots.txt's Content-Signal
 * line meets its budget (scripts/bench/lighthouse-budget.ts).
 */
const minimumScore: Record<FormFactor, Record<Category, number>> = {
  mobile: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 },
  desktop: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
};

/** The median of each number over the runs of one route and form factor. */
interface LighthouseResult
  extends Omit<LighthouseRun, 'scores' | 'failing' | 'seoLostOnlyToContentSignal'> {
  scores: Record<Category, number>;
  failing: Record<Category, string[]>;
  runs: LighthouseRun[];
}

function medianRun(results: LighthouseRun[]): LighthouseResult {
  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    scores[category] = median(results.map((result) => result.scores[category] ?? 0));
  }
  const byPerformance = [...results].sort(
    (a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0),
  );
  const middle = byPerformance[Math.floor(byPerformance.length / 2)];
  if (!middle) throw new Error('no Lighthouse run to take the median of');
  return {
    scores,
    cls: median(results.map((result) => result.cls)),
    lcpMs: median(results.map((result) => result.lcpMs)),
    tbtMs: median(results.map((result) => result.tbtMs)),
    fcpMs: median(results.map((result) => result.fcpMs)),
    benchmarkIndex: median(results.map((result) => result.benchmarkIndex)),
    // The failing audits of the run with the median performance score.
    failing: Object.fromEntries(
      categories.map((category) => [category, middle.failing[category] ?? []]),
    ) as Record<Category, string[]>,
    runs: results,
  };
}

interface PageResult {
  page: string;
  budget: { kind: string; bytes: number };
  load: LoadWeight;
  lighthouse: Record<FormFactor, LighthouseResult>;
}

const results: PageResult[] = [];
await withNginx({ port }, async () => {
  let chrome: LaunchedChrome | undefined;
  try {
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    const loads = new Map<string, LoadWeight>();
    for (const { page } of pages) loads.set(page, await measureLoad(browser, `${origin}${page}`));
    await browser.close();

    chrome = await launchLighthouseChrome();
    for (const { page, budget } of pages) {
      const lighthouseResults = {} as Record<FormFactor, LighthouseResult>;
      for (const formFactor of formFactors) {
        const attempts: LighthouseRun[] = [];
        for (let run = 0; run < runs; run += 1) {
          attempts.push(
            await runLighthouse(chrome.port, `${origin}${page}`, {
              formFactor,
              categories,
            }),
          );
        }
        lighthouseResults[formFactor] = medianRun(attempts);
      }
      const load = loads.get(page);
      if (!load) throw new Error(`no load measure for ${page}`);
      results.push({ page, budget, load, lighthouse: lighthouseResults });
      process.stdout.write(`  measured ${page}\n`);
    }
  } finally {
    chrome?.kill();
  }
});

const failures: string[] = [];
for (const { page, budget, load, lighthouse: scores } of results) {
  for (const formFactor of formFactors) {
    const result = scores[formFactor];
    for (const category of categories) {
      const minimum = minimumScore[formFactor][category];
      const met =
        category === 'seo'
          ? meetsSeoBudget(
              result.scores.seo,
              minimum,
              result.runs.map((run) => ({
                score: run.scores.seo ?? 0,
                lostOnlyToContentSignal: run.seoLostOnlyToContentSignal,
              })),
            )
          : result.scores[category] >= minimum;
      if (!met) {
        failures.push(
          `${page} ${formFactor} ${category} ${result.scores[category]} < ${minimum}` +
            ` (costing points: ${result.failing[category].join(', ') || 'none listed'})`,
        );
      }
    }
    // CLS "0" as Lighthouse displays it: under 0.0005, which rounds to 0.000.
    if (result.cls >= 0.0005) {
      failures.push(`${page} ${formFactor} CLS ${result.cls.toFixed(4)} > 0`);
    }
  }
  if (load.jsGzipBytes > budget.bytes) {
    failures.push(
      `${page} JS ${load.jsGzipBytes} B gzip > ${budget.bytes} B (${budget.kind === 'api' ? 'API page' : `classic template ${budget.kind} + 15 %`})`,
    );
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
console.log(
  '\nPer route: first visit (gzip -9 JS/CSS, KiB) and Lighthouse median of',
  runs,
  'runs (mobile / desktop)',
);
console.table(
  results.map(({ page, budget, load, lighthouse: scores }) => ({
    page,
    JS: kib(load.jsGzipBytes),
    'JS budget': kib(budget.bytes),
    CSS: kib(load.cssGzipBytes),
    fonts: kib(load.fontBytes),
    transfer: kib(load.transferBytes),
    perf: `${scores.mobile.scores.performance} / ${scores.desktop.scores.performance}`,
    a11y: `${scores.mobile.scores.accessibility} / ${scores.desktop.scores.accessibility}`,
    'best pr.': `${scores.mobile.scores['best-practices']} / ${scores.desktop.scores['best-practices']}`,
    seo: `${scores.mobile.scores.seo} / ${scores.desktop.scores.seo}`,
    CLS: `${scores.mobile.cls.toFixed(3)} / ${scores.desktop.cls.toFixed(3)}`,
    'LCP ms': `${Math.round(scores.mobile.lcpMs)} / ${Math.round(scores.desktop.lcpMs)}`,
    'TBT ms': `${Math.round(scores.mobile.tbtMs)} / ${Math.round(scores.desktop.tbtMs)}`,
    // Lighthouse's measure of the host's CPU: its 4× mobile slowdown assumes 1,500–2,000.
    'host index': Math.round(scores.mobile.benchmarkIndex),
  })),
);

writeBenchReport('routes', {
  lighthouseRunsPerRoute: runs,
  minimumScore,
  results,
  failures,
});
if (failures.length > 0) {
  console.error(`Route budgets broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All route budgets met.');
process.exit(0);
