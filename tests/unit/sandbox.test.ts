/**
 * The in-browser sandbox (src/lib/sandbox) and the mock (Prism, `npm run mock-api`) answer the
 * same table of requests (tests/support/sandboxCases.ts) with the status and error code the
 * contract documents; where Prism cannot follow the contract, the table says what it answers.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { siteLocales } from '@site/config/locales';
import {
  jsonText,
  isJsonObject,
  localizedDocument,
  readOpenApiSource,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';
import {
  createSandbox,
  type SandboxRequest,
  type Validator,
  type ValidatorLookup,
} from '@site/src/lib/sandbox/core';
import { facts } from '@site/src/data/facts';
import { runtimeValidators } from '@site/src/lib/sandbox/runtimeValidators';
import { standaloneValidators } from '@site/plugins/sandbox';
import { createRequire } from 'node:module';
import { compileFunction } from 'node:vm';
import { startMockApi, type MockApi } from '@site/tests/support/mockApi';
import { sandboxCases, sandboxTestToken, type SandboxCase } from '@site/tests/support/sandboxCases';

const source = readOpenApiSource();
const cases = sandboxCases(source);

/** The contract's code of an error name (`info.x-error-codes`); 0 for "success". */
function codeOf(document: JsonObject, name: string): number {
  const info = isJsonObject(document.info) ? document.info : {};
  const entries = Array.isArray(info['x-error-codes']) ? info['x-error-codes'] : [];
  const entry = entries.find((candidate) => isJsonObject(candidate) && candidate.name === name);
  if (!isJsonObject(entry) || typeof entry.code !== 'number')
    throw new Error(`no error code ${name}`);
  return entry.code;
}

function requestOf(testCase: SandboxCase): SandboxRequest {
  const headers: Record<string, string> = { ...testCase.headers };
  const token = testCase.token === undefined ? sandboxTestToken : testCase.token;
  if (token !== null) headers.access_token = token;
  let body: string | undefined;
  if (testCase.body !== undefined) {
    headers['content-type'] = 'application/json';
    body =
      isJsonObject(testCase.body) && typeof (testCase.body as { raw?: unknown }).raw === 'string'
        ? (testCase.body as { raw: string }).raw
        : JSON.stringify(testCase.body);
  }
  return { method: testCase.method.toUpperCase(), url: testCase.url, headers, body };
}

function namedFields(body: Json): string[] {
  const data = isJsonObject(body) ? body.data : undefined;
  const fields = isJsonObject(data) && Array.isArray(data.fields) ? data.fields : [];
  return fields.filter(isJsonObject).map((field) => jsonText(field.name));
}

test('the table has at least 30 cases and covers every status the sandbox answers', () => {
  assert.ok(cases.length >= 30, `${cases.length} cases`);
  const statuses = new Set(cases.map((testCase) => testCase.status));
  for (const status of [200, 201, 400, 401, 404])
    assert.ok(statuses.has(status), `no ${status} case`);
});

/** The validators the Service Worker runs: ajv's standalone code, as plugins/sandbox bundles it. */
function workerValidators(document: JsonObject): ValidatorLookup {
  const module = { exports: {} as Record<string, Validator> };
  // Node runs the generated CommonJS module; the browser gets it bundled, without eval.
  const run = compileFunction(standaloneValidators(document), ['module', 'exports', 'require']) as (
    module: { exports: Record<string, Validator> },
    exports: Record<string, Validator>,
    require: NodeJS.Require,
  ) => void;
  run(module, module.exports, createRequire(import.meta.url));
  return (id) => module.exports[id];
}

const compilations = { runtime: runtimeValidators, standalone: workerValidators };

