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
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const shims = path.join(__dirname, 'shims');

export default function openApiLeanPlugin(): Plugin {
  return {
    name: 'openapi-lean',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          // The theme requires it relatively ("../../markdown/schema"), which an alias cannot catch.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]markdown[\\/]schema$/,
            path.join(shims, 'schema-qualifiers.ts'),
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
