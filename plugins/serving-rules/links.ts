/**
 * The RFC 8288 `Link` header of a page (https://www.rfc-editor.org/rfc/rfc8288): the API catalog
 * (RFC 9727's `api-catalog` relation), the locale's llms.txt and, when the page has one, its
 * Markdown twin, so an agent that reads only headers finds all three. No Node.js imports: the
 * Cloudflare Pages Function (functions/_middleware.ts) bundles this file; the nginx config is
 * rendered from the same parts (scripts/nginx/render-config.ts).
 */
import { localeTable, siteLocales } from '../../config/locales';

/** The well-known files for agents, by path below the site's base URL. */
export const agentDiscoveryPaths = {
  /** RFC 9727 (plugins/api-downloads). */
  apiCatalog: '/.well-known/api-catalog',
  /** The MCP catalog, and the docs server's card it points to (plugins/agent-discovery). */
  mcpCatalog: '/.well-known/mcp/catalog.json',
  mcpServerCard: '/.well-known/mcp/server-card.json',
  /** The agent-skills discovery index (plugins/agent-discovery). */
  agentSkills: '/.well-known/agent-skills/index.json',
} as const;

/**
 * The pages that have a Markdown twin, one list per locale in the locale's folder of the build
 * (plugins/llms-txt writes it beside the twins): a JSON array of paths below the site's base URL
 * ("/docs/intro", "/en/docs/intro"). nginx's Link map and the Pages Function read it, so neither
 * looks for a twin on a page request.
 */
export const markdownTwinsFile = 'markdown-twins.json';

/** One link of the header, RFC 8288 §3: `<target>; rel="…"` and an optional `type`. */
function link(target: string, rel: string, type?: string): string {
  return `<${target}>; rel="${rel}"${type === undefined ? '' : `; type="${type}"`}`;
}

/** The links every page of a locale carries, under `base` ('' or '/docs-site') and its prefix. */
export function localeLinks(base: string, localePrefix: string): string[] {
  return [
    link(`${base}${agentDiscoveryPaths.apiCatalog}`, 'api-catalog'),
    link(`${base}${localePrefix}/llms.txt`, 'describedby', 'text/plain'),
  ];
}

/** The link to a page's Markdown twin, at `twinPath` (the page's path plus ".md"). */
export function twinLink(twinPath: string): string {
  return link(twinPath, 'alternate', 'text/markdown');
}

/** The locale prefix ('' or '/en') of a path under `base`: the longest prefix that holds it. */
export function localePrefixOf(base: string, pathname: string): string {
  const prefixes = siteLocales
    .map((locale) => localeTable[locale].urlPrefix as string)
    .filter((prefix) => prefix !== '')
    .sort((a, b) => b.length - a.length);
  const inLocale = prefixes.find(
    (prefix) => pathname === `${base}${prefix}` || pathname.startsWith(`${base}${prefix}/`),
  );
  return inLocale ?? '';
}

/** The whole `Link` value of a page at `pathname`; `twinPath` when the page has a twin. */
export function pageLinkHeader(base: string, pathname: string, twinPath?: string): string {
  return [
    ...localeLinks(base, localePrefixOf(base, pathname)),
    ...(twinPath === undefined ? [] : [twinLink(twinPath)]),
  ].join(', ');
}
