/**
 * The one description of how the built site is served: security headers (with the CSP whose
 * script hashes come from the build), caching, content types, redirects and not-found pages. Two
 * renderers read it: scripts/nginx/render-config.ts (the production nginx config) and
 * ./static-host.ts (`_headers` and `_redirects` for Cloudflare Pages and Netlify, written by the
 * build). Change a rule here and both servers change.
 */
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { htmlFiles } from '../built-pages';
import { localeTable, siteLocales } from '../../config/locales';
import type { SiteSettings } from '../../config/site';
import { agentDiscoveryPaths } from './links';

/** sha256 sources of every distinct inline script (JSON-LD and other data blocks do not run). */
function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
  for (const file of htmlFiles(buildDir)) {
    for (const [, attributes = '', body = ''] of readFileSync(file, 'utf8').matchAll(
      inlineScript,
    )) {
      if (/type=["']?application\/(ld\+)?json/.test(attributes) || body.trim() === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** What the policy allows beyond the build itself. */
export interface CspOptions {
  /** Base URL of the production API, which the request console calls (its origin is allowed). */
  apiBaseUrl: string;
  /** Where the demo form POSTs (MINIAI_LEAD_ENDPOINT): its origin is allowed when it is a URL. */
  leadEndpoint?: string | null;
  /** More origins the pages may connect to: only for tests and local use (a mock API), never by default. */
  extraConnectOrigins?: readonly string[];
  /** Where browsers send violation reports (MINIAI_CSP_REPORT_URL); none when undefined. */
  reportUrl?: string | undefined;
}

/** The reporting group the policy's report-to names; Reporting-Endpoints maps it to the URL. */
const cspReportGroup = 'csp';

/** `value` as a bare origin (scheme, host, port), or an error naming `what`. */
function originOf(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${what} must be an http(s) URL or origin, got "${value}".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${what} must use http or https, got "${value}".`);
  }
  return url.origin;
}

export function contentSecurityPolicy(buildDir: string, options: CspOptions): string {
  const connectSources = new Set([
    "'self'",
    originOf(options.apiBaseUrl, 'The API base URL'),
    // A path such as /api/lead is already 'self'.
    ...(options.leadEndpoint?.startsWith('/') === false
      ? [originOf(options.leadEndpoint, 'The lead endpoint')]
      : []),
    ...(options.extraConnectOrigins ?? []).map((origin) => originOf(origin, '--connect-src')),
  ]);
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(buildDir).join(' ')}`,
    // React, Mermaid and the API theme set style attributes; scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    // The request console calls the API, the demo form its lead endpoint; a local mock only when asked.
    `connect-src ${[...connectSources].join(' ')}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.reportUrl === undefined
      ? []
      : [`report-uri ${options.reportUrl}`, `report-to ${cspReportGroup}`]),
  ].join('; ');
}

/** One response header: its name and value. */
export interface Header {
  name: string;
  value: string;
}

/** The settings the served rules depend on (all from config/site.ts). */
export type ServingSettings = Pick<
  SiteSettings,
  'apiBaseUrl' | 'baseUrl' | 'cspReportUrl' | 'feedbackEndpoint'
> & {
  contact: Pick<SiteSettings['contact'], 'leadEndpoint'>;
};

/** Every response's security headers, in the order they are sent. */
export function securityHeaders(
  buildDir: string,
  settings: ServingSettings,
  extraConnectOrigins: readonly string[] = [],
): Header[] {
  const csp = contentSecurityPolicy(buildDir, {
    apiBaseUrl: settings.apiBaseUrl,
    leadEndpoint: settings.contact.leadEndpoint,
    extraConnectOrigins,
    reportUrl: settings.cspReportUrl,
  });
  return [
    { name: 'Content-Security-Policy', value: csp },
    // Where violation reports go, when MINIAI_CSP_REPORT_URL is set (the CSP's report-to names it).
    ...(settings.cspReportUrl === undefined
      ? []
      : [{ name: 'Reporting-Endpoints', value: `${cspReportGroup}="${settings.cspReportUrl}"` }]),
    // Two years, the preload list's minimum is one: every subdomain is served over HTTPS.
    { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { name: 'X-Content-Type-Options', value: 'nosniff' },
    { name: 'X-Frame-Options', value: 'DENY' },
    { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The gift slide deck may go full screen; nothing on the site needs devices or payments.
    {
      name: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), fullscreen=(self)',
    },
  ];
}

/** Cache-Control by kind of response. */
export const cacheControl = {
  /** Hashed file names change with their content: cache them for a year. */
  immutable: 'public, max-age=31536000, immutable',
  /** Pages, their Markdown twins and the well-known files: revalidated on every use. */
  revalidate: 'no-cache',
} as const;

/** A media type and, for text, its charset. */
export interface ContentType {
  mediaType: string;
  charset?: 'utf-8';
}

export function contentTypeValue({ mediaType, charset }: ContentType): string {
  return charset === undefined ? mediaType : `${mediaType}; charset=${charset}`;
}

/** Files whose type the host's own table may not know or may get wrong. */
export const contentTypes = {
  /** The Markdown twins and llms.txt's links (plugins/llms-txt). */
  markdown: { mediaType: 'text/markdown', charset: 'utf-8' },
  /** RFC 9116: security.txt must be text/plain. */
  securityTxt: { mediaType: 'text/plain', charset: 'utf-8' },
  /** RFC 9727 API catalog (plugins/api-downloads): a linkset, with its registered type. */
  apiCatalog: { mediaType: 'application/linkset+json' },
  /** RFC 9512: the contract (plugins/api-downloads), as /.well-known/api-catalog declares it. */
  yaml: { mediaType: 'application/yaml', charset: 'utf-8' },
  /** The blog's and the changelog's feeds: a reader picks them by their registered types. */
  rss: { mediaType: 'application/rss+xml', charset: 'utf-8' },
  atom: { mediaType: 'application/atom+xml', charset: 'utf-8' },
  /** Sitemaps; nginx's own table says text/xml. */
  xml: { mediaType: 'application/xml', charset: 'utf-8' },
  /** The MCP server card (plugins/agent-discovery): the media type the MCP draft gives it. */
  mcpServerCard: { mediaType: 'application/mcp-server-card+json' },
} as const satisfies Record<string, ContentType>;

/** Files served with a fixed type wherever they are, by the end of their path. */
export const typedSuffixes: { suffix: string; type: ContentType }[] = [
  { suffix: '.yaml', type: contentTypes.yaml },
  { suffix: 'rss.xml', type: contentTypes.rss },
  { suffix: 'atom.xml', type: contentTypes.atom },
  { suffix: 'sitemap.xml', type: contentTypes.xml },
];

/**
 * The URL paths the rules name, for a site served under `baseUrl` ('/' or a sub-folder such as
 * '/docs-site/', MINIAI_BASE_URL): every path below carries the base, without its trailing slash.
 */
export interface SitePaths {
  /** The base URL without its trailing slash: '' at the root of the host, '/docs-site' in a sub-folder. */
  base: string;
  /** Each locale's prefix (config/locales.ts) after the base, the default locale's first. */
  localePrefixes: string[];
  /** The folders of content-hashed files (Docusaurus's assets/), one per locale. */
  hashedAssetFolders: string[];
  /** Each locale's not-found page, answered with status 404 for unknown paths under its prefix. */
  notFoundPages: { prefix: string; page: string }[];
  /** Files served with a fixed type, by path. */
  typedFiles: { path: string; type: ContentType }[];
  /** Each moved page of each locale, redirected to where its content now lives. */
  movedPages: MovedPage[];
}

/** A page whose content moved: its old path (in every locale) and the new one. */
export interface MovedPage {
  from: string;
  to: string;
}

/**
 * Pages that moved, by their path below a locale's prefix. The old page stays in the build (a
 * meta refresh, src/components/MovedPage, for hosts without these rules); nginx and the static
 * hosts answer its path with a permanent redirect, so browsers and crawlers learn the new address.
 */
export const movedPages: readonly MovedPage[] = [{ from: '/markdown-page', to: '/glossary' }];

export function sitePaths(baseUrl: string): SitePaths {
  const base = baseUrl.replace(/\/$/, '');
  const localePrefixes = siteLocales.map((locale) => `${base}${localeTable[locale].urlPrefix}`);
  return {
    base,
    localePrefixes,
    hashedAssetFolders: localePrefixes.map((prefix) => `${prefix}/assets/`),
    notFoundPages: localePrefixes.map((prefix) => ({ prefix, page: `${prefix}/404.html` })),
    typedFiles: [
      { path: `${base}/.well-known/security.txt`, type: contentTypes.securityTxt },
      { path: `${base}${agentDiscoveryPaths.apiCatalog}`, type: contentTypes.apiCatalog },
      { path: `${base}${agentDiscoveryPaths.mcpServerCard}`, type: contentTypes.mcpServerCard },
    ],
    movedPages: localePrefixes.flatMap((prefix) =>
      movedPages.map(({ from, to }) => ({ from: `${prefix}${from}`, to: `${prefix}${to}` })),
    ),
  };
}

/**
 * How page URLs are normalised, a permanent redirect to the clean path (trailingSlash: false),
 * and how a moved page sends readers on.
 */
export const cleanUrlRedirectStatus = 301;
