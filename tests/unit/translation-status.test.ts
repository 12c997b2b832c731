/**
 * Which English pages may be behind their Vietnamese source (plugins/translation-status/behind.ts),
 * by Git dates and, without Git (a source archive), by file times (config/vcs.ts).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createVcsWithFileTimeFallback, isInGitWorktree } from '@site/config/vcs';
import { behindTranslations, siteAlias } from '@site/plugins/translation-status/behind';

const work = mkdtempSync(path.join(tmpdir(), 'miniai-translations-'));
after(() => rmSync(work, { recursive: true, force: true }));

const english = 'i18n/en/docusaurus-plugin-content-docs/current';

/** A site folder with two docs pages in both languages. */
function site(name: string): string {
  const dir = path.join(work, name);
  for (const file of [
    'docs/intro.mdx',
    'docs/guides/sync.mdx',
    `${english}/intro.mdx`,
    `${english}/guides/sync.mdx`,
  ]) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), `# ${file}\n`);
  }
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

describe('translations behind their source', () => {
  it('by Git dates: a source committed after its translation, and only that one', async () => {
    const dir = site('with-git');
    git(dir, ['init', '-q']);
    git(dir, ['add', '.']);
    git(dir, ['commit', '-qm', 'both languages'], '2026-01-01T10:00:00Z');
    writeFileSync(path.join(dir, 'docs/guides/sync.mdx'), '# changed\n');
    git(dir, ['commit', '-qam', 'Vietnamese only'], '2026-02-01T10:00:00Z');
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

  it('names a page the way Docusaurus gives its source to the browser', () => {
    assert.equal(
      siteAlias(path.join(english, 'intro.mdx')),
      '@site/i18n/en/docusaurus-plugin-content-docs/current/intro.mdx',
    );
  });
});
