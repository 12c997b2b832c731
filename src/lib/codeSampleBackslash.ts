/**
 * Docusaurus writes front matter into page bundles with stringify-object, which does not escape
 * backslashes, so code samples carry this private-use character instead of `\` through the front
 * matter (openapi/tools/generate.ts) and the code-samples panel restores it.
 */
const backslashStandIn = '\uE000';

/** Every `\` of a code sample as the stand-in, for the front matter. */
export function hideBackslashes(source: string): string {
  return source.replaceAll('\\', backslashStandIn);
}

/** The code sample as written: every stand-in back to `\`. */
export function restoreBackslashes(source: string): string {
  return source.replaceAll(backslashStandIn, '\\');
}
