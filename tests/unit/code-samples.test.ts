/** The build-time code samples: six languages per operation, each sending the request example. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { apiGroups, localizedDocument } from '@site/openapi/tools/document';
import { codeSamples, pythonLiteral, sampleRequest } from '@site/openapi/tools/code-samples';
import { hideBackslashes, restoreBackslashes } from '@site/src/lib/codeSampleBackslash';

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
