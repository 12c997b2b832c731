/**
 * The patches on dependencies' internals, as data: one entry per patch, with what it rests on, what
 * it saved, the fast tests that guard it, where to fix it upstream, and how it is applied.
 * docusaurus.config.ts takes its plugins and HTML template from here (themePatchPlugins,
 * themePatchSsrTemplate), MINIAI_PATCHES_OFF turns entries off by id (npm run bench:patches), and
 * README.md's table is generated from this array (npm run patches:registry). Dropping a patch is
 * deleting its entry, then the files its `where` lists.
 */
import type { PluginModule } from '@docusaurus/types';
import { CountedSwapsPlugin, moduleSwap, patchesInvalidateTheCache } from './replace-module';
import type { ImporterSwap, ModuleReplacement } from './replace-module';
import { openApiSwaps, stylesheetPatch } from './openapi';
import openApiStylesheetPlugin from './openapi';
import prismGrammarsPlugin, {
  onlySiteGrammarsPatch,
  stableThemeDictionaryPatch,
  type PrismRewrites,
} from './prism';
import { tslibSwap } from './tslib';
import { codeGeneratorsPatch, codeGeneratorSwaps } from './code-generators';
import noSendDelayPlugin, { noSendDelayPatch } from './console-send';
import { prefetchSwap } from './prefetch';
import stagedClientEntryPlugin, { clientEntryPatch } from './client-entry';
import clientSiteConfigPlugin, { siteConfigPatch } from './site-config';
import { ssrTemplate } from './ssr-template';
import noRemountAfterHydrationPlugin from './no-remount';

/** The repositories a patch's fix goes to. */
type UpstreamRepository =
  | 'facebook/docusaurus'
  | 'PaloAltoNetworks/docusaurus-openapi-docs'
  | 'FormidableLabs/prism-react-renderer';

/**
 * A patch's way out, which every row must have: an upstream issue or pull request that asks for
 * the change (`note` says what it leaves open), or the issue written and ready to file in
 * `upstream/<id>.md` (upstreamDraft), with the public threads on the same internal (`related`).
 */
export type Upstream =
  | {
      status: 'filed';
      url: `https://github.com/${UpstreamRepository}/${'issues' | 'pull'}/${number}`;
      note?: string;
    }
  | {
      status: 'draft';
      repository: UpstreamRepository;
      related?: readonly `https://github.com/${string}/${'issues' | 'pull'}/${number}`[];
    };

/** Where a row's upstream issue is drafted, relative to this folder. */
export function upstreamDraft(id: string): string {
  return `upstream/${id}.md`;
}

/** A test by file and title (a substring of it), or a build-time check by file and function. */
export interface GuardingTest {
  file: string;
  name: string;
}

/** A measured gain as the registry recorded it, with where and when it was measured. */
interface Gain {
  figure: string;
  measured: string;
}

/** How a patch is applied; each kind is turned off in assemblePatches. */
type Application =
  /** Module swaps in given importers, applied by one counting plugin for all rows. */
  | { kind: 'swaps'; swaps: readonly ImporterSwap[] }
  /** A plugin of its own, listed in the site's plugins. */
  | { kind: 'plugin'; plugin: PluginModule }
  /** A rewrite of prism-react-renderer's module, made by the prism plugin. */
  | { kind: 'prism-rewrite'; rewrite: keyof PrismRewrites }
  /** The site's HTML template. */
  | { kind: 'ssr-template'; template: string }
  /** Swizzles that wrap only while their plugin publishes its global data. */
  | { kind: 'swizzles'; folders: readonly string[]; plugin: PluginModule };

export interface ThemePatch {
  /** Stable, kebab-case: what MINIAI_PATCHES_OFF and the bench name. */
  id: string;
  /** Its name in errors and in the registry's table. */
  title: string;
  /** What it changes, and why, in one line. */
  reason: string;
  /** The dependency internal it rests on: what an upgrade can break. */
  internal: string;
  upstream: Upstream;
  /** Tests that fail when what the patch rests on no longer holds. */
  premiseTest: readonly GuardingTest[];
  /** Tests that fail when the patch no longer has its effect. */
  effectTest: readonly GuardingTest[];
  gain: Gain;
  applied: Application;
  /** Its files, beside this one. */
  where: readonly string[];
}

