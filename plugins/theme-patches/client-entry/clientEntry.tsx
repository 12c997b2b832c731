/**
 * Docusaurus's client entry (@docusaurus/core/lib/client/clientEntry.js) with its imports evaluated
 * in stages, a task each, instead of all in the one task that runs main.js: input is never blocked
 * for long, and Total Blocking Time counts only what each task exceeds 50 ms by. The modules, their
 * order and what happens after them are the original's; ./index.ts checks that it still is.
 */
import type { ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

declare global {
  interface ImportMeta {
    /** The bundler's hot module replacement API, present in the development server only. */
    webpackHot?: { accept: () => void };
  }
}

/** Ends the current task: what follows runs in a new one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

async function start(): Promise<void> {
  // Compiling main.js is one task, evaluating React DOM the next. An eager import() is part of
  // main.js (no request); its module is evaluated when the import() runs.
  await nextTask();
  const [{ startTransition }, { default: ReactDOM }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  const [{ HelmetProvider }, { BrowserRouter, HashRouter }, { default: siteConfig }] =
    await Promise.all([
      import(/* webpackMode: "eager" */ 'react-helmet-async'),
      import(/* webpackMode: "eager" */ 'react-router-dom'),
      import(/* webpackMode: "eager" */ '@generated/docusaurus.config'),
    ]);
  await nextTask();
  // App's own first two imports, each in its task: the client modules (the site's CSS among them,
  // in the same order), then the routes.
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  const [{ default: App }, { default: preload }, { default: docusaurus }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/preload'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/docusaurus'),
  ]);
  await nextTask();

  // From here on, the original's code.
  window.docusaurus = docusaurus;
  const container = document.getElementById('__docusaurus');
  if (!container) throw new Error('Docusaurus: the page has no #__docusaurus element to render in');
  const Router = ({ children }: { children: ReactNode }) =>
    siteConfig.future.experimental_router === 'hash' ? (
      <HashRouter>{children}</HashRouter>
    ) : (
      <BrowserRouter>{children}</BrowserRouter>
    );
  const app = (
    <HelmetProvider>
      <Router>
        <App />
      </Router>
    </HelmetProvider>
  );
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, { onRecoverableError });
    } else {
      const root = ReactDOM.createRoot(container, { onRecoverableError });
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  await preload(window.location.pathname);
  startTransition(renderApp);
}

if (ExecutionEnvironment.canUseDOM) {
  void start();
  // Accepts its own updates in the development server, as the original does. Not `?.`: Rspack
  // replaces the whole `import.meta.webpackHot?.accept` with undefined and the call then throws
  // (rspack issue #14695, reported on 1.7.12, the version installed here).
  if (import.meta.webpackHot) import.meta.webpackHot.accept();
}
