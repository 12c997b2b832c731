/** Site locales. Vietnamese is the default and the language of the source files. */
export const siteLocales = ['vi', 'en'] as const;
export type SiteLocale = (typeof siteLocales)[number];
export const defaultLocale: SiteLocale = 'vi';

function isSiteLocale(value: string): value is SiteLocale {
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