/** A row whose upstream issue is drafted in `upstream/<id>.md`, to file in `repository`. */
function draft(
  repository: UpstreamRepository,
  related?: Extract<Upstream, { status: 'draft' }>['related'],
): Upstream {
  return { status: 'draft', repository, ...(related === undefined ? {} : { related }) };
}
const repositories = {
  openApiDocs: 'PaloAltoNetworks/docusaurus-openapi-docs',
  docusaurus: 'facebook/docusaurus',
  prismReactRenderer: 'FormidableLabs/prism-react-renderer',
} as const satisfies Record<string, UpstreamRepository>;

const unitPatches = 'tests/unit/theme-patches.test.ts';
const buildPatches = 'tests/build/theme-patches.test.ts';
const builtSite = 'tests/build/built-site.test.ts';
/** The `done` hook that fails the build when a swap never fired. */
const swapFired: GuardingTest = {
  file: 'plugins/theme-patches/replace-module.ts',
  name: 'unfiredSwapsError',
};
const importersStillRequire: GuardingTest = {
  file: unitPatches,
  name: 'every importer still requires',
};
/** A row that swaps one of the OpenAPI theme's imports for a shim of `openapi/shims/`. */
type OpenApiSwapRow<Id extends string> = Omit<
  ThemePatch,
  'id' | 'applied' | 'where' | 'premiseTest' | 'effectTest'
> & {
  id: Id;
  swap: keyof typeof openApiSwaps;
  shim: string;
  premiseTest?: readonly GuardingTest[];
  effectTest?: readonly GuardingTest[];
};

/** Such a row rests on its importers still requiring the module, and fails the build when unfired. */
function openApiSwapPatch<const Id extends string>({
  swap,
  shim,
  premiseTest = [],
  effectTest = [],
  ...row
}: OpenApiSwapRow<Id>): ThemePatch & { id: Id } {
  return {
    ...row,
    premiseTest: [importersStillRequire, ...premiseTest],
    effectTest: [...effectTest, swapFired],
    applied: { kind: 'swaps', swaps: [openApiSwaps[swap]] },
    where: ['openapi/index.ts', `openapi/shims/${shim}`],
  };
}
/** Where the registry's first figures come from. */
const landed = 'PERFORMANCE.md, 4× CPU throttling on the 2-core development machine';
/** A gain recorded in PERFORMANCE.md when its patch landed, at `when` (a commit or a date). */
function landedGain(figure: string, when?: string): Gain {
  return { figure, measured: when === undefined ? landed : `${when}, ${landed}` };
}

