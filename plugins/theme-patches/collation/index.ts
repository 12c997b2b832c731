/**
 * Two hooks that run while every page hydrates compare strings with localeCompare: the docs
 * plugin's getActivePlugin (the navbar, the sidebar) sorts the docs instances by path, and
 * theme-common's useShallowMemoObject (code blocks, the docs sidebar's mobile menu) sorts an
 * object's keys. Their only purpose is a fixed order, but the first localeCompare of a page makes
 * Chromium start ICU's collator. Their importers get copies that order by
 * code unit (../index.ts: gain and tests).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import {
  CountedSwapsPlugin,
  dependencyFile,
  moduleSwap,
  type ModuleReplacement,
} from '../replace-module';

export const collationPatch = 'core: no localeCompare at hydration';
const patch = collationPatch;

export const collationReplacements = [
  {
    patch,
    request: './docsClientUtils',
    importers: ['@docusaurus/plugin-content-docs/lib/client/index.js'],
    replacement: path.join(__dirname, 'docs-client-utils.ts'),
  },
  {
    patch,
    request: '../utils/reactUtils',
    importers: ['@docusaurus/theme-common/lib/hooks/useMutationObserver.js'],
    replacement: path.join(__dirname, 'react-utils.ts'),
  },
  {
    patch,
    request: '../../utils/reactUtils',
    importers: ['@docusaurus/theme-common/lib/contexts/navbarSecondaryMenu/content.js'],
    replacement: path.join(__dirname, 'react-utils.ts'),
  },
] as const satisfies readonly ModuleReplacement[];

/** theme-common does not export its reactUtils: react-utils.ts reaches it by this alias. */
const originalReactUtils = '@theme-patches/original/theme-common-react-utils';

export default function noLocaleCompareAtHydrationPlugin(): Plugin {
  return {
    name: 'theme-patches-collation',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        resolve: {
          alias: {
            [`${originalReactUtils}$`]: dependencyFile(
              patch,
              '@docusaurus/theme-common/lib/utils/reactUtils.js',
            ),
          },
        },
        plugins: [new CountedSwapsPlugin(currentBundler, collationReplacements.map(moduleSwap))],
      };
    },
  };
}
