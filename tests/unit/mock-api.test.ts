/**
 * `npm run mock-api` answers every operation of openapi/miniai.yaml with its documented example,
 * and refuses requests the document does not allow (Prism validates them against the schemas).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { everyOperation, readOpenApiSource } from '@site/openapi/tools/document';
import { exampleExchanges, startMockApi, type MockApi } from '@site/tests/support/mockApi';

const document = readOpenApiSource();
const exchanges = exampleExchanges(document);
const token = { access_token: 'test-access-token' };
let mock: MockApi;

before(async () => {
  mock = await startMockApi();
});
after(async () => {
  await mock?.stop();
});

function send(
  url: string,
  method: string,
  body?: unknown,
  headers: Record<string, string> = token,
) {
  return fetch(`${mock.baseUrl}${url}`, {
    method: method.toUpperCase(),
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

test('the document describes a request and an answer for every operation', () => {
  assert.ok(exchanges.length > 0, 'no operation in the document');
  assert.deepEqual(
    exchanges.map((exchange) => exchange.operationId),
    everyOperation(document).map(({ operation }) => operation.operationId),
  );
});

for (const exchange of exchanges) {
  test(`the mock answers ${exchange.method.toUpperCase()} ${exchange.path} (${exchange.operationId}) with its example`, async () => {
    const headers = { ...token, ...Object.fromEntries(exchange.headers) };
    const response = await send(exchange.url, exchange.method, exchange.body, headers);
    const text = await response.text();
    assert.equal(response.status, exchange.status, `${exchange.url} answered: ${text}`);
    assert.deepEqual(JSON.parse(text), exchange.response);
    // The console runs in the browser, on another origin than the mock.
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
  });
}

test('the mock refuses a request without access_token with the documented error', async () => {
  const response = await send('/orders', 'get', undefined, {});
  assert.equal(response.status, 401);
  const body = (await response.json()) as { error: number; data: unknown };
  assert.equal(body.error, -1002);
});

test('the mock refuses a body that breaks the schema and names the fields', async () => {
  const response = await send('/orders', 'post', { items: 'not a list' });
  assert.equal(response.status, 400);
  const violations = JSON.parse(response.headers.get('sl-violations') ?? '[]') as {
    message: string;
  }[];
  const messages = violations.map((violation) => violation.message).join('\n');
  assert.match(messages, /customer/);
  assert.match(messages, /items must be array/);
});

test('the mock refuses a limit above the stated maximum', async () => {
  const response = await send('/orders?limit=500', 'get');
  assert.equal(response.status, 400);
  const body = (await response.json()) as { error: number };
  assert.equal(body.error, -1001);
});
