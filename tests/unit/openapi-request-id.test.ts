/**
 * `X-Request-Id` is what an integrator quotes to support, so every response of every operation
 * (errors included) must declare it, and the sandbox must send a fresh one on every answer.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  everyOperation,
  isJsonObject,
  jsonText,
  localizedDocument,
  readOpenApiSource,
  resolveRef,
  type JsonObject,
} from '@site/openapi/tools/document';
import { createSandbox, type SandboxRequest } from '@site/src/lib/sandbox/core';
import { runtimeValidators } from '@site/src/lib/sandbox/runtimeValidators';

const headerName = 'X-Request-Id';
const componentRef = '#/components/headers/XRequestId';

/** Each `operationId status` whose response does not reference the request-id header component. */
function responsesWithoutRequestId(document: JsonObject): string[] {
  const missing: string[] = [];
  for (const { operation } of everyOperation(document)) {
    const responses = isJsonObject(operation.responses) ? operation.responses : {};
    for (const [status, reference] of Object.entries(responses)) {
      const response = resolveRef(document, reference);
      const headers = isJsonObject(response) ? response.headers : undefined;
      const header = isJsonObject(headers) ? headers[headerName] : undefined;
      if (!isJsonObject(header) || header.$ref !== componentRef)
        missing.push(`${jsonText(operation.operationId)} ${status}`);
    }
  }
  return missing;
}

/** The documented form of a request id, from the component's schema. */
function requestIdPattern(document: JsonObject): RegExp {
  const component = resolveRef(document, { $ref: componentRef });
  const schema = isJsonObject(component) ? component.schema : undefined;
  assert.ok(isJsonObject(schema) && typeof schema.pattern === 'string', 'no pattern');
  assert.match(jsonText(schema.example), new RegExp(schema.pattern), 'the example breaks it');
  return new RegExp(schema.pattern);
}

test('every response of every operation declares X-Request-Id', () => {
  const document = readOpenApiSource();
  assert.ok(everyOperation(document).length > 0);
  assert.deepEqual(responsesWithoutRequestId(document), []);
});

test('a response without X-Request-Id is named', () => {
  const document = readOpenApiSource();
  const responses = document.components as { responses: Record<string, JsonObject> };
  const headers = responses.responses.NotFound?.headers as Record<string, unknown>;
  delete headers[headerName];
  assert.ok(responsesWithoutRequestId(document).includes('get-order-detail 404'));
});

test('the sandbox answers every request with a fresh X-Request-Id, errors included', () => {
  const document = localizedDocument('en');
  const pattern = requestIdPattern(document);
  const sandbox = createSandbox(document, runtimeValidators(document));
  const requests: SandboxRequest[] = [
    { method: 'GET', url: '/orders', headers: { access_token: 'test-token' } },
    { method: 'GET', url: '/orders', headers: { access_token: 'test-token' } },
    { method: 'GET', url: '/orders?limit=500', headers: { access_token: 'test-token' } },
    { method: 'GET', url: '/orders', headers: {} },
    { method: 'GET', url: '/orders/ord_unknown', headers: { access_token: 'test-token' } },
  ];
  const ids = requests.map((request) => sandbox.answer(request).headers['x-request-id']);
  for (const id of ids) assert.match(id ?? '', pattern);
  assert.equal(new Set(ids).size, ids.length, `ids repeat: ${ids.join(', ')}`);
});
