/**
 * What one first visit of a page downloads, measured in Chromium (Playwright) against a running
 * server: the JavaScript and CSS it loads (each body gzipped with zlib at level 9, so the figure
 * does not depend on the server's compression settings), the font files, and the bytes actually
 * transferred (headers + encoded bodies, as served). Counted until the network is idle and React
 * has hydrated; `<link rel=prefetch>` of other routes is not a script or stylesheet, so it only
 * shows in the transfer total.
 * Shared by scripts/bench/routes.mts and scripts/bench/classic-baseline.mts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';

export interface LoadWeight {
  jsGzipBytes: number;
  cssGzipBytes: number;
  fontBytes: number;
  transferBytes: number;
  requests: number;
  scripts: number;
}

export async function measureLoad(browser: Browser, url: string): Promise<LoadWeight> {
  // A fresh context per page: nothing cached, like a first visit.
  const context = await browser.newContext();
  const tab = await context.newPage();
  const pending: Promise<void>[] = [];
  const weight: LoadWeight = {
    jsGzipBytes: 0,
    cssGzipBytes: 0,
    fontBytes: 0,
    transferBytes: 0,
    requests: 0,
    scripts: 0,
  };
  const onFinished = (request: Request): void => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        const sizes = await request.sizes();
        weight.requests += 1;
        weight.transferBytes += sizes.responseHeadersSize + sizes.responseBodySize;
        const type = request.resourceType();
        if (type === 'font') weight.fontBytes += sizes.responseBodySize;
        if (type !== 'script' && type !== 'stylesheet') return;
        const gzipped = gzipSync(await response.body(), { level: 9 }).length;
        if (type === 'script') {
          weight.jsGzipBytes += gzipped;
          weight.scripts += 1;
        } else weight.cssGzipBytes += gzipped;
      })(),
    );
  };
  tab.on('requestfinished', onFinished);
  const response = await tab.goto(url, { waitUntil: 'networkidle' });
  if (!response || response.status() >= 400) {
    throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
  }
  // Hydration can start more chunk requests; wait for those to finish too.
  await tab
    .waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 30_000 })
    .catch((error: unknown) => {
      throw new Error(`${url} did not hydrate within 30 s`, { cause: error });
    });
  await tab.waitForLoadState('networkidle');
  // Stop counting, then read every body still pending before the context (and its bodies) closes.
  tab.off('requestfinished', onFinished);
  await Promise.all(pending);
  await context.close();
  return weight;
}

/** Starts scripts/serve-nginx.ts for `dir` on `port` and resolves once it answers. */
export async function startNginx(port: number, dir = 'build'): Promise<ChildProcess> {
  // Its own process group, so that stopping it stops npx, tsx and nginx together.
  const server = spawn(
    'npx',
    ['tsx', 'scripts/serve-nginx.ts', '--port', String(port), '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  const origin = `http://127.0.0.1:${port}`;
  // Up to 30 s: tsx start-up alone takes several seconds on a busy 2-core machine.
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stopNginx(server);
  throw new Error(`nginx did not start on ${origin}`);
}

export function stopNginx(server: ChildProcess): void {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

/**
 * Runs `measure` while scripts/serve-nginx.ts serves `dir` (build/ by default) on `port`, and stops
 * nginx after, whether `measure` succeeds or throws.
 */
export async function withNginx<T>(
  { port, dir = 'build' }: { port: number; dir?: string },
  measure: () => Promise<T>,
): Promise<T> {
  const server = await startNginx(port, dir);
  try {
    return await measure();
  } finally {
    stopNginx(server);
  }
}
