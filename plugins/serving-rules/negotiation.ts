/**
 * When a page's URL answers with its Markdown twin instead of its HTML: the rule the nginx map in
 * deploy/nginx/miniai.conf applies by pattern, written here for the Cloudflare Pages Function
 * (functions/_middleware.ts). tests/unit/markdown-negotiation.test.ts runs one table of Accept
 * headers against both, and the server spec runs it against both servers.
 *
 * Markdown in exactly two cases (an approximation of RFC 9110's q-values, as nginx's):
 *   1. text/markdown is listed with a q-value above 0 and text/html is not listed at all;
 *   2. text/markdown is listed with q=1 (or none) and text/html with a q-value below 1.
 * Everything else (no Accept, a browser's default, any type at all, both at q=1) gets HTML.
 */

/** One media range of an Accept header: its type in lower case and its q-value. */
interface MediaRange {
  type: string;
  q: number;
}

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').map((range) => {
    const [type = '', ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    const qParameter = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const q = qParameter === undefined ? 1 : Number(qParameter.replace(/^q\s*=\s*/, ''));
    return { type, q: Number.isFinite(q) ? q : 1 };
  });
}

/** The media type of a page's Markdown twin (served with charset=utf-8: rules.ts contentTypes). */
const markdownType = 'text/markdown';

/** Whether a request with this Accept header gets the page's Markdown twin. */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (accept === null || accept === undefined) return false;
  const ranges = mediaRanges(accept);
  const markdown = ranges.find((range) => range.type === markdownType);
  const html = ranges.find((range) => range.type === 'text/html');
  if (markdown === undefined || markdown.q <= 0) return false;
  if (html === undefined) return true;
  return markdown.q >= 1 && html.q < 1;
}
