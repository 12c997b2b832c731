// The Prism grammars only operation pages use (their PHP and Java code samples), registered with
// this page's chunk rather than in themeConfig.prism.additionalLanguages, which every page that
// shows code sets up (plugins/prism-on-demand): each definition walks every grammar already
// defined (Prism's insertBefore), and docs and posts only show bash, JavaScript and JSON.
// Go, Python, JSON and YAML need nothing: prism-react-renderer includes them.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { Prism } from 'prism-react-renderer';

type PrismGlobal = typeof globalThis & { Prism?: typeof Prism };

// In the browser only. The code samples' tabs are lazy and open on cURL, so the server never
// renders a PHP or Java block; and it could not register them from here: it loads page chunks
// with Node's require, outside the sandbox whose global the language files would read.
if (ExecutionEnvironment.canUseDOM) {
  // Prism's language files extend the `Prism` global; prism-react-renderer keeps its own
  // instance, lent to them for the moment they run (as the theme's prism-include-languages does).
  const global = globalThis as PrismGlobal;
  const previous = global.Prism;
  global.Prism = Prism;
  /* eslint-disable @typescript-eslint/no-require-imports -- they must run after the line above */
  require('prismjs/components/prism-markup-templating.js');
  require('prismjs/components/prism-php.js');
  require('prismjs/components/prism-java.js');
  /* eslint-enable @typescript-eslint/no-require-imports */
  if (previous === undefined) Reflect.deleteProperty(global, 'Prism');
  else global.Prism = previous;
}
