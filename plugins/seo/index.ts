/**
 * What search engines need beyond Docusaurus' defaults:
 *   - hreflang alternates for every sitemap URL (sitemapAlternates, used by the sitemap
 *     plugin's createSitemapItems): each page points at its other-language version (every page
 *     exists in both languages; the content checks enforce it), the default locale is x-default;
 *   - robots.txt at the site root, naming each locale's sitemap.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface LocaleSite {
  locale: string;
  htmlLang: string;
  /** The locale's base URL: "/" for the default locale, "/en/" for English. */
  baseUrl: string;
}

/** The parts of the i18n config this needs (the config's own object or the loaded context's). */
interface LocalesConfig {
  defaultLocale: string;
  locales: readonly string[];
  localeConfigs: Record<string, { htmlLang?: string } | undefined>;
}

export function localeSites(i18n: LocalesConfig, siteBaseUrl: string): LocaleSite[] {
  return i18n.locales.map((locale) => ({
    locale,
    htmlLang: i18n.localeConfigs[locale]?.htmlLang ?? locale,
    baseUrl: locale === i18n.defaultLocale ? siteBaseUrl : `${siteBaseUrl}${locale}/`,
  }));
}

/** The sitemap `links` of one URL: the same route in every locale, plus x-default. */
export function sitemapAlternates(
  url: string,
  currentBaseUrl: string,
  sites: LocaleSite[],
  defaultLocale: string,
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

export default function seoPlugin(context: LoadContext): Plugin {
  return {
    name: 'miniai-seo',

    async postBuild({ outDir, siteConfig, i18n }) {
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const sites = localeSites(i18n, context.siteConfig.baseUrl);
      const robots = [
        'User-agent: *',
        'Allow: /',
        '',
        ...sites.map((site) => `Sitemap: ${siteConfig.url}${site.baseUrl}sitemap.xml`),
        '',
      ].join('\n');
      await writeFile(path.join(outDir, 'robots.txt'), robots);
    },
  };
}
