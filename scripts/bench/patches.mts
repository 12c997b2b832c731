/**
 * `npm run bench:patches`: what each patch of plugins/theme-patches/index.ts saves, on its own.
 * Builds the Vietnamese site (`--locale vi`, the default locale) of this checkout into a temporary
 * folder with every patch on (the baseline), then, one patch at a time, with only that patch turned
 * off by its id (MINIAI_PATCHES_OFF, read where the patches are assembled), and measures each
 * against the baseline, both served by nginx with the production config, on the same machine in
 * the same run:
 *   - per page, the JS and CSS of a first visit (gzip -9, load-weight.ts) and the built HTML
 *     (bytes, gzip -9, elements);
 *   - the JS that opening the request console loads, and the JS of the whole build (gzip -9);
 *   - per page, the work done after hydration, counted rather than timed: components React renders
 *     again or mounts anew after its hydration commit (a React DevTools hook installed before the
 *     bundles run), and elements of the server's HTML thrown away (from the end of parsing on);
 *     with the CPU time of the page's main thread (thread time from a trace, not wall time), the
 *     median of 5 loads of the baseline and the build without the patch in turn;
 *   - for the patches whose gain is main-thread work or paint, Lighthouse mobile (performance,
 *     TBT, LCP) median of --runs runs, one run of the baseline then one of the build without the patch in turn, with
 *     the load average beside them: these follow the machine's load, the counts above do not.
 * The builds read the checkout as it is: leave it alone while the bench runs.
 * Writes reports/patches.json and prints, per patch, every figure that differs from the baseline.
 * Exits 1 when a build fails.
 *
 *   npm run bench:patches [-- --runs 5] [-- --patch core-tslib-one-helper ...] [-- --keep]
 *                         [-- --port 4375]   (the baseline's server; the other build's is --port + 1)
 */
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { load } from 'cheerio';
import type { LaunchedChrome } from 'chrome-launcher';
import {
  measureLoad,
  startNginx,
  stopNginx,
  type LoadWeight,
} from '@site/scripts/bench/load-weight';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { launchLighthouseChrome, runLighthouse } from '@site/scripts/bench/lighthouse.mjs';
import { writeBenchReport } from '@site/scripts/bench/report';
import { median } from '@site/scripts/bench/site-copy';
import {
  patchesOffVariable,
  patchIds,
  themePatches,
  type PatchId,
} from '@site/plugins/theme-patches';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

const {
  runs,
  patch: chosen,
  port: baselinePort,
  keep,
} = parseBenchArgs({ runs: 5, patch: [], port: 4375, keep: false });
const withoutPort = baselinePort + 1;
const sourceDir = process.cwd();

// ---------------------------------------------------------------------------------------------
// Pages and patches

/**
 * The pages measured, one of each kind a patch changes: Vietnamese, the default locale, the one
 * a one-locale build serves from the root (every locale keeps its base URL, scripts/build.mts).
 */
const landing = '/';
const docsPage = '/docs/intro';
/** Nine code blocks, some in tabs. */
const codePage = '/docs/quickstart';
const operationPage = '/api/orders/get-order-detail';
const pages = [landing, docsPage, codePage, operationPage];

/** Pages whose Lighthouse figures a patch may move (main-thread work, paint); none: bytes only. */
const lighthousePages: Record<PatchId, string[]> = {
  'openapi-server-rendered-schemas': [operationPage],
  'openapi-explorer-on-server': [],
  'openapi-vietnamese-schema-qualifiers': [],
  'openapi-no-pako': [],
  'openapi-crypto-js-sha1-only': [],
  'console-offered-code-generators': [],
  'openapi-console-sends-at-once': [],
  'openapi-stylesheet-split': [landing],
  'prism-site-grammars-only': [landing, codePage],
  'prism-stable-theme-dictionary': [codePage, operationPage],
  'core-tslib-one-helper': [],
  'core-prefetch-once': [docsPage, operationPage],
  'core-staged-client-entry': [landing, docsPage, operationPage],
  'core-lean-site-config': [],
  'page-shell-bundles-after-fcp': [landing, docsPage, operationPage],
  'no-remount-after-hydration': [codePage, operationPage],
};

/**
 * Every build here is cold: Rspack's persistent cache (node_modules/.cache) would carry modules and
 * resolutions from one build into the next.
 */
