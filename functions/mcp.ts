/**
 * The docs MCP server over Streamable HTTP at /mcp on Cloudflare Pages (mcp/http.ts, the handler
 * `npm run mcp:http` runs behind nginx too). It reads the deployment's own build (search index,
 * Markdown twins, OpenAPI document) through the Pages asset binding, so the answers always match
 * the pages beside it and no request leaves the edge.
 * https://developers.cloudflare.com/pages/functions/api-reference/#envassetsfetch
 */
import { resolveSiteSettings } from '../config/site';
import { mcpHttpHandler, type McpHttpHandler } from '../mcp/http';
import type { SiteSource } from '../mcp/source';

/** What Pages passes a function (workerd's EventContext, only the members used here). */
interface PagesContext {
  request: Request;
  env: Readonly<Record<string, unknown>> & { ASSETS: { fetch: typeof fetch } };
}

/** The build's files by their path under the build folder, read from the asset binding. */
function assetSource(assets: PagesContext['env']['ASSETS'], siteUrl: string): SiteSource {
  return {
    label: 'the deployment’s static assets',
    origin: siteUrl,
    async read(file) {
      // Set as a path (never parsed as a URL of its own): the read stays inside the build.
      const url = new URL('https://assets.invalid/');
      url.pathname = `/${file}`;
      const response = await assets.fetch(url);
      // A redirect is the asset server's answer for a folder or a page path: no file there.
      if (response.status === 404 || (response.status >= 300 && response.status < 400)) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok) throw new Error(`${response.status} for ${file}`);
      return response.text();
    },
  };
}

/** One handler per isolate: its caches (search index, OpenAPI document) and rate limit persist. */
let handler: McpHttpHandler | undefined;

export function onRequest({ request, env }: PagesContext): Promise<Response> {
  const strings = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  handler ??= mcpHttpHandler(assetSource(env.ASSETS, resolveSiteSettings(strings).siteUrl));
  return handler(request, request.headers.get('CF-Connecting-IP') ?? 'unknown');
}
