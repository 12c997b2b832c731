/**
 * How `npm run bench:patches` turns each patch of plugins/theme-patches/README.md off, alone, in a
 * copy of the site, and the pages it measures. Apart from the bench so that a unit test
 * (tests/unit/theme-patches.test.ts) checks in seconds that every registry row has a switch
 * and that every switch still applies to this tree.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openApiReplacements } from '@site/plugins/theme-patches/openapi';

/**
 * The pages measured, one of each kind a patch changes: Vietnamese, the default locale, the one
 * a one-locale build serves from the root (every locale keeps its base URL, scripts/build.mts).
 */
const landing = '/';
const docsPage = '/docs/intro';
/** Nine code blocks, some in tabs. */
const codePage = '/docs/quickstart';
export const operationPage = '/api/orders/get-order-detail';
export const pages = [landing, docsPage, codePage, operationPage];

/** Replaces each `from` of a copy's file by its `to`; every `from` must occur exactly once. */
function edit(
  siteDir: string,
  patch: string,
  file: string,
  ...replacements: Array<[from: string, to: string]>
): void {
  const full = path.join(siteDir, file);
  let text = readFileSync(full, 'utf8');
  for (const [from, to] of replacements) {
    const count = text.split(from).length - 1;
    if (count !== 1) {
      throw new Error(
        `"${patch}": ${file} has ${count} occurrences of ${JSON.stringify(from)}, not one: update scripts/bench/patch-switches.ts with the patch.`,
      );
    }
    text = text.replace(from, () => to);
  }
  writeFileSync(full, text);
}

/** Source text for a call that returns its first argument: a wrapper turned off in place. */
const passThrough = '((source: string, ..._rest: string[]) => source)';

function removeFolder(siteDir: string, patch: string, folder: string): void {
  const full = path.join(siteDir, folder);
  if (!existsSync(full)) {
    throw new Error(`"${patch}": ${folder} is gone: update scripts/bench/patch-switches.ts.`);
  }
  rmSync(full, { recursive: true });
}

export interface Patch {
  /** Its row in plugins/theme-patches/README.md. */
  name: string;
  /** Changes a copy of the site so that this patch alone is off. */
  turnOff: (siteDir: string, name: string) => void;
  /** Pages whose Lighthouse figures it may move (main-thread work, paint); none: bytes only. */
  lighthouse: string[];
}

/** A patch that is a plugin of its own: taken out of the copy's docusaurus.config.ts. */
function withoutPlugin(plugin: string): Patch['turnOff'] {
  return (siteDir, name) => edit(siteDir, name, 'docusaurus.config.ts', [`    ${plugin},\n`, '']);
}

const openApiPatches = 'plugins/theme-patches/openapi/index.ts';
const prismPatches = 'plugins/theme-patches/prism/index.ts';

/** An OpenAPI module replacement left out of the bundler's plugins. */
function withoutReplacement(siteDir: string, name: string): void {
  edit(siteDir, name, openApiPatches, [
    '...openApiReplacements.map(',
    `...openApiReplacements.filter((replacement) => replacement.patch !== ${JSON.stringify(name)}).map(`,
  ]);
}

const replacementPages: Record<(typeof openApiReplacements)[number]['patch'], string[]> = {
  'openapi: server-rendered schemas': [operationPage],
  'openapi: explorer on the server': [],
  'openapi: request store at hydration': [operationPage],
  'openapi: Vietnamese schema qualifiers': [],
  'openapi: no pako': [],
  'openapi: SHA-1 only from crypto-js': [],
};

