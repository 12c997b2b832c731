/**
 * Where the build reads a file's last change (the "last updated" dates, the sitemap's lastmod and
 * which English pages may lag their Vietnamese source): Docusaurus's own Git reader when the site is
 * in a Git worktree, and file modification times when it is not (a downloaded ZIP, `git archive`
 * output, a container build context), with one warning instead of the build stopping.
 */
import { spawnSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import logger from '@docusaurus/logger';
import { getVcsPreset } from '@docusaurus/utils';
import type { VcsChangeInfo, VcsConfig, VcsPreset } from '@docusaurus/types';

/** Who a file-time change is attributed to: nobody can be named without history. */
const unknownAuthor = 'MiniAI';

export function isInGitWorktree(dir: string): boolean {
  const result = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return result.status === 0 && result.stdout.trim() === 'true';
}

/** Sites already warned about: a build may load the config, and so make this VCS, more than once. */
const warnedSites: Set<string> = ((
  globalThis as { miniaiVcsWarned?: Set<string> }
).miniaiVcsWarned ??= new Set());

async function fileTimeChange(filePath: string): Promise<VcsChangeInfo | null> {
  try {
    return { timestamp: (await stat(filePath)).mtimeMs, author: unknownAuthor };
  } catch {
    return null;
  }
}

/**
 * Git history when there is one, file times otherwise. The site uses Docusaurus's default reader
 * (fixed dates in development, the eager Git reader in builds); scripts ask for 'git-eager'.
 */
export function createVcsWithFileTimeFallback(gitPreset: VcsPreset = 'default-v2'): VcsConfig {
  const git = getVcsPreset(gitPreset);
  let source: 'git' | 'file-times' | undefined;
  let siteDir = '';
  /** A file time, with the warning on first use: commands that read no dates stay quiet. */
  function fromFileTime(filePath: string): Promise<VcsChangeInfo | null> {
    if (!warnedSites.has(siteDir)) {
      warnedSites.add(siteDir);
      logger.warn(
        `No Git history found in ${logger.path(siteDir)} (a source archive?): last-update dates come from file modification times.`,
      );
    }
    return fileTimeChange(filePath);
  }
  return {
    initialize(params) {
      // Docusaurus initialises once per locale; decide once.
      if (source !== undefined) return;
      siteDir = params.siteDir;
      source = isInGitWorktree(siteDir) ? 'git' : 'file-times';
      if (source === 'git') git.initialize(params);
    },
    getFileCreationInfo: (filePath) =>
      source === 'git' ? git.getFileCreationInfo(filePath) : fromFileTime(filePath),
    getFileLastUpdateInfo: (filePath) =>
      source === 'git' ? git.getFileLastUpdateInfo(filePath) : fromFileTime(filePath),
  };
}
