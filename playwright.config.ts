import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/support/browser';
import { mockApiPort } from './tests/support/mockApi';
import {
  cdnProject,
  e2eOutputOf,
  e2eProjects,
  nginxProject,
  serveProject,
} from './tests/support/servers';
import { isContinuousIntegration } from './config/ci';

/** Port of the production-like server the tests run against (nginx with deploy/nginx/miniai.conf). */
const port = Number(process.env.E2E_PORT ?? 4173);
/** Port of `docusaurus serve` on the same build (the README's `npm run serve`). */
const servePort = Number(process.env.E2E_SERVE_PORT ?? port + 1);
/** Port of `wrangler pages dev` on the same build (`npm run serve:cdn`, Cloudflare Pages' runtime). */
const cdnPort = Number(process.env.E2E_CDN_PORT ?? port + 3);
/** Its devtools inspector, which wrangler 3 always opens: next to it, not on the shared 9229. */
const cdnInspectorPort = Number(process.env.E2E_CDN_INSPECTOR_PORT ?? cdnPort + 1);
const isCI = isContinuousIntegration();

/** The `--project` filters of this run (none: every project runs). */
const projectFilters = process.argv.flatMap((arg, index, args) =>
  arg.startsWith('--project=')
    ? [arg.slice('--project='.length)]
    : arg === '--project'
      ? [args[index + 1] ?? '']
      : [],
);
/** Whether this run has the project: its servers start only then (wrangler alone takes ~350 MB). */
function projectRuns(name: string): boolean {
  return (
    projectFilters.length === 0 ||
    projectFilters.some((filter) =>
      new RegExp(
        `^${filter.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`,
        'i',
      ).test(name),
    )
  );
}
const output = e2eOutputOf(projectFilters);

/** A server of the browser tests. */
type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

/** One entry per server, each started only when a project of the run talks to it. */
const webServers: { projects: string[]; server: WebServer }[] = [
  {
    projects: [nginxProject],
    server: {
      // The request-console tests call the local mock: the CSP allows its origin only when asked.
      command: `npx tsx scripts/serve-nginx.ts --port ${port} --connect-src http://127.0.0.1:${mockApiPort}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !isCI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  },
  {
    projects: [serveProject],
    server: {
      command: `npx docusaurus serve --dir build --host 127.0.0.1 --port ${servePort} --no-open`,
      url: `http://127.0.0.1:${servePort}/`,
      reuseExistingServer: !isCI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  },
  {
    projects: [cdnProject],
    server: {
      command: 'npm run --silent serve:cdn',
      env: { CDN_PORT: String(cdnPort), CDN_INSPECTOR_PORT: String(cdnInspectorPort) },
      url: `http://127.0.0.1:${cdnPort}/`,
      reuseExistingServer: !isCI,
      // wrangler starts workerd and reads the whole build: slow on a loaded 2-core machine.
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  },
  {
    projects: [nginxProject],
    server: {
      command: 'npm run --silent mock-api',
      env: { MOCK_API_PORT: String(mockApiPort) },
      // Prism answers 401 without a token, which Playwright counts as "up".
      url: `http://127.0.0.1:${mockApiPort}/categories`,
      reuseExistingServer: !isCI,
      // Prism parses the 3,000-line document first: slow on a loaded 2-core machine.
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  },
];

/** The projects, each named in e2eProjects: npm test runs them by name, and would miss another. */
function listedProjects<Project extends { name: string }>(projects: Project[]): Project[] {
  const unlisted = projects.filter(({ name }) => !e2eProjects.includes(name));
  if (unlisted.length > 0) {
    throw new Error(
      `Name ${unlisted.map(({ name }) => name).join(', ')} in tests/support/servers.ts's e2eProjects.`,
    );
  }
  return projects;
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: isCI,
  // One retry absorbs a rare timing hiccup on a 2-core machine; the summary still reports it as flaky.
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: output.report }]],
  // Playwright empties its output folder when it starts: its own, so the other steps' logs stay.
  outputDir: output.outputDir,
  use: {
    // A trace records every action of a test: about a third of the suite's time on this machine.
    // CI retries a failure once, so the retry records it; locally a failure keeps its trace.
    trace: isCI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      // Chromium 156 renders each window's omnibox popups as WebUI pages in a renderer of their own,
      // ~1.9 s of CPU per browser context here (every test has one); headless tests never show them.
      // Playwright merges this list with its own --disable-features.
      // Every host but this machine goes to a proxy that is not there: no test, page or service
      // worker reaches another host (loopback, where the servers under test run, is never proxied).
      // V8 without its helper threads: with both cores busy running two tests, concurrent compile
      // and GC threads add locking and page-fault churn, not speed (PERFORMANCE.md, the test gate).
      args: [
        ...chromiumArgs,
        '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
        '--proxy-server=http://127.0.0.1:9',
        '--js-flags=--single-threaded',
      ],
    },
  },
  projects: listedProjects([
    // Every spec, against nginx with the production config, but the Pages Functions' own.
    {
      name: nginxProject,
      testIgnore: ['intake.spec.ts'],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${port}` },
    },
    // The same build behind `docusaurus serve`, which readers use locally (`npm run serve`): only
    // what depends on the server, tagged @servers (every route answers, unknown paths get the
    // not-found page, a language switch loads the other locale's files). What runs in the browser
    // is the same code on every server, tested once against nginx.
    {
      name: serveProject,
      testMatch: ['navigation.spec.ts', 'i18n.spec.ts', 'errors.spec.ts'],
      grep: /@servers/,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${servePort}` },
    },
    // The same build on Cloudflare Pages' runtime (workerd, with the build's _headers and
    // _redirects and the Pages Function in functions/): the server spec's header, redirect, 404,
    // negotiation and hostile-URL checks, except compression (tagged @nginx), the CDN edge's, and
    // the agent-readiness scorecard checks; and the lead and feedback functions with their local D1.
    {
      name: cdnProject,
      testMatch: ['server.spec.ts', 'agent-readiness.spec.ts', 'intake.spec.ts'],
      grepInvert: [/@nginx/],
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${cdnPort}` },
    },
  ]),
  webServer: webServers
    .filter(({ projects }) => projects.some(projectRuns))
    .map(({ server }) => server),
});
