/**
 * The browser runtime's prefetch helper (@docusaurus/core/lib/client/prefetch.js) with the same
 * two ways to fetch (a <link rel=prefetch>, or an XHR where the browser has no prefetch) and the
 * same promise (settled whether the fetch worked or not), but each file is asked for once, and a
 * file the page has already fetched is not asked for at all (why: ./index.ts).
 */

/** Each file asked for, and the promise every caller for it gets. */
const requested = new Map<string, Promise<void>>();

function supportsLinkPrefetch(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

function linkPrefetch(url: string, done: () => void): void {
  const link = document.createElement('link');
  link.setAttribute('rel', 'prefetch');
  link.setAttribute('href', url);
  link.onload = done;
  link.onerror = done;
  document.head.appendChild(link);
}

function xhrPrefetch(url: string, done: () => void): void {
  const request = new XMLHttpRequest();
  request.open('GET', url, true);
  request.withCredentials = true;
  request.onloadend = done;
  request.send(null);
}

/** True when the page has already fetched the file (a chunk it runs, say): nothing to prefetch. */
function alreadyFetched(url: string): boolean {
  return performance.getEntriesByName(new URL(url, document.baseURI).href, 'resource').length > 0;
}

export default function prefetch(url: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  let promise = requested.get(url);
  if (promise === undefined) {
    promise = alreadyFetched(url)
      ? Promise.resolve()
      : new Promise<void>((done) => {
          (supportsLinkPrefetch() ? linkPrefetch : xhrPrefetch)(url, () => done());
        });
    requested.set(url, promise);
  }
  return promise;
}
