/**
 * What the post-build plugins (search index, Markdown copies, llms.txt) share about the built
 * HTML: which routes are content worth indexing, where a route's file is, and which element
 * holds the page's own content (not the navbar, sidebar or footer).
 */
import { readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { contentAreaOf, type ContentArea } from '../src/lib/contentAreas';

/** Every .html file under `dir`, recursively, except under the folders listed in `skip`. */
export function htmlFiles(dir: string, skip: readonly string[] = []): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (skip.includes(full)) return [];
    if (statSync(full).isDirectory()) return htmlFiles(full, skip);
    return entry.endsWith('.html') ? [full] : [];
  });
}

// Which routes are content (and so have a Markdown twin): shared with the browser's page menu.
export { contentAreaOf };

export interface BuiltPage {
  /** Route without the locale's base URL, e.g. "docs/intro". */
  route: string;
  /** Full path with the base URL, e.g. "/en/docs/intro". */
  routePath: string;
  area: ContentArea;
  $: CheerioAPI;
}

/**
 * The content pages of one locale's build, read from its HTML (trailingSlash: false → route.html),
 * one at a time: a page's DOM is several times its HTML, so holding every page's at once grew
 * with the site (at ten times the content, the search index and the Markdown twins each held
 * ~1,000 parsed pages in the same process, together in postBuild). Take what you need from a page
 * before asking for the next.
 */
export async function* contentPages(
  outDir: string,
  routesPaths: string[],
  baseUrl: string,
): AsyncGenerator<BuiltPage> {
  for (const routePath of routesPaths) {
    const route = routePath.startsWith(baseUrl) ? routePath.slice(baseUrl.length) : routePath;
    const area = contentAreaOf(route);
    if (area === undefined) continue;
    const html = await readFile(path.join(outDir, `${route}.html`), 'utf8');
    yield { route, routePath, area, $: load(html) };
  }
}

export function cleanText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page title: the content's h1, else the document title without the site name. */
export function pageTitle($: CheerioAPI): string {
  return (
    cleanText($('article h1').first().text()) ||
    cleanText($('main h1').first().text()) ||
    cleanText($('title').first().text()).replace(/ \| [^|]+$/, '')
  );
}

/** The element holding the page's own content. */
export function pageContent($: CheerioAPI) {
  const markdown = $('article .markdown').first();
  return markdown.length > 0 ? markdown : $('main').first();
}

/** The page's meta description. */
export function pageDescription($: CheerioAPI): string {
  return cleanText($('meta[name="description"]').attr('content') ?? '');
}
