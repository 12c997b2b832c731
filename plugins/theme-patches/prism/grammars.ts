/**
 * prism-react-renderer with only the grammars the site asks for (see ./index.ts). Pure functions,
 * so that tests/unit/prism-grammars.test.ts can check them without a build.
 */
import { readFileSync } from 'node:fs';
import { codeSampleLanguages } from '../../../src/lib/codeSampleLanguages';

interface PrismComponent {
  require?: string | string[];
  optional?: string | string[];
  modify?: string | string[];
}

/** prismjs's own catalogue of its grammar files and how they depend on each other. */
export interface PrismCatalogue {
  languages: Record<string, PrismComponent | string>;
}

const where = 'plugins/theme-patches/prism';

function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export function readPrismCatalogue(): PrismCatalogue {
  return JSON.parse(
    readFileSync(require.resolve('prismjs/components.json'), 'utf8'),
  ) as PrismCatalogue;
}

/**
 * The grammars to define, in an order that works: every language after the ones it requires,
 * and after the ones it extends or modifies when those are defined too (JavaScript adds itself to
 * HTML's <script> only if markup is already there).
 */
export function grammarsInOrder(languages: readonly string[], catalogue: PrismCatalogue): string[] {
  const entryOf = (name: string, wantedBy: string): PrismComponent => {
    const entry = catalogue.languages[name];
    if (entry === undefined || typeof entry === 'string' || name === 'meta') {
      throw new Error(
        `${where}: Prism has no grammar called "${name}" (${wantedBy}). ` +
          'Use the file names of prismjs/components, e.g. "javascript", not "js".',
      );
    }
    return entry;
  };
  // Every language asked for, with everything it requires.
  const wanted = new Set<string>();
  const collect = (name: string, wantedBy: string): void => {
    if (wanted.has(name)) return;
    const entry = entryOf(name, wantedBy);
    wanted.add(name);
    for (const required of listOf(entry.require)) collect(required, `required by ${name}`);
  };
  for (const language of languages) {
    collect(language, 'in themeConfig.prism.additionalLanguages, docusaurus.config.ts');
  }
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const place = (name: string): void => {
    if (ordered.includes(name)) return;
    if (visiting.has(name))
      throw new Error(`${where}: Prism grammars depend on each other: ${name}`);
    visiting.add(name);
    const entry = entryOf(name, 'a dependency');
    const before = [...listOf(entry.require), ...listOf(entry.optional), ...listOf(entry.modify)];
    for (const other of before) if (wanted.has(other)) place(other);
    visiting.delete(name);
    ordered.push(name);
  };
  for (const name of [...wanted].sort()) place(name);
  return ordered;
}

/**
 * The source that defines those grammars (less the ones `alreadyDefined`) on prism-react-renderer's
 * `Prism`. Each prismjs file refers to a free `Prism`; inside the rewritten module, and in the
 * module of grammars for some pages (which imports it), that name is prism-react-renderer's own
 * instance, so no global is lent or cleaned up.
 */
export function grammarsSource(
  languages: readonly string[],
  catalogue: PrismCatalogue,
  alreadyDefined: readonly string[] = [],
): string {
  return grammarsInOrder(languages, catalogue)
    .filter((name) => !alreadyDefined.includes(name))
    .map((name) => {
      const file = require.resolve(`prismjs/components/prism-${name}.min.js`);
      return `// prismjs/components/prism-${name}.min.js\n(function () {\n${readFileSync(file, 'utf8').trim()}\n})();`;
    })
    .join('\n');
}

// prism-react-renderer's build (tsup) marks each source file with a comment: its grammars are
// the statements of src/prism-langs.ts after the line that creates the Prism instance.
const grammarsStart = '// src/prism-langs.ts\nvar Prism = __toESM(require_prism());\n';
const grammarsEnd = '\n// src/themes/index.ts\n';

/**
 * `source` with the text from `start` up to `end` (or just `start` when there is no `end`)
 * replaced, when `start` occurs exactly once; otherwise the build stops, naming this plugin.
 */
