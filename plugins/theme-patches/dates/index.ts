/**
 * The theme's LastUpdated (every doc page) and blog post header (every post and changelog entry)
 * format their date with a new Intl.DateTimeFormat while hydrating, and the first one of a page
 * costs Chromium 40–100 ms of ICU start-up. These two importers get a copy of
 * "@docusaurus/theme-common/internal" whose useDateTimeFormat writes the same text without Intl
 * (../README.md: gain and tests).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { moduleReplacementPlugin, type ModuleReplacement } from '../replace-module';

export const datesReplacement = {
  patch: 'core: dates without Intl',
  request: '@docusaurus/theme-common/internal',
  importers: [
    '@docusaurus/theme-classic/lib/theme/LastUpdated/index.js',
    '@docusaurus/theme-classic/lib/theme/BlogPostItem/Header/Info/index.js',
  ],
  replacement: path.join(__dirname, 'theme-common-internal.ts'),
} as const satisfies ModuleReplacement;

export default function datesWithoutIntlPlugin(): Plugin {
  return moduleReplacementPlugin('theme-patches-dates', [datesReplacement]);
}
