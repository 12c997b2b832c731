/**
 * `npm run bench:scale`: how the build and search grow with the content (issue #22). Makes two
 * copies of this site in a temporary folder (without node_modules, .git and build output; the
 * copies link this checkout's node_modules): one as it is, one with ten times the API operations
 * (every operation of openapi/miniai.yaml cloned under new paths, tags and operationIds) and ten
 * times the prose pages (every docs page and blog post copied under new slugs, vi and en). Builds
 * both locales of each, one after the other, and reports side by side: build time, peak RSS of
 * the build's process tree, output size, search bytes per query (max and median over the index's
 * terms), and query p95 in Chromium with 4× CPU throttling. Exits 1 when a budget is broken:
 * build time ≤ 8× today's, peak RSS ≤ 6 GB, search within scripts/bench/search.ts's budgets.
 *
 *   npm run bench:scale [-- --factor 10] [-- --timeout-minutes 150] [-- --keep]
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  openSync,
} from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { writeBenchReport } from '@site/scripts/bench/report';
import { browserQueryTimes } from '@site/scripts/bench/search-browser';
import { copySite } from '@site/scripts/bench/site-copy';
import {
  benchSearch,
  localeDirOf,
  searchQueryByteBudget,
  searchQueryByteBudgetAtTenTimes,
  searchQueryMsBudget,
  typedQueries,
  type SearchBenchResult,
} from '@site/scripts/bench/search';

const {
  factor,
  'timeout-minutes': timeoutMinutes,
  keep,
} = parseBenchArgs({ factor: 10, 'timeout-minutes': 150, keep: false });
const timeoutMs = timeoutMinutes * 60_000;
/** Issue #22's budgets for ten times the content. */
const buildTimeRatioBudget = 8;
const peakRssBudget = 6 * 1024 ** 3;

const sourceDir = process.cwd();
type Yaml = Record<string, unknown>;

/**
 * Every tag, path and webhook of the contract again (factor − 1 times), under new names. The
 * webhooks too: their tag is cloned with the others, and a tag with no operation is an empty
 * sidebar category, which stops the build.
 */
function multiplyOperations(siteDir: string): number {
  const file = path.join(siteDir, 'openapi/miniai.yaml');
  const contract = parse(readFileSync(file, 'utf8')) as {
    paths: Yaml;
    webhooks?: Yaml;
    tags: Yaml[];
  };
  const paths = Object.entries(contract.paths);
  const webhooks = Object.entries(contract.webhooks ?? {});
  const tags = [...contract.tags];
  let operations = 0;
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const tag of tags) {
      const clone = structuredClone(tag);
      clone.name = `${String(tag.name)}-${copy}`;
      clone['x-displayName'] = `${String(tag['x-displayName'])} ${copy}`;
      const vi = (clone['x-i18n'] as { vi?: Yaml } | undefined)?.vi;
      const viName = vi?.['x-displayName'];
      if (vi && typeof viName === 'string') vi['x-displayName'] = `${viName} ${copy}`;
      contract.tags.push(clone);
    }
    const cloneItem = (item: unknown): Yaml => {
      const clone = structuredClone(item) as Record<string, Yaml>;
      for (const operation of Object.values(clone)) {
        if (typeof operation !== 'object' || operation === null || !('operationId' in operation))
          continue;
        operation.operationId = `${String(operation.operationId)}-${copy}`;
        operation.tags = (operation.tags as string[]).map((tag) => `${tag}-${copy}`);
        operations += 1;
      }
      return clone;
    };
    for (const [route, item] of paths) contract.paths[`/copy-${copy}${route}`] = cloneItem(item);
    for (const [name, item] of webhooks) {
      (contract.webhooks ?? {})[`${name}-${copy}`] = cloneItem(item);
    }
  }
  writeFileSync(file, stringify(contract, { aliasDuplicateObjects: false, lineWidth: 0 }));
  return operations;
}

