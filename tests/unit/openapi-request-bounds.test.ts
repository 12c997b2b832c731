/**
 * What the contract lets a client send is bounded and closed (issue "contract v1.2", OWASP API4:
 * unrestricted resource consumption): every string a request carries has a maximum length (or is
 * an enum or a const), every integer and number a maximum, every array a maximum
 * of items, and every request body refuses unknown top-level properties, so the mock, the sandbox
 * and generated clients enforce what the API enforces. Nested objects shared with the answers
 * (a customer, a sale) are not closed yet: closing them would close the answers too.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  everyOperation,
  isJsonObject,
  jsonText,
  operationParameters,
  readOpenApiSource,
  resolveRef,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';

/**
 * What is unbounded in `node` and every schema below it, with where it sits; `bodyRoot`: the
 * schema is a request body (or one of its alternatives), which must be closed.
 */
function faults(
  document: JsonObject,
  node: Json | undefined,
  where: string,
  bodyRoot: boolean,
  seen: Set<JsonObject> = new Set(),
): string[] {
  const schema = resolveRef(document, node);
  if (!isJsonObject(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const found: string[] = [];
  const type = schema.type;
  const fixed = 'enum' in schema || 'const' in schema;
  // A pattern or a format does not bound a length by itself (OWASP's string-limit rule agrees).
  if (type === 'string' && !fixed && schema.maxLength === undefined) {
    found.push(`${where}: a string without maxLength`);
  }
  if ((type === 'integer' || type === 'number') && !fixed && schema.maximum === undefined) {
    found.push(`${where}: a ${type} without maximum`);
  }
  if (type === 'array' && schema.maxItems === undefined) {
    found.push(`${where}: an array without maxItems`);
  }
  const isObject = type === 'object' || isJsonObject(schema.properties);
  if (
    bodyRoot &&
    isObject &&
    schema.additionalProperties !== false &&
    schema.unevaluatedProperties !== false
  ) {
    found.push(`${where}: an object that accepts unknown properties`);
  }
  const below: [string, Json | undefined][] = [
    ...Object.entries(isJsonObject(schema.properties) ? schema.properties : {}).map(
      ([name, child]): [string, Json] => [`${where}.${name}`, child],
    ),
    [`${where}[]`, schema.items],
  ];
  for (const [path, child] of below) found.push(...faults(document, child, path, false, seen));
  // A body's alternatives are bodies too; the parts of an allOf are closed by their union.
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const parts = Array.isArray(schema[key]) ? schema[key] : [];
    for (const [index, part] of parts.entries()) {
      const path = `${where}.${key}[${index}]`;
      found.push(...faults(document, part, path, bodyRoot && key !== 'allOf', seen));
    }
  }
  return found;
}

test('every value a request carries is bounded, and every request body is closed', () => {
  const document = readOpenApiSource();
  const operations = everyOperation(document);
  assert.ok(operations.length > 20, `only ${operations.length} operations read`);
  const found = operations.flatMap(({ path, method, pathItem, operation }) => {
    const name = `${method.toUpperCase()} ${path}`;
    const parameters = operationParameters(document, pathItem, operation).flatMap((parameter) =>
      faults(
        document,
        parameter.schema,
        `${name} ${jsonText(parameter.in)} ${jsonText(parameter.name)}`,
        false,
      ),
    );
    const body = resolveRef(document, operation.requestBody);
    const content = isJsonObject(body) && isJsonObject(body.content) ? body.content : {};
    const bodies = Object.entries(content).flatMap(([mediaType, media]) =>
      isJsonObject(media)
        ? faults(document, media.schema, `${name} body (${mediaType})`, true)
        : [],
    );
    return [...parameters, ...bodies];
  });
  assert.deepEqual(found, []);
});
