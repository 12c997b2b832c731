/**
 * The webhook samples shown on /docs/webhooks (examples/webhooks) run in their own language
 * against every case of tests/support/webhookDeliveries.ts: the published test vector, forgeries,
 * malformed headers, the replay window both ways, a secret rotation, an unset secret and the same
 * event twice. The command-line verifiers run as a reader would run them, each case with a fresh
 * seen-events directory; the Node.js receiver runs in this process, over HTTP.
 */
import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOpenApiSource, resolvePointer, type JsonObject } from '@site/openapi/tools/document';
import {
  sentNow,
  signWebhook,
  webhookCases,
  webhookTestVector,
  type WebhookCase,
  type WebhookDelivery,
  type WebhookOutcome,
} from '@site/tests/support/webhookDeliveries';
import { webhookExamplesDir, webhookVerifiers } from '@site/tests/support/webhookVerifiers';
import { listenOnLoopback } from '@site/tests/support/loopback';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';

interface SeenEvents {
  claim: (id: string) => boolean;
  release: (id: string) => void;
}

/** What the tests use of the reader-facing Node.js samples, which are ES modules typed by JSDoc. */
interface NodeSamples {
  createMiniAiReceiver: (options: {
    secret: string | undefined;
    seenEvents: SeenEvents;
    enqueue: (event: { delivery_id: string }) => void;
    nowSeconds?: () => number;
  }) => Server;
  MemorySeenEvents: new () => SeenEvents;
  DirectorySeenEvents: new (directory: string) => SeenEvents;
}

/** Imported as ES modules at run time: the test files are compiled as CommonJS. */
async function nodeSamples(): Promise<NodeSamples> {
  const load = (file: string) =>
    import(pathToFileURL(path.resolve(webhookExamplesDir, file)).href) as Promise<object>;
  const [receiver, verifier] = await Promise.all([
    load('receiver.mjs'),
    load('verify-webhook.mjs'),
  ]);
  return { ...receiver, ...verifier } as NodeSamples;
}

const run = promisify(execFile);
const cases = webhookCases();
const vector = webhookTestVector();

/** The exit status and output of a command-line verifier for each outcome. */
const exitStatus: Record<WebhookOutcome, number> = {
  accepted: 0,
  rejected: 1,
  misconfigured: 2,
  duplicate: 3,
};

describe('the webhook delivery cases', () => {
  it('are fourteen or more, and every outcome is expected somewhere', () => {
    assert.ok(cases.length >= 14, `${cases.length} cases`);
    const outcomes = new Set(cases.flatMap((c) => c.deliveries.map((d) => d.want)));
    assert.deepEqual([...outcomes].sort(), Object.keys(exitStatus).sort());
  });

  it('publish a test vector the contract signs with its test secret', () => {
    assert.ok(
      vector.secret !== undefined,
      'the X-MiniAI-Signature description names no test secret',
    );
    assert.equal(vector.signature, signWebhook(vector.secret, vector.timestamp, vector.body));
  });

  it('key duplicates on delivery_id, which every webhook event requires in its signed body', () => {
    const document = readOpenApiSource();
    const webhooks = document.webhooks as JsonObject;
    assert.ok(Object.keys(webhooks).length >= 6, Object.keys(webhooks).join(', '));
    for (const event of Object.keys(webhooks)) {
      const body = resolvePointer(
        document,
        `#/webhooks/${event}/post/requestBody/content/application~1json/schema`,
      ) as JsonObject;
      const schema = (
        body.$ref ? resolvePointer(document, body.$ref as string) : body
      ) as JsonObject;
      const parts = [schema, ...((schema.allOf as JsonObject[] | undefined) ?? [])].map((part) =>
        part.$ref ? (resolvePointer(document, part.$ref as string) as JsonObject) : part,
      );
      const required = parts.flatMap((part) => (part.required as string[] | undefined) ?? []);
      assert.ok(required.includes('delivery_id'), `${event}: delivery_id is not required`);
    }
  });
});

/**
 * Runs one delivery through a command-line verifier, in the seen-events directory of its case: the
 * program itself on the real clock, or its command-line function through `clock` at the case's.
 */
function runVerifier(
  command: [string, string[]],
  clock: [string, string[]],
  env: Record<string, string>,
  seenDir: string,
  delivery: WebhookDelivery,
) {
  const d = sentNow(delivery);
  // The case decides the secret, not the environment the tests run in.
  const inherited = { ...process.env };
  delete inherited.MINIAI_APP_SECRET;
  const [program, args] =
    d.now === undefined
      ? [command[0], [...command[1], d.timestamp, d.signature]]
      : [clock[0], [...clock[1], String(d.now), d.timestamp, d.signature]];
  const result = spawnSync(program, args, {
    input: d.body,
    encoding: 'utf8',
    env: {
      ...inherited,
      ...env,
      MINIAI_SEEN_EVENTS_DIR: seenDir,
      ...(d.secret === undefined ? {} : { MINIAI_APP_SECRET: d.secret }),
    },
    timeout: 60_000,
  });
  if (result.error) throw result.error;
  return result;
}