export const themePatches = [
  openApiSwapPatch({
    id: 'openapi-server-rendered-schemas',
    title: 'openapi: server-rendered schemas',
    reason:
      "`@docusaurus/BrowserOnly` becomes a pass-through in the OpenAPI theme's parameters, schemas, responses and `ApiItem`: they are in the built HTML and hydrate in small tasks.",
    internal:
      '`docusaurus-theme-openapi-docs/lib/theme/{ParamsDetails,RequestSchema,ResponseSchema,ApiItem}` require `@docusaurus/BrowserOnly`',
    upstream: draft(repositories.openApiDocs, [
      // Where the wrappers came from, and a site that removed the same three downstream.
      'https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/pull/310',
      'https://github.com/apify/apify-docs/pull/2239',
    ]),
    effectTest: [
      {
        file: builtSite,
        name: 'operation and webhook page is built with its schemas and code samples',
      },
    ],
    gain: landedGain(
      'With "no remount": long tasks of an operation page 1,007 → 538 ms, largest 669 → 215 ms; operation HTML 31 → 165 KB',
      'c9b08f9 + 405ce9e',
    ),
    swap: 'renderedOnTheServer',
    shim: 'rendered-on-the-server.tsx',
  }),
  openApiSwapPatch({
    id: 'openapi-explorer-on-server',
    title: 'openapi: explorer on the server',
    reason:
      '`ApiItem` may require the explorer on the server (`canUseDOM: true`): our `src/theme/ApiExplorer` only shows build-time code samples and loads the console on demand.',
    internal: '`ApiItem` requires `ApiExplorer` only `if (ExecutionEnvironment.canUseDOM)`',
    upstream: draft(repositories.openApiDocs),
    premiseTest: [
      {
        file: unitPatches,
        name: 'ApiItem reads ExecutionEnvironment only to require the explorer',
      },
    ],
    effectTest: [
      {
        file: builtSite,
        name: 'operation and webhook page is built with its schemas and code samples',
      },
    ],
    gain: {
      figure: 'Code samples in the HTML of every operation page (content, not speed)',
      measured: 'not a speed gain: checked in every build by tests/build/built-site.test.ts',
    },
    swap: 'explorerOnTheServer',
    shim: 'explorer-on-the-server.ts',
  }),
  openApiSwapPatch({
    id: 'openapi-vietnamese-schema-qualifiers',
    title: 'openapi: Vietnamese schema qualifiers',
    reason:
      'The theme\'s `markdown/schema` joins two limits with a hard-coded English "and"; the shim translates it ("và").',
    internal:
      '`markdown/schema` is required relatively by `SchemaItem`, `ResponseHeaders`, `ParamsItem` and `Schema`, and writes a bare `` and ``',
    upstream: {
      status: 'filed',
      url: 'https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/319',
      note: 'open, asks for every UI string to be translatable; since #1499 the labels are, but 5.2.0, the latest release, still writes a bare "and" in markdown/schema',
    },
    premiseTest: [{ file: unitPatches, name: 'the schema text still joins two limits' }],
    effectTest: [{ file: buildPatches, name: 'joins two limits of a field with "và"' }],
    gain: {
      figure: 'Correct Vietnamese on every operation page (no speed gain)',
      measured: 'not a speed gain: checked in every build by tests/build/theme-patches.test.ts',
    },
    swap: 'schemaQualifiers',
    shim: 'schema-qualifiers.ts',
  }),
  openApiSwapPatch({
    id: 'openapi-no-pako',
    title: 'openapi: no pako',
    reason:
      "The plugin writes operations as plain JSON (`disableCompression`), so `ApiItem`'s gunzip is never needed; the shim replaces pako.",
    internal: '`ApiItem` imports `pako` even when `disableCompression` is set',
    upstream: draft(repositories.openApiDocs),
    effectTest: [{ file: buildPatches, name: 'out of every script' }],
    gain: landedGain(
      "pako's module: 20.3 KiB gzip unminified (an upper bound of what operation pages would load)",
    ),
    swap: 'noPako',
    shim: 'pako.ts',
  }),
  openApiSwapPatch({
    id: 'openapi-crypto-js-sha1-only',
    title: 'openapi: SHA-1 only from crypto-js',
    reason:
      "The console's storage keys are SHA-1 hashes; the shim brings that one hash instead of the whole library.",
    internal: '`ApiExplorer/storage-utils.js` imports all of `crypto-js`',
    upstream: draft(repositories.openApiDocs),
    effectTest: [{ file: buildPatches, name: 'out of every script' }],
    gain: landedGain("crypto-js's bundle: 38.5 KiB gzip unminified (upper bound; console chunk)"),
    swap: 'sha1OnlyFromCryptoJs',
    shim: 'crypto-js.ts',
  }),
  {
    id: 'console-offered-code-generators',
    title: codeGeneratorsPatch,
    reason:
      'postman-code-generators requires all 35 of its generators; in its list, those of languages the console does not offer become a module that says so.',
    internal:
      "`postman-code-generators/lib/assets/languages.js`: one `{ 'lang', 'variant', …, 'main': require(…) }` per generator",
    upstream: draft(repositories.openApiDocs, [
      // The theme once published its own fork of the package to bundle fewer languages.
      'https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/pull/33',
      'https://github.com/PaloAltoNetworks/docusaurus-openapi-docs/issues/169',
    ]),
    premiseTest: [
      { file: unitPatches, name: 'lists a generator for every language the console offers' },
    ],
    effectTest: [
      { file: buildPatches, name: 'bundles the generators of the offered languages only' },
      swapFired,
    ],
    gain: {
      figure:
        "The request console's chunk 5,107,640 → 2,648,967 B minified (1,640,747 → 826,375 B gzip -9); opening it on create-order 1,399–1,614 → 966–1,195 ms (its main-thread work 838–895 → 496–591 ms, 4 opens each way); the page before it opens is unchanged",
      measured: '2026-12-02, a Vietnamese build on the 2-core development machine, idle',
    },
    applied: { kind: 'swaps', swaps: codeGeneratorSwaps },
    where: ['code-generators/'],
  },
  {
    id: 'openapi-console-sends-at-once',
    title: noSendDelayPatch,
    reason:
      "The console's Request module waits 1,200 ms before each request it sends; a copy without the wait (its one relative import made absolute) replaces it in the explorer.",
    internal:
      '`await delay(1200)` in `onSubmit` of `ApiExplorer/Request/index.js`, its one relative require, and `ApiExplorer/index.js` importing `@theme/ApiExplorer/Request`',
    upstream: draft(repositories.openApiDocs),
    premiseTest: [{ file: unitPatches, name: 'the console still waits once before it sends' }],
    effectTest: [{ file: unitPatches, name: 'the copy sends without waiting' }, swapFired],
    gain: {
      figure:
        "From Send to the sandbox's answer shown on create-order, 1,582–1,682 → 412–465 ms: the request leaves 198–233 ms after the click, not 1,352–1,391 (4 sends each way)",
      measured: '2026-12-02, a Vietnamese build on the 2-core development machine, idle',
    },
    applied: { kind: 'plugin', plugin: noSendDelayPlugin },
    where: ['console-send/'],
  },
  {
    id: 'openapi-stylesheet-split',
    title: stylesheetPatch,
    reason:
      "The theme's stylesheet (a client module) leaves the one CSS file every page blocks on; operation pages import it and `postBuild` links it in their HTML.",
    internal:
      "Docusaurus's single `styles` cache group, `client-manifest.json`, the `routesChunkNames.json` key format and the built `<link rel=stylesheet>`",
    upstream: draft(repositories.openApiDocs),
    premiseTest: [
      { file: 'plugins/theme-patches/openapi/index.ts', name: 'routesNeedingThemeStyles' },
    ],
    effectTest: [
      {
        file: 'tests/build/stylesheets.test.ts',
        name: "link the OpenAPI theme's stylesheet second",
      },
      swapFired,
    ],
    gain: landedGain(
      '27 KiB gzip of render-blocking CSS off every page that is not an operation page (19.1 KiB left)',
    ),
    applied: { kind: 'plugin', plugin: openApiStylesheetPlugin },
    where: ['openapi/index.ts', 'openapi/shims/empty.css', 'src/components/ApiOperationPage'],
  },
  {
    id: 'prism-site-grammars-only',
    title: onlySiteGrammarsPatch,
    reason:
      "A copy of prism-react-renderer's module defines only `themeConfig.prism.additionalLanguages` (Go, Java and PHP in a module of their own for the pages that show them), and the theme's Prism client module is emptied.",
    internal:
      "The tsup markers of `prism-react-renderer/dist/index.mjs`; theme-classic's `prism-include-languages` client module",
    upstream: draft(repositories.prismReactRenderer),
    premiseTest: [
      { file: 'tests/unit/prism-grammars.test.ts', name: 'replaces only the bundled grammars' },
    ],
    effectTest: [
      { file: builtSite, name: 'sets up no Prism grammar' },
      { file: builtSite, name: 'each language has a Prism grammar' },
      {
        file: 'tests/unit/prism-grammars.test.ts',
        name: 'is imported by every page that shows Go, Java or PHP code',
      },
    ],
    gain: {
      figure:
        '`main.js` 170 → 135 KiB; `common` chunk of pages with code 125 → 87 KB; ~250 ms of setup → ~30 ms. Go, Java and PHP apart: `common` 32.6 → 28.6 KiB (every page but the operation pages and the webhooks guide −3.9 KiB); operation pages +0.8 KiB, `/en/docs/webhooks` +0.7 KiB',
      measured: `82f6f58, then 2026-11-27 for Go, Java and PHP; ${landed}`,
    },
    applied: { kind: 'prism-rewrite', rewrite: 'onlySiteGrammars' },
    where: ['prism/'],
  },
  {
    id: 'prism-stable-theme-dictionary',
    title: stableThemeDictionaryPatch,
    reason:
      'The same copy keeps one theme dictionary per Prism theme and language, so memoised code lines skip the renders that change nothing.',
    internal: '`var themeToDict_default = themeToDict;` in `prism-react-renderer/dist/index.mjs`',
    upstream: {
      status: 'filed',
      url: 'https://github.com/FormidableLabs/prism-react-renderer/issues/74',
      note: 'closed unfixed: 2.4.1, the latest release, still derives the dictionary on every render; #252 removed the state that kept it',
    },
    premiseTest: [
      { file: 'tests/unit/prism-grammars.test.ts', name: 'stops the build, naming the plugin' },
    ],
    effectTest: [
      { file: 'tests/unit/prism-grammars.test.ts', name: 'keeps one theme dictionary per theme' },
    ],
    gain: landedGain(
      'Mobile performance of pages with code 90–96 → 97–100 with the row above',
      '36dbc95',
    ),
    applied: { kind: 'prism-rewrite', rewrite: 'stableThemeDictionary' },
    where: ['prism/grammars.ts'],
  },
  {
    id: 'core-tslib-one-helper',
    title: 'core: one tslib helper',
    reason:
      "`@docusaurus/utils-common`'s entry (in every page's `main.js`) requires all of `tslib` for `__importDefault`; it gets that helper alone.",
    internal:
      '`@docusaurus/utils-common/lib/index.js` requires `tslib` and calls only `__importDefault`',
    upstream: draft(repositories.docusaurus),
    premiseTest: [
      importersStillRequire,
      { file: unitPatches, name: 'uses no tslib helper but those its replacement provides' },
    ],
    effectTest: [{ file: buildPatches, name: 'out of every script' }, swapFired],
    gain: landedGain(
      '`main.js` −3.7 KB gzip on every page, both locales (JS of `/en/docs/intro` 198,763 → 195,025 B)',
      '2026-11-25',
    ),
    applied: { kind: 'swaps', swaps: [tslibSwap] },
    where: ['tslib/'],
  },
  {
    id: 'core-prefetch-once',
    title: 'core: prefetch each file once',
    reason:
      "The runtime's prefetch helper adds one `<link rel=prefetch>` per chunk of each route, repeats included; its copy asks for each file once and skips files the page has fetched.",
    internal:
      '`@docusaurus/core/lib/client/docusaurus.js` requires `./prefetch` once per chunk of a route',
    upstream: draft(repositories.docusaurus),
    premiseTest: [
      importersStillRequire,
      { file: unitPatches, name: 'the runtime still prefetches every chunk of each route' },
    ],
    effectTest: [
      { file: 'tests/unit/prefetch-once.test.ts', name: 'inserts one link per file' },
      { file: buildPatches, name: 'out of every script' },
      swapFired,
    ],
    gain: landedGain(
      "`<link rel=prefetch>` elements after a load (desktop): `/docs/intro` 198 → 26, an operation page 283 → 29, `/` 79 → 24, a post 97 → 29; bytes fetched unchanged. Main-thread time under the runtime's `prefetch`: `/docs/intro` 372/331/298/240 → 260/214/108/149 ms, operation page 523/293/444 → 165/171/231 ms",
      '2026-11-26',
    ),
    applied: { kind: 'swaps', swaps: [prefetchSwap] },
    where: ['prefetch/', 'src/clientModules/idlePrefetch.ts'],
  },
  {
    id: 'core-staged-client-entry',
    title: clientEntryPatch,
    reason:
      "`configureWebpack` makes `client-entry/clientEntry.tsx` the bundle's entry: the original's imports in the same order, a task between groups, then its hydration.",
    internal:
      "`@docusaurus/core/lib/client/clientEntry.js` (forked), its imports, and `App.js`'s first two imports",
    upstream: draft(repositories.docusaurus),
    premiseTest: [
      {
        file: unitPatches,
        name: "Docusaurus's client entry still imports what its staged copy evaluates",
      },
    ],
    effectTest: [{ file: buildPatches, name: 'only as its staged copy' }],
    gain: {
      figure:
        'Lighthouse mobile TBT, median of 5 each way: operation page 719 → 468 ms (runs 681–968 → 456–550), `/docs/intro` 495 → 349 ms, `/` 367 → 288 ms',
      measured: '2026-12-02, 8ec56ad, npm run bench:patches on the 2-core development machine',
    },
    applied: { kind: 'plugin', plugin: stagedClientEntryPlugin },
    where: ['client-entry/'],
  },
  {
    id: 'core-lean-site-config',
    title: siteConfigPatch,
    reason:
      "The client build gets `@generated/docusaurus.config` without `ssrTemplate` and the plugins', presets' and themes' options, which only the build reads.",
    internal: '`@generated/docusaurus.config` is written as `export default {JSON};`',
    upstream: draft(repositories.docusaurus),
    premiseTest: [
      { file: unitPatches, name: 'core still generates the config module as one JSON object' },
      {
        file: unitPatches,
        name: 'no browser code of Docusaurus, its themes or ours reads the fields left out',
      },
    ],
    effectTest: [
      { file: buildPatches, name: 'without the HTML template and the plugin options' },
      swapFired,
    ],
    gain: landedGain(
      '`main.js` −1.4 KiB on every page, both locales (132,426 → 131,068 B vi, 139,100 → 137,746 B en): `/en/docs/guides/zns-messages` back under its JS budget',
      '2026-11-27',
    ),
    applied: { kind: 'plugin', plugin: clientSiteConfigPlugin },
    where: ['site-config/'],
  },
  {
    id: 'page-shell-bundles-after-fcp',
    title: 'page shell: bundles after the first contentful paint',
    reason:
      "The HTML shell, derived from Docusaurus's template, starts the bundles from an inline loader once the first contentful paint is reported instead of `<script defer>` in `<head>`.",
    internal: 'The `<script defer>` loop of `@docusaurus/core/lib/ssg/ssgTemplate.html`',
    upstream: draft(repositories.docusaurus, [
      // An open proof of concept that moves the bundles out of the critical path.
      'https://github.com/facebook/docusaurus/pull/3237',
    ]),
    premiseTest: [
      { file: 'tests/unit/ssr-template.test.ts', name: 'stops the build, naming this file' },
    ],
    effectTest: [
      {
        file: 'tests/unit/ssr-template.test.ts',
        name: 'starts the bundles after the first contentful paint',
      },
    ],
    gain: landedGain(
      'Mobile LCP 2.4–2.7 s → 1.5 s waiting for the first frame; 3.0–3.7 s → 1.5 s waiting for the first contentful paint',
      '2026-11-22 and 2026-11-26',
    ),
    applied: { kind: 'ssr-template', template: ssrTemplate },
    where: ['ssr-template.ts'],
  },
  {
    id: 'no-remount-after-hydration',
    title: 'no remount after hydration',
    reason:
      'Tabs and code blocks keyed on `useIsBrowser()` are thrown away and mounted again after hydration; wrappers give them the value of the moment they mounted.',
    internal:
      "`key={String(isBrowser)}` in the themes' tabs and code blocks; `useIsBrowser`'s context (a deep import)",
    upstream: draft(repositories.docusaurus, [
      // Why the key is there: a tab chosen only in the browser, and the duplicate render it restored.
      'https://github.com/facebook/docusaurus/issues/5653',
      'https://github.com/facebook/docusaurus/pull/5652',
    ]),
    premiseTest: [
      { file: unitPatches, name: 'the tabs and code blocks still remount after hydration' },
      { file: unitPatches, name: 'useIsBrowser still reads the context' },
    ],
    effectTest: [
      { file: unitPatches, name: 'the no-remount swizzles read the switch its plugin publishes' },
    ],
    gain: landedGain('Part of the 1,007 → 538 ms of "openapi: server-rendered schemas"', '405ce9e'),
    applied: {
      kind: 'swizzles',
      folders: [
        'src/theme/Tabs',
        'src/theme/ApiTabs',
        'src/theme/MimeTabs',
        'src/theme/SchemaTabs',
        'src/theme/DiscriminatorTabs',
        'src/theme/OperationTabs',
        'src/theme/CodeBlock',
      ],
      plugin: noRemountAfterHydrationPlugin,
    },
    where: [
      'no-remount.ts',
      'src/components/NoRemountAfterHydration',
      'src/lib/noRemountAfterHydration.ts',
    ],
  },
] as const satisfies readonly ThemePatch[];

