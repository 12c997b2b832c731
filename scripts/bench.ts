/**
 * `npm run bench`: measures the production site and exits non-zero when a budget is broken.
 *   1. cold build of both locales: `npm run clear`, then `npm run build` timed (skip with
 *      --no-build to measure an existing build/),
 *   2. the bytes each search query downloads and query latency (scripts/bench/search-report.mts),
 *   3. the JavaScript each kind of page runs at load, against the API budgets
 *      (scripts/bench/page-weight.mts),
 *   4. per route and locale: JS, CSS and transfer bytes of a first visit, and Lighthouse scores
 *      mobile and desktop against the issue #6 budgets (scripts/bench/routes.mts).
 * Prints tables and writes reports/bench.json (with reports/page-weight.json and
 * reports/routes.json). Times are reported for the record; only byte counts and Lighthouse scores
 * are enforced.
 *
 *   npm run bench [-- --no-build] [-- --runs 3]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { writeBenchReport } from '@site/scripts/bench/report';

const siteDir = process.cwd();
const buildDir = path.join(siteDir, 'build');
const { 'no-build': noBuild, runs } = parseBenchArgs({ 'no-build': false, runs: 3 });

function npmRun(script: string): void {
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const startedAt = new Date();
// The load when the bench started: other work on the machine slows builds and Lighthouse runs.
const loadAverageAtStart = Number((loadavg()[0] ?? 0).toFixed(2));
let coldBuildSeconds: number | null = null;
if (noBuild) {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error('--no-build given but there is no build/: run npm run build first.');
    process.exit(1);
  }
} else {
  console.log('Cold build of both locales: npm run clear, then npm run build (timed)…');
  npmRun('clear');
  const started = performance.now();
  npmRun('build');
  coldBuildSeconds = (performance.now() - started) / 1000;
  console.log(`Cold build: ${coldBuildSeconds.toFixed(1)} s`);
}

const broken: string[] = [];
const searchReport = spawnSync('npx', ['tsx', 'scripts/bench/search-report.mts', buildDir], {
  stdio: 'inherit',
});
if (searchReport.status !== 0) broken.push('search budgets (see reports/search.json)');

// Page weight runs in Chromium against the nginx-served build (its own report file).
console.log('\nJavaScript run at load, per page (Chromium, gzip)');
const pageWeight = spawnSync('npx', ['tsx', 'scripts/bench/page-weight.mts', '--port', '4373'], {
  stdio: 'inherit',
});
if (pageWeight.status !== 0) broken.push('page weight budgets (see reports/page-weight.json)');

console.log(`\nPer route: first-visit bytes and Lighthouse (${runs} runs each)`);
const routes = spawnSync(
  'npx',
  ['tsx', 'scripts/bench/routes.mts', '--port', '4374', '--runs', String(runs)],
  { stdio: 'inherit' },
);
if (routes.status !== 0) broken.push('route budgets (see reports/routes.json)');

function readReport(file: string): unknown {
  const full = path.join(siteDir, 'reports', file);
  return existsSync(full) ? JSON.parse(readFileSync(full, 'utf8')) : null;
}

const reportFile = writeBenchReport(
  'bench',
  {
    loadAverageAtStart,
    build: { coldSeconds: coldBuildSeconds, command: 'npm run clear && npm run build' },
    search: readReport('search.json'),
    pageWeight: readReport('page-weight.json'),
    routes: readReport('routes.json'),
    broken,
  },
  { startedAt, siteDir },
);
console.log(`\nWrote ${path.relative(siteDir, reportFile)}`);
if (coldBuildSeconds !== null) {
  console.log(
    `Cold build of both locales: ${coldBuildSeconds.toFixed(1)} s (${cpus().length} cores)`,
  );
}

if (broken.length > 0) {
  console.error(`\nBudgets broken:\n- ${broken.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
