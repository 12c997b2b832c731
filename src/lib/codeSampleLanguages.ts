/**
 * The API reference's code-sample languages in the order of their tabs, the one table read by the
 * sample writers (openapi/tools/code-samples.ts), the config's languageTabs and Prism grammars,
 * the operation page's sample panel (src/theme/ApiExplorer), the Prism patch, the console's code
 * generators (plugins/theme-patches/code-generators) and the tests' runners.
 */
interface CodeSampleLanguageFacts {
  /** The sample's `lang` in x-codeSamples, and the request console's language tab. */
  lang: string;
  /** The tab's label. */
  label: string;
  /** The Prism grammar that highlights it. */
  grammar: string;
  /** The request console's code generator variant (the theme's languageTabs), if not its default. */
  consoleVariant?: string;
  /** Its grammar loads only with the pages that show it, not on every page (plugins/theme-patches/prism). */
  onSomePagesOnly: boolean;
}

export const codeSampleLanguages = [
  { lang: 'curl', label: 'cURL', grammar: 'bash', onSomePagesOnly: false },
  {
    lang: 'javascript',
    label: 'JavaScript',
    grammar: 'javascript',
    consoleVariant: 'fetch',
    onSomePagesOnly: false,
  },
  {
    lang: 'python',
    label: 'Python',
    grammar: 'python',
    consoleVariant: 'requests',
    onSomePagesOnly: false,
  },
  { lang: 'php', label: 'PHP', grammar: 'php', consoleVariant: 'curl', onSomePagesOnly: true },
  { lang: 'java', label: 'Java', grammar: 'java', consoleVariant: 'okhttp', onSomePagesOnly: true },
  { lang: 'go', label: 'Go', grammar: 'go', consoleVariant: 'native', onSomePagesOnly: true },
] as const satisfies readonly CodeSampleLanguageFacts[];

export type CodeSampleLang = (typeof codeSampleLanguages)[number]['lang'];

/** The Prism grammar of a sample's `lang`; an unknown one is taken as a grammar name itself. */
export function sampleGrammar(lang: string): string {
  return codeSampleLanguages.find((language) => language.lang === lang)?.grammar ?? lang;
}