const buildEnv = { ...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true' };

const notAPatch = chosen.filter((id) => !(patchIds as readonly string[]).includes(id));
if (notAPatch.length > 0) {
  console.error(`Not a patch id: ${notAPatch.join(', ')}. Patches: ${patchIds.join(', ')}`);
  process.exit(2);
}
const measured = themePatches.filter((patch) => chosen.length === 0 || chosen.includes(patch.id));

// ---------------------------------------------------------------------------------------------
// Building

const load1m = () => Number((loadavg()[0] ?? 0).toFixed(2));

interface Built {
  /** The Vietnamese build, served from its root. */
  servedDir: string;
  seconds: number;
  loadAverage: { start: number; end: number };
}

/** Builds the checkout into `outDir`, with the patches `off` (ids) turned off. */
async function build(outDir: string, label: string, off: PatchId[]): Promise<Built> {
  const servedDir = path.join(outDir, 'served');
  const log = path.join(outDir, 'build.log');
  const out = openSync(log, 'w');
  const started = performance.now();
  const loadAtStart = load1m();
  console.log(`[${new Date().toISOString()}] ${label}: building (load ${loadAtStart})…`);
  const child = spawn('npm', ['run', 'build', '--', '--locale', 'vi', '--out-dir', servedDir], {
    cwd: sourceDir,
    stdio: ['ignore', out, out],
    env: { ...buildEnv, [patchesOffVariable]: off.join(',') },
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const seconds = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`${label}: the build exited ${code}; see ${log}`);
  console.log(`[${new Date().toISOString()}] ${label}: built in ${seconds.toFixed(0)} s`);
  return { servedDir, seconds, loadAverage: { start: loadAtStart, end: load1m() } };
}

// ---------------------------------------------------------------------------------------------
// Measures that do not depend on the machine's load

interface HtmlFigures {
  htmlBytes: number;
  htmlGzipBytes: number;
  htmlElements: number;
}

function htmlFigures(servedDir: string, page: string): HtmlFigures {
  const file = path.join(servedDir, page.endsWith('/') ? `${page}index.html` : `${page}.html`);
  const html = readFileSync(file);
  return {
    htmlBytes: html.length,
    htmlGzipBytes: gzipSync(html, { level: 9 }).length,
    htmlElements: load(html.toString('utf8'))('*').length,
  };
}

interface HydrationFigures {
  /** Commits after the first (hydration) commit. */
  commitsAfterHydration: number;
  /** Components (function, class, forwardRef, simple memo) rendered by the hydration commit. */
  componentsAtHydration: number;
  /** Components that existed and rendered again in a later commit. */
  componentsRenderedAgain: number;
  /** Components mounted in a later commit (a remount mounts its whole subtree again). */
  componentsMountedAfter: number;
  /** Elements of <body> when parsing ended that are no longer in the document. */
  serverElementsThrownAway: number;
  /** Elements inserted anywhere in the document after parsing ended (subtrees counted whole). */
  elementsInserted: number;
  /**
   * CPU time of the page's main thread from navigation until settled (its tasks' thread time in a
   * trace): not wall time, so less of the machine's load, though cache and frequency still vary.
   */
  mainThreadCpuMs: number;
}

/**
 * Installed before any script of the page runs. The DevTools hook is what React's production build
 * reports each commit to; a component rendered in a commit carries the PerformedWork flag (1), and
 * a subtree whose child list is its previous one's was not visited (React DevTools' own test).
 * `readystatechange` to "interactive" comes when parsing ends, before any deferred script runs.
 */
const hydrationProbe = `(() => {
  const state = { commits: [], serverElements: [], inserted: 0 };
  window.__patchesBench = state;
  const componentTags = new Set([0, 1, 11, 15]);
  const count = (node) => (node.nodeType === 1 ? 1 + node.getElementsByTagName('*').length : 0);
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    state.serverElements = Array.from(document.body.querySelectorAll('*'));
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) state.inserted += count(node);
    }).observe(document.documentElement, { childList: true, subtree: true });
  });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers: new Map(),
    inject: () => 1,
    checkDCE: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id, root) => {
      let mounted = 0;
      let rendered = 0;
      const stack = [root.current];
      while (stack.length > 0) {
        const fiber = stack.pop();
        const previous = fiber.alternate;
        if (componentTags.has(fiber.tag)) {
          if (previous === null) mounted += 1;
          else if ((fiber.flags & 1) === 1) rendered += 1;
        }
        if (previous !== null && fiber.child === previous.child) continue;
        for (let child = fiber.child; child !== null; child = child.sibling) stack.push(child);
      }
      state.commits.push({ mounted, rendered, at: performance.now() });
    },
  };
})();`;

interface ProbeState {
  commits: { mounted: number; rendered: number; at: number }[];
  serverElements: Element[];
  inserted: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

/** Thread time of the top-level tasks of the main thread that parsed `url`, in ms. */
function mainThreadCpuMs(trace: Buffer, url: string): number {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const parser = events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url,
  );
  if (!parser) throw new Error(`no ParseHTML of ${url} in the trace`);
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.tdur !== undefined &&
      event.pid === parser.pid &&
      event.tid === parser.tid,
  );
  if (tasks.length === 0) throw new Error(`no task with its thread time in the trace of ${url}`);
  return Math.round(tasks.reduce((sum, event) => sum + (event.tdur ?? 0), 0) / 1000);
}

async function hydrationOnce(browser: Browser, url: string): Promise<HydrationFigures> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.addInitScript({ content: hydrationProbe });
  // RunTask, the top-level task, is in the disabled-by-default category; ParseHTML in the other.
  await browser.startTracing(tab, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await tab.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await tab.waitForSelector('html[data-has-hydrated="true"]', { timeout: 120_000 });
  await tab.waitForLoadState('networkidle');
  // Settled: nothing committed or inserted for a second (idle-time work included), at most 15 s.
  const commitsSeen = () =>
    tab.evaluate(() => {
      const state = (window as unknown as { __patchesBench: ProbeState }).__patchesBench;
      return `${state.commits.length}/${state.inserted}`;
    });
  let last = await commitsSeen();
  for (let waited = 0; waited < 15_000; waited += 1000) {
    await tab.waitForTimeout(1000);
    const now = await commitsSeen();
    if (now === last) break;
    last = now;
  }
  const counts = await tab.evaluate(() => {
    const state = (window as unknown as { __patchesBench: ProbeState }).__patchesBench;
    const [hydration, ...later] = state.commits;
    return {
      commitsAfterHydration: later.length,
      componentsAtHydration: hydration?.mounted ?? 0,
      componentsRenderedAgain: later.reduce((sum, commit) => sum + commit.rendered, 0),
      componentsMountedAfter: later.reduce((sum, commit) => sum + commit.mounted, 0),
      serverElementsThrownAway: state.serverElements.filter((element) => !element.isConnected)
        .length,
      elementsInserted: state.inserted,
    };
  });
  const trace = await browser.stopTracing();
  await context.close();
  return { ...counts, mainThreadCpuMs: mainThreadCpuMs(trace, url) };
}

function medianOf<Figures extends object>(list: Figures[]): Figures {
  const keys = Object.keys(list[0] ?? {}) as (keyof Figures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(list.map((figures) => Number(figures[key])))]),
  ) as Figures;
}

