/**
 * Renders deploy/nginx/miniai.conf and security-headers.conf for one build folder, filled in from
 * plugins/serving-rules/rules.ts (the rules the build also writes as _headers and _redirects). The
 * Content-Security-Policy allows inline scripts only by hash, computed from the inline scripts of
 * the real built pages, so the policy always matches the build it serves.
 *
 *   npm run nginx:config -- --root /var/www/miniai/build --listen 443 --out /etc/nginx/miniai
 *
 * The settings (the base URL, MINIAI_BASE_URL, and the CSP's inputs) are the ones the build resolved
 * and recorded in its `_headers`, not this process's environment: the config serves the build it
 * was rendered for. `connect-src` is the site itself, the API's origin (MINIAI_API_BASE_URL) and,
 * when it is an absolute URL, the demo form's lead endpoint (MINIAI_LEAD_ENDPOINT);
 * `--connect-src ORIGIN` adds one more (the browser tests add their local mock API), never by default.
 *
 * The lead and feedback endpoints, when they are paths under the base (the default `/api/lead` and
 * `/api/feedback`), get a location each: proxied to the Cloudflare Pages project that runs their
 * functions when MINIAI_INTAKE_UPSTREAM names it (this process's environment: it is the server's
 * setting, not the build's), otherwise a JSON 503, which the pages read as "keep it and retry".
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import {
  cacheControl,
  cleanUrlRedirectStatus,
  contentTypes,
  securityHeaders,
  sitePaths,
  typedSuffixes,
  type Header,
  type ServingSettings,
} from '@site/plugins/serving-rules/rules';
import { readServingSettings } from '@site/plugins/serving-rules/static-host';
import { localeLinks, markdownTwinsFile, twinLink } from '@site/plugins/serving-rules/links';
import { localeFolder, siteLocales } from '@site/config/locales';
import { docsMcpServer } from '@site/config/mcpServer';
import type { IntakeErrorBody } from '@site/src/lib/intake';

const templateDir = path.join(process.cwd(), 'deploy', 'nginx');

/** Debian's dynamic brotli module; loaded by the main nginx.conf when present. */
export const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/** One `add_header … always` line; a value holding double quotes is single-quoted. */
function nginxAddHeader({ name, value }: Header): string {
  const quote = value.includes('"') ? "'" : '"';
  return `add_header ${name} ${quote}${value}${quote} always;`;
}

/**
 * Parses a command's own options plus `--connect-src ORIGIN` (repeatable, none by default), which
 * both nginx commands (this one and scripts/serve-nginx.ts) pass on as extraConnectOrigins.
 */
export function parseNginxCommandArgs<T extends NonNullable<ParseArgsConfig['options']>>(
  options: T,
) {
  return parseArgs({
    options: { ...options, 'connect-src': { type: 'string', multiple: true, default: [] } },
  });
}

