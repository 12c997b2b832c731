/**
 * What the contract lets a client send is bounded and closed (issue "contract v1.2", OWASP API4:
 * unrestricted resource consumption): every string a request carries has a maximum length (or is
 * an enum or a const), every integer and number a maximum, every array a maximum of items, and
 * every object, at any depth, refuses unknown properties, so the mock, the sandbox and generated
 * clients enforce what the API enforces. Objects shared with the answers (a customer, a sale, a
 * template's layout) are closed where a request uses them (`unevaluatedProperties: false` beside
 * the `$ref`, or a request-side schema such as `TemplateLayoutInput`): the answers stay open.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  everyOperation,
  isJsonObject,
  jsonText,
  operationParameters,
  readOpenApiSource,
  resolvePointer,
  resolveRef,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';

/**
 * The schemas that apply to one place of a request, unconditionally: `nodes`, each with its
 * `$ref` targets and `allOf` parts, since a schema beside a `$ref` (`unevaluatedProperties: false`
 * at a use site) and the shared schema it names judge the same value together.
 */
function applied(document: JsonObject, nodes: (Json | undefined)[]): JsonObject[] {
  const found: JsonObject[] = [];
  const add = (node: Json | undefined): void => {
    if (!isJsonObject(node) || found.includes(node)) return;
    found.push(node);
    if (typeof node.$ref === 'string') add(resolvePointer(document, node.$ref));
    if (Array.isArray(node.allOf)) node.allOf.forEach(add);
  };
  nodes.forEach(add);
  return found;
}

/** A chain of nested schemas deeper than this is a cycle (no request nests that deep). */
const maxDepth = 12;

/**
 * What is unbounded or open in the value that `nodes` describe and every value inside it, with
 * where it sits; `branched`: the schemas whose alternatives (oneOf, anyOf) this walk has split on.
 */
function faults(
  document: JsonObject,
  nodes: (Json | undefined)[],
  where: string,
  depth = 0,
  branched: ReadonlySet<JsonObject> = new Set(),
): string[] {
  if (depth > maxDepth) throw new Error(`${where}: nested deeper than ${maxDepth}`);
  const schemas = applied(document, nodes);
  // Each alternative is checked with everything that applies beside it.
  for (const schema of schemas) {
    if (branched.has(schema)) continue;
    for (const key of ['oneOf', 'anyOf'] as const) {
      const parts = schema[key];
      if (!Array.isArray(parts)) continue;
      const next = new Set([...branched, schema]);
      return parts.flatMap((part, index) =>
        faults(document, [...schemas, part], `${where}.${key}[${index}]`, depth, next),
      );
    }
  }
  const found: string[] = [];
  const types = new Set(schemas.flatMap((schema) => [schema.type ?? []].flat()));
  const any = (test: (schema: JsonObject) => boolean): boolean => schemas.some(test);
  const fixed = any((schema) => 'enum' in schema || 'const' in schema);
  // A pattern or a format does not bound a length by itself (OWASP's string-limit rule agrees).
  if (types.has('string') && !fixed && !any((schema) => schema.maxLength !== undefined)) {
    found.push(`${where}: a string without maxLength`);
  }
  for (const type of ['integer', 'number']) {
    if (types.has(type) && !fixed && !any((schema) => schema.maximum !== undefined)) {
      found.push(`${where}: a ${type} without maximum`);
    }
  }
  if (types.has('array') && !any((schema) => schema.maxItems !== undefined)) {
    found.push(`${where}: an array without maxItems`);
  }
  const properties = schemas.flatMap((schema) =>
    isJsonObject(schema.properties) ? [schema.properties] : [],
  );
  // A map (additionalProperties with a schema, as template_data) checks every value it takes.
  const maps = schemas.flatMap((schema) =>
    isJsonObject(schema.additionalProperties) ? [schema.additionalProperties] : [],
  );
  const closed = any(
    (schema) => schema.additionalProperties === false || schema.unevaluatedProperties === false,
  );
  if ((types.has('object') || properties.length > 0) && !closed && maps.length === 0) {
    found.push(`${where}: an object that accepts unknown properties`);
  }
  const names = new Set(properties.flatMap((map) => Object.keys(map)));
  for (const name of names) {
    const children = properties.map((map) => map[name]);
    found.push(...faults(document, children, `${where}.${name}`, depth + 1));
  }
  if (maps.length > 0) found.push(...faults(document, maps, `${where}{}`, depth + 1));
  const items = schemas.flatMap((schema) => (schema.items === undefined ? [] : [schema.items]));
  if (items.length > 0) found.push(...faults(document, items, `${where}[]`, depth + 1));
  return found;
}

