/**
 * Keeps the OpenAPI theme light in the browser by aliasing away dependencies this site does not
 * use (see `npm run bench` for the budgets):
 *   - pako: the plugin writes the operation as plain JSON (disableCompression), so the theme's
 *     gunzip never succeeds nor is needed; plain JSON also gzips smaller over the wire.
 *   - crypto-js: the theme only hashes storage keys with SHA-1; the shim brings just that hash.
 *   - xml-formatter: every request and response of the MiniAI API is JSON; XML is never shown.
 * The theme's react-markdown renderer is replaced by src/theme/Markdown, not aliased here.
 * One module is replaced for its words, not its weight: lib/markdown/schema (see its shim).
 * The request console's own dependencies are not aliased: they load only when it is opened.
 *
 * It also takes the theme's stylesheet out of the site-wide CSS. The theme registers it as a
 * client module, so it would join the one `styles` CSS file that every page loads before its first
 * paint (27 KiB gzip of 47). Here the client module becomes an empty stylesheet, operation pages
 * import the real one (src/components/ApiOperationPage) and the theme's CSS gets its own file.
 * Navigating in the app, the page's chunk loads that file before the page renders. Docusaurus
 * links only the entry's CSS in server-rendered HTML, so postBuild adds the link to the HTML of
 * the routes whose chunks need it (read from the client manifest), for first visits and readers
 * without JavaScript; the app then finds the link and does not load the file twice.
 *
 * And it renders on the server what the theme leaves to the browser: parameters, request body,
 * responses and the code-sample panel (the theme wraps them in BrowserOnly). See configureWebpack.
 */
import { readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { clientModulesFile, replaceWhenImportedBy } from '../replace-module';

const shims = path.join(__dirname, 'shims');
/** The OpenAPI theme's components whose BrowserOnly wrapper is replaced (see configureWebpack). */
const serverRenderedThemeParts =
  /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](ParamsDetails|RequestSchema|ResponseSchema|ApiItem)[\\/]index\.js$/;
const themeApiItem = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiItem[\\/]index\.js$/;
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

export default function openApiLeanPlugin(): Plugin {
  return {
    name: 'openapi-lean',
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
          throw new Error(`[openapi-lean] no stylesheet link to follow in ${file}`);
        // Written aside, then renamed over the page: Docusaurus runs every plugin's postBuild at
        // once, and llms-txt and search-index read these pages meanwhile. An in-place write
        // truncates the file first, and a reader caught in between got an empty page (an empty
        // Markdown copy in one CI run). A rename swaps the whole file at once.
        const partial = `${file}.openapi-lean.tmp`;
        await writeFile(partial, linked);
        await rename(partial, file);
      }
      if (needing.size === 0) {
        throw new Error(
          `[openapi-lean] no route uses the ${stylesChunk} stylesheet: is the cache group still matching?`,
        );
      }
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        // Docusaurus puts all CSS in one `styles` chunk (priority 50) so that split CSS cannot load
        // in different orders (facebook/docusaurus#2006). The theme's CSS only styles its own
        // components, all in operation pages, so loading it after the site CSS changes nothing.
        ...(isServer
          ? {}
          : {
              optimization: {
                splitChunks: {
                  cacheGroups: {
                    openApiStyles: {
                      name: stylesChunk,
                      type: 'css/mini-extract',
                      // Not the theme's Tabs and TabItem (140 bytes of CSS): the site's guides use
                      // them too, and they must not pull the whole theme stylesheet in.
                      test: /[\\/]node_modules[\\/]docusaurus-theme-openapi-docs[\\/](?!lib[\\/]theme[\\/]Tab(?:s|Item)[\\/])/,
                      chunks: 'async',
                      enforce: true,
                      priority: 60,
                    },
                  },
                },
              },
            }),
        plugins: [
          // The theme wraps parameters, request body, responses and the right-hand panel in
          // BrowserOnly, so the built page had grey skeletons where they belong: unreadable without
          // JavaScript, and all of it rendered from scratch after hydration, in one long task on a
          // phone. They use no browser API (the request store they read exists on the server
          // too), so they are rendered there and hydrated, in small tasks.
          replaceWhenImportedBy(
            currentBundler,
            /^@docusaurus\/BrowserOnly$/,
            serverRenderedThemeParts,
            path.join(shims, 'rendered-on-the-server.tsx'),
          ),
          replaceWhenImportedBy(
            currentBundler,
            /^@docusaurus\/ExecutionEnvironment$/,
            themeApiItem,
            path.join(shims, 'explorer-on-the-server.ts'),
          ),
          replaceWhenImportedBy(
            currentBundler,
            /^@docusaurus\/useIsBrowser$/,
            themeApiItem,
            path.join(shims, 'request-store-at-hydration.ts'),
          ),
          // The theme requires it relatively ("../../markdown/schema"), which an alias cannot catch.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]markdown[\\/]schema$/,
            path.join(shims, 'schema-qualifiers.ts'),
          ),
          // Only the client module's require, by absolute path, becomes the empty stylesheet; the
          // import in src/components/ApiOperationPage keeps the real one. (An alias would catch
          // both: the resolver applies it to the resolved path too.)
          replaceWhenImportedBy(
            currentBundler,
            /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]styles\.scss$/,
            clientModulesFile,
            path.join(shims, 'empty.css'),
          ),
        ],
        resolve: {
          alias: {
            pako$: path.join(shims, 'pako.ts'),
            'crypto-js$': path.join(shims, 'crypto-js.ts'),
            'xml-formatter$': path.join(shims, 'xml-formatter.ts'),
          },
        },
      };
    },
  };
}
