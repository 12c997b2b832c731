/**
 * What plugins/translation-status gives the browser: each English page that may be behind its
 * Vietnamese source, by the page's `@site/…` source path, with when that source changed (ms).
 */
export interface TranslationStatusData {
  behind: Record<string, number>;
}

/** The plugin's name, under which its global data is read. */
export const translationStatusPluginName = 'translation-status';
