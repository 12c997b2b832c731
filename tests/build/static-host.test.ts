/**
 * The static-host rules the build wrote (build/_headers, build/_redirects): the same
 * Content-Security-Policy as the nginx config rendered for this build, and files within Cloudflare
 * Pages' limits, past which the host ignores rules.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildDir } from '@site/tests/support/content';
import { renderNginxConfig } from '@site/scripts/nginx/render-config';
import { cloudflarePagesLimits } from '@site/plugins/serving-rules/static-host';
import { htmlFiles } from '@site/plugins/built-pages';
import { parseHeadersFile, parseRedirectsFile } from '@site/tests/support/staticHostFiles';
import { testWorkDir } from '@site/tests/support/workDir';

const headers = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
const redirects = parseRedirectsFile(readFileSync(path.join(buildDir, '_redirects'), 'utf8'));

const work = testWorkDir('miniai-static-host-build-');

describe('the static-host rules of the build', () => {
  it('send the CSP nginx sends for the same build, hashes of both locales included', () => {
    const { securityConf } = renderNginxConfig({ root: buildDir, listen: '80', outDir: work });
    const nginxCsp = /Content-Security-Policy "([^"]+)"/.exec(readFileSync(securityConf, 'utf8'))?.[1];
    const hostCsp = headers.rules
      .find(({ pattern }) => pattern === '/*')
      ?.headers.find(({ name }) => name === 'Content-Security-Policy')?.value;
    assert.ok(nginxCsp !== undefined && /'sha256-/.test(nginxCsp));
    assert.equal(hostCsp, nginxCsp);
  });

  it('have a clean-URL redirect for every depth of page the build holds', () => {
    const deepest = Math.max(
      ...htmlFiles(buildDir).map((file) => path.relative(buildDir, file).split(path.sep).length),
    );
    const htmlRule = (depth: number) =>
      redirects.rules.some(
        ({ from, status }) => status === 301 && from.split('/').length === depth + 1 && /^(\/:[a-z])+\.html$/.test(from),
      );
    for (let depth = 1; depth <= deepest; depth += 1) assert.ok(htmlRule(depth), `depth ${depth}`);
  });

  it('stay within Cloudflare Pages’ limits on rules and line length', () => {
    const limits = cloudflarePagesLimits;
    assert.ok(headers.rules.length <= limits.headerRules, `${headers.rules.length} header rules`);
    assert.ok(headers.longestLine <= limits.headerLineChars, `a ${headers.longestLine}-character header line`);
    assert.ok(redirects.staticCount <= limits.staticRedirects, `${redirects.staticCount} static redirects`);
    assert.ok(redirects.dynamicCount <= limits.dynamicRedirects, `${redirects.dynamicCount} dynamic redirects`);
    assert.ok(redirects.longestLine <= limits.redirectLineChars, `a ${redirects.longestLine}-character redirect`);
  });
});
