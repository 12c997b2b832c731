/**
 * The site builds from a copy without Git (a downloaded ZIP, `git archive` output, a container build
 * context): last-update dates fall back to file times with one warning, never an error, and an
 * English page whose Vietnamese source is newer says that its translation may be behind.
 * The same build is served from a sub-folder (MINIAI_BASE_URL): its pages, llms.txt, the static
 * hosts' rules and the nginx config rendered for it all carry the base URL.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { contentFolders } from '@site/config/contentFolders';
import { resolveSiteSettings, settingsEnvironment } from '@site/config/site';
import { renderNginxConfig } from '@site/scripts/nginx/render-config';
import { siteDir } from '@site/tests/support/content';
import { parseHeadersFile, parseRedirectsFile } from '@site/tests/support/staticHostFiles';
import { testWorkDir } from '@site/tests/support/workDir';

/** What a source archive does not hold: history, installed packages and build output. */
const notInAnArchive = new Set([
  '.git',
  'node_modules',
  'build',
  '.docusaurus',
  'test-results',
  'reports',
]);
/** Ignored folders at any depth: generated files (being rewritten by a build running beside this one). */
const ignoredAnywhere = new Set(['generated', '.wrangler']);

const copy = testWorkDir('miniai-archive-');

/** A sub-folder base URL, so that one build also checks that every server and file follows it. */
const baseUrl = '/docs-site/';
const site = `${resolveSiteSettings(process.env).siteUrl}${baseUrl}`;

describe('a build from a source archive (no Git), served from a sub-folder', () => {
  it('builds English with file-time dates, one warning, and flags the page whose source is newer', () => {
    cpSync(siteDir, copy, {
      recursive: true,
      filter: (source) => {
        const parts = path.relative(siteDir, source).split(path.sep);
        return (
          !notInAnArchive.has(parts[0] ?? '') && !parts.some((part) => ignoredAnywhere.has(part))
        );
      },
    });
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    // Every page dated alike, then one Vietnamese source edited later than its translation.
    const before = new Date('2026-01-01T00:00:00Z');
    // 20:00 UTC on 31 January is 03:00 on 1 February in Vietnam, the day the notice must give.
    const later = new Date('2026-01-31T20:00:00Z');
    for (const folder of contentFolders) {
      for (const root of [folder.source, folder.english]) {
        const dir = path.join(copy, root);
        if (!existsSync(dir)) continue;
        const files = spawnSync('find', [dir, '-name', '*.md*', '-type', 'f'], { encoding: 'utf8' })
          .stdout.split('\n')
          .filter(Boolean);
        for (const file of files) utimesSync(file, before, before);
      }
    }
    // An edit, not only a later file time: a reviewed translation records its source's content.
    const introSource = path.join(copy, 'docs/intro.mdx');
    writeFileSync(introSource, `${readFileSync(introSource, 'utf8')}\nMột đoạn mới, chưa dịch.\n`);
    utimesSync(introSource, later, later);

    // Unminified: what this checks (dates, notices, base URLs) is the same, for less CPU.
    const build = spawnSync(
      'npm',
      ['run', '--silent', 'build', '--', '--locale', 'en', '--no-minify'],
      {
        cwd: copy,
        encoding: 'utf8',
        env: { ...process.env, FORCE_COLOR: '0', [settingsEnvironment.baseUrl]: baseUrl },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const output = `${build.stdout}\n${build.stderr}`;
    assert.equal(build.status, 0, `the build failed:\n${output.slice(-3000)}`);
    const warnings = output.split('\n').filter((line) => line.includes('No Git history found'));
    assert.equal(warnings.length, 1, `one warning about Git, not:\n${warnings.join('\n')}`);
    assert.doesNotMatch(output, /outside any Git worktree/);

    const outDir = existsSync(path.join(copy, 'build/en')) ? 'build/en' : 'build';
    const intro = readFileSync(path.join(copy, outDir, 'docs/intro.html'), 'utf8');
    assert.match(intro, /data-translation-behind/, 'docs/intro says its translation may be behind');
    assert.match(
      intro,
      /href="?\/docs-site\/docs\/intro"? hreflang="?vi/,
      'and links the Vietnamese page',
    );
    assert.match(
      intro,
      /datetime="?2026-01-31T20:00:00\.000Z"?>February 1, 2026<\/time>/,
      'and gives the day of the change in Vietnam',
    );
    const overview = readFileSync(path.join(copy, outDir, 'gift/overview.html'), 'utf8');
    assert.doesNotMatch(
      overview,
      /data-translation-behind/,
      'a page as recent as its source does not',
    );
  });

  // Reads the build the test above made (node:test runs a file's tests in order).
  it('puts the base URL in the pages, llms.txt, _headers, _redirects and the nginx config', () => {
    const build = path.join(copy, 'build');
    const intro = readFileSync(path.join(build, 'en/docs/intro.html'), 'utf8');
    const canonical = `${site}en/docs/intro`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    assert.match(intro, new RegExp(`rel="?canonical"? href="?${canonical}"?[ >]`));
    assert.match(
      intro,
      /"\/docs-site\/en\/assets\/js\//,
      "the page's scripts load from the sub-folder",
    );
    const llms = readFileSync(path.join(build, 'en/llms.txt'), 'utf8');
    assert.ok(
      llms.includes(`](${site}en/docs/intro.md)`),
      'llms.txt lists the twins under the base',
    );
    assert.ok(
      llms.includes(`](${site}llms.txt)`),
      'and links the other locale’s llms.txt under it',
    );

    const headers = parseHeadersFile(readFileSync(path.join(build, '_headers'), 'utf8')).rules;
    const redirects = parseRedirectsFile(
      readFileSync(path.join(build, '_redirects'), 'utf8'),
    ).rules;
    assert.ok(headers.length > 0 && redirects.length > 0);
    for (const { pattern } of headers) assert.ok(pattern.startsWith(baseUrl), pattern);
    for (const { from, to } of redirects) {
      assert.ok(from.startsWith(baseUrl) && to.startsWith(baseUrl), `${from} ${to}`);
    }

    const { siteConf } = renderNginxConfig({
      root: build,
      listen: '80',
      outDir: path.join(copy, 'nginx-conf'),
    });
    const nginx = readFileSync(siteConf, 'utf8');
    const locations = [...nginx.matchAll(/^ +location (.+?) \{/gm)].map((match) => match[1] ?? '');
    const outside = locations.filter(
      (location) => !/^(= |~ \^(\(\?<\w+>)?)\/docs-site\b/.test(location),
    );
    assert.deepEqual(outside, ['/'], 'only the catch-all outside the sub-folder (a 404)');
    assert.match(nginx, /location ~ \^\/docs-site\(\?<site_file>\/en\/\.\*\)\$ \{/);
    assert.match(nginx, /^ +error_page 404 \/docs-site\/404\.html;$/m);
  });
});
