/** Font files imported for their URL (Docusaurus emits them as hashed assets, like CSS url()). */
declare module '*.woff2' {
  const url: string;
  export default url;
}

/** /docs/errors' rows, written by plugins/error-codes into Docusaurus's generated files. */
declare module '@generated/error-codes/default/error-codes.json' {
  import type { ErrorCodeRow } from '@site/src/lib/errorCodes';
  const rows: ErrorCodeRow[];
  export default rows;
}
