/**
 * How the benches read a Lighthouse report against the score budgets (PERFORMANCE.md), apart from
 * running Lighthouse (./lighthouse.mts) so the rule can be tested on report fixtures.
 *
 * One exception, decided for issue #39: robots.txt carries a `Content-Signal` line
 * (contentsignals.org, plugins/seo), a directive Lighthouse's robots-txt audit does not know, so
 * that audit fails on it and SEO drops below 100 on every page. SEO points lost to that line alone
 * still meet the budget; any other robots.txt error, or any other audit costing SEO points, does not.
 */
import type { Result } from 'lighthouse';

/** The parts of a Lighthouse report (`lhr`) the budget reads. */
export type LighthouseReport = Pick<Result, 'audits' | 'categories'>;

/** The audits of a category that cost points: weighted, scored and below 1. */
export function auditsCostingPoints(
  report: LighthouseReport,
  category: string,
): Array<LighthouseReport['audits'][string]> {
  return (report.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => report.audits[ref.id] ?? [])
    .filter((audit) => audit.score !== null && audit.score < 1);
}

/** A robots.txt line Lighthouse reports: it names the line as written and its error. */
const contentSignalLine = /^\s*content-signal\s*:/i;
/** What Lighthouse's robots-txt audit says of a directive outside its list. */
const unknownDirective = 'Unknown directive';

/**
 * Whether the only audit costing SEO points is robots-txt, failing on nothing but Content-Signal
 * lines it does not know. False when nothing costs points: there is nothing to excuse.
 */
export function seoLostOnlyToContentSignal(report: LighthouseReport): boolean {
  const costing = auditsCostingPoints(report, 'seo');
  const robots = costing[0];
  if (costing.length !== 1 || robots?.id !== 'robots-txt') return false;
  const details = robots.details;
  // Without a table of lines (robots.txt unreachable, a server error) the cause is not the line.
  if (details?.type !== 'table' || details.items.length === 0) return false;
  return details.items.every(
    (item) =>
      typeof item.line === 'string' &&
      contentSignalLine.test(item.line) &&
      item.message === unknownDirective,
  );
}

/** The figures of one run the SEO budget needs: its score (0–100) and whether the loss is excused. */
export interface SeoRunFigures {
  score: number;
  lostOnlyToContentSignal: boolean;
}

/**
 * Whether a route meets the SEO budget over its runs: the median score reaches the minimum, or
 * every run below it lost its points only to the Content-Signal line.
 */
export function meetsSeoBudget(
  medianScore: number,
  minimum: number,
  runs: readonly SeoRunFigures[],
): boolean {
  if (medianScore >= minimum) return true;
  return (
    runs.length > 0 && runs.every((run) => run.score >= minimum || run.lostOnlyToContentSignal)
  );
}
