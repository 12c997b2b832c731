/**
 * The theme's LastUpdated (every doc page) and blog post header (every post and changelog entry)
 * format their date with a new Intl.DateTimeFormat while hydrating, and the first one of a page
 * makes Chromium start ICU. These two importers get a copy of "@docusaurus/theme-common/internal"
 * whose useDateTimeFormat writes the same text without Intl (../index.ts: gain and tests).
 */
import path from 'node:path';
import type { ImporterSwap } from '../replace-module';

export const datesSwap = {
  request: '@docusaurus/theme-common/internal',
  importers: [
    '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/index.js',
  ],
  replacement: path.join(__dirname, 'theme-common-internal.ts'),
} as const satisfies ImporterSwap;
