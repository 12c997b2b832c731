/**
 * Docusaurus prefetches the chunks of every link that scrolls into view: `Link` calls
 * `window.docusaurus.prefetch(path)` from an IntersectionObserver. Right after hydration that is
 * every link on screen at once (navbar, sidebar, table of contents, footer), in the one task that
 * delivers the observers' callbacks: each call matches the path against every route and adds
 * `<link rel="prefetch">` tags. Measured with 4× CPU throttling on a blog post, that task was one
 * of the page's long tasks.
 *
 * Here the calls are queued and run while the browser is idle, a few at a time, so no task grows
 * long. The original still decides what to fetch: nothing on a 2g or save-data connection, and
 * nothing twice. Hover and focus keep calling `preload` at once, as they should.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

/** The budget of one batch: well under the 50 ms that makes a task long, even on a slow phone. */
const batchMilliseconds = 8;

type Prefetch = Window['docusaurus']['prefetch'];

const queue: string[] = [];
let prefetchNow: Prefetch | undefined;
let scheduled = false;

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // Safari has no requestIdleCallback: a timeout leaves room for input and rendering in between.
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(runBatch, { timeout: 2_000 });
  } else {
    window.setTimeout(runBatch, 50);
  }
}

function runBatch(): void {
  scheduled = false;
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < batchMilliseconds) {
    const path = queue.shift();
    if (path !== undefined) void prefetchNow?.(path);
  }
  if (queue.length > 0) schedule();
}

function deferPrefetch(): void {
  const { docusaurus } = window;
  if (prefetchNow !== undefined || docusaurus === undefined) return;
  prefetchNow = docusaurus.prefetch;
  // The object itself is read-only: Link reads window.docusaurus anew at each call.
  window.docusaurus = {
    ...docusaurus,
    prefetch: (path) => {
      if (!queue.includes(path)) queue.push(path);
      schedule();
      // Nothing was fetched yet; Link ignores the result.
      return false;
    },
  };
}

const clientModule: ClientModule = {
  // window.docusaurus exists from the first render on; this runs then (hydration included), before
  // the observers deliver their first callbacks.
  onRouteDidUpdate() {
    if (ExecutionEnvironment.canUseDOM) deferPrefetch();
  },
};

export const { onRouteDidUpdate } = clientModule;
