/**
 * The routes the browser tests visit: every URL of the build's sitemaps, plus every route of the
 * spec (../shared/spec/routes.txt) that the build already contains.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const buildDir = path.join(process.cwd(), 'build');
const specRoutesFile = path.join(process.cwd(), '..', 'shared', 'spec', 'routes.txt');

export const locales = [
  { code: 'vi', prefix: '', htmlLang: 'vi-VN' },
  { code: 'en', prefix: '/en', htmlLang: 'en-US' },
] as const;

export type LocaleInfo = (typeof locales)[number];

/** The built HTML file that answers a clean path, if any (trailingSlash: false layout). */
export function builtFileFor(route: string): string | undefined {
  const clean = route.replace(/\/$/, '');
  const candidates =
    clean === '' || clean === '/en'
      ? [`${clean}/index.html`]
      : [`${clean}.html`, `${clean}/index.html`];
  return candidates
    .map((candidate) => path.join(buildDir, candidate))
    .find((file) => existsSync(file));
}

function sitemapPaths(file: string): string[] {
  if (!existsSync(file)) return [];
  const xml = readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

function specRoutes(): string[] {
  if (!existsSync(specRoutesFile)) return [];
  return readFileSync(specRoutesFile, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Routes of one locale, without its /en prefix, sorted and unique. */
export function routesOf(locale: LocaleInfo): string[] {
  const fromSitemap = sitemapPaths(path.join(buildDir, locale.prefix, 'sitemap.xml')).map(
    (route) =>
      locale.prefix !== '' && route.startsWith(locale.prefix)
        ? route.slice(locale.prefix.length) || '/'
        : route,
  );
  const fromSpec = specRoutes().filter(
    (route) => builtFileFor(`${locale.prefix}${route}`) !== undefined,
  );
  return [...new Set([...fromSitemap, ...fromSpec])].sort();
}

/** A path of this locale: '/docs/intro' → '/en/docs/intro'; '/' → '/en/'. */
export function localePath(locale: LocaleInfo, route: string): string {
  if (locale.prefix === '') return route;
  return route === '/' ? `${locale.prefix}/` : `${locale.prefix}${route}`;
}
