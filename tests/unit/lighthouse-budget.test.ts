/**
 * The bench's SEO budget (scripts/bench/lighthouse-budget.ts): SEO 100, or points lost only to
 * robots.txt's Content-Signal line, which Lighthouse's robots-txt audit does not know. The reports
 * are shaped as Lighthouse 12 writes them: the SEO category's audit references and weights of its
 * default config, binary audits, and the robots-txt audit's table of the lines it rejects.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Result } from 'lighthouse';
import {
  meetsSeoBudget,
  seoLostOnlyToContentSignal,
  type LighthouseReport,
} from '@site/scripts/bench/lighthouse-budget';
import { defaultSettings } from '@site/config/site';
import { contentSignalValue } from '@site/plugins/seo';

type Audit = LighthouseReport['audits'][string];
type Table = Extract<NonNullable<Audit['details']>, { type: 'table' }>;

/** Lighthouse's SEO category (core/config/default-config.js). */
const seoAuditRefs: Result.Category['auditRefs'] = [
  { id: 'is-crawlable', weight: 4.043478260869565, group: 'seo-crawl' },
  { id: 'document-title', weight: 1, group: 'seo-content' },
  { id: 'meta-description', weight: 1, group: 'seo-content' },
  { id: 'http-status-code', weight: 1, group: 'seo-crawl' },
  { id: 'link-text', weight: 1, group: 'seo-content' },
  { id: 'crawlable-anchors', weight: 1, group: 'seo-crawl' },
  { id: 'robots-txt', weight: 1, group: 'seo-crawl' },
  { id: 'image-alt', weight: 1, group: 'seo-content' },
  { id: 'hreflang', weight: 1, group: 'seo-content' },
  { id: 'canonical', weight: 1, group: 'seo-content' },
  { id: 'structured-data', weight: 0 },
];

/** A robots.txt error row as the audit reports it: 1-based line number, the line, the error. */
interface RobotsError {
  index: string;
  line: string;
  message: string;
}

function robotsAudit(errors: RobotsError[]): Audit {
  const details: Table = {
    type: 'table',
    headings: [
      { key: 'index', valueType: 'text', label: 'Line #' },
      { key: 'line', valueType: 'code', label: 'Content' },
      { key: 'message', valueType: 'code', label: 'Error' },
    ],
    items: errors.map((error) => ({ ...error })),
  };
  return {
    id: 'robots-txt',
    title: errors.length === 0 ? 'robots.txt is valid' : 'robots.txt is not valid',
    description: 'If your robots.txt file is malformed, crawlers may not be able to understand …',
    score: errors.length === 0 ? 1 : 0,
    scoreDisplayMode: 'binary',
    ...(errors.length > 0 && {
      displayValue: errors.length === 1 ? '1 error found' : `${errors.length} errors found`,
    }),
    details,
  };
}

function passing(id: string): Audit {
  return { id, title: id, description: '', score: 1, scoreDisplayMode: 'binary' };
}

/** A report whose SEO audits pass except the ones given; the category score as Lighthouse weighs it. */
function report(...replaced: Audit[]): LighthouseReport {
  const audits = Object.fromEntries(seoAuditRefs.map((ref) => [ref.id, passing(ref.id)]));
  for (const audit of replaced) audits[audit.id] = audit;
  const weighted = seoAuditRefs.filter((ref) => ref.weight > 0);
  const total = weighted.reduce((sum, ref) => sum + ref.weight, 0);
  const score =
    weighted.reduce((sum, ref) => sum + ref.weight * (audits[ref.id]?.score ?? 0), 0) / total;
  return {
    audits,
    categories: { seo: { id: 'seo', title: 'SEO', score, auditRefs: seoAuditRefs } },
  };
}

