/**
 * Part of `npm run bench` (scripts/bench.ts): JavaScript weight of the production build, per page, as a phone sees it.
 *
 * Serves build/ with nginx (scripts/serve-nginx.ts), opens each page in Chromium, collects every
 * script the page runs while loading (the <script src> files and the chunks they load; link
 * prefetches of other routes are not counted), gzips each body with zlib and sums the sizes.
 * Then checks the API reference budgets:
 *   - an operation page: at most 300 KiB of gzipped JS,
 *   - /api/overview: at most /docs/intro + 10 %.
 * Writes reports/page-weight.json and exits 1 when a budget is exceeded.
 *
 *   npm run build && npm run bench [-- --port 4373]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { apiGroups, localizedDocument } from '@site/openapi/tools/document';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

const { values } = parseArgs({ options: { port: { type: 'string', default: '4373' } } });
const origin = `http://127.0.0.1:${values.port}`;

/** Every operation page, in both locales. */
const operationPages = apiGroups(localizedDocument('en')).flatMap((group) =>
  group.operations.flatMap((operation) => {
    const route = `/api/${group.name}/${operation.operationId}`;
    return [route, `/en${route}`];
  }),
);
const referencePages = [
  '/docs/intro',
  '/en/docs/intro',
  '/',
  '/blog',
  '/api/overview',
  '/en/api/overview',
];

const KiB = 1024;
const operationBudget = 300 * KiB;

interface Measure {
  page: string;
  scripts: number;
  gzipBytes: number;
}

async function measure(browser: Browser, page: string): Promise<Measure> {
  // A fresh context per page: nothing cached, like a first visit.
  const context = await browser.newContext();
  const tab = await context.newPage();
  const sizes: Promise<number>[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await tab.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
  await tab.waitForSelector('html[data-has-hydrated="true"]');
  const gzipBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return { page, scripts: sizes.length, gzipBytes };
}

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nginx did not start on ${origin}`);
}

// Its own process group, so that stopping it stops npx, tsx and nginx together.
const server = spawn('npx', ['tsx', 'scripts/serve-nginx.ts', '--port', values.port], {
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
let exitCode = 0;
try {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const results: Measure[] = [];
  for (const page of [...referencePages, ...operationPages]) {
    results.push(await measure(browser, page));
  }
  await browser.close();

  const byPage = new Map(results.map((result) => [result.page, result.gzipBytes]));
  const operations = results.filter((result) => operationPages.includes(result.page));
  const heaviest = operations.reduce((max, result) =>
    result.gzipBytes > max.gzipBytes ? result : max,
  );
  console.log('page'.padEnd(46), 'scripts', 'gzip KiB');
  for (const result of [...results.slice(0, referencePages.length), heaviest]) {
    const kib = (result.gzipBytes / KiB).toFixed(1);
    console.log(result.page.padEnd(46), String(result.scripts).padStart(7), kib.padStart(8));
  }
  console.log(`(the last line is the heaviest of ${operations.length} operation pages)`);

  const failures: string[] = [];
  for (const result of operations) {
    if (result.gzipBytes > operationBudget) {
      failures.push(`${result.page}: ${(result.gzipBytes / KiB).toFixed(1)} KiB > 300 KiB`);
    }
  }
  for (const prefix of ['', '/en']) {
    const overview = byPage.get(`${prefix}/api/overview`) ?? 0;
    const intro = byPage.get(`${prefix}/docs/intro`) ?? 0;
    if (overview > intro * 1.1) {
      failures.push(
        `${prefix}/api/overview: ${overview} B > ${prefix}/docs/intro ${intro} B + 10 %`,
      );
    }
  }
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/page-weight.json', `${JSON.stringify({ results, failures }, null, 2)}\n`);
  if (failures.length > 0) {
    console.error(`Over budget:\n  ${failures.join('\n  ')}`);
    exitCode = 1;
  } else console.log('All JS budgets met.');
} finally {
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}
process.exit(exitCode);
