/** Temporary folders the tests write into, each removed when the tests of its file have run. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after } from 'node:test';

/** A new folder in the system's temporary folder, named from `prefix`, removed after the file's tests. */
export function testWorkDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Writes each of `files` (paths relative to `root`) with the text `textOf` gives it, folders and all. */
export function writeFilesUnder(
  root: string,
  files: readonly string[],
  textOf: (file: string) => string,
): void {
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), textOf(file));
  }
}