export type PatchId = (typeof themePatches)[number]['id'];

export const patchIds: readonly PatchId[] = themePatches.map((patch) => patch.id);

/** The variable that turns patches off by id, for measuring what each one saves. */
export const patchesOffVariable = 'MINIAI_PATCHES_OFF';

/** The ids MINIAI_PATCHES_OFF names (comma-separated); an unknown id throws, listing the valid ones. */
export function patchesOff(value: string = process.env[patchesOffVariable] ?? ''): Set<PatchId> {
  const named = value
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  const unknown = named.filter((id) => !(patchIds as readonly string[]).includes(id));
  if (unknown.length > 0) {
    throw new Error(
      `${patchesOffVariable}: no patch ${unknown.map((id) => JSON.stringify(id)).join(', ')}. Valid ids: ${patchIds.join(', ')}.`,
    );
  }
  return new Set(named as PatchId[]);
}

/** A plugin of the assembled list, with the row it applies (or "shared": always listed). */
interface AssembledPlugin {
  row: PatchId | 'shared';
  plugin: PluginModule;
}

export interface AssembledPatches {
  plugins: AssembledPlugin[];
  /** The swaps of the rows that are on, applied by the shared plugin. */
  swaps: ModuleReplacement[];
  prismRewrites: PrismRewrites;
  ssrTemplate: string | undefined;
}

