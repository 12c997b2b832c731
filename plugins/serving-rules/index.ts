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
  _context: LoadContext,
  settings: ServingSettings,
): Plugin {
  return {
    name: 'miniai-serving-rules',

    postBuild({ outDir, i18n }) {
      // Other locales build into a folder of the site root named after their locale path.
      const root = i18n.currentLocale === i18n.defaultLocale ? outDir : path.dirname(outDir);
      writeStaticHostRules(root, settings);
    },
  };
}
