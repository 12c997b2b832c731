/**
 * Docusaurus's client entry imports React DOM, the router, the client modules, the routes and the
 * app at its top, so all of them are evaluated in the one task that runs main.js. This plugin makes the bundle's entry
 * ./clientEntry.tsx instead (configureWebpack, documented): the same modules in the same order,
 * each group in its own task, then the original's hydration (../index.ts: gain and tests).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { dependencyFile, requireFromSite } from '../replace-module';

export const clientEntryPatch = 'core: client entry in stages';

export const stagedClientEntry = path.join(__dirname, 'clientEntry.tsx');

/** What Docusaurus's entry imports, as our copy imports it (its relative paths made absolute). */
const originalImports = [
  'react',
  'react-dom/client',
  'react-helmet-async',
  'react-router-dom',
  '@generated/docusaurus.config',
  '@docusaurus/ExecutionEnvironment',
  '@docusaurus/core/lib/client/App',
  '@docusaurus/core/lib/client/preload',
  '@docusaurus/core/lib/client/docusaurus',
] as const;

/** App's first two imports, which the copy evaluates before App, in the same order. */
const appLeadingImports = ['@generated/client-modules', '@generated/routes'] as const;

function fail(reason: string): never {
  throw new Error(
    `[theme-patches] "${clientEntryPatch}": ${reason}. Review the patch (plugins/theme-patches/index.ts).`,
  );
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/^import (?:[^'"]+ from )?'([^']+)';$/gm)].map(
    (match) => match[1] ?? '',
  );
}

/**
 * Throws, naming the patch, unless the installed Docusaurus still builds its client bundle from
 * lib/client/clientEntry.js, that entry still imports exactly the modules the copy stages and
 * still hydrates after preloading the route, and App still starts with the two imports the copy
 * evaluates ahead of it; and unless the copy (`staged`, its source) imports all of those.
 */
export function checkClientEntryPremise(
  staged: string = readFileSync(stagedClientEntry, 'utf8'),
): void {
  const clientConfig = readFileSync(
    dependencyFile(clientEntryPatch, '@docusaurus/core/lib/webpack/client.js'),
    'utf8',
  );
  if (
    !clientConfig.includes("entry: path_1.default.resolve(__dirname, '../client/clientEntry.js')")
  ) {
    fail('the client bundle no longer starts from lib/client/clientEntry.js');
  }
  const entryFile = dependencyFile(clientEntryPatch, '@docusaurus/core/lib/client/clientEntry.js');
  const entry = readFileSync(entryFile, 'utf8');
  // The copy imports the packages the original does (react-helmet-async and react-router-dom are
  // @docusaurus/core's dependencies): from the site they must resolve to the very same files.
  const fromCore = createRequire(entryFile);
  for (const request of originalImports.filter((name) => !name.startsWith('@'))) {
    if (fromCore.resolve(request) !== requireFromSite.resolve(request)) {
      fail(`${request} resolves to another copy from the site than from @docusaurus/core`);
    }
  }
  const expected = originalImports.map((request) =>
    request.replace('@docusaurus/core/lib/client/', './').replace('@docusaurus/', './exports/'),
  );
  if (importsOf(entry).join(',') !== expected.join(',')) {
    fail(`clientEntry.js now imports ${importsOf(entry).join(', ')}`);
  }
  for (const statement of [
    'window.docusaurus = docusaurus;',
    'startTransition(renderApp);',
    'preload(window.location.pathname).then(',
    'ReactDOM.hydrateRoot(container, app, {',
  ]) {
    if (!entry.includes(statement)) fail(`clientEntry.js no longer has \`${statement}\``);
  }
  const app = readFileSync(
    dependencyFile(clientEntryPatch, '@docusaurus/core/lib/client/App.js'),
    'utf8',
  );
  const appImports = importsOf(app);
  if (appImports.slice(1, 3).join(',') !== appLeadingImports.join(',')) {
    fail(`App.js no longer imports ${appLeadingImports.join(' then ')} first`);
  }
  const stagedImports = [
    ...importsOf(staged),
    ...[...staged.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(
      (match) => match[1] ?? '',
    ),
  ];
  const missing = [...originalImports, ...appLeadingImports].filter(
    (request) => !stagedImports.includes(request),
  );
  if (missing.length > 0) fail(`clientEntry.tsx no longer imports ${missing.join(', ')}`);
}

export default function stagedClientEntryPlugin(): Plugin {
  checkClientEntryPremise();
  return {
    name: 'theme-patches-client-entry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { mergeStrategy: { entry: 'replace' }, entry: stagedClientEntry };
    },
  };
}
