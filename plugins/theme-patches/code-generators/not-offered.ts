/**
 * Stands in, in the request console's bundle, for the code generator of a language the console
 * does not offer: the theme asks only for the languages of its languageTabs.
 */
export function getOptions(): [] {
  return [];
}

export function convert(): never {
  throw new Error('This code generator is not bundled: the console offers other languages.');
}
