/**
 * The D1 database of the lead and feedback functions, through wrangler: its name from
 * wrangler.toml, the local copy `npm run serve:cdn` uses (under --persist-to), and queries on it
 * or, with `--remote`, on the production database.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const siteDir = process.cwd();

/** The installed wrangler itself (not through npx), so that a signal reaches it. */
export const wranglerBin = path.join(siteDir, 'node_modules', '.bin', 'wrangler');

/** wrangler without its metrics prompt or upload. */
export const wranglerEnv = { ...process.env, WRANGLER_SEND_METRICS: 'false' };

/** The `database_name` of wrangler.toml's D1 binding. */
function databaseName(): string {
  const toml = readFileSync(path.join(siteDir, 'wrangler.toml'), 'utf8');
  const name = /^database_name\s*=\s*"([^"]+)"/m.exec(toml)?.[1];
  if (name === undefined) throw new Error('wrangler.toml names no D1 database_name.');
  return name;
}

/** Where `npm run serve:cdn` keeps its local state, D1 included: one folder per CDN_PORT. */
export function localPersistDir(port = process.env.CDN_PORT ?? '8788'): string {
  return path.join(process.env.TMPDIR ?? '/tmp', `miniai-wrangler-${port}`);
}

/** `--local --persist-to <dir>` for the local copy, `--remote` for production. */
function targetArgs(remote: boolean): string[] {
  return remote ? ['--remote'] : ['--local', '--persist-to', localPersistDir()];
}

function wrangler(args: string[]): string {
  const result = spawnSync(wranglerBin, args, {
    cwd: siteDir,
    env: wranglerEnv,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) {
    throw new Error(`wrangler ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
  }
  return result.stdout;
}

/** Applies the migrations not yet applied (migrations/), to the local copy or production. */
export function applyMigrations(remote: boolean): void {
  wrangler(['d1', 'migrations', 'apply', databaseName(), ...targetArgs(remote)]);
}

/** The rows of each SQL statement, in one wrangler run (each run starts a local runtime). */
export function query<Rows extends unknown[][]>(statements: string[], remote: boolean): Rows {
  const sql = statements.map((statement) => statement.replace(/;\s*$/, '')).join(';\n');
  const output = wrangler([
    'd1',
    'execute',
    databaseName(),
    ...targetArgs(remote),
    '--json',
    '--command',
    sql,
  ]);
  const results = JSON.parse(output) as Array<{ results: unknown[] }>;
  return results.map((result) => result.results) as Rows;
}
