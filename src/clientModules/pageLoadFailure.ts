/**
 * A page whose JavaScript chunks fail to load (a network error, or chunks of an older deployment
 * that no longer exist) must tell the reader and offer a retry (spec: error catalogue, "Page
 * loading failure").
 *
 * What Docusaurus 3.10 does itself: a failed chunk during client-side navigation makes
 * PendingNavigation reload the page once, which also picks up a new deployment. But if the chunk
 * still fails on that fresh load, clientEntry's preload promise rejects unhandled and the app never
 * renders: the server-rendered text stays, nothing says it is broken, and no Retry exists (its
 * Loading box with Retry is only reached by routes that render before loading, which never happens
 * with PendingNavigation). No swizzle can reach that point, so this module shows the box.
 *
 * Retry is a button, not an automatic reload: Docusaurus has already reloaded once, and reloading
 * again on every failure would loop while the chunk is unavailable. The reader keeps the readable
 * server-rendered page and decides when to retry.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { translate } from '@docusaurus/Translate';

const boxId = 'page-load-failure';

/** Webpack and Rspack name the error ChunkLoadError; CSS chunks fail with a similar message. */
function isChunkLoadError(reason: unknown): reason is Error {
  return (
    reason instanceof Error &&
    (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk \S+ failed/.test(reason.message))
  );
}

function showBox(error: Error): void {
  if (document.getElementById(boxId)) return;
  const box = document.createElement('div');
  box.id = boxId;
  box.setAttribute('role', 'alert');
  box.className = 'alert alert--danger margin--md';

  const title = document.createElement('p');
  title.className = 'margin-bottom--sm';
  const strong = document.createElement('strong');
  strong.textContent = translate({
    id: 'pageLoadFailure.title',
    message:
      'Không tải được trang này. Nội dung vẫn đọc được nhưng một số chức năng sẽ không chạy.',
    description: 'Shown when the JavaScript of the page failed to load',
  });
  title.append(strong);

  const detail = document.createElement('p');
  detail.className = 'margin-bottom--sm';
  const code = document.createElement('code');
  code.textContent = String(error);
  detail.append(code);

  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--danger button--sm';
  retry.textContent = translate({
    id: 'pageLoadFailure.retry',
    message: 'Thử lại',
    description: 'Button that reloads the page after its JavaScript failed to load',
  });
  retry.addEventListener('click', () => window.location.reload());

  box.append(title, detail, retry);
  // Outside the React container: nothing will ever render there, and it stays above the page.
  document.body.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    // After hydration, a rejected chunk comes from a link's hover preload: the click that follows
    // reloads the page (Docusaurus), so only a failure before hydration leaves the reader stuck.
    // (The server-rendered page carries data-has-hydrated="false".)
    if (document.documentElement.dataset.hasHydrated === 'true') return;
    if (!isChunkLoadError(event.reason)) return;
    // Handled here, but still logged as an error for whoever reads the console.
    event.preventDefault();
    console.error('The page could not load its JavaScript:', event.reason);
    const error = event.reason;
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', () => showBox(error), { once: true });
    } else showBox(error);
  });
}
