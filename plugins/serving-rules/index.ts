/**
 * Writes the static hosts' `_headers` and `_redirects` (./static-host.ts) at the root of the build,
 * after each locale: the last locale built leaves files whose CSP hashes the inline scripts of
 * both, the same computation `npm run nginx:config` runs on the finished build.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ServingSettings } from './rules';
import { writeStaticHostRules } from './static-host';

export default function servingRulesPlugin(
  context: LoadContext,
  settings: ServingSettings,
): Plugin {
  return {
    name: 'miniai-serving-rules',

    postBuild({ outDir }) {
      // A locale builds into the folder its base URL adds to the site's ("/en/" → build/en), in a
      // one-locale build too (`--locale en`, as npm run build runs each locale) since the config
      // states each locale's base URL; without that, Docusaurus would leave "/" and build/.
      // (context.siteConfig.baseUrl is the locale's too: the site's own comes from the settings.)
      const localeFolder = context.baseUrl.slice(settings.baseUrl.length);
      const root = path.resolve(outDir, path.relative(localeFolder, ''));
      writeStaticHostRules(root, settings);
    },
  };
}