/** Loads per site and page: the median of each figure (a late idle task can add a commit). */
const hydrationLoads = 5;

/** A page measured on the baseline and on the build without the patch in turn: the medians, and every run. */
interface Pair<Figures> {
  page: string;
  loadAverage: { start: number; end: number };
  with: Figures;
  without: Figures;
  runs: { with: Figures[]; without: Figures[] };
}

/**
 * Measures a page on the baseline, then on the build without the patch, `count` times in turn, so that both see the
 * same machine load; with the load average before and after.
 */
async function inTurn<Figures extends object>(
  page: string,
  count: number,
  measure: (url: string) => Promise<Figures>,
): Promise<Pair<Figures>> {
  const start = load1m();
  const withPatch: Figures[] = [];
  const withoutPatch: Figures[] = [];
  for (let run = 0; run < count; run += 1) {
    withPatch.push(await measure(`http://127.0.0.1:${baselinePort}${page}`));
    withoutPatch.push(await measure(`http://127.0.0.1:${withoutPort}${page}`));
  }
  return {
    page,
    loadAverage: { start, end: load1m() },
    with: medianOf(withPatch),
    without: medianOf(withoutPatch),
    runs: { with: withPatch, without: withoutPatch },
  };
}

/** The page loaded from the baseline, then from the build without the patch, in turn: the CPU times are paired. */
function hydrationPair(browser: Browser, page: string): Promise<Pair<HydrationFigures>> {
  return inTurn(page, hydrationLoads, (url) => hydrationOnce(browser, url));
}

