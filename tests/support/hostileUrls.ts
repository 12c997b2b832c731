/**
 * Crafted request paths that try to make the server redirect elsewhere, split a header or reach a
 * file outside the site, with the answer each must get. One table for every server that serves the
 * build (nginx, and Cloudflare Pages' runtime with the build's _redirects), so a new rule gets a
 * new row here, not a new test. Each target is sent byte
 * for byte (tests/support/rawHttp.ts): "\t" is a real tab, "\\" a real backslash.
 */
export interface HostileUrl {
  /** What the row probes. */
  probe: string;
  /** The request target, exactly as sent. */
  target: string;
  /** The expected status. */
  status: 200 | 301 | 400 | 404 | 414 | 431;
  /** For a 301: the exact Location, a path on this site. */
  location?: string;
  /**
   * What Cloudflare Pages' runtime answers where it legitimately differs from nginx: it parses
   * the target as a URL first (a raw backslash becomes "/", dot segments resolve) and keeps
   * what it does not understand percent-encoded, so it refuses less but redirects only to a path
   * on this site. The spec checks the same safety on both: no other origin, no control character
   * in a header, no 5xx.
   */
  cdn?: { status: HostileUrl['status']; location?: string };
}

const longSegment = 'a'.repeat(9_000);
const manySegments = '/a'.repeat(1_500);

