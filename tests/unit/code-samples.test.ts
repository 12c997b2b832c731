/**
 * The build-time code samples: six languages per operation, each sending the request example, and
 * each run in its own language against a local server to see what it really sends.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  apiGroups,
  firstExample,
  jsonText,
  localizedDocument,
  resolvePointer,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';
import {
  codeSamples,
  pythonLiteral,
  requestIdHeader,
  sampleRequest,
} from '@site/openapi/tools/code-samples';
import { hideBackslashes, restoreBackslashes } from '@site/src/lib/codeSampleBackslash';
import { sampleRunners } from '@site/tests/support/sampleRunners';
import { listenOnLoopback, serverReadingBodies } from '@site/tests/support/loopback';

const document = localizedDocument('en');
// The calls a client makes: webhooks are calls MiniAI makes, and have no samples.
const operations = apiGroups(document)
  .flatMap((group) => group.operations)
  .filter((operation) => operation.section === 'paths');

test('every operation gets curl, JavaScript, Python, PHP, Java and Go samples', () => {
  for (const operation of operations) {
    const samples = codeSamples(sampleRequest(document, operation.path, operation.method));
    assert.deepEqual(
      samples.map((sample) => sample.label),
      ['cURL', 'JavaScript', 'Python', 'PHP', 'Java', 'Go'],
      operation.operationId,
    );
    for (const sample of samples) {
      assert.ok(sample.source.includes(operation.method.toUpperCase()) || sample.lang === 'python');
      assert.match(sample.source, /MINIAI_ACCESS_TOKEN/, `${operation.operationId} ${sample.lang}`);
    }
  }
});

test('path parameters are filled with their examples and the body is the request example', () => {
  const request = sampleRequest(document, '/orders', 'post');
  assert.equal(request.url, 'https://api.miniai.vn/v1/orders');
  const curl = codeSamples(request).find((sample) => sample.lang === 'curl');
  const body = /--data-raw '([\s\S]*)'$/.exec(curl?.source ?? '')?.[1];
  assert.deepEqual(JSON.parse(body ?? 'null'), request.body);
  assert.match(JSON.stringify(request.body), /"phone":"84\d{9,10}"/);

  const detail = sampleRequest(document, '/orders/{order_id}', 'get');
  assert.doesNotMatch(detail.url, /\{order_id\}/);
  assert.equal(detail.body, undefined);
});

test('operations that declare Idempotency-Key send one in every language, made anew, not the example', () => {
  const idempotencyKey = resolvePointer(document, '#/components/parameters/IdempotencyKey');
  const example = jsonText(firstExample(document, idempotencyKey as JsonObject));
  assert.notEqual(example, '', 'the contract gives the Idempotency-Key an example');
  for (const operation of operations) {
    for (const sample of codeSamples(sampleRequest(document, operation.path, operation.method))) {
      assert.ok(!sample.source.includes(example), `${operation.operationId} ${sample.lang}`);
    }
  }
});

test('operations that declare Idempotency-Key send it in every language', () => {
  const declaring = operations.filter((operation) =>
    JSON.stringify(operation.definition.parameters ?? []).includes('/IdempotencyKey'),
  );
  assert.ok(declaring.length > 0, 'no operation declares Idempotency-Key');
  for (const operation of operations) {
    const request = sampleRequest(document, operation.path, operation.method);
    for (const sample of codeSamples(request)) {
      assert.equal(
        sample.source.includes('Idempotency-Key'),
        declaring.includes(operation),
        `${operation.operationId} ${sample.lang}`,
      );
    }
  }
});

test('Python literals use True, False and None', () => {
  assert.equal(
    pythonLiteral({ a: true, b: [false, null], c: 'Cà phê' }),
    '{\n    "a": True,\n    "b": [\n        False,\n        None,\n    ],\n    "c": "Cà phê",\n}',
  );
});

test('every backslash of a curl sample survives the front matter stand-in', () => {
  const curl = codeSamples(sampleRequest(document, '/orders', 'post')).find(
    (sample) => sample.lang === 'curl',
  );
  const source = curl?.source ?? '';
  // Line continuations: one per header and one before the body, so a replace-first bug shows.
  assert.ok((source.match(/ \\\n/g) ?? []).length >= 3, source);
  const hidden = hideBackslashes(source);
  assert.ok(!hidden.includes('\\'), 'a backslash is left in the front matter');
  assert.equal(restoreBackslashes(hidden), source);
});

/** What the local server saw of one request. */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

