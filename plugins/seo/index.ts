/**
 * What search engines need beyond Docusaurus' defaults:
 *   - hreflang alternates for every sitemap URL (sitemapAlternates, used by the sitemap
 *     plugin's createSitemapItems): each page points at its other-language version (every page
 *     exists in both languages; the content checks enforce it), the default locale is x-default;
 *   - robots.txt at the site root, naming each locale's sitemap, with the Content-Signal line of
 *     the settings (https://contentsignals.org/: what the content may be used for once fetched).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  defaultLocale,
  localeBaseUrl,
  localeTable,
  siteLocales,
  type SiteLocale,
} from '../../config/locales';
import { contentSignalNames, type ContentSignals } from '../../config/site';

export interface LocaleSite {
  locale: SiteLocale;
  htmlLang: string;
  /** The locale's base URL: the site's for the default locale, with "en/" added for English. */
  baseUrl: string;
}

/** Every locale of the table (config/locales.ts) with its base URL under the site's. */
export function localeSites(siteBaseUrl: string): LocaleSite[] {
  return siteLocales.map((locale) => ({
    locale,
    htmlLang: localeTable[locale].htmlLang,
    baseUrl: localeBaseUrl(locale, siteBaseUrl),
  }));
}

/** Files that exist once per origin (robots.txt, /.well-known/…): text by path under the root. */
export type OriginFiles = Record<string, string>;

/**
 * The postBuild of a plugin that writes files once per origin: only the default locale's build
 * writes them, into the root folder, knowing every locale's site.
 */
export function originFilesPostBuild(
  siteBaseUrl: string,
  files: (
    props: Parameters<NonNullable<Plugin['postBuild']>>[0],
    sites: LocaleSite[],
  ) => OriginFiles | Promise<OriginFiles>,
): NonNullable<Plugin['postBuild']> {
  return async (props) => {
    if (props.i18n.currentLocale !== props.i18n.defaultLocale) return;
    for (const [file, text] of Object.entries(await files(props, localeSites(siteBaseUrl)))) {
      const target = path.join(props.outDir, file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
    }
  };
}

/** The sitemap `links` of one URL: the same route in every locale, plus x-default. */
export function sitemapAlternates(
  url: string,
  currentBaseUrl: string,
  sites: LocaleSite[],
): Array<{ lang: string; url: string }> {
  const { origin, pathname } = new URL(url);
  const route = pathname.startsWith(currentBaseUrl)
    ? pathname.slice(currentBaseUrl.length)
    : pathname.replace(/^\//, '');
  const links = sites.map((site) => ({
    lang: site.htmlLang,
    url: `${origin}${site.baseUrl}${route}`,
  }));
  const fallback = sites.find((site) => site.locale === defaultLocale);
  if (fallback) links.push({ lang: 'x-default', url: `${origin}${fallback.baseUrl}${route}` });
  return links;
}

/** `search=yes, ai-input=yes, ai-train=no`: the Content-Signal line's value, in the names' order. */
export function contentSignalValue(signals: ContentSignals): string {
  return (Object.keys(contentSignalNames) as Array<keyof ContentSignals>)
    .map((key) => `${contentSignalNames[key]}=${signals[key] ? 'yes' : 'no'}`)
    .join(', ');
}

/** robots.txt: every crawler allowed, the content signals, each locale's sitemap. */
function robotsTxt(siteUrl: string, sites: LocaleSite[], signals: ContentSignals): string {
  return [
    'User-agent: *',
    `Content-Signal: ${contentSignalValue(signals)}`,
    'Allow: /',
    '',
    ...sites.map((site) => `Sitemap: ${siteUrl}${site.baseUrl}sitemap.xml`),
    '',
  ].join('\n');
}

export default function seoPlugin(
  context: LoadContext,
  options: { contentSignals: ContentSignals },
): Plugin {
  return {
    name: 'miniai-seo',

    postBuild: originFilesPostBuild(context.siteConfig.baseUrl, ({ siteConfig }, sites) => ({
      'robots.txt': robotsTxt(siteConfig.url, sites, options.contentSignals),
    })),
  };
}