const siteContentSignal = `Content-Signal: ${contentSignalValue(defaultSettings.contentSignals)}`;
const contentSignalError: RobotsError = {
  index: '2',
  line: siteContentSignal,
  message: 'Unknown directive',
};
const seoScore = (lhr: LighthouseReport) => Math.round((lhr.categories.seo?.score ?? 0) * 100);

describe('the SEO budget and the Content-Signal line', () => {
  it('a robots-txt audit failing on the site’s Content-Signal line alone costs 8 points and is excused', () => {
    const lhr = report(robotsAudit([contentSignalError]));
    assert.equal(seoScore(lhr), 92);
    assert.equal(seoLostOnlyToContentSignal(lhr), true);
    assert.equal(
      meetsSeoBudget(seoScore(lhr), 100, [{ score: 92, lostOnlyToContentSignal: true }]),
      true,
    );
  });

  it('any other robots.txt error is not excused, even beside the Content-Signal line', () => {
    const otherErrors: RobotsError[] = [
      {
        index: '3',
        line: 'Allow: docs',
        message: 'Pattern should either be empty, start with "/" or "*"',
      },
      { index: '5', line: 'Sitemap: /sitemap.xml', message: 'Invalid sitemap URL' },
      { index: '4', line: 'Content-Signals: search=yes', message: 'Unknown directive' },
      { index: '1', line: 'Disallow: /private', message: 'No user-agent specified' },
    ];
    for (const error of otherErrors) {
      assert.equal(seoLostOnlyToContentSignal(report(robotsAudit([error]))), false, error.line);
      assert.equal(
        seoLostOnlyToContentSignal(report(robotsAudit([contentSignalError, error]))),
        false,
        `${error.line} beside Content-Signal`,
      );
    }
  });

  it('a Content-Signal line rejected for another reason than an unknown directive is not excused', () => {
    const error = { ...contentSignalError, message: 'Invalid content signal' };
    assert.equal(seoLostOnlyToContentSignal(report(robotsAudit([error]))), false);
  });

  it('robots.txt unreachable or failing with a server error (no table of lines) is not excused', () => {
    const unreachable: Audit = {
      ...robotsAudit([]),
      score: 0,
      explanation: 'Lighthouse was unable to download a robots.txt file',
    };
    delete unreachable.details;
    assert.equal(seoLostOnlyToContentSignal(report(unreachable)), false);
    assert.equal(seoLostOnlyToContentSignal(report({ ...robotsAudit([]), score: 0 })), false);
  });

  it('another audit costing SEO points fails the budget, with or without the Content-Signal line', () => {
    // One listed before robots-txt in the category, one after it.
    for (const id of ['meta-description', 'canonical']) {
      const failing: Audit = { ...passing(id), score: 0 };
      for (const lhr of [report(failing), report(failing, robotsAudit([contentSignalError]))]) {
        assert.equal(seoLostOnlyToContentSignal(lhr), false, id);
        const run = { score: seoScore(lhr), lostOnlyToContentSignal: false };
        assert.equal(meetsSeoBudget(seoScore(lhr), 100, [run]), false, id);
      }
    }
  });

  it('an unweighted audit failing does not matter, and a clean report needs no excuse', () => {
    const clean = report({ ...passing('structured-data'), score: 0 });
    assert.equal(seoScore(clean), 100);
    assert.equal(seoLostOnlyToContentSignal(clean), false);
    assert.equal(meetsSeoBudget(100, 100, [{ score: 100, lostOnlyToContentSignal: false }]), true);
  });

  it('over several runs, every run below 100 must owe it to the Content-Signal line', () => {
    const excused = { score: 92, lostOnlyToContentSignal: true };
    assert.equal(
      meetsSeoBudget(92, 100, [excused, { score: 100, lostOnlyToContentSignal: false }, excused]),
      true,
    );
    assert.equal(
      meetsSeoBudget(92, 100, [excused, { score: 92, lostOnlyToContentSignal: false }, excused]),
      false,
    );
    assert.equal(meetsSeoBudget(92, 100, []), false);
  });
});
