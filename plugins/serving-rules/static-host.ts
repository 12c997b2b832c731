/**
 * `_headers` and `_redirects` for static hosts that read them from the build folder (Cloudflare
 * Pages, Netlify), rendered from ./rules.ts, the description the nginx config is rendered from.
 * Both hosts serve `/x` from `x.html` themselves; these files add what nginx does on top: the
 * security headers with the build's CSP, immutable assets, content types, the 301 to clean URLs
 * and each locale's 404 page.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  cacheControl,
  cleanUrlRedirectStatus,
  contentTypes,
  contentTypeValue,
  typedSuffixes,
  securityHeaders,
  sitePaths,
  type Header,
  type ServingSettings,
} from './rules';
import { htmlFiles } from '../built-pages';

/** The file names the hosts read, at the root of the build. */
const headersFile = '_headers';
const redirectsFile = '_redirects';

/**
 * Cloudflare Pages' documented limits (developers.cloudflare.com/pages/configuration/headers and
 * …/redirects): rules past them are ignored, so the build check keeps the files inside them.
 */
export const cloudflarePagesLimits = {
  headerRules: 100,
  headerLineChars: 2_000,
  staticRedirects: 2_000,
  dynamicRedirects: 100,
  redirectLineChars: 1_000,
} as const;

/** One `_headers` rule: a URL pattern and the headers it adds. */
interface HeaderRule {
  pattern: string;
  headers: Header[];
}

/** One `_redirects` line. */
interface RedirectRule {
  from: string;
  to: string;
  status: number;
  /** Why the line is there, written as a comment above it. */
  why: string;
}

function headerRules(buildDir: string, settings: ServingSettings): HeaderRule[] {
  const { base, hashedAssetFolders, typedFiles } = sitePaths(settings.baseUrl);
  return [
    // First: on Cloudflare Pages the first rule that sets a header replaces the host's value and
    // later rules append to it, so no two rules here set the same header.
    { pattern: `${base}/*`, headers: securityHeaders(buildDir, settings) },
    // Only the hashed assets get a Cache-Control rule. HTML and the other files keep the hosts'
    // own `public, max-age=0, must-revalidate` (revalidated on every use, as nginx's no-cache): a
    // `/*` rule would be appended to this one on Cloudflare Pages, and Netlify rejects `! Name`.
    ...hashedAssetFolders.map((folder) => ({
      pattern: `${folder}*`,
      headers: [{ name: 'Cache-Control', value: cacheControl.immutable }],
    })),
    {
      pattern: `${base}/*.md`,
      headers: [{ name: 'Content-Type', value: contentTypeValue(contentTypes.markdown) }],
    },
    ...typedSuffixes.map(({ suffix, type }) => ({
      pattern: `${base}/*${suffix}`,
      headers: [{ name: 'Content-Type', value: contentTypeValue(type) }],
    })),
    ...typedFiles.map(({ path: filePath, type }) => ({
      pattern: filePath,
      headers: [{ name: 'Content-Type', value: contentTypeValue(type) }],
    })),
  ];
}

/** The most path segments of a built page, e.g. 4 for en/api/orders/create-order.html. */
function deepestPage(buildDir: string): number {
  return Math.max(
    ...htmlFiles(buildDir).map((file) => path.relative(buildDir, file).split(path.sep).length),
  );
}

/**
 * `/:a/:b…` with `depth` segments. The hosts' placeholders match one non-empty segment without
 * "/", so a target built from them can never start with "//" (another host), which a splat
 * (`/*.html /:splat`) would allow for `//evil.example.html`.
 */
function segments(depth: number): string {
  return Array.from({ length: depth }, (_, index) => `/:${String.fromCharCode(97 + index)}`).join(
    '',
  );
}

