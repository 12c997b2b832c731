/**
 * The docs plugin's client/docsClientUtils, as its client entry imports it, with one change:
 * getActivePlugin finds the instance that serves the page with the longest matching path first by
 * code-unit order instead of localeCompare (why: ./index.ts). Of two instance paths that both match
 * a page, one is a prefix of the other, and both orders put the longer one first.
 */
import { matchPath } from '@docusaurus/router';
import type { ActivePlugin, GlobalPluginData } from '@docusaurus/plugin-content-docs/client';
import type { UseDataOptions } from '@docusaurus/types';
import { getActivePlugin as getActivePluginByLocaleCompare } from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export * from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';

export function getActivePlugin(
  allPluginData: Record<string, GlobalPluginData>,
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const match = Object.entries(allPluginData)
    .sort(([, a], [, b]) => (a.path < b.path ? 1 : a.path > b.path ? -1 : 0))
    .find(([, data]) => !!matchPath(pathname, { path: data.path, exact: false, strict: false }));
  if (match) {
    // With one instance left, the original's sort has nothing to compare.
    return getActivePluginByLocaleCompare({ [match[0]]: match[1] }, pathname, options);
  }
  // No instance serves this page: the original, only for the error it throws with failfast.
  return options.failfast
    ? getActivePluginByLocaleCompare(allPluginData, pathname, options)
    : undefined;
}