test('every value a request carries is bounded, and every object in it is closed, at any depth', () => {
  const document = readOpenApiSource();
  const operations = everyOperation(document);
  assert.ok(operations.length > 20, `only ${operations.length} operations read`);
  const found = operations.flatMap(({ path, method, pathItem, operation }) => {
    const name = `${method.toUpperCase()} ${path}`;
    const parameters = operationParameters(document, pathItem, operation).flatMap((parameter) =>
      faults(
        document,
        [parameter.schema],
        `${name} ${jsonText(parameter.in)} ${jsonText(parameter.name)}`,
      ),
    );
    const body = resolveRef(document, operation.requestBody);
    const content = isJsonObject(body) && isJsonObject(body.content) ? body.content : {};
    const bodies = Object.entries(content).flatMap(([mediaType, media]) =>
      isJsonObject(media) ? faults(document, [media.schema], `${name} body (${mediaType})`) : [],
    );
    return [...parameters, ...bodies];
  });
  assert.deepEqual(found, []);
});

/** Every schema `node` reaches (itself, its references, its subschemas, at any depth) and where. */
function reachable(
  document: JsonObject,
  node: Json | undefined,
  where: string,
  found: Map<JsonObject, string>,
): void {
  if (!isJsonObject(node) || found.has(node)) return;
  found.set(node, where);
  if (typeof node.$ref === 'string') {
    reachable(document, resolvePointer(document, node.$ref), node.$ref, found);
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    reachable(document, node[key], `${where}.${key}`, found);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const parts = Array.isArray(node[key]) ? node[key] : [];
    parts.forEach((part, index) => reachable(document, part, `${where}.${key}[${index}]`, found));
  }
  for (const [name, child] of Object.entries(
    isJsonObject(node.properties) ? node.properties : {},
  )) {
    reachable(document, child, `${where}.${name}`, found);
  }
}

test('every object an answer or a webhook delivery carries stays open to new properties', () => {
  const document = readOpenApiSource();
  const schemas = new Map<JsonObject, string>();
  const visit = (owner: Json | undefined, where: string): void => {
    const resolved = resolveRef(document, owner);
    const content =
      isJsonObject(resolved) && isJsonObject(resolved.content) ? resolved.content : {};
    for (const [mediaType, media] of Object.entries(content)) {
      if (isJsonObject(media))
        reachable(document, media.schema, `${where} (${mediaType})`, schemas);
    }
  };
  for (const { path, method, operation } of everyOperation(document)) {
    const responses = isJsonObject(operation.responses) ? operation.responses : {};
    for (const [status, response] of Object.entries(responses)) {
      visit(response, `${method.toUpperCase()} ${path} ${status}`);
    }
  }
  // A delivery is MiniAI's message to the reader's endpoint: it grows as an answer does.
  for (const { path, operation } of everyOperation(document, ['webhooks'])) {
    visit(operation.requestBody, `webhook ${path}`);
  }
  assert.ok(schemas.size > 50, `only ${schemas.size} schemas read`);
  const closed = [...schemas].filter(
    ([schema]) => schema.additionalProperties === false || schema.unevaluatedProperties === false,
  );
  assert.deepEqual(
    closed.map(([, where]) => where),
    [],
  );
});
