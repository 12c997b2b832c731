/**
 * Which operations of the contract keep state in the sandbox, read from each operation's method
 * and path shape rather than from a list: a collection `/things` that a `POST` creates into and a
 * `GET /things/{id}` reads from is a resource, and every operation on its paths is answered from
 * the sandbox's records of it (src/lib/sandbox/stateful.ts):
 *   GET /things list · POST /things create · GET /things/{id} read · PUT … replace · PATCH … update ·
 *   DELETE … delete · POST /things/word collection action · POST /things/{id}/word item action ·
 *   DELETE /things/{id}/word/{other} item part removal.
 * A record's id is the field of the read example named as the path parameter, else the one that
 * holds the parameter's example value.
 */
import {
  everyOperation,
  isJsonObject,
  jsonMediaType,
  jsonText,
  operationParameters,
  resolveRef,
  type HttpMethod,
  type Json,
  type JsonObject,
  type OperationEntry,
} from '../openapiDocument';

export type OperationKind =
  | 'list'
  | 'create'
  | 'read'
  | 'replace'
  | 'update'
  | 'delete'
  | 'collectionAction'
  | 'itemAction'
  | 'itemPartRemove';

/** What an operation does, by its method and its path's shape; undefined for any other shape. */
export function operationShape(
  path: string,
  method: HttpMethod,
): { kind: OperationKind; collection: string } | undefined {
  const [first, second, third, fourth, ...rest] = path.split('/').slice(1);
  if (first === undefined || /^\{/.test(first) || rest.length > 0) return undefined;
  const collection = `/${first}`;
  const parameter = (segment: string | undefined) =>
    segment !== undefined && /^\{.+\}$/.test(segment);
  const word = (segment: string | undefined) => segment !== undefined && !parameter(segment);
  const kinds: Partial<Record<string, OperationKind>> =
    second === undefined
      ? { get: 'list', post: 'create' }
      : parameter(second) && third === undefined
        ? { get: 'read', put: 'replace', patch: 'update', delete: 'delete' }
        : word(second) && third === undefined
          ? { post: 'collectionAction' }
          : parameter(second) && word(third) && fourth === undefined
            ? { post: 'itemAction' }
            : parameter(second) && word(third) && parameter(fourth)
              ? { delete: 'itemPartRemove' }
              : {};
  const kind = kinds[method];
  return kind === undefined ? undefined : { kind, collection };
}

/** Every operation that writes (any method but GET): each must be answered from the state. */
export function writeOperations(document: JsonObject): OperationEntry[] {
  return everyOperation(document).filter((entry) => entry.method !== 'get');
}

export interface Resource {
  /** The collection's path, `/products`: the key of its records in the state. */
  collection: string;
  /** The field that holds a record's id, `product_id`. */
  idKey: string;
  /** Its operations, by operationId. */
  operations: Map<string, { kind: OperationKind; entry: OperationEntry }>;
}

/** The success examples' `data` of an operation (one per example). */
export function successData(document: JsonObject, entry: OperationEntry): Json[] {
  const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
  const found: Json[] = [];
  for (const [status, response] of Object.entries(responses)) {
    if (!status.startsWith('2')) continue;
    const media = jsonMediaType(document, resolveRef(document, response));
    const examples = isJsonObject(media?.examples) ? media.examples : {};
    for (const example of Object.values(examples)) {
      const resolved = resolveRef(document, example);
      const value = isJsonObject(resolved) ? resolved.value : undefined;
      if (isJsonObject(value) && value.data !== undefined) found.push(value.data);
    }
  }
  return found;
}

/** The records an example's `data` holds: itself when it has `idKey`, else its page's `items`. */
export function recordsOf(data: Json | undefined, idKey: string): JsonObject[] {
  if (!isJsonObject(data)) return [];
  if (idKey in data) return [data];
  return Array.isArray(data.items) ? data.items.filter(isJsonObject) : [];
}

/** The contract's resources: collections with a create and a read operation. */
export function statefulResources(document: JsonObject): Resource[] {
  const byCollection = new Map<string, Resource['operations']>();
  for (const entry of everyOperation(document)) {
    const shape = operationShape(entry.path, entry.method);
    if (shape === undefined) continue;
    const operations: Resource['operations'] =
      byCollection.get(shape.collection) ??
      new Map<string, { kind: OperationKind; entry: OperationEntry }>();
    operations.set(jsonText(entry.operation.operationId), { kind: shape.kind, entry });
    byCollection.set(shape.collection, operations);
  }
  const resources: Resource[] = [];
  for (const [collection, operations] of byCollection) {
    const kinds = [...operations.values()];
    const read = kinds.find(({ kind }) => kind === 'read');
    if (read === undefined || !kinds.some(({ kind }) => kind === 'create')) continue;
    const parameter = operationParameters(document, read.entry.pathItem, read.entry.operation).find(
      (candidate) => candidate.in === 'path',
    );
    // Path parameters carry one `example` (openapi-examples.test.ts).
    const example = parameter?.example;
    const data = successData(document, read.entry)[0];
    const record = isJsonObject(data) ? data : {};
    const name = jsonText(parameter?.name);
    const idKey =
      name in record ? name : Object.keys(record).find((key) => record[key] === example);
    if (idKey === undefined) throw new Error(`${collection}: the read example holds no id`);
    resources.push({ collection, idKey, operations });
  }
  return resources;
}

/**
 * The records the contract's examples show for a resource: its list's and its read's, first seen
 * wins. Not a create's (what the reader creates with the example must not exist already), nor an
 * action's (its answer shows the record after the action, as the default request makes it).
 */
export function seedRecords(document: JsonObject, resource: Resource): JsonObject[] {
  const seeds = new Map<string, JsonObject>();
  for (const kind of ['list', 'read'] as const) {
    for (const { entry } of [...resource.operations.values()].filter((op) => op.kind === kind)) {
      for (const record of successData(document, entry).flatMap((data) =>
        recordsOf(data, resource.idKey),
      )) {
        const id = record[resource.idKey];
        if (typeof id === 'string' && !seeds.has(id)) seeds.set(id, structuredClone(record));
      }
    }
  }
  return [...seeds.values()].sort(
    (a, b) => Number(b.created_time ?? b.sent_time) - Number(a.created_time ?? a.sent_time),
  );
}

/**
 * A fresh id shaped like `example`: its `prefix_` kept, the rest random digits if it has only
 * digits (a Zalo id), else random hex, of the same length.
 */
export function freshIdLike(example: Json | undefined): string {
  const text = jsonText(example ?? '');
  const prefix = /^[a-z]+_/.exec(text)?.[0] ?? '';
  const rest = text.slice(prefix.length);
  const radix = /^\d+$/.test(rest) ? 10 : 16;
  const bytes = crypto.getRandomValues(new Uint8Array(rest.length || 8));
  return prefix + Array.from(bytes, (byte) => (byte % radix).toString(radix)).join('');
}

/**
 * The properties a schema defines, through `$ref`, `allOf`, `oneOf` and `anyOf`. A property
 * that parts of an `allOf` each define is all of them (an envelope's `data` and the operation's);
 * of alternatives, the first wins.
 */
export function propertiesOf(
  document: JsonObject,
  schema: Json | undefined,
): Record<string, JsonObject> {
  const resolved = resolveRef(document, schema);
  if (!isJsonObject(resolved)) return {};
  const found: Record<string, JsonObject> = {};
  const own = isJsonObject(resolved.properties) ? resolved.properties : {};
  for (const [name, property] of Object.entries(own)) {
    const value = resolveRef(document, property);
    if (isJsonObject(value)) found[name] = value;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) {
    const parts = resolved[key];
    for (const part of Array.isArray(parts) ? parts : []) {
      for (const [name, property] of Object.entries(propertiesOf(document, part))) {
        const known = found[name];
        found[name] =
          known === undefined ? property : key === 'allOf' ? { allOf: [known, property] } : known;
      }
    }
  }
  return found;
}

/** The schema of the `data` an operation's (first) success answer holds. */
export function successDataSchema(
  document: JsonObject,
  entry: OperationEntry,
): JsonObject | undefined {
  const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
  const status = Object.keys(responses).find((code) => code.startsWith('2'));
  const response = jsonMediaType(document, resolveRef(document, responses[status ?? '']));
  return propertiesOf(document, response?.schema).data;
}

function allowsNull(document: JsonObject, schema: JsonObject): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('null')) return true;
  return ['oneOf', 'anyOf'].some((key) => {
    const parts = schema[key];
    return (Array.isArray(parts) ? parts : []).some((part) => {
      const resolved = resolveRef(document, part);
      return isJsonObject(resolved) && allowsNull(document, resolved);
    });
  });
}

/**
 * What a create fills in for a request field the reader left out: null where the answer allows
 * null. The defaults a description states are the handlers' (`statedDefaults` in stateful.ts).
 */
export function omittedFields(document: JsonObject, entry: OperationEntry): JsonObject {
  const request = jsonMediaType(document, entry.operation.requestBody);
  const requested = propertiesOf(document, request?.schema);
  const answered = propertiesOf(document, successDataSchema(document, entry));
  const filled: JsonObject = {};
  for (const name of Object.keys(requested)) {
    if (answered[name] !== undefined && allowsNull(document, answered[name])) filled[name] = null;
  }
  return filled;
}
