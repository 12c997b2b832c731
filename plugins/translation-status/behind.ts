/**
 * Which English pages may lag their Vietnamese source: the source changed after its translation,
 * by the dates of the site's VCS (Git history, or file times without it: config/vcs.ts). Used by the
 * plugin that flags those pages and by `npm test`, which lists them as a warning.
 *
 * A reviewer who finds a translation current although its source is newer records so in the
 * English front matter: `reviewed_source_sha256` holds the fingerprint of the Vietnamese file it
 * was checked against (`npm run translations:behind -- --reviewed <english file>`). While the
 * source still has that fingerprint the page is not behind; once the source changes it is. The
 * fingerprint is of the file's content, so it holds in a source archive without Git too.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { VcsConfig } from '@docusaurus/types';
import { contentFolders } from '../../config/contentFolders';

/** The English front matter key that records the source a reviewer found the translation current with. */
export const reviewedSourceKey = 'reviewed_source_sha256';

/** A Vietnamese source's fingerprint: the start of its content's SHA-256, in hex. */
export function sourceFingerprint(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

const frontMatter = /^---\n([\s\S]*?)\n---\n/;
const reviewedLine = new RegExp(`^${reviewedSourceKey}:[^\\n]*\\n?`, 'm');

/** The fingerprint an English page's front matter records, if a reviewer recorded one. */
export function reviewedFingerprint(english: string): string | undefined {
  const block = frontMatter.exec(english)?.[1] ?? '';
  return new RegExp(`^${reviewedSourceKey}:\\s*['"]?([0-9a-f]+)['"]?\\s*$`, 'm').exec(block)?.[1];
}

/** `english` with its front matter recording `fingerprint` as the reviewed source. */
export function withReviewedFingerprint(english: string, fingerprint: string): string {
  const match = frontMatter.exec(english);
  if (match === null) throw new Error('an English page without front matter');
  const block = (match[1] ?? '').replace(reviewedLine, '').replace(/\n$/, '');
  return english.replace(match[0], `---\n${block}\n${reviewedSourceKey}: ${fingerprint}\n---\n`);
}

/** The Vietnamese source of an English page (both relative to the site folder), if it has one. */
function sourceOf(english: string): string | undefined {
  const folder = contentFolders.find((candidate) =>
    english.startsWith(`${candidate.english}${path.sep}`),
  );
  return folder === undefined
    ? undefined
    : path.join(folder.source, path.relative(folder.english, english));
}

/** Records in `english` (relative to `siteDir`) that it is current with its source as it is now. */
export function markReviewed(siteDir: string, english: string): void {
  const source = sourceOf(path.normalize(english));
  if (source === undefined)
    throw new Error(`${english} is not an English page of a content folder`);
  const englishFile = path.join(siteDir, english);
  const fingerprint = sourceFingerprint(readFileSync(path.join(siteDir, source), 'utf8'));
  writeFileSync(
    englishFile,
    withReviewedFingerprint(readFileSync(englishFile, 'utf8'), fingerprint),
  );
}

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
      const page = {
        ...pair,
        sourceChangedAt: source.timestamp,
        englishChangedAt: english.timestamp,
      };
      const reviewed = reviewedFingerprint(readFileSync(path.join(siteDir, pair.english), 'utf8'));
      // A recorded review decides: the page is behind once the source is no longer what was reviewed.
      const behind =
        reviewed === undefined
          ? page.sourceChangedAt > page.englishChangedAt
          : reviewed !== sourceFingerprint(readFileSync(path.join(siteDir, pair.source), 'utf8'));
      return behind ? page : undefined;
    }),
  );
  return dated.filter((pair): pair is BehindTranslation => pair !== undefined);
}

/** The key pages use to look themselves up: the `@site/…` source path Docusaurus gives a page. */
export function siteAlias(relativePath: string): string {
  return `@site/${relativePath.split(path.sep).join('/')}`;
}
