/**
 * The hostile request targets of tests/support/hostile-urls.yaml (what each probes and the answer
 * it must get from nginx and from the CDN's runtime), checked as they are read, plus the two
 * targets too long to write there. Each target is sent byte for byte (tests/support/rawHttp.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

type Status = 200 | 301 | 400 | 404 | 414 | 431;
const statuses: readonly Status[] = [200, 301, 400, 404, 414, 431];

export interface HostileUrl {
  /** What the row probes. */
  probe: string;
  /** The request target, exactly as sent. */
  target: string;
  /** The expected status. */
  status: Status;
  /** For a 301: the exact Location, a path on this site. */
  location?: string;
  /** What Cloudflare Pages' runtime answers where it legitimately differs from nginx. */
  cdn?: { status: Status; location?: string };
}

const table = 'tests/support/hostile-urls.yaml';

/** An answer of the table: a status, or "301 " and the Location. */
function answerOf(answer: unknown, row: string): { status: Status; location?: string } {
  if (typeof answer === 'string' && answer.startsWith('301 /')) {
    return { status: 301, location: answer.slice('301 '.length) };
  }
  const status = statuses.find((known) => known !== 301 && known === answer);
  if (status === undefined) {
    throw new Error(`${table}, "${row}": ${JSON.stringify(answer)} is not an answer`);
  }
  return { status };
}

function rowOf(row: unknown): HostileUrl {
  if (!Array.isArray(row) || row.length < 3 || row.length > 4) {
    throw new Error(`${table}: ${JSON.stringify(row)} is not [probe, target, nginx, cdn?]`);
  }
  const [probe, target, nginx, cdn] = row as unknown[];
  if (typeof probe !== 'string' || typeof target !== 'string') {
    throw new Error(`${table}: ${JSON.stringify(row)} wants a probe and a target`);
  }
  return {
    probe,
    target,
    ...answerOf(nginx, probe),
    ...(cdn === undefined ? {} : { cdn: answerOf(cdn, probe) }),
  };
}

const rows: unknown = parse(readFileSync(path.join(process.cwd(), table), 'utf8'));
if (!Array.isArray(rows)) throw new Error(`${table} is not a list of rows`);

const manySegments = '/a'.repeat(1_500);

export const hostileUrls: readonly HostileUrl[] = [
  ...rows.map(rowOf),
  // A request line too long for the CDN's runtime is refused before any rule.
  {
    probe: 'one very long segment',
    target: `/${'a'.repeat(9_000)}/`,
    status: 414,
    cdn: { status: 431 },
  },
  // Deeper than any page: no trailing-slash rule of _redirects reaches it.
  {
    probe: 'many short segments',
    target: `${manySegments}/`,
    status: 301,
    location: manySegments,
    cdn: { status: 404 },
  },
];
