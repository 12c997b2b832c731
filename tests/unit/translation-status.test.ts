/**
 * Which English pages may be behind their Vietnamese source (plugins/translation-status/behind.ts),
 * by Git dates and, without Git (a source archive), by file times (config/vcs.ts).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createVcsWithFileTimeFallback, isInGitWorktree } from '@site/config/vcs';
import {
  behindTranslations,
  markReviewed,
  reviewedFingerprint,
  reviewedSourceKey,
  siteAlias,
  sourceFingerprint,
  withReviewedFingerprint,
} from '@site/plugins/translation-status/behind';
import { testWorkDir, writeFilesUnder } from '@site/tests/support/workDir';

const work = testWorkDir('miniai-translations-');

const english = 'i18n/en/docusaurus-plugin-content-docs/current';

/** A site folder with two docs pages in both languages. */
function site(name: string): string {
  const dir = path.join(work, name);
  writeFilesUnder(
    dir,
    [
      'docs/intro.mdx',
      'docs/guides/sync.mdx',
      `${english}/intro.mdx`,
      `${english}/guides/sync.mdx`,
    ],
    (file) => `---\ntitle: ${path.basename(file)}\n---\n\n# ${file}\n`,
  );
  return dir;
}

function git(dir: string, args: string[], date?: string): void {
  execFileSync('git', args, {
    cwd: dir,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'Test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      ...(date === undefined ? {} : { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }),
    },
    stdio: 'ignore',
  });
}

/** A site in Git: both languages committed, then `source` alone changed in a later commit. */
function siteWithSourceChanged(name: string, source: string): string {
  const dir = site(name);
  git(dir, ['init', '-q']);
  git(dir, ['add', '.']);
  git(dir, ['commit', '-qm', 'both languages'], '2026-01-01T10:00:00Z');
  writeFileSync(path.join(dir, source), '---\ntitle: changed\n---\n\n# changed\n');
  git(dir, ['commit', '-qam', 'Vietnamese only'], '2026-02-01T10:00:00Z');
  return dir;
}

describe('translations behind their source', () => {
  it('by Git dates: a source committed after its translation, and only that one', async () => {
    const dir = siteWithSourceChanged('with-git', 'docs/guides/sync.mdx');
    assert.equal(isInGitWorktree(dir), true);
    // The ad-hoc reader: the eager one is a process-wide singleton bound to the first folder read.
    const vcs = createVcsWithFileTimeFallback('git-ad-hoc');
    vcs.initialize({ siteDir: dir });
    const behind = await behindTranslations(dir, vcs);
    assert.deepEqual(
      behind.map((page) => [page.source, page.english]),
      [[path.join('docs/guides/sync.mdx'), path.join(english, 'guides/sync.mdx')]],
    );
    assert.equal(behind[0]?.sourceChangedAt, Date.parse('2026-02-01T10:00:00Z'));
    assert.equal(behind[0]?.englishChangedAt, Date.parse('2026-01-01T10:00:00Z'));
  });

  it('without Git: by file times, and equal times are not behind', async () => {
    const dir = site('archive');
    assert.equal(isInGitWorktree(dir), false);
    const older = new Date('2026-01-01T10:00:00Z');
    const newer = new Date('2026-03-01T10:00:00Z');
    for (const file of ['docs/intro.mdx', `${english}/intro.mdx`, `${english}/guides/sync.mdx`])
      utimesSync(path.join(dir, file), older, older);
    utimesSync(path.join(dir, 'docs/guides/sync.mdx'), newer, newer);
    const vcs = createVcsWithFileTimeFallback('git-ad-hoc');
    vcs.initialize({ siteDir: dir });
    const behind = await behindTranslations(dir, vcs);
    assert.deepEqual(
      behind.map((page) => page.source),
      [path.join('docs/guides/sync.mdx')],
    );
    assert.equal(behind[0]?.sourceChangedAt, newer.getTime());
  });

  it('by Git dates: a translation reviewed against its source is not behind until the source changes again', async () => {
    const dir = siteWithSourceChanged('reviewed-with-git', 'docs/intro.mdx');
    const vcs = createVcsWithFileTimeFallback('git-ad-hoc');
    vcs.initialize({ siteDir: dir });
    const sources = async () => (await behindTranslations(dir, vcs)).map((page) => page.source);
    assert.deepEqual(await sources(), [path.join('docs/intro.mdx')], 'behind by dates');
    markReviewed(dir, path.join(english, 'intro.mdx'));
    git(dir, ['commit', '-qam', 'English reviewed'], '2026-01-15T10:00:00Z');
    assert.deepEqual(await sources(), [], 'reviewed: no longer behind, although older');
    writeFileSync(path.join(dir, 'docs/intro.mdx'), '---\ntitle: intro\n---\n\n# new section\n');
    git(dir, ['commit', '-qam', 'Vietnamese changed after the review'], '2026-03-01T10:00:00Z');
    assert.deepEqual(await sources(), [path.join('docs/intro.mdx')], 'behind again');
  });

  it('without Git: the recorded review holds whatever the file times, until the source changes', async () => {
    const dir = site('reviewed-archive');
    const older = new Date('2026-01-01T10:00:00Z');
    const newer = new Date('2026-03-01T10:00:00Z');
    markReviewed(dir, path.join(english, 'guides/sync.mdx'));
    for (const file of ['docs/intro.mdx', `${english}/intro.mdx`, `${english}/guides/sync.mdx`])
      utimesSync(path.join(dir, file), older, older);
    utimesSync(path.join(dir, 'docs/guides/sync.mdx'), newer, newer);
    const vcs = createVcsWithFileTimeFallback('git-ad-hoc');
    vcs.initialize({ siteDir: dir });
    assert.deepEqual(await behindTranslations(dir, vcs), []);
    writeFileSync(path.join(dir, 'docs/guides/sync.mdx'), '---\ntitle: sync\n---\n\n# changed\n');
    assert.deepEqual(
      (await behindTranslations(dir, vcs)).map((page) => page.source),
      [path.join('docs/guides/sync.mdx')],
    );
  });

  it('records one fingerprint in the front matter, replacing an earlier one', () => {
    const page = '---\ntitle: Intro\n---\n\nBody\n';
    const once = withReviewedFingerprint(page, sourceFingerprint('v1'));
    const twice = withReviewedFingerprint(once, sourceFingerprint('v2'));
    assert.equal(reviewedFingerprint(page), undefined);
    assert.equal(reviewedFingerprint(twice), sourceFingerprint('v2'));
    assert.equal(twice.split(`${reviewedSourceKey}:`).length, 2, 'one line');
    assert.match(twice, /^---\ntitle: Intro\nreviewed_source_sha256: [0-9a-f]{16}\n---\n\nBody\n$/);
    assert.notEqual(sourceFingerprint('v1'), sourceFingerprint('v2'));
  });

  it('names a page the way Docusaurus gives its source to the browser', () => {
    assert.equal(
      siteAlias(path.join(english, 'intro.mdx')),
      '@site/i18n/en/docusaurus-plugin-content-docs/current/intro.mdx',
    );
  });
});
