// The languages of themeConfig.prism.additionalLanguages, registered by the first module that
// renders code rather than by main.js (plugins/prism-on-demand takes them out of it).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// In the browser only: the server build keeps the theme's client module, which has registered
// them on the same Prism instance. (This module, in a page chunk, runs outside the server's
// sandbox, so the language files, in the server bundle, would not find the Prism it lends.)
if (ExecutionEnvironment.canUseDOM) prismIncludeLanguages(Prism);
