/**
 * Each release of the API, as the changelog announces it (changelog/<date>-api-v<major>[-<minor>].mdx):
 * its version, major.minor, and the day it was published and took effect. The last entry is the
 * contract's `info.version`; tests/unit/facts.test.ts checks both, and fails when a page types a
 * release's date or the current version by hand instead of reading this table.
 */
interface ApiRelease {
  version: string;
  /** ISO date (YYYY-MM-DD). */
  date: string;
}

export const apiReleases = [
  { version: '1.0', date: '2026-11-22' },
  { version: '1.1', date: '2026-11-25' },
  { version: '1.2', date: '2026-11-27' },
] as const satisfies readonly ApiRelease[];

export type ApiReleaseVersion = (typeof apiReleases)[number]['version'];
