/**
 * Docusaurus's Link prefetches the chunks of every route it shows, and the runtime's prefetch
 * helper adds one <link rel=prefetch> per chunk of each route, even when another route or the page
 * itself already needs that file. Here the runtime gets a copy of the helper that asks for each
 * file once and skips the files the page has already fetched (../index.ts: gain and tests). When
 * the calls run is up to src/clientModules/idlePrefetch.ts (in idle time, a few at a time).
 */
import path from 'node:path';
import type { ImporterSwap } from '../replace-module';

export const prefetchSwap = {
  request: './prefetch',
  importers: ['@docusaurus/core/lib/client/docusaurus.js'],
  replacement: path.join(__dirname, 'prefetch-once.ts'),
} as const satisfies ImporterSwap;
