/**
 * A folder's test files, loaded into the one process that runs its `index.ts`: node's test runner
 * would start a process for each file, each loading tsx and the contract again. Every file loads
 * before the first test runs, so a test reads the clock when it runs, not when its file loads.
 */
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Loads every `*.test.ts` of `folder`, in name order; their tests then run in this process. */
export function loadTestFiles(folder: string): void {
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.test.ts'))
    .sort();
  if (files.length === 0) throw new Error(`No test files in ${folder}`);
  const load = createRequire(path.join(folder, 'index.ts'));
  for (const file of files) load(`./${file}`);
}
