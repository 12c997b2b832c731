/**
 * `npm run bench:serve`: throughput and tail latency of the production nginx config
 * (scripts/serve-nginx.ts) serving build/ on 127.0.0.1, measured with autocannon for a fixed
 * time per target: the landing page, a docs page and an unknown path (the localised 404 page).
 * Prints a table, writes reports/serve.json, and exits 1 when any response has an unexpected
 * status (not 2xx, or not 404 for the unknown path), a request times out, or over 1 % error.
 * Requests per second and latency are for the record only: they depend on the machine's load.
 *
 *   npm run build && npm run bench:serve [-- --duration 10] [-- --connections 4] [-- --port 4377]
 */
import autocannon from 'autocannon';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { writeBenchReport } from '@site/scripts/bench/report';
import { withNginx } from '@site/scripts/bench/load-weight';

const args = parseBenchArgs({ duration: 10, connections: 4, port: 4377 });
// Bounded: a load test here must stop by itself, and 60 s per target is plenty for a trend.
const duration = Math.min(Math.max(args.duration, 1), 60);
const connections = Math.min(Math.max(args.connections, 1), 64);
const { port } = args;

const targets = [
  { name: 'landing', path: '/', expected: '2xx' },
  { name: 'docs page', path: '/docs/intro', expected: '2xx' },
  { name: 'unknown path', path: '/khong-ton-tai-trang-nay', expected: '404' },
] as const;

interface TargetResult {
  name: string;
  path: string;
  expected: string;
  requests: number;
  requestsPerSecond: number;
  latencyMsP50: number;
  latencyMsP99: number;
  latencyMsMax: number;
  throughputBytesPerSecond: number;
  statusCodes: Record<string, number>;
  errors: number;
  errorMessages: Record<string, number>;
  timeouts: number;
  unexpected: number;
}

async function measure(target: (typeof targets)[number]): Promise<TargetResult> {
  const errorMessages: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${target.path}`,
        connections,
        duration,
        // What a browser sends, so nginx compresses as it would for readers.
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      },
      (error: unknown, finished) =>
        error
          ? reject(
              error instanceof Error ? error : new Error('autocannon failed', { cause: error }),
            )
          : resolve(finished),
    );
    instance.on('reqError', (error: Error) => {
      errorMessages[error.message] = (errorMessages[error.message] ?? 0) + 1;
    });
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = (stats as { count: number }).count;
  }
  const unexpected = Object.entries(statusCodes)
    .filter(([code]) => (target.expected === '404' ? code !== '404' : !code.startsWith('2')))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    name: target.name,
    path: target.path,
    expected: target.expected,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    latencyMsP50: result.latency.p50,
    latencyMsP99: result.latency.p99,
    latencyMsMax: result.latency.max,
    throughputBytesPerSecond: result.throughput.average,
    statusCodes,
    errors: result.errors,
    errorMessages,
    timeouts: result.timeouts,
    unexpected,
  };
}

async function main(): Promise<number> {
  const results: TargetResult[] = [];
  await withNginx({ port }, async () => {
    for (const target of targets) results.push(await measure(target));
  });

  console.log(
    `\nnginx on 127.0.0.1 (1 worker), autocannon ${connections} connections, ${duration} s per target`,
  );
  console.table(
    results.map((result) => ({
      target: `${result.name} ${result.path}`,
      requests: result.requests,
      'req/s': Math.round(result.requestsPerSecond),
      'p50 ms': result.latencyMsP50,
      'p99 ms': result.latencyMsP99,
      'MiB/s': (result.throughputBytesPerSecond / 1024 / 1024).toFixed(1),
      errors: result.errors,
      statuses: Object.entries(result.statusCodes)
        .map(([code, count]) => `${code}×${count}`)
        .join(' '),
    })),
  );

  const failures = results.flatMap((result) => {
    const problems: string[] = [];
    if (result.requests === 0) problems.push(`${result.path}: no response at all`);
    if (result.unexpected > 0) {
      problems.push(
        `${result.path}: ${result.unexpected} responses not ${result.expected} (${JSON.stringify(result.statusCodes)})`,
      );
    }
    // nginx closes a keep-alive connection after 1000 requests (keepalive_requests), and a request
    // already sent on it then fails with ECONNRESET: a few per target are the client's race, not
    // the server failing. More than 1 % (or any timeout) is a real problem.
    if (result.errors > result.requests / 100 || result.timeouts > 0) {
      problems.push(
        `${result.path}: ${result.errors} errors ${JSON.stringify(result.errorMessages)}, ${result.timeouts} timeouts`,
      );
    }
    return problems;
  });

  const reportFile = writeBenchReport('serve', {
    connections,
    durationSeconds: duration,
    results,
    failures,
  });
  console.log(`Wrote ${reportFile}`);
  if (failures.length > 0) {
    console.error(`Unexpected responses:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  console.log('Every response had the expected status.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
