/**
 * Which English pages may lag their Vietnamese source: the source changed after its translation,
 * by the dates of the site's VCS (Git history, or file times without it: config/vcs.ts). Used by the
 * plugin that flags those pages and by `npm test`, which lists them as a warning.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { VcsConfig } from '@docusaurus/types';
import { contentFolders } from '../../config/contentFolders';

export interface BehindTranslation {
  /** The Vietnamese source, relative to the site folder. */
  source: string;
  /** Its English translation, relative to the site folder. */
  english: string;
  /** When each last changed, in milliseconds since the epoch. */
  sourceChangedAt: number;
  englishChangedAt: number;
}

/** Markdown pages under `dir`, relative to it; `_partials`, dot folders and generated output skipped. */
function markdownPages(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    if (entry.startsWith('_') || entry.startsWith('.') || entry === 'generated') return [];
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return markdownPages(full, path.join(prefix, entry));
    return /\.mdx?$/.test(entry) ? [path.join(prefix, entry)] : [];
  });
}

/** Every translated page whose Vietnamese source changed after its English version. */
export async function behindTranslations(
  siteDir: string,
  vcs: Pick<VcsConfig, 'getFileLastUpdateInfo'>,
): Promise<BehindTranslation[]> {
  const pairs = contentFolders.flatMap((folder) =>
    markdownPages(path.join(siteDir, folder.source))
      .filter((file) => existsSync(path.join(siteDir, folder.english, file)))
      .map((file) => ({
        source: path.join(folder.source, file),
        english: path.join(folder.english, file),
      })),
  );
  const dated = await Promise.all(
    pairs.map(async (pair) => {
      const [source, english] = await Promise.all([
        vcs.getFileLastUpdateInfo(path.join(siteDir, pair.source)),
        vcs.getFileLastUpdateInfo(path.join(siteDir, pair.english)),
      ]);
      // A file without a date (not yet committed) cannot be compared.
      if (source === null || english === null) return undefined;
      return { ...pair, sourceChangedAt: source.timestamp, englishChangedAt: english.timestamp };
    }),
  );
  return dated.filter(
    (pair): pair is BehindTranslation =>
      pair !== undefined && pair.sourceChangedAt > pair.englishChangedAt,
  );
}

/** The key pages use to look themselves up: the `@site/…` source path Docusaurus gives a page. */
export function siteAlias(relativePath: string): string {
  return `@site/${relativePath.split(path.sep).join('/')}`;
}