/** `text` as a literal in a regular expression. */
function regexLiteral(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The template's locale- and base-dependent parts, from the locale table and the build's base URL. */
function siteLocations(baseUrl: string): Record<string, string> {
  const { base, localePrefixes, notFoundPages, movedPages } = sitePaths(baseUrl);
  const basePattern = regexLiteral(base);
  // The other locales' prefixes below the base ('/en'), longest first so that none hides another.
  const otherPrefixes = localePrefixes
    .map((prefix) => prefix.slice(base.length))
    .filter((prefix) => prefix !== '')
    .sort((a, b) => b.length - a.length);
  const page = (prefix: string, notFound: string) =>
    [
      `    location ~ ^${basePattern}(?<site_file>${regexLiteral(prefix)}/.*)$ {`,
      ...(notFound === `${base}/404.html` ? [] : [`        error_page 404 ${notFound};`]),
      '        include __SECURITY__;',
      '        add_header Cache-Control "__REVALIDATE__" always;',
      '        add_header Vary "Accept" always;',
      // RFC 8288 links on HTML answers only (the map at the top): see plugins/serving-rules/links.ts.
      `        set $locale_links '${localeLinks(base, prefix).join(', ')}';`,
      '        add_header Link $html_page_links always;',
      `        if (-f $document_root$markdown_twin) { rewrite ^ ${base}$markdown_twin last; }`,
      '        try_files $site_file $site_file.html $site_file/index.html =404;',
      '    }',
    ].join('\n');
  const outsideBase =
    base === ''
      ? []
      : [
          `    # The site lives under ${base}/: its bare path gains the slash, any other path is not found.`,
          `    location = ${base} { return __REDIRECT__ ${base}/$is_args$args; }`,
          '    location / { return 404; }',
        ];
  const typedSuffixLocations = typedSuffixes.map(({ suffix, type }) =>
    [
      `    location ~ ^${basePattern}(?<site_file>/.*${regexLiteral(suffix)})$ {`,
      '        include __SECURITY__;',
      '        add_header Cache-Control "__REVALIDATE__" always;',
      `        default_type ${type.mediaType};`,
      '        types { }',
      '        try_files $site_file =404;',
      '    }',
    ].join('\n'),
  );
  return {
    __TYPED_SUFFIX_LOCATIONS__: typedSuffixLocations.join('\n'),
    __MOVED_PAGE_LOCATIONS__: movedPages
      .map(({ from, to }) => `    location = ${from} { return __REDIRECT__ ${to}$is_args$args; }`)
      .join('\n'),
    __NOT_FOUND_LOCATIONS__: notFoundPages
      .map(
        ({ page: notFound }) =>
          `    location = ${notFound} { internal; include __SECURITY__; add_header Cache-Control "__REVALIDATE__" always; try_files ${notFound.slice(base.length)} =404; }`,
      )
      .join('\n'),
    __LOCALE_LOCATIONS__: [
      ...otherPrefixes.map((prefix) => page(prefix, `${base}${prefix}/404.html`)),
      page('', `${base}/404.html`),
      ...outsideBase,
    ].join('\n'),
    __LOCALE_ROOTS__:
      otherPrefixes.length === 0
        ? ''
        : `(?!${otherPrefixes.map((prefix) => `${regexLiteral(prefix.slice(1))}/$`).join('|')})`,
    __LOCALE_PREFIXES_PATTERN__: `(?:${otherPrefixes.map(regexLiteral).join('|')})?`,
    __BASE_PATTERN__: basePattern,
    __BASE__: base,
  };
}

/**
 * The `map` from a page's path (below the base) to the link to its Markdown twin, for every page
 * of the build's lists of twins (the files plugins/llms-txt wrote, so the header never names a
 * file the server lacks), and the sizes of the maps' hash: a bucket holds the longest path, the
 * table every page.
 */
function twinLinkMap(root: string, base: string): Record<string, string> {
  const pages = siteLocales
    .map((locale) => path.join(root, localeFolder(locale), markdownTwinsFile))
    // A one-locale build (`npm run build -- --locale en`) has the other locale's list missing.
    .filter((file) => existsSync(file))
    .flatMap((file) => JSON.parse(readFileSync(file, 'utf8')) as string[])
    .sort();
  const powerOfTwo = (at: number) => 2 ** Math.ceil(Math.log2(at));
  const longest = Math.max(0, ...pages.map((page) => Buffer.byteLength(page)));
  return {
    __TWIN_LINKS__: pages
      .map((page) => `    '${page}' ', ${twinLink(`${base}${page}.md`)}';`)
      .join('\n'),
    __MAP_HASH_BUCKET__: String(Math.max(64, powerOfTwo(longest + 16))),
    __MAP_HASH_MAX__: String(Math.max(2048, powerOfTwo(pages.length * 2))),
  };
}

/** The variable naming the Pages project that answers the intake endpoints behind nginx. */
const intakeUpstreamVariable = 'MINIAI_INTAKE_UPSTREAM';

/** The upstream's origin (`https://<project>.pages.dev`); throws naming the variable when it is not one. */
export function readIntakeUpstream(
  env: Readonly<Record<string, string | undefined>>,
): string | null {
  const value = env[intakeUpstreamVariable]?.trim() ?? '';
  if (value === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    // Reported below with the rule.
  }
  if (url === null || !/^https?:$/.test(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(
      `${intakeUpstreamVariable} must be an http(s) origin such as https://miniai-website.pages.dev, got "${value}".`,
    );
  }
  return url.origin;
}

/** The endpoints of the build that are paths under its base: the ones this server must answer. */
function intakePaths(settings: ServingSettings): string[] {
  const { base } = sitePaths(settings.baseUrl);
  const endpoints = [settings.contact.leadEndpoint, settings.feedbackEndpoint ?? null];
  return [
    ...new Set(
      endpoints.filter((endpoint): endpoint is string => endpoint?.startsWith(`${base}/`) === true),
    ),
  ];
}

/** One exact location per intake endpoint: the proxy to `upstream`, or a JSON 503 without one. */
function intakeLocations(settings: ServingSettings, upstream: string | null): string {
  const unavailable: IntakeErrorBody = {
    error: 'unavailable',
    message: `No intake function behind this server (${intakeUpstreamVariable} is unset); nothing was stored.`,
    data: null,
  };
  const answer =
    upstream === null
      ? [
          '        default_type application/json;',
          `        return 503 '${JSON.stringify(unavailable)}';`,
        ]
      : [
          // The functions refuse bodies over 16 KiB themselves; nginx only bounds what it buffers.
          '        client_max_body_size 64k;',
          '        client_body_buffer_size 64k;',
          `        proxy_pass ${upstream};`,
          '        proxy_http_version 1.1;',
          '        proxy_ssl_server_name on;',
          `        proxy_set_header Host ${new URL(upstream).host};`,
          '        proxy_set_header Connection "";',
        ];
  return intakePaths(settings)
    .map((endpoint) =>
      [
        `    location = ${endpoint} {`,
        '        include __SECURITY__;',
        '        add_header Cache-Control "no-store" always;',
        ...answer,
        '    }',
      ].join('\n'),
    )
    .join('\n');
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
  /** Port of the docs MCP server's HTTP process on this host (`npm run mcp:http`). */
  mcpPort?: number;
  /** Origin of the Pages project that answers the intake endpoints (readIntakeUpstream); none: 503. */
  intakeUpstream?: string | null;
}): RenderedConfig {
  const root = path.resolve(options.root);
  // Throws "run npm run build first" when the build (its _headers) is missing.
  const settings = readServingSettings(root);
  mkdirSync(options.outDir, { recursive: true });
  const securityConf = path.join(options.outDir, 'security-headers.conf');
  const siteConf = path.join(options.outDir, 'site.conf');
  const headers = securityHeaders(root, settings, options.extraConnectOrigins);
  writeFileSync(
    securityConf,
    readFileSync(path.join(templateDir, 'security-headers.conf'), 'utf8').replaceAll(
      '__HEADERS__',
      headers.map(nginxAddHeader).join('\n'),
    ),
  );
  const brotli = existsSync(brotliModule)
    ? 'brotli on;\n    brotli_comp_level 6;\n    brotli_types text/css application/javascript application/json application/xml text/markdown application/rss+xml application/atom+xml application/yaml image/svg+xml text/plain text/xml;'
    : '# brotli module not installed';
  // The generated parts first: they hold the placeholders filled after them.
  const template = Object.entries({
    __INTAKE_LOCATIONS__: intakeLocations(settings, options.intakeUpstream ?? null),
    ...siteLocations(settings.baseUrl),
    ...twinLinkMap(root, sitePaths(settings.baseUrl).base),
  }).reduce(
    (text, [placeholder, value]) => text.replaceAll(placeholder, value),
    readFileSync(path.join(templateDir, 'miniai.conf'), 'utf8'),
  );
  writeFileSync(
    siteConf,
    template
      .replaceAll('__LISTEN__', options.listen)
      .replaceAll('__ROOT__', root)
      .replaceAll('__MCP_UPSTREAM__', `127.0.0.1:${options.mcpPort ?? docsMcpServer.localHttpPort}`)
      .replaceAll('__SECURITY__', securityConf)
      .replaceAll('__BROTLI__', brotli)
      .replaceAll('__REDIRECT__', String(cleanUrlRedirectStatus))
      .replaceAll('__IMMUTABLE__', cacheControl.immutable)
      .replaceAll('__REVALIDATE__', cacheControl.revalidate)
      // The charset comes from the server's charset_types, which lists the text types.
      .replaceAll('__MARKDOWN_TYPE__', contentTypes.markdown.mediaType)
      .replaceAll('__SECURITY_TXT_TYPE__', contentTypes.securityTxt.mediaType)
      .replaceAll('__API_CATALOG_TYPE__', contentTypes.apiCatalog.mediaType)
      .replaceAll('__MCP_SERVER_CARD_TYPE__', contentTypes.mcpServerCard.mediaType),
  );
  return { siteConf, securityConf };
}

// As a command: npm run nginx:config -- --root build --listen 80 --out nginx-conf
// tsx runs this file as CommonJS, where import.meta.filename is undefined: compare URLs instead.
if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const { values } = parseNginxCommandArgs({
    root: { type: 'string', default: 'build' },
    listen: { type: 'string', default: '80' },
    out: { type: 'string', default: 'nginx-conf' },
    'mcp-port': { type: 'string' },
  });
  const rendered = renderNginxConfig({
    root: values.root,
    listen: values.listen,
    outDir: values.out,
    extraConnectOrigins: values['connect-src'],
    ...(values['mcp-port'] === undefined ? {} : { mcpPort: Number(values['mcp-port']) }),
    intakeUpstream: readIntakeUpstream(process.env),
  });
  console.log(`Wrote ${rendered.siteConf} and ${rendered.securityConf}`);
  const endpoints = intakePaths(readServingSettings(path.resolve(values.root)));
  if (endpoints.length > 0 && readIntakeUpstream(process.env) === null) {
    console.warn(
      `${intakeUpstreamVariable} is unset: ${endpoints.join(' and ')} answer 503, and what readers send waits in their browsers. Set it to the Pages project's origin, or build with the endpoint variables set to nothing (deploy/README.md).`,
    );
  }
  console.log(
    existsSync(brotliModule)
      ? `Load ${brotliModule} in nginx.conf for brotli.`
      : 'Brotli module not found: gzip only.',
  );
}
