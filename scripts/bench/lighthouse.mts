/**
 * Lighthouse as the benches run it (scripts/bench/routes.mts, scripts/bench/patches.mts): one
 * Chromium with the tests' flags, Lighthouse's mobile or desktop preset unchanged, and the figures
 * the benches keep from a report, with the host's benchmark index: Lighthouse's 4× mobile CPU
 * slowdown is meant for a high-end desktop host (index 1,500–2,000, Lighthouse docs/throttling.md),
 * so a report says what the host was.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import {
  auditsCostingPoints,
  seoLostOnlyToContentSignal,
} from '@site/scripts/bench/lighthouse-budget';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
export type FormFactor = 'mobile' | 'desktop';

/** The CPU slowdown of Lighthouse's mobile preset. */
export const mobileCpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;

/** Chromium for Lighthouse: chrome-launcher's defaults plus the tests' flags. */
export function launchLighthouseChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
}

export interface LighthouseRun {
  /** Per category asked for, 0–100. */
  scores: Partial<Record<LighthouseCategory, number>>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's measure of the host's CPU speed during this run. */
  benchmarkIndex: number;
  /** Audits that cost points (score below 1), per category, for finding out why. */
  failing: Partial<Record<LighthouseCategory, string[]>>;
  /** SEO points lost only to robots.txt's Content-Signal line (./lighthouse-budget.ts). */
  seoLostOnlyToContentSignal: boolean;
}

export interface LighthouseOptions {
  formFactor: FormFactor;
  categories: readonly LighthouseCategory[];
  /** Replaces the preset's CPU slowdown (mobileCpuSlowdown), e.g. to stand for a slower host. */
  cpuSlowdownMultiplier?: number;
}

/** One Lighthouse run of `url` in the Chromium listening on `chromePort`. */
export async function runLighthouse(
  chromePort: number,
  url: string,
  { formFactor, categories, cpuSlowdownMultiplier }: LighthouseOptions,
): Promise<LighthouseRun> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Lighthouse merges a partial throttling into the preset's, so only the CPU factor changes.
    ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
  };
  const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.message}`);
  const number = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores: LighthouseRun['scores'] = {};
  const failing: LighthouseRun['failing'] = {};
  for (const category of categories) {
    const entry = lhr.categories[category];
    scores[category] = Math.round((entry?.score ?? 0) * 100);
    failing[category] = auditsCostingPoints(lhr, category).map(
      (audit) => `${audit.id} (${audit.displayValue ?? audit.score})`,
    );
  }
  return {
    scores,
    cls: number('cumulative-layout-shift'),
    lcpMs: number('largest-contentful-paint'),
    tbtMs: number('total-blocking-time'),
    fcpMs: number('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    seoLostOnlyToContentSignal: seoLostOnlyToContentSignal(lhr),
  };
}