for (const verifier of webhookVerifiers) {
  describe(`${verifier.language} verifier (${webhookExamplesDir}/${verifier.file})`, () => {
    const file = path.join(webhookExamplesDir, verifier.file);
    const outDir = mkdtempSync(path.join(tmpdir(), 'miniai-webhook-'));
    const env = verifier.env?.() ?? {};

    before(() => {
      const [command, args] = verifier.probe;
      const probe = spawnSync(command, args);
      assert.equal(
        probe.error,
        undefined,
        `${verifier.language}: "${command}" is missing. Install it with ` +
          `"sudo apt-get install -y ${verifier.aptPackage ?? 'nodejs'}" (npm test does it as root).`,
      );
      if (verifier.build) {
        const [program, buildArgs] = verifier.build(file, outDir);
        const built = spawnSync(program, buildArgs, {
          encoding: 'utf8',
          env: { ...process.env, ...env },
        });
        assert.equal(built.status, 0, `${verifier.language} does not build: ${built.stderr}`);
      }
      verifier.buildClock?.(file, outDir, env);
    });
    after(() => rmSync(outDir, { recursive: true, force: true }));

    for (const c of cases) {
      it(c.name, () => {
        const seenDir = mkdtempSync(path.join(outDir, 'seen-'));
        for (const d of c.deliveries) {
          const result = runVerifier(
            verifier.command(file, outDir),
            verifier.clockCommand(file, outDir),
            env,
            seenDir,
            d,
          );
          const said =
            `${verifier.language}, ${c.name}, ${d.label}: exit ${String(result.status)}, ` +
            `stdout ${JSON.stringify(result.stdout)}, stderr ${JSON.stringify(result.stderr)}`;
          assert.equal(result.status, exitStatus[d.want], said);
          if (d.want === 'misconfigured') {
            assert.equal(result.stdout, '', said);
            assert.match(result.stderr, /MINIAI_APP_SECRET is not set/, said);
          } else {
            // The outcome word, and nothing on stderr: a crash that exits 1 is no rejection.
            assert.equal(result.stdout.trim(), d.want, said);
            assert.equal(result.stderr, '', said);
          }
        }
      });
    }
  });
}

/**
 * Posts one delivery to a running receiver over a bare socket, its headers as UTF-8 bytes, which
 * fetch would refuse or re-encode; returns the status.
 */
function post(port: number, delivery: WebhookDelivery): Promise<number> {
  const d = sentNow(delivery);
  const body = Buffer.from(d.body, 'utf8');
  const head = [
    'POST /webhooks/miniai HTTP/1.1',
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${String(body.length)}`,
    `X-MiniAI-Timestamp: ${d.timestamp}`,
    `X-MiniAI-Signature: ${d.signature}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => {
      socket.end(Buffer.concat([Buffer.from(head, 'utf8'), body]));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(chunks).toString('latin1'))?.[1];
      resolve(Number(status));
    });
  });
}

/** A header value cannot hold a line break: that delivery is for the command-line form only. */
const unsendable = (d: WebhookDelivery) => /[\r\n]/.test(d.timestamp + d.signature);

