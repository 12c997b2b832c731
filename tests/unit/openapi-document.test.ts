/** The one reference resolver, example picker and operation iterator of openapi/tools/document.ts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import {
  everyOperation,
  firstExample,
  openApiSource,
  operationSections,
  readOpenApiSource,
  pointerSegment,
  resolvePointer,
  resolveRef,
  type JsonObject,
  type OperationSection,
} from '@site/openapi/tools/document';

const document: JsonObject = {
  paths: {
    '/orders/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      get: { operationId: 'get-order' },
      delete: { operationId: 'delete-order' },
      'x-note': { operationId: 'not-an-operation' },
    },
    '/shared': { $ref: '#/components/pathItems/Shared' },
  },
  webhooks: {
    'order.created': { post: { operationId: 'order-created' } },
  },
  components: {
    parameters: { Id: { $ref: '#/components/parameters/IdTarget' }, IdTarget: { name: 'id' } },
    pathItems: { Shared: { post: { operationId: 'shared-post' } } },
    examples: { First: { value: 'from examples' } },
    schemas: {
      'a/b': { const: 'slash' },
      'm~1n': { const: 'tilde then one' },
      List: { type: 'array', items: [{ const: 'zero' }, { const: 'one' }] },
      Loop: { $ref: '#/components/schemas/Loop' },
    },
  },
};

test('a pointer unescapes ~1 before ~0 and indexes arrays', () => {
  assert.deepEqual(resolvePointer(document, '#/components/schemas/a~1b'), { const: 'slash' });
  // "m~01n" is the key "m~1n": unescaping ~0 first would wrongly give "m/n".
  assert.deepEqual(resolvePointer(document, '#/components/schemas/m~01n'), {
    const: 'tilde then one',
  });
  assert.deepEqual(resolvePointer(document, '#/components/schemas/List/items/1'), { const: 'one' });
  assert.equal(resolvePointer(document, '#'), document);
  assert.equal(resolvePointer(document, '#/components/schemas/missing'), undefined);
  assert.throws(() => resolvePointer(document, 'other.yaml#/x'), /only local references/);
});

test('pointerSegment is the inverse of the unescaping', () => {
  for (const key of ['a/b', 'm~1n', '~/~']) {
    const pointer = `#/components/schemas/${pointerSegment(key)}`;
    assert.deepEqual(resolvePointer({ components: { schemas: { [key]: 1 } } }, pointer), 1, key);
  }
});

test('resolveRef follows a chain of references and stops a cycle', () => {
  assert.deepEqual(resolveRef(document, { $ref: '#/components/parameters/Id' }), { name: 'id' });
  assert.throws(() => resolveRef(document, { $ref: '#/components/schemas/Loop' }), /cycle/);
});

test('firstExample: example, then the first examples entry with a value, then the schema', () => {
  const schema = { examples: ['from the schema'], example: 'legacy' };
  assert.equal(firstExample(document, { example: 'own', schema }), 'own');
  const examples = { empty: {}, first: { $ref: '#/components/examples/First' } };
  assert.equal(firstExample(document, { examples, schema }), 'from examples');
  assert.equal(firstExample(document, { schema }), 'from the schema');
  assert.equal(firstExample(document, { schema: { example: 'legacy' } }), 'legacy');
  assert.equal(firstExample(document, {}), undefined);
});

test('everyOperation lists each method of each path, path items resolved, other keys skipped', () => {
  assert.deepEqual(
    everyOperation(document).map(({ path, method, operation }) => [
      path,
      method,
      operation.operationId,
    ]),
    [
      ['/orders/{id}', 'get', 'get-order'],
      ['/orders/{id}', 'delete', 'delete-order'],
      ['/shared', 'post', 'shared-post'],
    ],
  );
});

test('everyOperation lists the webhooks only when asked, after the paths, keyed by event', () => {
  const listed = (sections?: readonly OperationSection[]) =>
    everyOperation(document, sections).map(({ section, path }) => `${section} ${path}`);
  assert.ok(!listed().includes('webhooks order.created'));
  assert.deepEqual(listed(operationSections).slice(-1), ['webhooks order.created']);
  assert.deepEqual(listed(['webhooks']), ['webhooks order.created']);
});

test('everyOperation finds each operationId written in openapi/miniai.yaml', () => {
  // Counted in the text, independently of the iterator: a method or path it skips shows here.
  const written = readFileSync(openApiSource, 'utf8').match(/^ {6}operationId: /gm) ?? [];
  assert.ok(written.length > 0, `no operationId in ${openApiSource}`);
  assert.equal(everyOperation(readOpenApiSource(), operationSections).length, written.length);
});