/** JS (gzip -9) loaded from the click on "Try it" until the console's Send button shows. */
async function consoleJs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await tab.waitForSelector('html[data-has-hydrated="true"]', { timeout: 120_000 });
  await tab.waitForLoadState('networkidle');
  const pending: Promise<number>[] = [];
  let closed = false;
  tab.on('requestfinished', (request) => {
    if (closed || request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        return response ? gzipSync(await response.body(), { level: 9 }).length : 0;
      })().catch((error: unknown) => {
        if (closed) return 0;
        throw error;
      }),
    );
  });
  // The Vietnamese labels of "Try it" and "Send API Request" (the built locale).
  await tab.getByRole('button', { name: 'Thử gọi API', exact: true }).click();
  await tab
    .getByRole('button', { name: 'Gửi yêu cầu' })
    .waitFor({ state: 'visible', timeout: 120_000 });
  await tab.waitForLoadState('networkidle');
  let bytes = 0;
  for (let settled = 0; settled < pending.length; ) {
    const count = pending.length;
    bytes += (await Promise.all(pending.slice(settled))).reduce((sum, size) => sum + size, 0);
    settled = count;
  }
  closed = true;
  await context.close();
  return bytes;
}

/** Every script of the build, gzip -9: what a reader could ever load. */
function buildJs(servedDir: string): number {
  const dir = path.join(servedDir, 'assets', 'js');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .reduce(
      (sum, name) => sum + gzipSync(readFileSync(path.join(dir, name)), { level: 9 }).length,
      0,
    );
}

type PageFigures = Pick<LoadWeight, 'jsGzipBytes' | 'cssGzipBytes'> & HtmlFigures;

interface SiteFigures {
  pages: Record<string, PageFigures>;
  consoleJsGzipBytes: number;
  buildJsGzipBytes: number;
}