function replaceUnique(
  source: string,
  { start, end, replacement }: { start: string; end?: string; replacement: string },
  distFile: string,
): string {
  const from = source.indexOf(start);
  const to = end === undefined ? from + start.length : source.indexOf(end, from);
  if (from === -1 || to === -1 || source.indexOf(start, from + 1) !== -1) {
    const what =
      end === undefined ? `one "${start.trim()}"` : `"${start.trim()}" … "${end.trim()}"`;
    throw new Error(
      `${where}: ${distFile} no longer has ${what}: a new prism-react-renderer release; ` +
        'review plugins/theme-patches/prism.',
    );
  }
  return source.slice(0, from) + replacement + source.slice(to);
}

/**
 * The languages that only a few pages show (the webhooks guide's verifiers, the operation pages'
 * code samples): their grammars and what they need (3.9 KiB gzip of the common chunk every page
 * loads; 4.6 KiB as a chunk of their own) are left out of Prism's module and defined by
 * `someLanguagesModule` instead, which those pages import.
 */
export const languagesOfSomePages: readonly string[] = codeSampleLanguages
  .filter((language) => language.onSomePagesOnly)
  .map((language) => language.grammar);

/** The specifier that the pages showing `languagesOfSomePages` import (Docusaurus's `@generated`). */
export const someLanguagesImport = '@generated/prism-grammars/some-pages.mjs';

/** The module that defines the grammars of `languagesOfSomePages` on the lean Prism. */
export function someLanguagesModule(
  siteLanguages: readonly string[],
  catalogue: PrismCatalogue,
): string {
  const everyPage = siteLanguages.filter((language) => !isOfSomePages(language));
  return [
    `// The grammars of ${languagesOfSomePages.join(', ')} (plugins/theme-patches/prism).`,
    "import { Prism } from 'prism-react-renderer';",
    grammarsSource(
      languagesOfSomePages.filter((language) => siteLanguages.includes(language)),
      catalogue,
      grammarsInOrder(everyPage, catalogue),
    ),
    '',
  ].join('\n');
}

/** Whether a language's grammar is left to `someLanguagesModule`. */
export function isOfSomePages(language: string): boolean {
  return languagesOfSomePages.includes(language);
}

/**
 * prism-react-renderer's module with its bundled grammars replaced by `grammars`. Everything else,
 * its Prism core, themes and `Highlight`, is left as it is.
 */
export function withOnlyGrammars(distSource: string, grammars: string, distFile: string): string {
  return replaceUnique(
    distSource,
    {
      start: grammarsStart,
      end: grammarsEnd,
      replacement:
        grammarsStart +
        `// The grammars of themeConfig.prism.additionalLanguages (plugins/theme-patches/prism).\n${grammars}\n`,
    },
    distFile,
  );
}

/**
 * `Highlight` turns the Prism theme into a style dictionary on every render, and the line and token
 * prop getters it hands to each line depend on that object: so every line of a code block renders
 * again whenever the block does, even with the same theme (src/theme/CodeBlock/Line is memoised
 * for nothing). That happens to every block right after hydration (the colour-mode choice is
 * read, long lines are measured for scrolling): ~1,400 lines on an operation page. With one
 * dictionary per theme object and language, the getters keep their identity until the theme
 * changes, and the memoised lines skip those renders.
 */
export function withStableThemeDictionary(distSource: string, distFile: string): string {
  const cached = `// One dictionary per theme and language (plugins/theme-patches/prism).
var themeDictionaries = new WeakMap();
var themeToDict_default = (theme, language) => {
  let byLanguage = themeDictionaries.get(theme);
  if (byLanguage === undefined) themeDictionaries.set(theme, (byLanguage = new Map()));
  let dictionary = byLanguage.get(language);
  if (dictionary === undefined) byLanguage.set(language, (dictionary = themeToDict(theme, language)));
  return dictionary;
};
`;
  return replaceUnique(
    distSource,
    { start: 'var themeToDict_default = themeToDict;\n', replacement: cached },
    distFile,
  );
}
