/**
 * Query latency in Chromium with 4× CPU throttling (issue #22): the site's own search code
 * (src/lib/search/query.ts, bundled with esbuild, which tsx already brings) runs in a blank page
 * whose requests are answered from a built locale folder. Each query's files are loaded once,
 * then every query is timed again: the p95 "after load".
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';
import type { SearchLocale } from '@site/src/lib/search/text';

/** What DevTools calls "4× slowdown", a mid-range phone on a desktop CPU. */
const cpuSlowdown = 4;
const origin = 'http://search-bench.invalid';

/** Runs in the page: opens the index from the page's origin, loads each query's files, times. */
const pageScript = `
import { SiteSearchIndex } from './src/lib/search/query';
export async function timeQueries(locale: 'vi' | 'en', queries: string[], rounds: number) {
  const read = async (file: string) => {
    const response = await fetch('/' + file);
    return response.ok ? response.text() : undefined;
  };
  const index = await SiteSearchIndex.open(read, locale, 'search-index.json');
  for (const query of queries) await index.search(query, 8);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const query of queries) {
      const start = performance.now();
      await index.search(query, 8);
      times.push(performance.now() - start);
    }
  }
  return times;
}
`;

export async function browserQueryTimes(
  localeDir: string,
  locale: SearchLocale,
  queries: string[],
  repetitions = 5,
): Promise<number[]> {
  const bundle = await build({
    stdin: { contents: pageScript, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    format: 'iife',
    globalName: 'siteSearchBench',
    write: false,
    platform: 'browser',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.route(`${origin}/**`, async (route) => {
      const file = new URL(route.request().url()).pathname.slice(1);
      if (file === '')
        return route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><title>bench</title>',
        });
      try {
        const body = await readFile(path.join(localeDir, file), 'utf8');
        return await route.fulfill({ contentType: 'application/json', body });
      } catch {
        return route.fulfill({ status: 404, body: '' });
      }
    });
    await page.goto(`${origin}/`);
    await page.addScriptTag({ content: script });
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // A string, not a function: tsx would add helpers the page does not have.
    return await page.evaluate<number[]>(
      `siteSearchBench.timeQueries(${JSON.stringify(locale)}, ${JSON.stringify(queries)}, ${repetitions})`,
    );
  } finally {
    await browser.close();
  }
}
