/**
 * The sales team's view of the D1 database (scripts/cdn/d1.ts), local or `--remote`:
 *
 *   npm run leads:export [-- --remote] [-- --since 2026-01-01]   every lead as CSV, oldest first
 *   npm run feedback:report [-- --remote]                        pages by "no" answers, with comments
 */
import { parseArgs } from 'node:util';
import { query } from '@site/scripts/cdn/d1';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'boolean', default: false },
    since: { type: 'string' },
  },
});
const [report] = positionals;

/** One CSV cell: quoted, quotes doubled, and a leading formula character neutralised. */
function csvCell(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const leadColumns = [
  'id',
  'received_at',
  'name',
  'company',
  'phone',
  'email',
  'need',
  'locale',
  'page',
  'consent_version',
  'consent_given_at',
] as const;

if (report === 'leads') {
  if (values.since !== undefined && Number.isNaN(Date.parse(values.since))) {
    console.error(`--since must be a date, got "${values.since}".`);
    process.exit(2);
  }
  const since = values.since === undefined ? '' : new Date(values.since).toISOString();
  const [rows] = query<[Record<(typeof leadColumns)[number], unknown>[]]>(
    [`SELECT ${leadColumns.join(', ')} FROM leads WHERE received_at >= '${since}' ORDER BY id`],
    values.remote,
  );
  const lines = [
    leadColumns.join(','),
    ...rows.map((row) => leadColumns.map((c) => csvCell(row[c])).join(',')),
  ];
  process.stdout.write(`${lines.join('\r\n')}\r\n`);
} else if (report === 'feedback') {
  const [pages, comments] = query<
    [
      { page: string; no: number; yes: number }[],
      { page: string; helpful: number; comment: string; received_at: string }[],
    ]
  >(
    [
      'SELECT page, SUM(helpful = 0) AS no, SUM(helpful = 1) AS yes FROM feedback GROUP BY page ORDER BY no DESC, yes ASC, page',
      "SELECT page, helpful, comment, received_at FROM feedback WHERE comment <> '' ORDER BY id",
    ],
    values.remote,
  );
  if (pages.length === 0) console.log('No feedback yet.');
  for (const { page, no, yes } of pages) {
    console.log(`${page}\tno: ${no}\tyes: ${yes}`);
    for (const comment of comments.filter((entry) => entry.page === page)) {
      console.log(
        `  [${comment.helpful === 1 ? 'yes' : 'no'}] ${comment.received_at} ${comment.comment}`,
      );
    }
  }
} else {
  console.error('Usage: intake-report.mts leads|feedback [--remote] [--since DATE]');
  process.exit(2);
}
