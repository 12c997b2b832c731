/**
 * The site's content areas and their names, in both languages, for every place that labels a page
 * by its area: the search results, the Open Graph cards and llms.txt. Plain data (no translate()),
 * so build-time plugins read it directly and the browser picks the current locale's entry.
 */
import type { SiteLocale } from '@site/config/locales';

/** The areas a built page can belong to (plugins/built-pages.ts decides which route is which). */
export type ContentArea = 'docs' | 'api' | 'gift' | 'solutions' | 'blog' | 'changelog' | 'page';

const contentAreaNames = {
  vi: {
    docs: 'Tài liệu',
    api: 'Tài liệu API',
    gift: 'Giải pháp quà tặng',
    solutions: 'Tình huống theo ngành',
    blog: 'Blog',
    changelog: 'Nhật ký thay đổi API',
    page: 'Trang khác',
  },
  en: {
    docs: 'Docs',
    api: 'API reference',
    gift: 'Gift solution',
    solutions: 'Solutions by industry',
    blog: 'Blog',
    changelog: 'API changelog',
    page: 'More',
  },
} as const satisfies Record<SiteLocale, Record<ContentArea, string>>;

/** The docs plugin instances (docusaurus.config.ts) and the content area each one is. */
export const docsPluginAreas = {
  default: 'docs',
  api: 'api',
  gift: 'gift',
  solutions: 'solutions',
} as const satisfies Record<string, ContentArea>;

/** The area's name in `locale`; throws for a locale the site does not build. */
export function contentAreaName(area: ContentArea, locale: string): string {
  const names = (contentAreaNames as Record<string, Record<ContentArea, string> | undefined>)[
    locale
  ];
  if (names === undefined) throw new Error(`no content area names for locale "${locale}"`);
  return names[area];
}

/** Stand-alone pages (src/pages) with content worth indexing; the landing and search are not. */
const contentPages = new Set([
  'glossary',
  'pricing',
  'contact',
  'about',
  'privacy',
  'terms',
  'security',
]);

/**
 * Which routes are content, and their area; list pages (tags, archive, pagination) are not. A
 * route is the path without the locale's base URL ("docs/intro"). Content pages get a Markdown
 * twin (plugins/llms-txt) and a search entry; the browser links the twin from them.
 */
export function contentAreaOf(route: string): ContentArea | undefined {
  if (/^docs\//.test(route)) return 'docs';
  if (/^api\//.test(route)) return 'api';
  if (/^gift\//.test(route)) return 'gift';
  if (/^solutions(\/|$)/.test(route)) return 'solutions';
  if (/^blog\/(tags|page|archive|authors)(\/|$)/.test(route)) return undefined;
  if (/^blog\/.+/.test(route)) return 'blog';
  if (/^changelog\/(tags|page|archive|authors)(\/|$)/.test(route)) return undefined;
  if (/^changelog\/.+/.test(route)) return 'changelog';
  if (contentPages.has(route)) return 'page';
  return undefined;
}
