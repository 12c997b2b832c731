/**
 * `npm run bench`: measures the production build (built first if build/ is missing): the search
 * index and query latency (here), then the JavaScript each kind of page runs at load
 * (scripts/bench/page-weight.mts). Prints tables, writes reports/*.json, and exits non-zero when
 * a byte budget is broken. Times are reported for the record; only sizes are enforced, because
 * times vary with the machine's load.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchSearch, searchIndexGzipBudget } from '@site/scripts/bench/search';

const siteDir = process.cwd();
const buildDir = path.join(siteDir, 'build');

if (!existsSync(path.join(buildDir, 'search-index.json'))) {
  console.log('No production build found: running npm run build…');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value: number) => `${value.toFixed(2)} ms`;

const broken: string[] = [];
const search = (['vi', 'en'] as const).map((locale) => benchSearch(buildDir, locale));

console.log('\nSearch index and query latency (Node, this machine)');
console.table(
  search.map((result) => ({
    locale: result.locale,
    'index (raw)': kib(result.indexBytes),
    'index (gzip)': kib(result.indexGzipBytes),
    'gzip budget': kib(searchIndexGzipBudget),
    load: ms(result.loadMs),
    'query p50': ms(result.queryMsP50),
    'query p95': ms(result.queryMsP95),
    'query max': ms(result.queryMsMax),
  })),
);
for (const result of search) {
  if (result.indexGzipBytes > searchIndexGzipBudget) {
    broken.push(
      `search index (${result.locale}) is ${kib(result.indexGzipBytes)} gzip, budget ${kib(searchIndexGzipBudget)}`,
    );
  }
}

// Page weight runs in Chromium against the nginx-served build (its own report file).
console.log('\nJavaScript run at load, per page (Chromium, gzip)');
const pageWeight = spawnSync('npx', ['tsx', 'scripts/bench/page-weight.mts'], { stdio: 'inherit' });
if (pageWeight.status !== 0) broken.push('page weight budgets (see reports/page-weight.json)');

mkdirSync(path.join(siteDir, 'reports'), { recursive: true });
const reportFile = path.join(siteDir, 'reports', 'bench.json');
writeFileSync(
  reportFile,
  `${JSON.stringify({ measuredAt: new Date().toISOString(), search }, null, 2)}\n`,
);
console.log(`\nWrote ${path.relative(siteDir, reportFile)}`);

if (broken.length > 0) {
  console.error(`\nBudgets broken:\n- ${broken.join('\n- ')}`);
  process.exit(1);
}
console.log('All budgets met.');