describe('the samples, run in their own languages against a local server', () => {
  /** A token the server refuses, answering with this request id. */
  const refusedToken = 'sample-refused-token';
  const requestId = 'req_0123456789abcdef01234567';
  const received: Received[] = [];
  const server = serverReadingBodies((request, body, response) => {
    const { method = '', url = '', headers } = request;
    received.push({ method, url, headers, body });
    if (headers.access_token === refusedToken) {
      response.writeHead(401, {
        'Content-Type': 'application/json',
        [requestIdHeader]: requestId,
      });
      response.end(JSON.stringify({ error: -1003, message: 'Invalid access token', data: null }));
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ error: 0, message: 'Success', data: { ok: true } }));
  });
  const workDir = mkdtempSync(path.join(tmpdir(), 'miniai-samples-'));
  let localBase = '';
  before(async () => {
    localBase = `http://127.0.0.1:${await listenOnLoopback(server)}/v1`;
  });
  after(() => {
    server.close();
    rmSync(workDir, { recursive: true, force: true });
  });

  const productionBase = sampleRequest(document, '/orders', 'post').url.replace(/\/orders$/, '');
  const token = 'sample-test-token';
  // A create with a body and an Idempotency-Key, and a read with a path parameter and no body.
  const cases = [
    { method: 'post', apiPath: '/orders' },
    { method: 'get', apiPath: '/orders/{order_id}' },
  ] as const;

  /**
   * Runs one sample once (asynchronously: this process is the server it calls) with `token`;
   * returns what the server received and everything the sample printed.
   */
  async function runWith(
    lang: string,
    source: string,
    operationId: string,
    sentToken: string,
  ): Promise<{ request: Received; code: number | null; output: string }> {
    const runner = sampleRunners.find((candidate) => candidate.lang === lang);
    assert.ok(runner, `no runner for ${lang}`);
    const probe = spawnSync(...runner.probe);
    const install = runner.aptPackages?.join(' ') ?? 'its toolchain';
    assert.equal(
      probe.status,
      0,
      `${lang}: ${runner.probe.flat().join(' ')} failed; install ${install}`,
    );
    const className = operationId.replace(/(?:^|-)(\w)/g, (_match, letter: string) =>
      letter.toUpperCase(),
    );
    const file = path.join(workDir, runner.file(className));
    writeFileSync(file, source.replaceAll(productionBase, localBase));
    const count = received.length;
    const [command, args] = runner.command(file);
    const { code, output } = await new Promise<{ code: number | null; output: string }>(
      (resolve, reject) => {
        const child = spawn(command, args, {
          cwd: workDir,
          env: { ...process.env, ...runner.env?.(), MINIAI_ACCESS_TOKEN: sentToken },
          timeout: 120_000,
        });
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
        child.on('error', reject);
        child.on('close', (status) => resolve({ code: status, output: text }));
      },
    );
    assert.equal(received.length, count + 1, `${lang} ${operationId} sent one request`);
    return { request: received[count] as Received, code, output };
  }

  /** Runs one sample with the accepted token; it must succeed. */
  async function run(lang: string, source: string, operationId: string): Promise<Received> {
    const { request, code, output } = await runWith(lang, source, operationId, token);
    assert.equal(code, 0, `${lang} ${operationId}: ${output}`);
    return request;
  }

  const refused = sampleRequest(document, '/orders/{order_id}', 'get');
  for (const sample of codeSamples(refused)) {
    test(`${sample.lang}: an error answer prints its ${requestIdHeader}, for support`, async () => {
      const { output } = await runWith(
        sample.lang,
        sample.source,
        refused.operationId,
        refusedToken,
      );
      assert.ok(output.includes(requestId), `${sample.lang} printed:\n${output}`);
    });
  }

  for (const { method, apiPath } of cases) {
    const request = sampleRequest(document, apiPath, method);
    for (const sample of codeSamples(request)) {
      test(`${sample.lang}: ${request.operationId} sends the token, the example and its headers`, async () => {
        const first = await run(sample.lang, sample.source, request.operationId);
        assert.equal(first.method, method.toUpperCase());
        assert.equal(`${productionBase}${first.url.replace(/^\/v1/, '')}`, request.url);
        assert.equal(first.headers.access_token, token);
        if (request.body === undefined) assert.equal(first.body, '');
        else assert.deepEqual(JSON.parse(first.body) as Json, request.body);
        const key = first.headers['idempotency-key'];
        if (!request.headers.some(([name]) => name === 'Idempotency-Key')) {
          assert.equal(key, undefined);
          return;
        }
        assert.match(String(key), /^[A-Za-z0-9_.:-]{16,255}$/);
        // A second run is a new request: it makes a new key.
        const second = await run(sample.lang, sample.source, request.operationId);
        assert.notEqual(second.headers['idempotency-key'], key);
      });
    }
  }
});
