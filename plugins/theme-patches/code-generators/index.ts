/**
 * postman-code-generators lists its 35 code generators in `lib/assets/languages.js`, each with a
 * static require, so opening the request console bundled all of them, and with them seven
 * generators' own copies of postman-collection, faker, lodash, iconv-lite and mime-db. The console
 * offers the languages of src/lib/codeSampleLanguages.ts (the theme's languageTabs) with every
 * variant the package has for them; the generators of the other languages are swapped, in that
 * list only, for a module that says so (../index.ts: gain and tests).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { codeSampleLanguages } from '../../../src/lib/codeSampleLanguages';
import { dependencyFile, type ImporterSwap } from '../replace-module';

export const codeGeneratorsPatch = 'postman-code-generators: only the console’s languages';

/** The package's list of code generators, the one importer of every swap below. */
export const generatorList = 'postman-code-generators/lib/assets/languages.js';

/** A generator as the list names it: its language and the request of its module. */
interface ListedGenerator {
  lang: string;
  variant: string;
  request: string;
}

/** Every entry of the list's source, in order: `'lang': …, 'variant': …, …, 'main': require(…)`. */
export function listedGenerators(source: string): ListedGenerator[] {
  const entry =
    /'lang':\s*'([^']+)',\s*'variant':\s*'([^']+)',[^{}]*?'main':\s*require\('([^']+)'\)/g;
  return [...source.matchAll(entry)].map(([, lang = '', variant = '', request = '']) => ({
    lang,
    variant,
    request,
  }));
}

/** The package compares languages in lower case (its getLanguageList). */
const offered = new Set(codeSampleLanguages.map(({ lang }) => lang.toLowerCase()));

/**
 * The generators of languages the console does not offer. Throws, naming the patch, when the list
 * no longer has the shape read above or lacks a generator for an offered language.
 */
export function generatorsNotOffered(source: string): ListedGenerator[] {
  const listed = listedGenerators(source);
  const requires = source.match(/require\(/g)?.length ?? 0;
  const missing = [...offered].filter(
    (lang) => !listed.some((generator) => generator.lang.toLowerCase() === lang),
  );
  if (listed.length === 0 || listed.length !== requires || missing.length > 0) {
    throw new Error(
      `[theme-patches] "${codeGeneratorsPatch}": ${generatorList} lists ${listed.length} generators in the expected shape of ${requires} requires${missing.length > 0 ? `, none for ${missing.join(', ')}` : ''}. Review the patch (plugins/theme-patches/index.ts).`,
    );
  }
  return listed.filter((generator) => !offered.has(generator.lang.toLowerCase()));
}

const notOffered = path.join(__dirname, 'not-offered.ts');

/** One swap per generator of a language the console does not offer, in the list only. */
export const codeGeneratorSwaps: readonly ImporterSwap[] = generatorsNotOffered(
  readFileSync(dependencyFile(codeGeneratorsPatch, generatorList), 'utf8'),
).map(({ request }) => ({ request, importers: [generatorList], replacement: notOffered }));
