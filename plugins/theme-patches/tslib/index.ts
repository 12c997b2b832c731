/**
 * @docusaurus/utils-common is compiled to CommonJS with tslib's `importHelpers`: its entry, which
 * every page's main.js includes, requires "tslib" for one helper, and a CommonJS require cannot be
 * tree-shaken, so the whole library came along. Here that one importer gets a module with just the
 * helper it uses (../index.ts: gain and tests; tests/unit/theme-patches.test.ts checks that the
 * entry still uses no other helper).
 */
import path from 'node:path';
import type { ImporterSwap } from '../replace-module';

export const tslibSwap = {
  request: 'tslib',
  importers: ['@docusaurus/utils-common/lib/index.js'],
  replacement: path.join(__dirname, 'import-default.ts'),
} as const satisfies ImporterSwap;

/** The helpers the replacement provides (what the unit test compares the importer against). */
export const providedHelpers = ['__importDefault'] as const;
