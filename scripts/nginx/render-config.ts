/**
 * Renders deploy/nginx/miniai.conf and security-headers.conf for one build folder. The
 * Content-Security-Policy allows inline scripts only by hash, computed here from the inline
 * scripts of the real built pages, so the policy always matches the build it serves.
 *
 *   npm run nginx:config -- --root /var/www/miniai/build --listen 443 --out /etc/nginx/miniai
 *
 * `connect-src` is the site itself, the API's origin (MINIAI_API_BASE_URL) and, when it is an absolute
 * URL, the demo form's lead endpoint (MINIAI_LEAD_ENDPOINT); `--connect-src ORIGIN` adds one more (the browser tests add their local mock API), never by default.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { htmlFiles } from '@site/plugins/built-pages';
import { resolveSiteSettings } from '@site/config/site';

const templateDir = path.join(process.cwd(), 'deploy', 'nginx');

/** Debian's dynamic brotli module; loaded by the main nginx.conf when present. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

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
export const cspReportGroup = 'csp';

/** `value` as a bare origin (scheme, host, port), or an error naming `what`. */
export function originOf(value: string, what: string): string {
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

export interface RenderedConfig {
  siteConf: string;
  securityConf: string;
}

/** Writes site.conf and security-headers.conf into `outDir` and returns their paths. */
export function renderNginxConfig(options: {
  root: string;
  listen: string;
  outDir: string;
  /** Origins the pages may also connect to (a local mock API in tests); none in production. */
  extraConnectOrigins?: readonly string[];
}): RenderedConfig {
  const root = path.resolve(options.root);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error(`No build found in ${root}: run "npm run build" first.`);
  }
  mkdirSync(options.outDir, { recursive: true });
  const securityConf = path.join(options.outDir, 'security-headers.conf');
  const siteConf = path.join(options.outDir, 'site.conf');
  const settings = resolveSiteSettings(process.env);
  const csp = contentSecurityPolicy(root, {
    apiBaseUrl: settings.apiBaseUrl,
    leadEndpoint: settings.contact.leadEndpoint,
    extraConnectOrigins: options.extraConnectOrigins,
    reportUrl: settings.cspReportUrl,
  });
  const reporting =
    settings.cspReportUrl === undefined
      ? '# no CSP report endpoint (MINIAI_CSP_REPORT_URL is not set)'
      : `add_header Reporting-Endpoints '${cspReportGroup}="${settings.cspReportUrl}"' always;`;
  writeFileSync(
    securityConf,
    readFileSync(path.join(templateDir, 'security-headers.conf'), 'utf8')
      .replaceAll('__CSP__', csp)
      .replaceAll('__REPORTING__', reporting),
  );
  const brotli = existsSync(brotliModule)
    ? 'brotli on;\n    brotli_comp_level 6;\n    brotli_types text/css application/javascript application/json application/xml text/markdown application/rss+xml application/atom+xml image/svg+xml text/plain text/xml;'
    : '# brotli module not installed';
  writeFileSync(
    siteConf,
    readFileSync(path.join(templateDir, 'miniai.conf'), 'utf8')
      .replaceAll('__LISTEN__', options.listen)
      .replaceAll('__ROOT__', root)
      .replaceAll('__SECURITY__', securityConf)
      .replaceAll('__BROTLI__', brotli),
  );
  return { siteConf, securityConf };
}

// As a command: npm run nginx:config -- --root build --listen 80 --out nginx-conf
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', default: 'build' },
      listen: { type: 'string', default: '80' },
      out: { type: 'string', default: 'nginx-conf' },
      'connect-src': { type: 'string', multiple: true, default: [] },
    },
  });
  const rendered = renderNginxConfig({
    root: values.root,
    listen: values.listen,
    outDir: values.out,
    extraConnectOrigins: values['connect-src'],
  });
  console.log(`Wrote ${rendered.siteConf} and ${rendered.securityConf}`);
  console.log(
    existsSync(brotliModule)
      ? `Load ${brotliModule} in nginx.conf for brotli.`
      : 'Brotli module not found: gzip only.',
  );
}
