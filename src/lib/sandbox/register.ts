/**
 * Starts the sandbox's Service Worker for the API pages of the current locale and resolves once it
 * controls the page, so the console's first request to the sandbox is answered. Imported only
 * when the reader opens the request console: nothing of the sandbox loads with a page.
 */

/** The worker's file, written by plugins/sandbox at the root of each locale's site. */
export const sandboxWorkerFile = 'sandbox-worker.js';

/** How long the console waits for the worker before opening anyway (other servers still work). */
const controlTimeoutMs = 10_000;

export async function startSandbox(siteBaseUrl: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (container.controller !== null) return;
  // Scoped to the locale's API pages: no other page of the site is ever controlled.
  await container.register(`${siteBaseUrl}${sandboxWorkerFile}`, { scope: `${siteBaseUrl}api/` });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, controlTimeoutMs);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    if (container.controller !== null) done();
    else container.addEventListener('controllerchange', done, { once: true });
  });
}
