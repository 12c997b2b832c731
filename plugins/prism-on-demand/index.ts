/**
 * Keeps Prism out of main.js. The classic theme registers `themeConfig.prism.additionalLanguages`
 * from a client module, which imports prism-react-renderer: its bundled grammars, and the extra
 * ones, are then defined when main.js starts on every page, the landing page included, which
 * shows no code. Each definition walks every grammar already defined (Prism's insertBefore):
 * measured with 4× CPU throttling, that was ~280 ms of the landing page's one long task.
 *
 * In the browser build, that client module becomes an empty one and src/theme/CodeBlock registers
 * the same languages instead, so Prism arrives and is set up with the first page that shows code.
 * The server build keeps the theme's client module: it renders code blocks in its own sandbox,
 * where src/theme/CodeBlock's copy could not reach the grammars' global (see that file).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { clientModulesFile, replaceWhenImportedBy } from '../replace-module';

const emptyModule = path.join(__dirname, 'empty-client-module.ts');
const themeClientModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages$/;

export default function prismOnDemandPlugin(): Plugin {
  // The theme's module is internal, not API: fail the build by name if a release moves it. (That it
  // was replaced is checked on the build: tests/build/built-site.test.ts reads main.js.)
  try {
    require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
  } catch {
    throw new Error(
      'prism-on-demand: @docusaurus/theme-classic/lib/prism-include-languages.js is gone; ' +
        'review plugins/prism-on-demand.',
    );
  }
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [
          replaceWhenImportedBy(currentBundler, themeClientModule, clientModulesFile, emptyModule),
        ],
      };
    },
  };
}