const docsFolders = ['docs', 'i18n/en/docusaurus-plugin-content-docs/current'];
const blogFolders = ['blog', 'i18n/en/docusaurus-plugin-content-blog'];
const isPage = (name: string) => /\.mdx?$/.test(name);

/** Every docs page and blog post again (factor − 1 times) under new slugs, in both locales. */
function multiplyProse(siteDir: string): number {
  let pages = 0;
  for (let copy = 2; copy <= factor; copy += 1) {
    for (const folder of docsFolders) {
      const from = path.join(siteDir, folder);
      const to = path.join(from, `copy-${copy}`);
      mkdirSync(to, { recursive: true });
      for (const name of readdirSync(from).filter(isPage)) {
        // Without its slug the copy's URL comes from its folder: /docs/copy-2/intro.
        const text = readFileSync(path.join(from, name), 'utf8').replace(/^slug: .*\n/m, '');
        writeFileSync(path.join(to, name), text);
        pages += 1;
      }
    }
    for (const folder of blogFolders) {
      const dir = path.join(siteDir, folder);
      for (const name of readdirSync(dir).filter(
        (entry) => isPage(entry) && !entry.includes('-copy-'),
      )) {
        const text = readFileSync(path.join(dir, name), 'utf8').replace(
          /^slug: (.*)$/m,
          (_line, slug: string) => `slug: ${slug}-copy-${copy}`,
        );
        writeFileSync(path.join(dir, name.replace(/(\.mdx?)$/, `-copy-${copy}$1`)), text);
        pages += 1;
      }
    }
  }
  return pages;
}

/** The summed RSS of a process and all its descendants, from /proc. */
async function treeRss(root: number): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): state, ppid, … rss is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
      rss.set(Number(entry), Number(fields[21]) * 4096);
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!inTree.has(pid) && inTree.has(parent)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  return [...inTree].reduce((sum, pid) => sum + (rss.get(pid) ?? 0), 0);
}

interface BuildFigures {
  seconds: number;
  peakRssBytes: number;
  outputBytes: number;
  outputFiles: number;
}

async function measuredBuild(siteDir: string, log: string): Promise<BuildFigures> {
  const out = openSync(log, 'w');
  const started = performance.now();
  const child = spawn('npm', ['run', 'build'], {
    cwd: siteDir,
    stdio: ['ignore', out, out],
    detached: true,
  });
  let peakRssBytes = 0;
  const poll = setInterval(() => {
    if (child.pid !== undefined) {
      void treeRss(child.pid).then((bytes) => (peakRssBytes = Math.max(peakRssBytes, bytes)));
    }
  }, 500);
  const timer = setTimeout(() => {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
  }, timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  clearInterval(poll);
  clearTimeout(timer);
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) {
    // A stopped build still tells how long it ran and how much memory it had reached.
    throw new Error(
      `build in ${siteDir} ended with exit ${code} after ${seconds.toFixed(0)} s (peak RSS so far ${(peakRssBytes / 1024 ** 3).toFixed(2)} GiB); see ${log}`,
    );
  }
  let outputBytes = 0;
  let outputFiles = 0;
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        outputBytes += statSync(full).size;
        outputFiles += 1;
      }
    }
  };
  walk(path.join(siteDir, 'build'));
  return { seconds, peakRssBytes, outputBytes, outputFiles };
}

interface SiteFigures {
  label: string;
  build: BuildFigures;
  search: Array<SearchBenchResult & { browserQueryMsP95: number }>;
}

async function measureSite(label: string, siteDir: string, logDir: string): Promise<SiteFigures> {
  console.log(`[${new Date().toISOString()}] building "${label}" in ${siteDir}…`);
  const build = await measuredBuild(siteDir, path.join(logDir, `${label}.build.log`));
  console.log(`[${new Date().toISOString()}] "${label}" built in ${build.seconds.toFixed(0)} s`);
  const buildDir = path.join(siteDir, 'build');
  const search = [];
  for (const locale of ['vi', 'en'] as const) {
    const result = await benchSearch(buildDir, locale);
    const times = (
      await browserQueryTimes(localeDirOf(buildDir, locale), locale, typedQueries(locale))
    ).sort((a, b) => a - b);
    const p95 = times[Math.min(times.length - 1, Math.floor(times.length * 0.95))] ?? 0;
    search.push({ ...result, browserQueryMsP95: p95 });
  }
  return { label, build, search };
}

