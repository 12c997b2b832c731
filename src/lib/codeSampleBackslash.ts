/**
 * Docusaurus writes front matter into page bundles with stringify-object, which does not escape
 * backslashes, so code samples carry this private-use character instead of `\` through the front
 * matter (openapi/tools/generate.ts) and the code-samples panel restores it.
 */
export const backslashStandIn = '\uE000';

export function restoreBackslashes(source: string): string {
  return source.replaceAll(backslashStandIn, '\\');
}