export const patches: Patch[] = [
  ...openApiReplacements.map(({ patch }) => ({
    name: patch,
    turnOff: withoutReplacement,
    lighthouse: replacementPages[patch],
  })),
  {
    name: 'openapi: stylesheet out of the site-wide CSS',
    // The theme's client module keeps its stylesheet, no cache group splits it out, no page links it.
    turnOff: (siteDir, name) =>
      edit(
        siteDir,
        name,
        openApiPatches,
        [
          "replaceClientModule(\n            currentBundler,\n            'openapi: stylesheet out of the site-wide CSS',",
          "((..._args: unknown[]) => ({ apply: () => undefined }))(\n            currentBundler,\n            'openapi: stylesheet out of the site-wide CSS',",
        ],
        ['...(isServer\n', '...(true\n'],
        [
          'async postBuild({ outDir, baseUrl, generatedFilesDir }) {\n',
          'async postBuild({ outDir, baseUrl, generatedFilesDir }) {\n      if (outDir) return;\n',
        ],
      ),
    lighthouse: [landing],
  },
  {
    name: "prism: only the site's grammars",
    // prism-react-renderer's own module (with the stable dictionary), and the theme's client module.
    turnOff: (siteDir, name) =>
      edit(
        siteDir,
        name,
        prismPatches,
        ['withOnlyGrammars(readFileSync', `${passThrough}(readFileSync`],
        ['replaceClientModule(currentBundler, patch, themeClientModule, emptyModule),', ''],
      ),
    lighthouse: [landing, codePage],
  },
  {
    name: 'prism: stable theme dictionary',
    turnOff: (siteDir, name) =>
      edit(siteDir, name, prismPatches, ['withStableThemeDictionary(\n', `${passThrough}(\n`]),
    lighthouse: [codePage, operationPage],
  },
  { name: 'core: one tslib helper', turnOff: withoutPlugin('tslibHelperPlugin'), lighthouse: [] },
  {
    name: 'core: dates without Intl',
    turnOff: withoutPlugin('datesWithoutIntlPlugin'),
    lighthouse: [docsPage],
  },
  {
    name: 'core: no localeCompare at hydration',
    turnOff: withoutPlugin('noLocaleCompareAtHydrationPlugin'),
    lighthouse: [docsPage],
  },
  {
    name: 'core: prefetch each file once',
    turnOff: withoutPlugin('prefetchOncePlugin'),
    lighthouse: [docsPage, operationPage],
  },
  {
    name: 'core: client entry in stages',
    turnOff: withoutPlugin('stagedClientEntryPlugin'),
    lighthouse: [landing, docsPage, operationPage],
  },
  {
    name: 'core: site config without build-only fields',
    turnOff: withoutPlugin('clientSiteConfigPlugin'),
    lighthouse: [],
  },
  {
    name: 'page shell: bundles after the first contentful paint',
    turnOff: (siteDir, name) =>
      edit(siteDir, name, 'docusaurus.config.ts', ['  ssrTemplate,\n', '']),
    lighthouse: [landing, docsPage, operationPage],
  },
  {
    name: 'no remount after hydration',
    // The tab swizzles deleted; the CodeBlock swizzle stays (it fills the reader's values) unwrapped.
    turnOff: (siteDir, name) => {
      for (const part of [
        'Tabs',
        'ApiTabs',
        'MimeTabs',
        'SchemaTabs',
        'DiscriminatorTabs',
        'OperationTabs',
      ]) {
        removeFolder(siteDir, name, `src/theme/${part}`);
      }
      edit(siteDir, name, 'src/theme/CodeBlock/index.tsx', [
        '<IsBrowserAsMounted>\n      <CodeBlock {...props}>{children}</CodeBlock>\n    </IsBrowserAsMounted>',
        '<CodeBlock {...props}>{children}</CodeBlock>',
      ]);
    },
    lighthouse: [codePage, operationPage],
  },
];

/** The names of the registry's rows: every one must have a switch here, and nothing else. */
export function registryRows(siteDir: string): string[] {
  const registry = readFileSync(path.join(siteDir, 'plugins/theme-patches/README.md'), 'utf8');
  return registry
    .split('\n')
    .map((line) => /^\| (.+?) \| /.exec(line)?.[1] ?? '')
    .filter((name) => name !== '' && name !== 'Patch' && !name.startsWith('---'));
}
