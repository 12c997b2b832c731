/**
 * `npm test`: the whole gate, in the order a reader of the README expects.
 *   1. system tools for the browser tests (Chromium, nginx), the HTML checker (Java) and the
 *      webhook verifiers (Python, PHP, Go, a JDK): installed when root, else explained
 *   2. side by side: type-check then lint; the source-archive build; unit and content tests; the
 *      production build of both locales (API pages generated first)
 *   3. checks on the built files
 *   4. Playwright browser tests against the build served by nginx on 127.0.0.1 and `docusaurus
 *      serve`, then the server spec against Cloudflare Pages' runtime (wrangler, installed by npm ci)
 * Ends with one line "N passed, N failed" counting every test and every gate step.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumPath } from '@site/tests/support/browser';
import { brotliModule } from '@site/scripts/nginx/render-config';
import { factsDueForReview } from '@site/src/data/facts';
import { sampleRunners } from '@site/tests/support/sampleRunners';
import { webhookVerifiers } from '@site/tests/support/webhookVerifiers';
import { e2eOutputOf, gateRuns } from '@site/tests/support/servers';

const testStartedAt = Date.now();
const siteDir = process.cwd();
const resultsDir = path.join(siteDir, 'test-results');
mkdirSync(resultsDir, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

/** How long each step took, printed with the summary: CI has a time budget to keep. */
const durations: { step: string; seconds: number }[] = [];

/** A step's name, and then its output as it comes (or, for a step run beside others, when it ends). */
function heading(text: string): void {
  console.log(`\n━━ ${text} ━━`);
}

function timed<T>(step: string, work: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  return work().finally(() => {
    durations.push({ step, seconds: Math.round((Date.now() - startedAt) / 1000) });
  });
}

/**
 * Runs a command. `log` undefined: its output goes straight to the terminal. Otherwise it is kept in
 * that file and printed whole when the command ends, so that steps running side by side stay readable.
 */
function run(
  command: string,
  args: string[],
  { env = {}, log }: { env?: NodeJS.ProcessEnv; log?: string } = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      stdio: log === undefined ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const file = log === undefined ? undefined : createWriteStream(log);
    child.stdout?.pipe(file ?? process.stdout, { end: false });
    child.stderr?.pipe(file ?? process.stderr, { end: false });
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      if (file === undefined) return resolve(code === 0);
      file.end(() => {
        process.stdout.write(readFileSync(log ?? '', 'utf8'));
        resolve(code === 0);
      });
    });
  });
}

/** A step's file in test-results/: its output (`.log`, for a step run beside others) or its TAP report. */
function resultFile(name: string, extension: 'log' | 'tap'): string {
  return path.join(resultsDir, `${name.replace(/\W+/g, '-')}.${extension}`);
}

/** A step that is one check: it passes or fails as a whole. */
async function gate(
  name: string,
  command: string,
  args: string[],
  { besideOthers = false } = {},
): Promise<boolean> {
  const ok = await timed(name, () => {
    if (!besideOthers) heading(name);
    return run(command, args, besideOthers ? { log: resultFile(name, 'log') } : {});
  });
  if (besideOthers) console.log(`(${name}: ${ok ? 'passed' : 'failed'})`);
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  return ok;
}

/** Runs node's test runner on a folder's tests (its index.ts loads them) and adds its pass/fail counts. */
async function nodeTests(
  name: string,
  folder: string,
  { besideOthers = false } = {},
): Promise<void> {
  const tapFile = resultFile(name, 'tap');
  const ok = await timed(name, () => {
    if (!besideOthers) heading(name);
    return run(
      'node',
      [
        '--import',
        'tsx',
        '--test',
        '--test-reporter=spec',
        '--test-reporter-destination=stdout',
        '--test-reporter=tap',
        `--test-reporter-destination=${tapFile}`,
        path.join(folder, 'index.ts'),
      ],
      besideOthers ? { log: resultFile(name, 'log') } : {},
    );
  });
  const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
  const pass = Number(/^# pass (\d+)/m.exec(tap)?.[1] ?? 0);
  const fail = Number(/^# fail (\d+)/m.exec(tap)?.[1] ?? 0);
  passed += pass;
  failed += fail;
  if (!ok && fail === 0) {
    // The runner itself failed (for example a file that does not load): count it.
    failed += 1;
    failures.push(`${name} (runner)`);
  } else if (fail > 0) failures.push(`${name}: ${fail} failed`);
}

function hasCommand(command: string, args: string[] = ['--version']): boolean {
  return !spawnSync(command, args).error;
}

async function ensureSystemTools(): Promise<boolean> {
  heading('system tools for browser tests');
  const missing: string[] = [];
  if (!existsSync(chromiumPath)) missing.push('chromium');
  if (!hasCommand('nginx', ['-v'])) missing.push('nginx');
  // Brotli is part of the production config; the header tests expect it.
  if (!existsSync(brotliModule)) missing.push('libnginx-mod-http-brotli-filter');
  // The Nu HTML Checker (vnu-jar, a build check) runs on Java.
  if (!hasCommand('java', ['-version'])) missing.push('default-jre-headless');
  // The webhook verification examples run in their own languages (tests/unit/webhook-verification).
  for (const { aptPackage, probe } of webhookVerifiers) {
    if (aptPackage !== undefined && !hasCommand(...probe)) missing.push(aptPackage);
  }
  // So do the API reference's code samples (tests/unit/code-samples), with their HTTP libraries.
  for (const { aptPackages, probe } of sampleRunners) {
    if (aptPackages !== undefined && spawnSync(...probe).status !== 0) missing.push(...aptPackages);
  }
  if (missing.length === 0) {
    console.log(
      `Chromium at ${chromiumPath}; nginx with brotli, Java, the webhook and code-sample toolchains found.`,
    );
    return true;
  }
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    console.error(
      `Missing: ${missing.join(', ')}. Install them with "sudo apt-get install -y ${missing.join(' ')}"` +
        ' (or set CHROMIUM_PATH to another Chromium), then run npm test again.',
    );
    return false;
  }
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    (await run('apt-get', ['update', '-qq'], { env })) &&
    run('apt-get', ['install', '-y', '-qq', ...missing], { env })
  );
}

