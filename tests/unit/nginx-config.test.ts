/**
 * The production server config as `npm run nginx:config` renders it: a Content-Security-Policy that
 * allows only what the site does (itself, the API and a configured lead endpoint), local origins only when asked for, and
 * violation reports only when MINIAI_CSP_REPORT_URL is set; all from the settings the build
 * recorded, and every location under the build's base URL.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { defaultSettings, resolveSiteSettings, settingsEnvironment } from '@site/config/site';
import { readIntakeUpstream, renderNginxConfig } from '@site/scripts/nginx/render-config';
import { contentSecurityPolicy } from '@site/plugins/serving-rules/rules';
import { writeStaticHostRules } from '@site/plugins/serving-rules/static-host';
import { testWorkDir } from '@site/tests/support/workDir';

const work = testWorkDir('miniai-nginx-test-');

/**
 * A build folder with one page holding one inline script and one JSON-LD block, and the `_headers`
 * in which the build records the settings it resolved from `env`.
 */
function fakeBuild(env: Record<string, string> = {}, folder = 'build'): string {
  const root = path.join(work, folder);
  mkdirSync(root, { recursive: true });
  writeFileSync(
    path.join(root, 'index.html'),
    '<html><head><script>window.x=1</script>' +
      '<script type="application/ld+json">{"@type":"WebSite"}</script></head></html>',
  );
  writeStaticHostRules(root, resolveSiteSettings(env));
  return root;
}

/** The CSP's directives by name. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

/** Runs `render` with the environment variable `name` set to `value`, restoring it after. */
function withVariable<T>(name: string, value: string, render: () => T): T {
  const before = process.env[name];
  process.env[name] = value;
  try {
    return render();
  } finally {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  }
}

const apiOrigin = new URL(defaultSettings.apiBaseUrl).origin;

/** The directives of the fake build's CSP: the default API base URL unless `options` set another. */
function cspOf(
  options: Partial<Parameters<typeof contentSecurityPolicy>[1]> = {},
): Record<string, string[]> {
  return directives(
    contentSecurityPolicy(fakeBuild(), { apiBaseUrl: defaultSettings.apiBaseUrl, ...options }),
  );
}

describe('the Content-Security-Policy (plugins/serving-rules/rules.ts)', () => {
  it('connects only to the site itself and the API origin by default', () => {
    const csp = cspOf();
    assert.deepEqual(csp['connect-src'], ["'self'", apiOrigin]);
    assert.equal(csp['report-uri'], undefined);
    assert.equal(csp['report-to'], undefined);
  });

  it('adds a local origin only when asked, and rejects one that is not an origin', () => {
    const csp = cspOf({
      apiBaseUrl: 'https://api.example.vn/v1',
      extraConnectOrigins: ['http://127.0.0.1:4010/'],
    });
    assert.deepEqual(csp['connect-src'], [
      "'self'",
      'https://api.example.vn',
      'http://127.0.0.1:4010',
    ]);
    assert.throws(
      () => cspOf({ extraConnectOrigins: ['127.0.0.1:4010'] }),
      /--connect-src must be an http\(s\) URL or origin, got "127\.0\.0\.1:4010"/,
    );
  });

  it('connects to the lead endpoint’s origin when it is a URL, and adds nothing for a path here', () => {
    const url = cspOf({ leadEndpoint: 'https://leads.example.vn/v1/demo?src=site' });
    assert.deepEqual(url['connect-src'], ["'self'", apiOrigin, 'https://leads.example.vn']);
    const samePath = cspOf({ leadEndpoint: '/api/lead' });
    assert.deepEqual(samePath['connect-src'], ["'self'", apiOrigin]);
  });

  it('allows inline scripts by their hash and skips JSON-LD data blocks', () => {
    const csp = cspOf();
    assert.equal(csp['script-src']?.length, 2, 'self and the one inline script');
    assert.match(csp['script-src']?.[1] ?? '', /^'sha256-[A-Za-z0-9+/]+=*'$/);
  });
});

