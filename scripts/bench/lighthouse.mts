/**
 * Lighthouse as the benches run it (scripts/bench/routes.mts, scripts/bench/patches.mts): one
 * Chromium with the tests' flags, mobile or desktop, and a mobile CPU slowdown calibrated to the
 * host, so that the simulated phone is the same phone whatever machine runs the bench.
 *
 * Why calibrate: Lighthouse's mobile preset slows the host's CPU down 4×, a factor chosen for a
 * high-end desktop host (benchmark index 1,500–2,000, Lighthouse docs/throttling.md). On a slower
 * or busier host the same 4× emulates a slower phone than intended, and the score follows the
 * machine rather than the site. Lighthouse's docs point to its CPU throttling calculator for the
 * factor to use instead; cpuSlowdownFor() is that calculator's formula.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from '@site/scripts/bench/site-copy';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

export const lighthouseCategories = [
  'performance',
  'accessibility',
  'best-practices',
  'seo',
] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
export type FormFactor = 'mobile' | 'desktop';

/** Lighthouse's own mobile factor, for a high-end desktop host; `--cpu-slowdown 4` restores it. */
const defaultMobileCpuSlowdown = 4;

/**
 * The mobile CPU slowdown for a host of this benchmark index, by the formula of Lighthouse's CPU
 * throttling calculator (linked from Lighthouse docs/throttling.md): 2,000 → 6×, 1,533 → 4×,
 * 1,300 → 3×, 800 → 2×, 150 → 1×; never under 1× (a host slower than the phone cannot be sped up).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  }
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

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
}

export interface LighthouseOptions {
  formFactor: FormFactor;
  categories: readonly LighthouseCategory[];
  /** Mobile only: the CPU slowdown of the simulation (desktop runs the host's speed, 1×). */
  cpuSlowdown?: number;
}

/** One Lighthouse run of `url` in the Chromium listening on `chromePort`. */
export async function runLighthouse(
  chromePort: number,
  url: string,
  { formFactor, categories, cpuSlowdown = defaultMobileCpuSlowdown }: LighthouseOptions,
): Promise<LighthouseRun> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    // Merged into the preset's throttling: only the CPU factor changes.
    ...(formFactor === 'mobile' ? { throttling: { cpuSlowdownMultiplier: cpuSlowdown } } : {}),
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
    failing[category] = (entry?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => `${audit?.id} (${audit?.displayValue ?? audit?.score})`);
  }
  return {
    scores,
    cls: number('cumulative-layout-shift'),
    lcpMs: number('largest-contentful-paint'),
    tbtMs: number('total-blocking-time'),
    fcpMs: number('first-contentful-paint'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

/**
 * The host's benchmark index: the median of `samples` Lighthouse runs of `url` (each run measures
 * it first). Taken when a bench starts, so that the factor follows the machine as it is then.
 */
export async function hostBenchmarkIndex(
  chromePort: number,
  url: string,
  samples = 3,
): Promise<number> {
  const indexes: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const run = await runLighthouse(chromePort, url, {
      formFactor: 'mobile',
      categories: ['performance'],
    });
    indexes.push(run.benchmarkIndex);
  }
  return median(indexes);
}
