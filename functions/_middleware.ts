/**
 * Cloudflare Pages Function in front of every request of the static build, doing what nginx adds
 * to the files (deploy/nginx/miniai.conf): a page's URL answers with its Markdown twin (`page.md`,
 * plugins/llms-txt) when the request prefers Markdown, every page's answer varies on Accept, and
 * every HTML answer carries the RFC 8288 `Link` header (plugins/serving-rules/links.ts). The
 * build's `_headers` still apply: the twin is the static asset served for its own `.md` URL.
 * https://developers.cloudflare.com/pages/functions/middleware/
 * https://developers.cloudflare.com/pages/functions/api-reference/
 */
import { resolveSiteSettings } from '../config/site';
import { prefersMarkdown } from '../plugins/serving-rules/negotiation';
import { pageLinkHeader } from '../plugins/serving-rules/links';

/** What Pages passes a function (workerd's EventContext, only the members used here). */
interface PagesContext {
  request: Request;
  /** The next handler: with a request, the static asset at that request's URL. */
  next: (input?: Request | string) => Promise<Response>;
  /** The project's environment variables: MINIAI_BASE_URL, as the build read it. */
  env: Readonly<Record<string, unknown>>;
}

/** The site's base URL without its trailing slash ('' at the host's root). */
function siteBase(env: PagesContext['env']): string {
  const strings = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return resolveSiteSettings(strings).baseUrl.replace(/\/$/, '');
}

/** A copy of a response (the runtime's may be immutable) with Accept in its Vary and more headers. */
function withHeaders(response: Response, headers: Record<string, string>): Response {
  const copy = new Response(response.body, response);
  const vary = copy.headers.get('Vary');
  if (
    !vary
      ?.toLowerCase()
      .split(/\s*,\s*/)
      .includes('accept')
  ) {
    copy.headers.set('Vary', vary ? `${vary}, Accept` : 'Accept');
  }
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}

/** Whether the response is HTML: a page, or a not-found page, whose URL may have a twin. */
function isHtml(response: Response): boolean {
  return /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '');
}

export async function onRequest({ request, next, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const negotiable =
    (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('.md');
  if (!negotiable) return next();
  // Set as a path of this URL (never parsed as a new one), the twin stays on this origin.
  const twinUrl = new URL(url);
  twinUrl.pathname = `${url.pathname}.md`;
  twinUrl.search = '';
  if (prefersMarkdown(request.headers.get('Accept'))) {
    const twin = await next(new Request(twinUrl, { method: request.method }));
    if (twin.status === 200) return withHeaders(twin, {});
    await twin.body?.cancel();
  }
  // The original request again: a `next(input)` above replaced the request the chain holds.
  const page = await next(request);
  if (!isHtml(page)) return page;
  if (page.status !== 200) return withHeaders(page, {});
  const twin = await next(new Request(twinUrl, { method: 'HEAD' }));
  await twin.body?.cancel();
  const twinPath = twin.status === 200 ? twinUrl.pathname : undefined;
  return withHeaders(page, { Link: pageLinkHeader(siteBase(env), url.pathname, twinPath) });
}
