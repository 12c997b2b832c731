/**
 * The patches on the OpenAPI theme's internals, each a row of ../index.ts with its reason, gain and
 * tests: the module swaps below (applied with the other rows' swaps), and this plugin, which loads
 * the theme's stylesheet with operation pages only. The theme registers it as a client module, so
 * it would join the one CSS file every page loads before its first paint; here the client module
 * becomes an empty stylesheet, operation pages import the real one (src/components/ApiOperationPage)
 * and postBuild links it in the HTML of the routes whose chunks need it (read from the client
 * manifest), for first visits and readers without JavaScript; the app then finds the link and does
 * not load the file twice. The theme's react-markdown renderer is replaced by src/theme/Markdown,
 * not here.
 */
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import {
  clientModuleSwap,
  CountedSwapsPlugin,
  ownAsyncChunk,
  type ImporterSwap,
} from '../replace-module';

const shims = path.join(__dirname, 'shims');
const theme = (part: string): string => `docusaurus-theme-openapi-docs/lib/theme/${part}/index.js`;

/** One of ApiItem's imports swapped for a shim of ours. */
function inApiItem(request: string, shim: string): ImporterSwap {
  return { request, importers: [theme('ApiItem')], replacement: path.join(shims, shim) };
}

/** Each module a row swaps, where, and for what (../index.ts says why). */
export const openApiSwaps = {
  // BrowserOnly around parameters, request body, responses and the right-hand panel: they use no
  // browser API (the request store they read exists on the server too), so they are rendered
  // there and hydrated, in small tasks.
  renderedOnTheServer: {
    request: '@docusaurus/BrowserOnly',
    importers: ['ParamsDetails', 'RequestSchema', 'ResponseSchema', 'ApiItem'].map(theme),
    replacement: path.join(shims, 'rendered-on-the-server.tsx'),
  },
  explorerOnTheServer: inApiItem('@docusaurus/ExecutionEnvironment', 'explorer-on-the-server.ts'),
  // Required relatively ("../../markdown/schema"): only these importers, never another package's.
  schemaQualifiers: {
    request: '../../markdown/schema',
    importers: ['SchemaItem', 'ResponseHeaders', 'ParamsItem', 'Schema'].map(theme),
    replacement: path.join(shims, 'schema-qualifiers.ts'),
  },
  noPako: inApiItem('pako', 'pako.ts'),
  sha1OnlyFromCryptoJs: {
    request: 'crypto-js',
    importers: ['docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/storage-utils.js'],
    replacement: path.join(shims, 'crypto-js.ts'),
  },
} as const satisfies Record<string, ImporterSwap>;

export const stylesheetPatch = 'openapi: stylesheet out of the site-wide CSS';

/** Name of the CSS chunk that holds the theme's styles (see the cache group below). */
const stylesChunk = 'openapi-styles';

interface ClientManifest {
  origins: Record<string, string[]>;
  assets: Record<string, { css?: { publicPath: string }[] }>;
}

/** Every chunk name in a route's entry of routesChunkNames.json (nested objects and arrays). */
function chunkNames(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(chunkNames);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(chunkNames);
  return [];
}

/**
 * Route path → the theme stylesheet's URL, for the routes whose own chunks include it. Keys of
 * routesChunkNames.json are the route path plus "-" and a short hash.
 */
function routesNeedingThemeStyles(generatedFilesDir: string): Map<string, string> {
  const read = (file: string): unknown =>
    JSON.parse(readFileSync(path.join(generatedFilesDir, file), 'utf8'));
  const manifest = read('client-manifest.json') as ClientManifest;
  const routes = read('routesChunkNames.json') as Record<string, unknown>;
  const stylesheet = (manifest.origins[stylesChunk] ?? [])
    .flatMap((id) => manifest.assets[id]?.css ?? [])
    .map((asset) => asset.publicPath)
    .find((href) => href.includes(`/${stylesChunk}.`));
  const needing = new Map<string, string>();
  if (stylesheet === undefined) return needing;
  for (const [key, value] of Object.entries(routes)) {
    const needsIt = chunkNames(value).some((name) =>
      (manifest.origins[name] ?? []).some((id) =>
        (manifest.assets[id]?.css ?? []).some((asset) => asset.publicPath === stylesheet),
      ),
    );
    if (needsIt) needing.set(key.replace(/-[0-9a-f]+$/, ''), stylesheet);
  }
  return needing;
}

export default function openApiStylesheetPlugin(): Plugin {
  return {
    name: 'theme-patches-openapi-stylesheet',
    async postBuild({ outDir, baseUrl, generatedFilesDir }) {
      const needing = routesNeedingThemeStyles(generatedFilesDir);
      for (const [routePath, href] of needing) {
        const route = routePath.slice(baseUrl.length);
        const file = path.join(outDir, route === '' ? 'index.html' : `${route}.html`);
        const html = await readFile(file, 'utf8');
        // After the site-wide stylesheet, the order in which the app would load them.
        const linked = html.replace(
          /(<link rel=stylesheet href=[^>]*\/styles\.[^>]*>)/,
          `$1<link rel=stylesheet href=${href}>`,
        );
        if (linked === html)
          throw new Error(`[theme-patches/openapi] no stylesheet link to follow in ${file}`);
        // Written aside, then renamed over the page: Docusaurus runs every plugin's postBuild at
        // once, and llms-txt and search-index read these pages meanwhile. An in-place write
        // truncates the file first, and a reader caught in between got an empty page (an empty
        // Markdown copy in one CI run). A rename swaps the whole file at once.
        const partial = `${file}.theme-patches.tmp`;
        await writeFile(partial, linked);
        await rename(partial, file);
      }
      if (needing.size === 0) {
        throw new Error(
          `[theme-patches/openapi] no route uses the ${stylesChunk} stylesheet: is the cache group still matching?`,
        );
      }
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        // Docusaurus puts all CSS in one `styles` chunk (priority 50) so that split CSS cannot load
        // in different orders (facebook/docusaurus#2006). The theme's CSS only styles its own
        // components, all in operation pages, so loading it after the site CSS changes nothing.
        ...ownAsyncChunk(isServer, stylesChunk, {
          type: 'css/mini-extract',
          // Not the theme's Tabs and TabItem (140 bytes of CSS): the site's guides use them too,
          // and they must not pull the whole theme stylesheet in.
          test: /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/](?!lib[\\/]theme[\\/]Tab(?:s|Item)[\\/])/,
        }),
        plugins: [
          // Only the client module's require, by absolute path, becomes the empty stylesheet; the
          // import in src/components/ApiOperationPage keeps the real one. (An alias would catch
          // both: the resolver applies it to the resolved path too.)
          new CountedSwapsPlugin(currentBundler, [
            clientModuleSwap(
              stylesheetPatch,
              'docusaurus-theme-openapi-docs/lib/theme/styles.scss',
              path.join(shims, 'empty.css'),
            ),
          ]),
        ],
      };
    },
  };
}