/** What the patches that are on add to the site: everything but the rows in `off`. */
export function assemblePatches(off: ReadonlySet<PatchId>): AssembledPatches {
  const on: readonly ThemePatch[] = themePatches.filter((patch) => !off.has(patch.id));
  const assembled: AssembledPatches = {
    plugins: [],
    swaps: [],
    prismRewrites: { onlySiteGrammars: false, stableThemeDictionary: false },
    ssrTemplate: undefined,
  };
  for (const patch of on) {
    const { applied } = patch;
    const row = patch.id as PatchId;
    if (applied.kind === 'swaps') {
      assembled.swaps.push(...applied.swaps.map((swap) => ({ ...swap, patch: patch.title })));
    } else if (applied.kind === 'plugin' || applied.kind === 'swizzles') {
      assembled.plugins.push({ row, plugin: applied.plugin });
    } else if (applied.kind === 'prism-rewrite') {
      assembled.prismRewrites[applied.rewrite] = true;
    } else {
      assembled.ssrTemplate = applied.template;
    }
  }
  const { swaps, prismRewrites } = assembled;
  assembled.plugins.unshift(
    {
      row: 'shared',
      plugin: () => ({
        name: 'theme-patches-swaps',
        configureWebpack: (_config, _isServer, { currentBundler }) => ({
          ...patchesInvalidateTheCache(currentBundler),
          plugins: [new CountedSwapsPlugin(currentBundler, swaps.map(moduleSwap))],
        }),
      }),
    },
    // Pages import the Go, Java and PHP module it writes, whichever rewrites are on.
    { row: 'shared', plugin: (context) => prismGrammarsPlugin(context, prismRewrites) },
  );
  return assembled;
}

/** The site's patch plugins, less those MINIAI_PATCHES_OFF names. */
export function themePatchPlugins(off: ReadonlySet<PatchId> = patchesOff()): PluginModule[] {
  return assemblePatches(off).plugins.map(({ plugin }) => plugin);
}

/** The site's HTML template, unless MINIAI_PATCHES_OFF names its row (Docusaurus's own then). */
export function themePatchSsrTemplate(
  off: ReadonlySet<PatchId> = patchesOff(),
): string | undefined {
  return assemblePatches(off).ssrTemplate;
}
