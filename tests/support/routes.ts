/**
 * The routes the browser tests visit: every URL of the build's sitemaps, every page of src/pages
 * (/search is kept out of the sitemaps, robots noindex), plus every route of the spec
 * (../shared/spec/routes.txt) that the build already contains.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { localeTable, siteLocales, type SiteLocale } from '@site/config/locales';
import { buildDir } from '@site/tests/support/content';

const specRoutesFile = path.join(process.cwd(), '..', 'shared', 'spec', 'routes.txt');

/** A locale of the table (config/locales.ts) as the tests use it. */
export interface LocaleInfo {
  code: SiteLocale;
  /** '' or '/en'. */
  prefix: string;
  htmlLang: string;
}

type LocaleInfos<Codes extends readonly SiteLocale[]> = { [index in keyof Codes]: LocaleInfo };

/** Every locale in table order, typed as a tuple so that `locales[1]` is one. */
export const locales = siteLocales.map((code) => ({
  code,
  prefix: localeTable[code].urlPrefix,
  htmlLang: localeTable[code].htmlLang,
})) as LocaleInfos<typeof siteLocales>;

/** The built HTML file that answers a clean path, if any (trailingSlash: false layout). */
export function builtFileFor(route: string): string | undefined {
  const clean = route.replace(/\/$/, '');
  const candidates = locales.some((locale) => clean === locale.prefix)
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

/** The routes of src/pages' own pages ('index' is '/'; `_` folders and files are not pages). */
function sitePageRoutes(): string[] {
  const pagesDir = path.join(process.cwd(), 'src', 'pages');
  return readdirSync(pagesDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('_'))
    .map((entry) => entry.name.replace(/\.(tsx|mdx|md)$/, ''))
    .map((name) => (name === 'index' ? '/' : `/${name}`));
}

/** Routes of one locale, without its /en prefix, sorted and unique. */
export function routesOf(locale: LocaleInfo): string[] {
  const fromSitemap = sitemapPaths(path.join(buildDir, locale.prefix, 'sitemap.xml')).map(
    (route) =>
      locale.prefix !== '' && route.startsWith(locale.prefix)
        ? route.slice(locale.prefix.length) || '/'
        : route,
  );
  const fromSourcesAndSpec = [...sitePageRoutes(), ...specRoutes()].filter(
    (route) => builtFileFor(localePath(locale, route)) !== undefined,
  );
  return [...new Set([...fromSitemap, ...fromSourcesAndSpec])].sort();
}

/** A path of this locale: '/docs/intro' → '/en/docs/intro'; '/' → '/en/'. */
export function localePath(locale: LocaleInfo, route: string): string {
  if (locale.prefix === '') return route;
  return route === '/' ? `${locale.prefix}/` : `${locale.prefix}${route}`;
}