async function measureSite(browser: Browser, built: Built, port: number): Promise<SiteFigures> {
  const origin = `http://127.0.0.1:${port}`;
  const figures: SiteFigures = {
    pages: {},
    consoleJsGzipBytes: await consoleJs(browser, `${origin}${operationPage}`),
    buildJsGzipBytes: buildJs(built.servedDir),
  };
  for (const page of pages) {
    const { jsGzipBytes, cssGzipBytes } = await measureLoad(browser, `${origin}${page}`);
    figures.pages[page] = {
      jsGzipBytes,
      cssGzipBytes,
      ...htmlFigures(built.servedDir, page),
    };
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse, which follows the machine's load: baseline and the build without the patch in turn

interface LighthouseFigures {
  performance: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
}

async function lighthouseRun(chromePort: number, url: string): Promise<LighthouseFigures> {
  const run = await runLighthouse(chromePort, url, {
    formFactor: 'mobile',
    categories: ['performance'],
  });
  return {
    performance: run.scores.performance ?? 0,
    tbtMs: Math.round(run.tbtMs),
    lcpMs: Math.round(run.lcpMs),
    fcpMs: Math.round(run.fcpMs),
  };
}

function lighthousePair(chromePort: number, page: string): Promise<Pair<LighthouseFigures>> {
  return inTurn(page, runs, (url) => lighthouseRun(chromePort, url));
}

// ---------------------------------------------------------------------------------------------
// The run

interface PatchResult {
  patch: string;
  build: Built;
  figures: SiteFigures;
  hydration: Pair<HydrationFigures>[];
  lighthouse: Pair<LighthouseFigures>[];
}

const work = mkdtempSync(path.join(tmpdir(), 'miniai-patches-'));
// nginx's worker runs as another user: it must be able to enter the builds (mkdtemp makes 0700).
chmodSync(work, 0o755);
const startedAt = new Date();
const commit = await new Promise<string>((resolve) => {
  const git = spawn('git', ['rev-parse', '--short', 'HEAD'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let output = '';
  git.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  git.on('exit', () => resolve(output.trim() || 'unknown'));
});
console.log(`Builds in ${work}; ${measured.length} patch(es), Lighthouse ${runs} runs each way`);

const results: PatchResult[] = [];
const failures: string[] = [];
let baseline: { build: Built; figures: SiteFigures } | undefined;

function writeReport(): void {
  writeBenchReport(
    'patches',
    {
      commit,
      locale: 'vi',
      lighthouseRuns: runs,
      pages,
      baseline,
      results,
      failures,
    },
    { startedAt, siteDir: sourceDir },
  );
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
let chrome: LaunchedChrome | undefined;
let baselineServer: Awaited<ReturnType<typeof startNginx>> | undefined;
let withoutServer: Awaited<ReturnType<typeof startNginx>> | undefined;
// The servers run in their own process groups: however the bench ends, it stops them.
process.on('exit', () => {
  for (const server of [baselineServer, withoutServer]) if (server) stopNginx(server);
  chrome?.kill();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(signal, () => process.exit(1));
try {
  const baselineDir = path.join(work, 'baseline');
  mkdirSync(baselineDir);
  const baselineBuild = await build(baselineDir, 'baseline', []);
  baselineServer = await startNginx(baselinePort, baselineBuild.servedDir);
  baseline = {
    build: baselineBuild,
    figures: await measureSite(browser, baselineBuild, baselinePort),
  };
  writeReport();
  chrome = await launchLighthouseChrome();

  for (const patch of measured) {
    const label = `without ${patch.id}`;
    const outDir = path.join(work, patch.id);
    try {
      mkdirSync(outDir);
      const built = await build(outDir, label, [patch.id]);
      const server = await startNginx(withoutPort, built.servedDir);
      withoutServer = server;
      try {
        const figures = await measureSite(browser, built, withoutPort);
        const hydration: Pair<HydrationFigures>[] = [];
        for (const page of pages) hydration.push(await hydrationPair(browser, page));
        const lighthousePairs: Pair<LighthouseFigures>[] = [];
        for (const page of lighthousePages[patch.id]) {
          lighthousePairs.push(await lighthousePair(chrome.port, page));
        }
        results.push({
          patch: patch.title,
          build: built,
          figures,
          hydration,
          lighthouse: lighthousePairs,
        });
      } finally {
        stopNginx(server);
      }
    } catch (error) {
      failures.push(`${label}: ${error instanceof Error ? error.message : String(error)}`);
      console.error(failures.at(-1));
    }
    if (!keep) rmSync(outDir, { recursive: true, force: true });
    writeReport();
  }
} finally {
  chrome?.kill();
  await browser.close();
  if (baselineServer) stopNginx(baselineServer);
}

// ---------------------------------------------------------------------------------------------
// What each patch changes

const base = baseline?.figures;
if (base) {
  for (const result of results) {
    const rowsOut: Record<string, string | number>[] = [];
    const compare = (where: string, what: string, withPatch: number, withoutPatch: number) => {
      if (withPatch === withoutPatch) return;
      rowsOut.push({
        where,
        what,
        with: withPatch,
        without: withoutPatch,
        saves: withoutPatch - withPatch,
      });
    };
    compare('console', 'JS gzip B', base.consoleJsGzipBytes, result.figures.consoleJsGzipBytes);
    compare('build', 'all JS gzip B', base.buildJsGzipBytes, result.figures.buildJsGzipBytes);
    for (const page of pages) {
      const withPatch = base.pages[page];
      const withoutPatch = result.figures.pages[page];
      if (!withPatch || !withoutPatch) continue;
      for (const key of Object.keys(withPatch) as (keyof PageFigures)[]) {
        compare(page, key, withPatch[key], withoutPatch[key]);
      }
    }
    for (const pair of result.hydration) {
      for (const key of Object.keys(pair.with) as (keyof HydrationFigures)[]) {
        compare(
          key === 'mainThreadCpuMs'
            ? `${pair.page} (load ${pair.loadAverage.start}–${pair.loadAverage.end})`
            : pair.page,
          key,
          pair.with[key],
          pair.without[key],
        );
      }
    }
    for (const pair of result.lighthouse) {
      for (const key of Object.keys(pair.with) as (keyof LighthouseFigures)[]) {
        compare(
          `${pair.page} (load ${pair.loadAverage.start}–${pair.loadAverage.end})`,
          `Lighthouse ${key}`,
          pair.with[key],
          pair.without[key],
        );
      }
    }
    console.log(`\n${result.patch}: what turning it off changes`);
    if (rowsOut.length > 0) console.table(rowsOut);
    else console.log('  nothing measured here');
  }
}
console.log(`\nWrote reports/patches.json (commit ${commit}).`);
if (keep) console.log(`Builds kept in ${work}`);
else rmSync(work, { recursive: true, force: true });
if (failures.length > 0) {
  console.error(`Failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
process.exit(0);
