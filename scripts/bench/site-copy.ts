/**
 * Temporary copies of this checkout for the benches that build a variant of the site
 * (bench:scale, bench:patches): the site's own files, without history or build output, with this
 * checkout's node_modules linked.
 */
import { cpSync, symlinkSync } from 'node:fs';
import path from 'node:path';

/** Top-level entries a copy leaves out: dependencies (linked instead), history, build output. */
const notCopied = new Set([
  'node_modules',
  '.git',
  'build',
  '.docusaurus',
  'reports',
  'test-results',
  'playwright-report',
]);

export function copySite(from: string, target: string, linkDependenciesFrom?: string): void {
  cpSync(from, target, {
    recursive: true,
    filter: (source) => !notCopied.has(path.relative(from, source).split(path.sep)[0] ?? ''),
  });
  if (linkDependenciesFrom !== undefined) {
    symlinkSync(
      path.join(linkDependenciesFrom, 'node_modules'),
      path.join(target, 'node_modules'),
      'dir',
    );
  }
}

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
