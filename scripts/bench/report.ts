/**
 * The JSON report every bench writes to reports/: its figures, when it ran and on what machine,
 * since most figures follow the machine and its load as much as the site.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';

/** Writes `reports/<name>.json` under `siteDir` (this checkout by default) and returns its path. */
export function writeBenchReport(
  name: string,
  figures: Record<string, unknown>,
  { startedAt, siteDir = process.cwd() }: { startedAt?: Date; siteDir?: string } = {},
): string {
  const dir = path.join(siteDir, 'reports');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const report = {
    ...(startedAt === undefined ? {} : { startedAt: startedAt.toISOString() }),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryBytes: totalmem(),
      // Other work on the machine slows builds and pages: the load when the report was written.
      loadAverage1m: Number((loadavg()[0] ?? 0).toFixed(2)),
    },
    ...figures,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return file;
}
