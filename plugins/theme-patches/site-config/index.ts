/**
 * The site config the browser gets, without what only the build reads. Docusaurus bundles the
 * whole `siteConfig` (`@generated/docusaurus.config`) into every page's main.js for
 * `useDocusaurusContext()`: with it the HTML template (`ssrTemplate`) and the options of every
 * plugin, preset and theme, JSON that no browser code reads. In the client
 * build every request for that module gets a copy without those fields; the server build, which
 * renders the pages with them, keeps the original. ../index.ts: gain and tests.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CountedSwapsPlugin, dependencyFile } from '../replace-module';

export const siteConfigPatch = 'core: site config without build-only fields';
/** The fields of siteConfig that only the build reads (the premise test scans the browser code). */
export const buildOnlyFields = ['ssrTemplate', 'plugins', 'presets', 'themes'] as const;
const request = '@generated/docusaurus.config';
const generatedPrefix = 'export default ';

/**
 * The client's copy of Docusaurus's generated config module (`export default {JSON};`), the same
 * object without `buildOnlyFields`. A module of another shape stops the build, naming the patch.
 */
export function clientSiteConfigSource(generatedSource: string): string {
  const start = generatedSource.indexOf(generatedPrefix);
  const end = generatedSource.lastIndexOf('};');
  let config: Record<string, unknown>;
  try {
    if (start === -1 || end === -1) throw new Error('no "export default {…};"');
    config = JSON.parse(generatedSource.slice(start + generatedPrefix.length, end + 1)) as Record<
      string,
      unknown
    >;
  } catch (error) {
    throw new Error(
      `[theme-patches] "${siteConfigPatch}": ${request} is no longer one JSON object (${String(error)}). Review the patch (plugins/theme-patches/README.md).`,
    );
  }
  for (const field of buildOnlyFields) delete config[field];
  return `// ${request} without ${buildOnlyFields.join(', ')} (plugins/theme-patches/site-config).\n${generatedPrefix}${JSON.stringify(config)};\n`;
}

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: 'theme-patches-site-config',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      // Docusaurus writes the generated config before it configures the bundler.
      const generated = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
      const clientCopy = path.join(context.generatedFilesDir, 'theme-patches', 'site-config.mjs');
      const coreContext = dependencyFile(
        siteConfigPatch,
        '@docusaurus/core/lib/client/docusaurusContext.js',
      );
      mkdirSync(path.dirname(clientCopy), { recursive: true });
      writeFileSync(clientCopy, clientSiteConfigSource(readFileSync(generated, 'utf8')));
      return {
        plugins: [
          new CountedSwapsPlugin(currentBundler, [
            {
              patch: siteConfigPatch,
              request,
              requestPattern: /^@generated\/docusaurus\.config$/,
              // Every importer: core's context and entry, and the pages' route props (registry.js).
              isImporter: () => true,
              // Built whenever the client bundle is not restored from the cache: it must ask.
              witness: (file) => file === coreContext,
              replacement: clientCopy,
            },
          ]),
        ],
      };
    },
  };
}