describe(`Node.js receiver (${webhookExamplesDir}/receiver.mjs)`, () => {
  /** One receiver per case and configured secret: a case is one store and one queue. */
  async function runCase(c: WebhookCase) {
    const { createMiniAiReceiver, MemorySeenEvents } = await nodeSamples();
    const seenEvents = new MemorySeenEvents();
    const queued: { delivery_id: string }[] = [];
    for (const d of c.deliveries) {
      const said = `${c.name}, ${d.label}`;
      if (d.want === 'misconfigured') {
        assert.throws(
          () => createMiniAiReceiver({ secret: d.secret, seenEvents, enqueue: () => undefined }),
          /MINIAI_APP_SECRET is not set/,
          said,
        );
        continue;
      }
      if (unsendable(d)) continue;
      const clock = d.now;
      const server = createMiniAiReceiver({
        secret: d.secret,
        seenEvents,
        enqueue: (event: { delivery_id: string }) => {
          queued.push(event);
        },
        ...(clock === undefined ? {} : { nowSeconds: () => clock }),
      });
      const port = await listenOnLoopback(server);
      try {
        const before = queued.length;
        const status = await post(port, d);
        assert.equal(status, d.want === 'rejected' ? 400 : 200, said);
        assert.equal(queued.length - before, d.want === 'accepted' ? 1 : 0, `${said}: queued`);
        if (d.want === 'accepted') {
          assert.equal(queued.at(-1)?.delivery_id, (JSON.parse(d.body) as JsonObject).delivery_id);
        }
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    }
  }

  for (const c of cases) {
    it(c.name, () => runCase(c));
  }

  it('is sent every delivery but the one whose header holds a line break', () => {
    const skipped = cases.flatMap((c) => c.deliveries.filter(unsendable).map((d) => d.label));
    assert.deepEqual(skipped, ['with a trailing newline']);
  });
});

describe('the Node.js receiver when queueing fails', () => {
  it('answers 500 and forgets the event, so that the retry is queued rather than skipped', async () => {
    const { createMiniAiReceiver, MemorySeenEvents } = await nodeSamples();
    const d = cases.flatMap((c) => c.deliveries).find((candidate) => candidate.want === 'accepted');
    assert.ok(d !== undefined);
    const queued: { delivery_id: string }[] = [];
    let failNext = true;
    const clock = d.now;
    const server = createMiniAiReceiver({
      secret: d.secret,
      seenEvents: new MemorySeenEvents(),
      enqueue: (event) => {
        if (failNext) {
          failNext = false;
          throw new Error('queue unavailable');
        }
        queued.push(event);
      },
      ...(clock === undefined ? {} : { nowSeconds: () => clock }),
    });
    const port = await listenOnLoopback(server);
    // The receiver logs the failure it answers 500 for: keep the test output clean.
    const logged = mock.method(console, 'error', () => undefined);
    try {
      assert.equal(await post(port, d), 500);
      assert.equal(await post(port, d), 200);
      assert.equal(queued.length, 1);
      assert.equal(logged.mock.callCount(), 1);
    } finally {
      logged.mock.restore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the directory store of the command-line form', () => {
  it('lets only the first of two stores on one directory claim an id', async () => {
    const { DirectorySeenEvents } = await nodeSamples();
    const directory = mkdtempSync(path.join(tmpdir(), 'miniai-seen-'));
    try {
      const first = new DirectorySeenEvents(directory);
      const second = new DirectorySeenEvents(directory);
      assert.equal(first.claim('dlv_01jd8k2m7q4r9s3t'), true);
      assert.equal(second.claim('dlv_01jd8k2m7q4r9s3t'), false);
      assert.equal(second.claim('../../etc/passwd'), true, 'an id is a hashed file name');
      second.release('dlv_01jd8k2m7q4r9s3t');
      assert.equal(first.claim('dlv_01jd8k2m7q4r9s3t'), true, 'a released id can be claimed again');
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  });
});

/** The webhooks guide in each locale. */
const guides = ['docs/webhooks.mdx', 'i18n/en/docusaurus-plugin-content-docs/current/webhooks.mdx'];

for (const guide of guides) {
  describe(`the webhooks guide (${guide})`, () => {
    const text = readFileSync(guide, 'utf8');
    const fenced = [...text.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map(
      (match) => match[1] ?? '',
    );

    it('publishes the test vector: secret, timestamp, body bytes and signature', () => {
      assert.ok(fenced.includes(`${vector.body}\n`), 'no code block holds the compact body alone');
      for (const value of [vector.secret ?? '', vector.timestamp, vector.signature]) {
        assert.ok(text.includes(value), `${value} is missing`);
      }
    });

    it('shows every file of examples/webhooks from the file itself', () => {
      for (const file of readdirSync(webhookExamplesDir)) {
        assert.match(
          text,
          new RegExp(`@site/${webhookExamplesDir}/${file.replace('.', '\\.')}\\?raw`),
        );
      }
    });

    it('writes no receiver inline, where the tests would not run it', () => {
      const receivers = fenced.filter((block) =>
        /createServer|\.listen\(|\$_SERVER|HandleFunc|@app\.(route|post)|express\(\)/.test(block),
      );
      assert.deepEqual(receivers, []);
    });
  });
}

describe(`the guide's trial: ${webhookExamplesDir}/send-test-event.mjs to receiver.mjs`, () => {
  it('is queued once, answered 200 without queueing when sent again, refused with another secret', async () => {
    const { createMiniAiReceiver, MemorySeenEvents } = await nodeSamples();
    const queued: { delivery_id: string }[] = [];
    const server = createMiniAiReceiver({
      secret: vector.secret,
      seenEvents: new MemorySeenEvents(),
      enqueue: (event) => {
        queued.push(event);
      },
    });
    const port = await listenOnLoopback(server);
    const directory = mkdtempSync(path.join(tmpdir(), 'miniai-trial-'));
    try {
      // Indented, as a reader copies it from the API reference page.
      const file = path.join(directory, 'order-created.json');
      writeFileSync(file, `${JSON.stringify(vector.event, null, 2)}\n`);
      const url = `http://127.0.0.1:${String(port)}/webhooks/miniai`;
      // Asynchronous: the receiver answers from this same process.
      const send = async (secret: string) => {
        const { stdout } = await run(
          'node',
          [path.join(webhookExamplesDir, 'send-test-event.mjs'), file],
          {
            env: { ...process.env, MINIAI_APP_SECRET: secret, MINIAI_WEBHOOK_URL: url },
          },
        );
        return stdout.trim();
      };
      assert.equal(await send(vector.secret ?? ''), '200');
      assert.deepEqual(
        queued.map((event) => event.delivery_id),
        [vector.event.delivery_id],
      );
      assert.equal(await send(vector.secret ?? ''), '200');
      assert.equal(queued.length, 1, 'the second sending was queued again');
      assert.equal(await send('not-the-app-secret'), '400');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(directory, { recursive: true, force: true });
    }
  });
});
