/**
 * The site's locales, the one table every other place reads: the Docusaurus config, the sitemap
 * and robots.txt, the serving rules (nginx and the static hosts), llms.txt, the MCP server, the
 * font metrics script and the tests. Vietnamese is the default and the language of the source files.
 */
interface LocaleFacts {
  /** The Docusaurus locale: its i18n/ folder and the `locale` of every other table keyed by it. */
  code: string;
  /** The `lang` of the locale's pages, and the language of its feeds and sitemap alternates. */
  htmlLang: string;
  /** The name of the locale in its own language, shown by the locale switcher. */
  label: string;
  /** The locale's URL prefix below the site's base URL: '' at the root, '/en' for English. */
  urlPrefix: '' | `/${string}`;
}

const table = [
  { code: 'vi', htmlLang: 'vi-VN', label: 'Tiếng Việt', urlPrefix: '' },
  { code: 'en', htmlLang: 'en-US', label: 'English', urlPrefix: '/en' },
] as const satisfies readonly LocaleFacts[];

type Table = typeof table;
export type SiteLocale = Table[number]['code'];

/** The codes of a tuple of table rows, as a tuple. */
type Codes<Rows extends readonly LocaleFacts[]> = {
  -readonly [index in keyof Rows]: Rows[index] extends { code: infer Code } ? Code : never;
};

/** The locale codes in table order, typed as the tuple they are (`['vi', 'en']`). */
export const siteLocales = table.map((locale) => locale.code) as Codes<Table>;

/** The table by locale code. */
export const localeTable = Object.fromEntries(table.map((locale) => [locale.code, locale])) as {
  [code in SiteLocale]: Extract<Table[number], { code: code }>;
};

export const defaultLocale: SiteLocale = 'vi';

/** The locale's folder below the site root, as a relative path prefix: '' or 'en/'. */
export function localeFolder(locale: SiteLocale): string {
  const { urlPrefix } = localeTable[locale];
  return urlPrefix === '' ? '' : `${urlPrefix.slice(1)}/`;
}

/** The locale's base URL under the site's base URL ('/' or '/sub/'): '/sub/' or '/sub/en/'. */
export function localeBaseUrl(locale: SiteLocale, siteBaseUrl: string): string {
  return `${siteBaseUrl}${localeFolder(locale)}`;
}

export function isSiteLocale(value: string): value is SiteLocale {
  return (siteLocales as readonly string[]).includes(value);
}

/**
 * The locale Docusaurus is loading the config for. Docusaurus sets DOCUSAURUS_CURRENT_LOCALE
 * before it evaluates the config once per locale; it is "undefined" in commands that are not
 * locale-specific, where the default locale is the right answer.
 */
export function configLocale(env = process.env): SiteLocale {
  const value = env.DOCUSAURUS_CURRENT_LOCALE;
  return value !== undefined && isSiteLocale(value) ? value : defaultLocale;
}

/** Picks the text of the locale being built, for the few config strings with no translation file. */
export function localized<T>(values: Record<SiteLocale, T>, env = process.env): T {
  return values[configLocale(env)];
}