for (const locale of siteLocales) {
  const document = localizedDocument(locale);
  // The vi contract through the worker's standalone code, the en one through ajv at run time.
  const compiled = locale === 'vi' ? 'standalone' : 'runtime';
  const validators = compilations[compiled](document);
  for (const testCase of cases) {
    test(`sandbox (${locale}, ${compiled} validators): ${testCase.name} → ${testCase.status} ${testCase.error}`, () => {
      // A sandbox of its own: the cases share the documented Idempotency-Key, a stateful rule.
      const answer = createSandbox(document, validators).answer(requestOf(testCase));
      const body = answer.body;
      assert.equal(answer.status, testCase.status, JSON.stringify(body));
      assert.ok(isJsonObject(body), 'the answer is a JSON object');
      assert.equal(body.error, codeOf(document, testCase.error), JSON.stringify(body));
      if (testCase.field !== undefined)
        assert.ok(namedFields(body).includes(testCase.field), JSON.stringify(body));
    });
  }
}

test('sandbox: a documented success answers the example of the locale', () => {
  for (const locale of siteLocales) {
    const document = localizedDocument(locale);
    const validators = runtimeValidators(document);
    for (const testCase of sandboxCases(document).filter(
      (candidate) => candidate.response !== undefined,
    )) {
      const sandbox = createSandbox(document, validators);
      assert.deepEqual(sandbox.answer(requestOf(testCase)).body, testCase.response, testCase.name);
    }
  }
});

test('sandbox: the 400 envelope names every invalid field with a reason', () => {
  const document = localizedDocument('en');
  const sandbox = createSandbox(document, runtimeValidators(document));
  const answer = sandbox.answer(
    requestOf({
      name: 'two faults',
      method: 'get',
      url: '/orders?limit=500&offset=-1',
      status: 400,
      error: 'invalid_parameter',
    }),
  );
  assert.deepEqual(answer.body, {
    error: codeOf(document, 'invalid_parameter'),
    message: 'Invalid parameter',
    data: {
      fields: [
        { name: 'offset', reason: 'must be greater than or equal to 0' },
        { name: 'limit', reason: 'must be less than or equal to 50' },
      ],
    },
  });
});

let mock: MockApi;
before(async () => {
  mock = await startMockApi();
});
after(async () => {
  await mock?.stop();
});

for (const testCase of cases) {
  const expected = testCase.prism ?? testCase;
  test(`mock: ${testCase.name} → ${expected.status} ${expected.error ?? '(no envelope)'}${testCase.prism ? ` (${testCase.prism.why})` : ''}`, async () => {
    const request = requestOf(testCase);
    const response = await fetch(`${mock.baseUrl}${request.url}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    const text = await response.text();
    assert.equal(response.status, expected.status, text);
    const body = JSON.parse(text) as Json;
    const error = isJsonObject(body) ? body.error : undefined;
    if (expected.error === null) assert.notEqual(typeof error, 'number', text);
    else assert.equal(error, codeOf(source, expected.error), text);
  });
}

test('sandbox (stateful, sandbox-only): an Idempotency-Key replays the first answer for 24 hours, and refuses another body', () => {
  const document = localizedDocument('en');
  let clock = Date.UTC(2026, 10, 27);
  const sandbox = createSandbox(document, runtimeValidators(document), () => clock);
  const order = sandboxCases(document).find(
    (candidate) =>
      candidate.method === 'post' && candidate.url === '/orders' && candidate.status === 201,
  );
  assert.ok(order !== undefined, 'the table creates an order');
  const send = (key: string, body = order.body) =>
    sandbox.answer(requestOf({ ...order, body, headers: { 'Idempotency-Key': key } }));
  const first = send('key-1');
  assert.equal(first.status, 201);
  assert.equal(first.headers['idempotent-replayed'], undefined, 'no replay header on a first use');
  const replay = send('key-1');
  assert.equal(replay.status, 201);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  assert.deepEqual(replay.body, first.body);
  assert.notEqual(replay.headers['x-request-id'], first.headers['x-request-id']);
  const other = send('key-1', { ...(order.body as JsonObject), note: 'another body' });
  assert.equal(other.status, 409);
  assert.equal((other.body as JsonObject).error, codeOf(document, 'idempotency_key_reused'));
  assert.equal(send('key-2').headers['idempotent-replayed'], undefined, 'a new key is a first use');
  const retentionHours = facts.idempotencyKeyRetention.value;
  clock += retentionHours * 60 * 60 * 1000;
  assert.equal(
    send('key-1').headers['idempotent-replayed'],
    undefined,
    `forgotten after ${retentionHours} hours`,
  );
});