/** The security headers `npm run nginx:config` renders into `folder` for a fake build of `env`, and its CSP. */
function renderedSecurity(
  folder: string,
  env: Record<string, string> = {},
): { text: string; policy: string } {
  const { securityConf } = renderNginxConfig({
    root: fakeBuild(env),
    listen: '80',
    outDir: path.join(work, folder),
  });
  const text = readFileSync(securityConf, 'utf8');
  return { text, policy: /Content-Security-Policy "([^"]+)"/.exec(text)?.[1] ?? '' };
}

/** The site.conf `npm run nginx:config` renders into `folder` for a fake build of `env`. */
function renderedSite(
  folder: string,
  env: Record<string, string> = {},
  intakeUpstream: string | null = null,
): string {
  const { siteConf } = renderNginxConfig({
    root: fakeBuild(env, `${folder}-build`),
    listen: '80',
    outDir: path.join(work, folder),
    intakeUpstream,
  });
  return readFileSync(siteConf, 'utf8');
}

/** The body of the location whose head is `head` (e.g. `= /api/lead`); empty when there is none. */
function locationBlock(text: string, head: string): string {
  const start = text.indexOf(`location ${head} {`);
  return start < 0 ? '' : text.slice(start, text.indexOf('\n    }', start));
}

describe('the rendered production config (npm run nginx:config)', () => {
  it('sends exactly the production CSP, with no local origin and no https: wildcard', () => {
    const { text, policy } = renderedSecurity('plain');
    assert.deepEqual(directives(policy)['connect-src'], ["'self'", apiOrigin]);
    assert.doesNotMatch(policy, /127\.0\.0\.1|localhost|https:(?!\/\/)/);
    assert.doesNotMatch(text, /Reporting-Endpoints/);
    assert.doesNotMatch(text, /__[A-Z_]+__/, 'every placeholder is filled');
  });

  it('reports violations to MINIAI_CSP_REPORT_URL when the build had it', () => {
    const reportUrl = 'https://csp.example.vn/report';
    const { text, policy } = renderedSecurity('report', {
      [settingsEnvironment.cspReportUrl]: reportUrl,
    });
    const csp = directives(policy);
    assert.deepEqual(csp['report-uri'], [reportUrl]);
    assert.deepEqual(csp['report-to'], ['csp']);
    assert.match(
      text,
      /add_header Reporting-Endpoints 'csp="https:\/\/csp\.example\.vn\/report"' always;/,
    );
  });

  it('lets the demo form reach MINIAI_LEAD_ENDPOINT when the build had it', () => {
    const { policy } = renderedSecurity('lead', {
      [settingsEnvironment.leadEndpoint]: 'https://leads.example.vn/demo',
    });
    assert.deepEqual(directives(policy)['connect-src'], [
      "'self'",
      apiOrigin,
      'https://leads.example.vn',
    ]);
  });

  it('takes the settings the build recorded, not the environment it is rendered in', () => {
    const { policy } = withVariable(
      settingsEnvironment.leadEndpoint,
      'https://elsewhere.example.vn/demo',
      () => renderedSecurity('build-settings'),
    );
    assert.deepEqual(directives(policy)['connect-src'], ["'self'", apiOrigin]);
  });

  it('refuses control characters and backslashes before any redirect rule', () => {
    const text = renderedSite('order');
    const refusal = text.indexOf('return 400;');
    const firstRedirect = text.indexOf('return 301');
    assert.ok(refusal > 0 && refusal < firstRedirect, 'the 400 rule comes before the redirects');
    const redirects = [...text.matchAll(/location ~ \^\(\?<clean_path>(\S+)/g)];
    assert.equal(redirects.length, 3, 'trailing slash, .html and /index.html');
    for (const redirect of redirects) {
      // A target that starts with "/" and a letter or digit can never name another host.
      assert.match(redirect[1] ?? '', /^\/(\(\?!en\/\$\))?\[A-Za-z0-9\]/, redirect[0]);
    }
  });

  it('takes its locale locations from the locale table: the template names no locale', () => {
    const template = readFileSync(path.join('deploy', 'nginx', 'miniai.conf'), 'utf8');
    assert.doesNotMatch(template, /\/en\b/);
    const text = renderedSite('root');
    assert.match(text, /location = \/en\/404\.html \{ internal;/);
    assert.match(
      text,
      /location ~ \^\(\?<site_file>\/en\/\.\*\)\$ \{\n +error_page 404 \/en\/404\.html;/,
    );
    assert.match(text, /location ~ \^\(\?<site_file>\/\.\*\)\$ \{/);
    assert.match(text, /^ +error_page 404 \/404\.html;$/m);
  });

  it("answers the site's own lead and feedback endpoints with a JSON 503 until MINIAI_INTAKE_UPSTREAM names the functions", () => {
    const endpoints = [defaultSettings.contact.leadEndpoint, defaultSettings.feedbackEndpoint];
    const alone = renderedSite('intake');
    const proxied = renderedSite('intake-proxied', {}, 'https://miniai-website.pages.dev');
    for (const endpoint of endpoints) {
      const refusal = locationBlock(alone, `= ${endpoint}`);
      assert.match(refusal, /default_type application\/json;/, endpoint);
      const body = /return 503 '(.+)';/.exec(refusal)?.[1] ?? '';
      assert.equal((JSON.parse(body) as { error: string }).error, 'unavailable', endpoint);
      const proxy = locationBlock(proxied, `= ${endpoint}`);
      assert.match(proxy, /proxy_pass https:\/\/miniai-website\.pages\.dev;/, endpoint);
      assert.match(proxy, /proxy_set_header Host miniai-website\.pages\.dev;/, endpoint);
      assert.doesNotMatch(proxy, /return 503/, endpoint);
    }
    // A build whose endpoints are set to nothing sends nothing, so the server answers nothing new.
    const off = renderedSite('intake-off', {
      [settingsEnvironment.leadEndpoint]: '',
      [settingsEnvironment.feedbackEndpoint]: '',
    });
    assert.doesNotMatch(off, /location = \/api\//);
    assert.equal(
      readIntakeUpstream({ MINIAI_INTAKE_UPSTREAM: 'https://miniai-website.pages.dev/' }),
      'https://miniai-website.pages.dev',
    );
    for (const value of ['https://miniai-website.pages.dev/api', 'ftp://host', 'pages.dev']) {
      assert.throws(
        () => readIntakeUpstream({ MINIAI_INTAKE_UPSTREAM: value }),
        /MINIAI_INTAKE_UPSTREAM must be an http\(s\) origin/,
        value,
      );
    }
  });

  it('answers a moved page of each locale with a permanent redirect to its new address', () => {
    const text = renderedSite('moved');
    assert.match(text, /location = \/markdown-page \{ return 301 \/glossary\$is_args\$args; \}/);
    assert.match(
      text,
      /location = \/en\/markdown-page \{ return 301 \/en\/glossary\$is_args\$args; \}/,
    );
  });

  it('serves a build for MINIAI_BASE_URL=/docs-site/ under /docs-site/ only', () => {
    const text = renderedSite('sub-folder', { [settingsEnvironment.baseUrl]: '/docs-site/' });
    const locations = [...text.matchAll(/^ +location (.+?) \{/gm)].map((match) => match[1] ?? '');
    assert.ok(locations.length > 10, locations.join('\n'));
    for (const location of locations) {
      if (location === '/') continue;
      assert.match(
        location,
        /^(= \/docs-site[/ ]?|= \/docs-site$|~ \^(\(\?<\w+>)?\/docs-site[/(])/,
        location,
      );
    }
    assert.match(text, /location = \/docs-site \{ return 301 \/docs-site\/\$is_args\$args; \}/);
    assert.match(text, /location \/ \{ return 404; \}/);
    assert.match(
      text,
      /location = \/docs-site\/markdown-page \{ return 301 \/docs-site\/glossary\$is_args/,
    );
    assert.match(text, /^ +error_page 404 \/docs-site\/404\.html;$/m);
    assert.match(text, /error_page 404 \/docs-site\/en\/404\.html;/);
    assert.match(text, /rewrite \^ \/docs-site\$markdown_twin last;/);
    // The files are the build's own: the base is taken off before a file is looked up.
    assert.match(
      text,
      /location = \/docs-site\/en\/404\.html \{.* try_files \/en\/404\.html =404; \}/,
    );
    assert.doesNotMatch(text, /try_files \$uri/);
  });
});
