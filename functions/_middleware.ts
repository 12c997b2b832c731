/**
 * Cloudflare Pages Function in front of every request of the static build, doing what nginx adds
 * to the files (deploy/nginx/miniai.conf): a page's URL answers with its Markdown twin (`page.md`,
 * plugins/llms-txt) when the request prefers Markdown, every page's answer varies on Accept, and
 * every HTML answer carries the RFC 8288 `Link` header (plugins/serving-rules/links.ts). Which
 * pages have a twin comes from the build's list, as nginx's map does, read once per isolate: a
 * page request costs no request for its twin. The build's `_headers` still apply: the twin is the
 * static asset served for its own `.md` URL.
 * https://developers.cloudflare.com/pages/functions/middleware/
 * https://developers.cloudflare.com/pages/functions/api-reference/
 */
import { resolveSiteSettings } from '../config/site';
import { cached } from '../src/lib/cached';
import { prefersMarkdown } from '../plugins/serving-rules/negotiation';
import { localePrefixOf, markdownTwinsFile, pageLinkHeader } from '../plugins/serving-rules/links';

/** What Pages passes a function (workerd's EventContext, only the members used here). */
interface PagesContext {
  request: Request;
  /** The next handler: with a request, the static asset at that request's URL. */
  next: (input?: Request | string) => Promise<Response>;
  /** The project's environment variables (MINIAI_BASE_URL, as the build read it) and the assets. */
  env: Readonly<Record<string, unknown>> & { ASSETS: { fetch: typeof fetch } };
}

/** Each locale's pages with a twin, by the list's path: read once per isolate. */
const twinLists = new Map<string, Promise<ReadonlySet<string>>>();

/** The pages with a twin in the locale of the list at `listPath` (paths below the base URL). */
function pagesWithTwins(assets: PagesContext['env']['ASSETS'], listPath: string) {
  return cached(twinLists, listPath, () => {
    // Set as a path (never parsed as a URL of its own): the read stays inside the build.
    const url = new URL('https://assets.invalid/');
    url.pathname = listPath;
    const list = assets.fetch(url).then(async (response) => {
      if (response.status !== 200) {
        await response.body?.cancel();
        // A build without twins (a one-locale build's other locale): no page has one.
        if (response.status === 404) return new Set<string>();
        throw new Error(`${response.status} for ${listPath}`);
      }
      return new Set((await response.json()) as string[]);
    });
    // A failed read is tried again by the next request.
    list.catch(() => twinLists.delete(listPath));
    return list;
  });
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

/** Whether the page at `pathname` has a Markdown twin, by its locale's list. */
async function hasTwin(assets: PagesContext['env']['ASSETS'], base: string, pathname: string) {
  if (!pathname.startsWith(`${base}/`)) return false;
  const list = `${base}${localePrefixOf(base, pathname)}/${markdownTwinsFile}`;
  return (await pagesWithTwins(assets, list)).has(pathname.slice(base.length));
}

export async function onRequest({ request, next, env }: PagesContext): Promise<Response> {
  const url = new URL(request.url);
  const negotiable =
    (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.endsWith('.md');
  if (!negotiable) return next();
  const base = siteBase(env);
  const twinPath = (await hasTwin(env.ASSETS, base, url.pathname))
    ? `${url.pathname}.md`
    : undefined;
  if (twinPath !== undefined && prefersMarkdown(request.headers.get('Accept'))) {
    // Set as a path of this URL (never parsed as a new one), the twin stays on this origin.
    const twinUrl = new URL(url);
    twinUrl.pathname = twinPath;
    twinUrl.search = '';
    const twin = await next(new Request(twinUrl, { method: request.method }));
    if (twin.status === 200) return withHeaders(twin, {});
    await twin.body?.cancel();
    // The original request again: `next(input)` above replaced the request the chain holds.
    return answerPage(await next(request), base, url.pathname, twinPath);
  }
  return answerPage(await next(), base, url.pathname, twinPath);
}

/** A page's answer: Accept in its Vary, and on an HTML page the `Link` header. */
function answerPage(page: Response, base: string, pathname: string, twinPath?: string): Response {
  if (!isHtml(page)) return page;
  if (page.status !== 200) return withHeaders(page, {});
  return withHeaders(page, { Link: pageLinkHeader(base, pathname, twinPath) });
}