const work = mkdtempSync(path.join(tmpdir(), 'miniai-scale-'));
const todayDir = path.join(work, 'today');
const scaledDir = path.join(work, `x${factor}`);
const startedAt = new Date();
console.log(`Copies in ${work}`);
copySite(sourceDir, todayDir, sourceDir);
copySite(sourceDir, scaledDir, sourceDir);
const addedOperations = multiplyOperations(scaledDir);
const addedPages = multiplyProse(scaledDir);
console.log(`×${factor}: ${addedOperations} operations and ${addedPages} prose pages added`);

// The generated contract must go through the API page generator before an hour of building.
const generated = spawnSync('npm', ['run', 'gen-api-docs'], { cwd: scaledDir, stdio: 'inherit' });
if (generated.status !== 0) throw new Error(`gen-api-docs failed on the ×${factor} contract`);

const sites: SiteFigures[] = [];
const broken: string[] = [];
const mib = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function writeReport(): void {
  writeBenchReport(
    'scale',
    { factor, addedOperations, addedPages, sites, broken },
    { startedAt, siteDir: sourceDir },
  );
}

for (const [label, siteDir] of [
  ['today', todayDir],
  [`x${factor}`, scaledDir],
] as const) {
  try {
    sites.push(await measureSite(label, siteDir, work));
  } catch (error) {
    broken.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
  }
  writeReport();
}

console.table(
  sites.flatMap((site) =>
    site.search.map((search) => ({
      site: site.label,
      locale: search.locale,
      'build s': site.build.seconds.toFixed(0),
      'peak RSS': mib(site.build.peakRssBytes),
      output: `${mib(site.build.outputBytes)} / ${site.build.outputFiles} files`,
      sections: search.sections,
      'search B/query max': kib(search.bytesPerQueryMax),
      median: kib(search.bytesPerQueryMedian),
      'p95 node ms': search.queryMsP95.toFixed(2),
      'p95 Chromium 4× ms': search.browserQueryMsP95.toFixed(1),
    })),
  ),
);

const [today, scaled] = sites;
if (today !== undefined && scaled !== undefined) {
  const ratio = scaled.build.seconds / today.build.seconds;
  console.log(`Build time ×${ratio.toFixed(2)} (budget ×${buildTimeRatioBudget})`);
  if (ratio > buildTimeRatioBudget) {
    broken.push(`build time ×${ratio.toFixed(1)}, budget ×${buildTimeRatioBudget}`);
  }
}
for (const site of sites) {
  if (site.build.peakRssBytes > peakRssBudget) {
    broken.push(
      `${site.label}: peak RSS ${mib(site.build.peakRssBytes)}, budget ${mib(peakRssBudget)}`,
    );
  }
  const byteBudget = site === today ? searchQueryByteBudget : searchQueryByteBudgetAtTenTimes;
  for (const search of site.search) {
    if (search.bytesPerQueryMax > byteBudget) {
      broken.push(
        `${site.label} ${search.locale}: "${search.heaviestQuery}" downloads ${kib(search.bytesPerQueryMax)}, budget ${kib(byteBudget)}`,
      );
    }
    if (search.browserQueryMsP95 > searchQueryMsBudget) {
      broken.push(
        `${site.label} ${search.locale}: query p95 ${search.browserQueryMsP95.toFixed(1)} ms, budget ${searchQueryMsBudget} ms`,
      );
    }
  }
}
writeReport();
if (!keep) rmSync(work, { recursive: true, force: true });
if (broken.length > 0) {
  console.error(`Budgets broken:\n- ${broken.join('\n- ')}`);
  process.exit(1);
}
console.log('All scale budgets met.');
