/**
 * Prism with only the grammars the site highlights, set up by the first page that shows code.
 *
 * - prism-react-renderer bundles ~40 grammars (Swift, Kotlin, Objective-C, Reason, Rust, C++,
 *   GraphQL…) and defines them all when its module starts. Each definition walks every grammar
 *   already defined (Prism's insertBefore): with 4× CPU throttling that was the ~250 ms long task
 *   of every page with code. Webpack imports of `prism-react-renderer` now get a copy of its module
 *   (written to the generated-files folder, never committed) whose bundled grammars are replaced
 *   by those of `themeConfig.prism.additionalLanguages` and what they require (./grammars.ts). The
 *   server and the browser build use the same copy, so their highlighting cannot differ.
 *   Go, Java and PHP, shown only by the webhooks guide and the operation pages' code samples, are
 *   defined by a second generated module that those pages import (`someLanguagesImport`), so the
 *   other pages do not download them; tests/unit/prism-grammars.test.ts checks that every page
 *   showing one of them imports it.
 * - The same copy keeps `Highlight`'s theme dictionary per theme, so that code lines do not all
 *   render again each time their block does (see withStableThemeDictionary).
 * - The classic theme registers `additionalLanguages` from a client module that imports
 *   prism-react-renderer, so every page, the landing page included, would set up Prism when
 *   main.js starts. The grammars are now part of Prism's own module, so that client module is
 *   emptied: Prism arrives in the chunks of the pages that show code.
 *
 * tests/unit/prism-grammars.test.ts checks the rewrite; tests/build/built-site.test.ts checks
 * that main.js sets up no grammar and that every code block of the built site is highlighted.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  clientModuleSwap,
  CountedSwapsPlugin,
  dependencyFile,
  ownAsyncChunk,
} from '../replace-module';
import {
  grammarsSource,
  isOfSomePages,
  readPrismCatalogue,
  someLanguagesImport,
  someLanguagesModule,
  withOnlyGrammars,
  withStableThemeDictionary,
} from './grammars';

const emptyModule = path.join(__dirname, 'empty-client-module.ts');
/** The two rows of ../index.ts this plugin applies; the first is named in its errors. */
export const onlySiteGrammarsPatch = "prism: only the site's grammars";
export const stableThemeDictionaryPatch = 'prism: stable theme dictionary';
const patch = onlySiteGrammarsPatch;

/** Which of the two rewrites of prism-react-renderer's module are on (MINIAI_PATCHES_OFF). */
export interface PrismRewrites {
  onlySiteGrammars: boolean;
  stableThemeDictionary: boolean;
}

/** A rewrite turned off: the module's text as it was. */
const unchanged = (source: string): string => source;
const themeClientModule = '@docusaurus/theme-classic/lib/prism-include-languages.js';

/**
 * Always listed: pages import the Go, Java and PHP module it writes, whichever rewrites are on; with
 * both off, the copy is prism-react-renderer's own module.
 */
export default function prismGrammarsPlugin(context: LoadContext, rewrites: PrismRewrites): Plugin {
  const distFile = dependencyFile(patch, 'prism-react-renderer/dist/index.mjs');
  const { prism } = context.siteConfig.themeConfig as {
    prism?: { additionalLanguages?: string[] };
  };
  const siteLanguages = prism?.additionalLanguages ?? [];
  const catalogue = readPrismCatalogue();
  const grammars = grammarsSource(
    siteLanguages.filter((language) => !isOfSomePages(language)),
    catalogue,
  );
  const leanPrismFile = path.join(
    context.generatedFilesDir,
    'prism-grammars',
    'prism-react-renderer.mjs',
  );
  mkdirSync(path.dirname(leanPrismFile), { recursive: true });
  writeFileSync(
    path.join(context.generatedFilesDir, someLanguagesImport.replace('@generated/', '')),
    someLanguagesModule(siteLanguages, catalogue),
  );
  const onlyGrammars = rewrites.onlySiteGrammars ? withOnlyGrammars : unchanged;
  const stableDictionary = rewrites.stableThemeDictionary ? withStableThemeDictionary : unchanged;
  writeFileSync(
    leanPrismFile,
    stableDictionary(onlyGrammars(readFileSync(distFile, 'utf8'), grammars, distFile), distFile),
  );

  return {
    name: 'theme-patches-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      return {
        // One chunk for those grammars, cached once, not a copy inlined in each operation page's.
        ...ownAsyncChunk(isServer, 'prism-some-pages', {
          test: /[\\/]prism-grammars[\\/]some-pages\.mjs$/,
        }),
        // `$`: the package itself, for every importer (the classic theme, the OpenAPI theme, ours).
        resolve: { alias: { 'prism-react-renderer$': leanPrismFile } },
        plugins: rewrites.onlySiteGrammars
          ? [
              // The theme's client module is internal, not API: a release that moves it stops the build.
              new CountedSwapsPlugin(currentBundler, [
                clientModuleSwap(patch, themeClientModule, emptyModule),
              ]),
            ]
          : [],
      };
    },
  };
}