export const hostileUrls: readonly HostileUrl[] = [
  // Backslashes: browsers read "/\" as "//", a link to another host.
  {
    probe: 'encoded backslash before a host',
    target: '/%5cevil.example/',
    status: 400,
    cdn: { status: 301, location: '/%5cevil.example' },
  },
  {
    probe: 'upper-case encoded backslash',
    target: '/%5Cevil.example/',
    status: 400,
    cdn: { status: 301, location: '/%5Cevil.example' },
  },
  {
    probe: 'raw backslash before a host',
    target: '/\\evil.example/',
    status: 400,
    // The runtime reads "\\" as "/": "//evil.example/" matches no rule and no file.
    cdn: { status: 404 },
  },
  {
    probe: 'encoded backslash, /index.html rule',
    target: '/%5cevil.example/index.html',
    status: 400,
    cdn: { status: 301, location: '/%5cevil.example' },
  },
  {
    probe: 'encoded backslash, .html rule',
    target: '/%5cevil.example.html',
    status: 400,
    cdn: { status: 301, location: '/%5cevil.example' },
  },
  {
    probe: 'backslash inside a page path',
    target: '/docs/%5c/intro/',
    status: 400,
    cdn: { status: 301, location: '/docs/%5c/intro' },
  },
  // Control characters: a tab is dropped by URL parsers, a CR or LF splits a header.
  {
    probe: 'encoded tab before a host',
    target: '/%09/evil.example/',
    status: 400,
    // Kept percent-encoded: the Location is a path on this site, not a header split.
    cdn: { status: 301, location: '/%09/evil.example' },
  },
  {
    probe: 'encoded tab at the start',
    target: '/%09evil.example/',
    status: 400,
    cdn: { status: 301, location: '/%09evil.example' },
  },
  {
    probe: 'bare CR injecting a cookie',
    target: '/x%0dSet-Cookie:%20a=1;%20a/',
    status: 400,
    cdn: { status: 301, location: '/x%0dSet-Cookie:%20a=1;%20a' },
  },
  {
    probe: 'bare LF injecting a cookie',
    target: '/x%0aSet-Cookie:%20a=1/',
    status: 400,
    cdn: { status: 301, location: '/x%0aSet-Cookie:%20a=1' },
  },
  {
    probe: 'CRLF injecting a header',
    target: '/x%0d%0aX-Injected:%201/',
    status: 400,
    cdn: { status: 301, location: '/x%0d%0aX-Injected:%201' },
  },
  { probe: 'encoded DEL', target: '/%7f/', status: 400, cdn: { status: 301, location: '/%7f' } },
  { probe: 'raw DEL', target: '/\x7f/', status: 400, cdn: { status: 301, location: '/%7F' } },
  { probe: 'encoded NUL', target: '/%00', status: 400, cdn: { status: 404 } },
  {
    probe: 'NUL before .html',
    target: '/docs/intro%00.html',
    status: 400,
    cdn: { status: 301, location: '/docs/intro%00' },
  },
  {
    probe: 'terminal escape sequence',
    target: '/%1b[31m/',
    status: 400,
    cdn: { status: 301, location: '/%1b[31m' },
  },
  {
    probe: 'raw tab in a query string',
    target: '/docs/intro/?a\tb',
    status: 400,
    cdn: { status: 301, location: '/docs/intro?a' },
  },
  {
    probe: 'raw control byte in a query string',
    target: '/docs/intro/?a\x01b',
    status: 400,
    cdn: { status: 301, location: '/docs/intro?a%01b' },
  },
  // Double slashes: nginx merges them, so the target stays a path on this site.
  {
    probe: 'protocol-relative path',
    target: '//evil.example/',
    status: 301,
    location: '/evil.example',
    // Placeholders never match an empty segment, so no rule sends "//x" anywhere.
    cdn: { status: 404 },
  },
  {
    probe: 'three slashes',
    target: '///evil.example/',
    status: 301,
    location: '/evil.example',
    cdn: { status: 404 },
  },
  {
    probe: 'encoded double slash',
    target: '/%2F%2Fevil.example/',
    status: 301,
    location: '/evil.example',
    cdn: { status: 301, location: '/%2F%2Fevil.example' },
  },
  {
    probe: 'encoded slash',
    target: '/%2fevil.example/',
    status: 301,
    location: '/evil.example',
    cdn: { status: 301, location: '/%2fevil.example' },
  },
  {
    probe: 'double slash, /index.html rule',
    target: '//evil.example/index.html',
    status: 301,
    location: '/evil.example',
    cdn: { status: 404 },
  },
  {
    probe: 'dot then double slash',
    target: '/.//evil.example/',
    status: 301,
    location: '/evil.example',
    cdn: { status: 404 },
  },
  // Dot segments: resolved inside the site, or refused when they climb out of it.
  {
    probe: 'dot segment in a page path',
    target: '/docs/./intro/',
    status: 301,
    location: '/docs/intro',
  },
  {
    probe: 'dot-dot inside the site',
    target: '/docs/../docs/intro/',
    status: 301,
    location: '/docs/intro',
  },
  {
    probe: 'dot-dot above the root',
    target: '/../../etc/passwd',
    status: 400,
    cdn: { status: 404 },
  },
  {
    probe: 'encoded dot-dot above the root',
    target: '/%2e%2e/%2e%2e/etc/passwd',
    status: 400,
    cdn: { status: 404 },
  },
  {
    probe: 'mixed dot-dot above the root',
    target: '/.%2E/x/',
    status: 400,
    cdn: { status: 301, location: '/x' },
  },
  {
    probe: 'dot-dot from a folder',
    target: '/docs/%2e%2e/%2e%2e/%2e%2e/',
    status: 400,
    // Resolved by the URL parser to "/": the home page.
    cdn: { status: 200 },
  },
  {
    probe: 'encoded slash joining a page path',
    target: '/docs%2Fintro/',
    status: 301,
    location: '/docs/intro',
    cdn: { status: 301, location: '/docs%2Fintro' },
  },
  // Overlong and invalid UTF-8, and letters outside the site's paths: no redirect, a 404 page.
  { probe: 'overlong UTF-8 dots', target: '/%C0%AE%C0%AE/etc/passwd', status: 404 },
  {
    probe: 'overlong UTF-8 slash',
    target: '/%C0%AF/',
    status: 404,
    cdn: { status: 301, location: '/%C0%AF' },
  },
  {
    probe: 'three-byte overlong slash',
    target: '/%E0%80%AF/evil.example/',
    status: 404,
    cdn: { status: 301, location: '/%E0%80%AF/evil.example' },
  },
  {
    probe: 'bytes that are not UTF-8',
    target: '/%ff%fe/',
    status: 404,
    cdn: { status: 301, location: '/%ff%fe' },
  },
  {
    probe: 'raw bytes that are not UTF-8',
    target: '/\xff\xfe/',
    status: 404,
    cdn: { status: 301, location: '/%EF%BF%BD%EF%BF%BD' },
  },
  {
    probe: 'Vietnamese letters',
    target: '/%C4%91%C6%A1n-h%C3%A0ng/',
    status: 404,
    cdn: { status: 301, location: '/%C4%91%C6%A1n-h%C3%A0ng' },
  },
  {
    probe: 'a scheme as the first segment',
    target: '/https:/evil.example/',
    status: 404,
    cdn: { status: 301, location: '/https:/evil.example' },
  },
  {
    probe: 'an @ before a host',
    target: '/@evil.example/',
    status: 404,
    cdn: { status: 301, location: '/@evil.example' },
  },
  {
    probe: 'a semicolon before a host',
    target: '/;evil.example/',
    status: 404,
    cdn: { status: 301, location: '/;evil.example' },
  },
  {
    probe: 'an encoded # in the path',
    target: '/evil.example%23/',
    status: 404,
    cdn: { status: 301, location: '/evil.example%23' },
  },
  {
    probe: 'an encoded ? in the path',
    target: '/docs/intro%3F/',
    status: 404,
    cdn: { status: 301, location: '/docs/intro%3F' },
  },
  // Very long paths.
  {
    probe: 'one very long segment',
    target: `/${longSegment}/`,
    status: 414,
    // Request line too long for the runtime: refused before any rule.
    cdn: { status: 431 },
  },
  {
    probe: 'many short segments',
    target: `${manySegments}/`,
    status: 301,
    location: manySegments,
    // Deeper than any page: no trailing-slash rule of _redirects reaches it.
    cdn: { status: 404 },
  },
  // Case: only lower-case .html is a page file; other paths redirect within the site.
  { probe: 'upper-case .HTML', target: '/docs/intro.HTML', status: 404 },
  { probe: 'upper-case page path', target: '/DOCS/INTRO/', status: 301, location: '/DOCS/INTRO' },
  { probe: 'capitalised Index.html', target: '/Index.html', status: 301, location: '/Index' },
  // Query strings are kept, still encoded, behind a same-site path.
  {
    probe: 'query on a trailing slash',
    target: '/docs/intro/?q=1',
    status: 301,
    location: '/docs/intro?q=1',
  },
  {
    probe: 'another host in the query',
    target: '/docs/intro.html?next=//evil.example',
    status: 301,
    location: '/docs/intro?next=//evil.example',
  },
  {
    probe: 'encoded CRLF in the query',
    target: '/index.html?a=%0d%0aX:1',
    status: 301,
    location: '/?a=%0d%0aX:1',
  },
  {
    probe: 'encoded backslash in the query',
    target: '/docs/intro/?%5c',
    status: 301,
    location: '/docs/intro?%5c',
  },
  // The ordinary cases the rules exist for.
  { probe: 'the English home page', target: '/en/', status: 200 },
  { probe: 'a clean page path', target: '/docs/intro', status: 200 },
  {
    probe: 'a page with .html',
    target: '/en/docs/intro.html',
    status: 301,
    location: '/en/docs/intro',
  },
];