function redirectRules(buildDir: string, baseUrl: string): RedirectRule[] {
  const { base, localePrefixes, notFoundPages, movedPages } = sitePaths(baseUrl);
  const depths = Array.from({ length: deepestPage(buildDir) }, (_, index) => index + 1);
  const status = cleanUrlRedirectStatus;
  return [
    // Static rules first: Cloudflare Pages counts every rule after the first dynamic one as dynamic.
    ...movedPages.map(({ from, to }) => ({
      from,
      to,
      status,
      why: 'A moved page answers with the address of its content.',
    })),
    ...localePrefixes.map((prefix) => ({
      from: `${prefix}/index.html`,
      to: `${prefix}/`,
      status,
      why: 'A locale home page file answers with the locale root.',
    })),
    ...localePrefixes
      .filter((prefix) => prefix !== base)
      .map((prefix) => ({
        from: `${prefix}/`,
        to: `${prefix}/`,
        status: 200,
        why: 'The locale root keeps its trailing slash (served as is, before the rule below strips it).',
      })),
    ...depths.flatMap((depth) => [
      {
        from: `${base}${segments(depth)}/index.html`,
        to: `${base}${segments(depth)}`,
        status,
        why: `A folder index file answers with the folder path (${depth} segment(s)).`,
      },
      {
        from: `${base}${segments(depth)}.html`,
        to: `${base}${segments(depth)}`,
        status,
        why: `A page file answers with its clean URL (${depth} segment(s)).`,
      },
      {
        from: `${base}${segments(depth)}/`,
        to: `${base}${segments(depth)}`,
        status,
        why: `Pages have no trailing slash (trailingSlash: false; ${depth} segment(s)).`,
      },
    ]),
    // Longest prefix first: Netlify applies the first rule that matches.
    ...notFoundPages
      .filter(({ prefix }) => prefix !== '')
      .sort((a, b) => b.prefix.length - a.prefix.length)
      .map(({ prefix, page }) => ({
        from: `${prefix}/*`,
        to: page,
        status: 404,
        why: `Unknown paths under ${prefix}/ get that locale's not-found page with status 404 (Netlify, which applies it only where no file matches; Cloudflare Pages skips the line with a warning and serves the nearest 404.html itself).`,
      })),
  ];
}

const generatedBy =
  '# Written by the build from plugins/serving-rules/rules.ts, as deploy/nginx/miniai.conf is: edit the rules there.';

/** Marks the comment line of `_headers` that records the settings the build resolved. */
const settingsMark = '# Serving settings: ';

/** Only what the rules read: the record carries no other setting. */
function servingSettingsOf(settings: ServingSettings): ServingSettings {
  const { apiBaseUrl, baseUrl, cspReportUrl, feedbackEndpoint, contact } = settings;
  return {
    apiBaseUrl,
    baseUrl,
    cspReportUrl,
    feedbackEndpoint,
    contact: { leadEndpoint: contact.leadEndpoint },
  };
}

function renderHeaders(rules: readonly HeaderRule[], settings: ServingSettings): string {
  return [
    generatedBy,
    // A comment no host serves: nginx is rendered from the build's settings, not from its own environment.
    `${settingsMark}${JSON.stringify(servingSettingsOf(settings))}`,
    ...rules.flatMap(({ pattern, headers }) => [
      pattern,
      ...headers.map(({ name, value }) => `  ${name}: ${value}`),
    ]),
    '',
  ].join('\n');
}

function renderRedirects(rules: readonly RedirectRule[]): string {
  return [
    generatedBy,
    ...rules.flatMap(({ from, to, status, why }) => [`# ${why}`, `${from} ${to} ${status}`]),
    '',
  ].join('\n');
}

/** Writes `_headers` and `_redirects` into the root of a build (both locales) and returns their paths. */
export function writeStaticHostRules(
  buildDir: string,
  settings: ServingSettings,
): { headers: string; redirects: string } {
  const headers = path.join(buildDir, headersFile);
  const redirects = path.join(buildDir, redirectsFile);
  writeFileSync(headers, renderHeaders(headerRules(buildDir, settings), settings));
  writeFileSync(redirects, renderRedirects(redirectRules(buildDir, settings.baseUrl)));
  return { headers, redirects };
}

/** The settings the build resolved, as it recorded them in its `_headers`; throws naming the file. */
export function readServingSettings(buildDir: string): ServingSettings {
  const file = path.join(buildDir, headersFile);
  if (!existsSync(file)) throw new Error(`${file} is missing: run "npm run build" first.`);
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(settingsMark));
  if (line === undefined) throw new Error(`${file} records no serving settings: rebuild the site.`);
  const settings = JSON.parse(line.slice(settingsMark.length)) as ServingSettings;
  if (typeof settings.apiBaseUrl !== 'string' || typeof settings.baseUrl !== 'string') {
    throw new Error(`${file}: the recorded serving settings lack apiBaseUrl or baseUrl.`);
  }
  return settings;
}