/** One Playwright run of some projects, its counts added to the gate's. */
async function browserTests(projects: readonly string[]): Promise<void> {
  const name = `browser tests (Playwright, Chromium): ${projects.join(', ')}`;
  heading(name);
  const reportFile = path.join(siteDir, e2eOutputOf(projects).report);
  const ok = await timed(name, () =>
    run('npx', ['playwright', 'test', ...projects.map((project) => `--project=${project}`)], {
      env: { PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    }),
  );
  if (!existsSync(reportFile)) {
    failed += 1;
    failures.push(`${name} (no report)`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(reportFile, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  if (stats.flaky > 0) console.log(`Note: ${stats.flaky} browser test(s) passed only on retry.`);
  if (stats.skipped > 0) {
    // A skipped test is not a passing test.
    failed += stats.skipped;
    failures.push(`${name}: ${stats.skipped} skipped`);
  }
  if (stats.unexpected > 0) failures.push(`${name}: ${stats.unexpected} failed`);
  if (!ok && stats.unexpected === 0) {
    failed += 1;
    failures.push(`${name} (runner)`);
  }
}

const toolsReady = await timed('system tools for browser tests', ensureSystemTools);
if (toolsReady) passed += 1;
else {
  failed += 1;
  failures.push('system tools');
}

// Four lanes side by side: none needs another's result, and on two cores one lane's waits (for
// child processes, for the disk) are another's CPU time; as many lanes as steps that take minutes,
// so that no lane waits for a step another core could run. Each lane's output is printed when it ends.
heading(
  'type-check, lint, unit and content tests, and the production build (vi, en), side by side',
);
const [, , , built] = await timed('lanes side by side (wall time)', () =>
  Promise.all([
    gate('type-check', 'npx', ['tsc', '--noEmit'], { besideOthers: true }).then(() =>
      gate('lint', 'npm', ['run', '--silent', 'lint'], { besideOthers: true }),
    ),
    // The source-archive check makes its own build, in a copy: it needs no other lane's result.
    nodeTests('a build from a source archive (no Git, sub-folder)', 'tests/archive', {
      besideOthers: true,
    }),
    nodeTests('unit and content tests', 'tests/unit', { besideOthers: true }),
    // A warning, not a failure: a translation that lags its source is for the writers to catch up.
    run('npx', ['tsx', 'scripts/translations-behind.mts'], {
      log: resultFile('translations behind', 'log'),
    }).then(() =>
      // npm run build, not docusaurus build: its prebuild step generates the API pages.
      gate('production build (vi, en)', 'npm', ['run', '--silent', 'build'], {
        besideOthers: true,
      }),
    ),
  ]),
);
if (built) {
  // The checks read build/ and write only to temporary folders: they run while the browser tests'
  // servers start and their first pages load.
  heading('checks on the built site, beside the browser tests');
  await Promise.all([
    nodeTests('checks on the built site', 'tests/build', { besideOthers: true }),
    (async () => {
      if (!toolsReady) return;
      for (const projects of gateRuns) await browserTests(projects);
    })(),
  ]);
}

heading('summary');
// A warning, not a failure: a fact past its review date still holds until someone checks it.
for (const { id, fact } of factsDueForReview(new Date().toISOString().slice(0, 10))) {
  console.log(
    `Warning: fact "${id}" (src/data/facts.ts) was due for review by ${fact.reviewBy}: check it against ${fact.source.name}${fact.source.url === undefined ? '' : ` (${fact.source.url})`} and update asOf and reviewBy.`,
  );
}
for (const { step, seconds } of durations) console.log(`${String(seconds).padStart(5)} s  ${step}`);
// PERFORMANCE.md's budget for the whole gate on a 2-core machine: a warning, since time is no test.
const gateBudgetMinutes = 25;
// .ci/run sets the start of its install, so that the total is the whole gate's.
const gateStartedAt = Number(process.env.MINIAI_GATE_STARTED_AT) || testStartedAt;
const totalMinutes = (Date.now() - gateStartedAt) / 60_000;
console.log(`${totalMinutes.toFixed(1)} min in all (budget ${gateBudgetMinutes} min)`);
if (totalMinutes > gateBudgetMinutes) {
  console.log(
    `Warning: npm test took longer than its ${gateBudgetMinutes}-minute budget (PERFORMANCE.md): ` +
      'see which step grew above.',
  );
}
if (failures.length > 0) console.log(`Failed: ${failures.join('; ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
