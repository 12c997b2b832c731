// Stands in for @docusaurus/ExecutionEnvironment in the OpenAPI theme's ApiItem (see ../index.ts).
// Its one use there is to require the request explorer in the browser only. This site's explorer
// (src/theme/ApiExplorer) shows the code samples written at build time and loads the theme's
// request console only when a reader opens it, so the server can require and render it too.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export default { ...ExecutionEnvironment, canUseDOM: true };
