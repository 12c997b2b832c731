/**
 * Reading an OpenAPI document: the one `$ref` resolver, example picker and operation iterator, and
 * the request an operation's examples describe, that the build (openapi/tools/, which re-exports
 * them), the tests and the browser's sandbox (src/lib/sandbox) share. Pure functions on parsed
 * JSON: no file system, no settings.
 */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A JSON value as text in a URL or a message: a string as it is, anything else as JSON. */
export function jsonText(value: Json | undefined): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** Escapes one JSON pointer segment (RFC 6901): `~` becomes `~0`, then `/` becomes `~1`. */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The node a local JSON pointer ("#/components/schemas/Order") names, or undefined. */
export function resolvePointer(document: JsonObject, pointer: string): Json | undefined {
  if (!pointer.startsWith('#')) throw new Error(`only local references are supported: ${pointer}`);
  let node: Json | undefined = document;
  // "#" is the document itself; each "/segment" after it unescapes `~1` before `~0` (RFC 6901).
  for (const segment of pointer.slice(1).split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    node = Array.isArray(node) ? node[Number(key)] : isJsonObject(node) ? node[key] : undefined;
  }
  return node;
}

/** A chain of `$ref`s longer than this is a cycle. */
const maxRefHops = 20;

/** `node` with its `$ref` followed, through chains of references, to a node that is not one. */
export function resolveRef(document: JsonObject, node: Json | undefined): Json | undefined {
  let current = node;
  for (let hops = 0; isJsonObject(current) && typeof current.$ref === 'string'; hops += 1) {
    if (hops === maxRefHops) throw new Error(`$ref cycle through ${current.$ref}`);
    current = resolvePointer(document, current.$ref);
  }
  return current;
}

/**
 * The example of a parameter, header or media type, the one the code samples send and the mock
 * tests expect: its `example`, else the first `examples` entry with a `value`, else the first of
 * its schema's `examples`, else its schema's `example`.
 */
export function firstExample(document: JsonObject, owner: JsonObject): Json | undefined {
  if (owner.example !== undefined) return owner.example;
  if (isJsonObject(owner.examples)) {
    for (const entry of Object.values(owner.examples)) {
      const example = resolveRef(document, entry);
      if (isJsonObject(example) && example.value !== undefined) return example.value;
    }
  }
  const schema = resolveRef(document, owner.schema);
  if (isJsonObject(schema)) {
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    if (schema.example !== undefined) return schema.example;
  }
  return undefined;
}

/** The `application/json` media type of a request body or response (references resolved). */
export function jsonMediaType(
  document: JsonObject,
  owner: Json | undefined,
): JsonObject | undefined {
  const resolved = resolveRef(document, owner);
  const content = isJsonObject(resolved) ? resolved.content : undefined;
  const media = isJsonObject(content) ? content['application/json'] : undefined;
  return isJsonObject(media) ? media : undefined;
}

/** Each status code of a `responses` object, with its description and its JSON media type. */
export function responseEntries(
  document: JsonObject,
  responses: Json | undefined,
): Array<{ status: string; description: Json | undefined; media: JsonObject | undefined }> {
  if (!isJsonObject(responses)) return [];
  return Object.entries(responses).map(([status, response]) => {
    const resolved = resolveRef(document, response);
    return {
      status,
      description: isJsonObject(resolved) ? resolved.description : undefined,
      media: jsonMediaType(document, response),
    };
  });
}

/**
 * Where a document holds operations: `paths` (the calls you make to MiniAI) and `webhooks` (the
 * OpenAPI 3.1 section of the calls MiniAI makes to you, keyed by event type instead of a path).
 */
export const operationSections = ['paths', 'webhooks'] as const;
export type OperationSection = (typeof operationSections)[number];

/** One operation of a document, where it is and what it says. */
export interface OperationEntry {
  section: OperationSection;
  /** The path, or for a webhook its event type (`order.created`). */
  path: string;
  method: HttpMethod;
  /** The path item (its `$ref` followed) that holds the operation and the shared parameters. */
  pathItem: JsonObject;
  operation: JsonObject;
}

/**
 * Every operation of a document in the given sections (by default the paths only, what a client
 * calls): section by section, keys in document order, each key's methods in `httpMethods` order.
 */
export function everyOperation(
  document: JsonObject,
  sections: readonly OperationSection[] = ['paths'],
): OperationEntry[] {
  return sections.flatMap((section) => {
    const items = isJsonObject(document[section]) ? document[section] : {};
    return Object.entries(items).flatMap(([key, item]) => {
      const pathItem = resolveRef(document, item);
      if (!isJsonObject(pathItem)) return [];
      return httpMethods.flatMap((method) => {
        const operation = pathItem[method];
        return isJsonObject(operation) ? [{ section, path: key, method, pathItem, operation }] : [];
      });
    });
  });
}

/** The parameters an operation takes, references resolved: its path item's, then its own. */
export function operationParameters(
  document: JsonObject,
  pathItem: JsonObject,
  operation: JsonObject,
): JsonObject[] {
  return [pathItem.parameters, operation.parameters]
    .flatMap((list) => (Array.isArray(list) ? list : []))
    .map((parameter) => resolveRef(document, parameter))
    .filter(isJsonObject);
}

/** The operation with this `operationId` in the given sections (by default the paths), if any. */
export function operationById(
  document: JsonObject,
  operationId: unknown,
  sections: readonly OperationSection[] = ['paths'],
): OperationEntry | undefined {
  return everyOperation(document, sections).find(
    ({ operation }) => operation.operationId === operationId,
  );
}

/** The lowest 2xx status an operation documents: its answer when the request succeeds. */
export function successStatus(operation: JsonObject): number | undefined {
  const responses = isJsonObject(operation.responses) ? operation.responses : {};
  return Object.keys(responses)
    .map(Number)
    .filter((status) => status >= 200 && status < 300)
    .sort((a, b) => a - b)[0];
}

/** The request an operation's examples describe. */
export interface ExampleRequest {
  operationId: string;
  method: HttpMethod;
  /**
   * The path with its parameters' examples filled in (`{name}` stays where one has none), then the
   * query parameters that are required or have an example (`<name>` stands for a missing one).
   */
  url: string;
  /** Header parameters that are required or have an example, such as `Idempotency-Key`. */
  headers: [name: string, value: string][];
  /** The first JSON request example (`{}` if the body has none), undefined when it takes no body. */
  body: Json | undefined;
}

/** The one request built from the examples: the code samples send it, the mock and sandbox tests too. */
export function exampleRequest(document: JsonObject, entry: OperationEntry): ExampleRequest {
  const { path, method, pathItem, operation } = entry;
  let url = path;
  const query = new URLSearchParams();
  const headers: ExampleRequest['headers'] = [];
  for (const parameter of operationParameters(document, pathItem, operation)) {
    const name = jsonText(parameter.name);
    const value = firstExample(document, parameter);
    if (parameter.in === 'path') {
      const text = value === undefined ? `{${name}}` : jsonText(value);
      url = url.replace(`{${name}}`, encodeURIComponent(text));
    } else if (parameter.in === 'query' && (value !== undefined || parameter.required === true)) {
      query.append(name, value === undefined ? `<${name}>` : jsonText(value));
    } else if (parameter.in === 'header' && (value !== undefined || parameter.required === true)) {
      headers.push([name, value === undefined ? `<${name}>` : jsonText(value)]);
    }
  }
  const queryString = query.toString();
  if (queryString !== '') url += `?${queryString}`;
  const media = jsonMediaType(document, operation.requestBody);
  const body = media === undefined ? undefined : (firstExample(document, media) ?? {});
  return { operationId: jsonText(operation.operationId), method, url, headers, body };
}

/** The route of the API reference area (docusaurus.config.ts's `api` docs instance). */
export const apiAreaRoute = '/api';

/**
 * The reference page of an operation, below a locale's base URL: `/api/{first tag}/{operationId}`.
 * The page template's slug states it too; `npm run gen-api-docs` checks every page against this.
 */
export function operationRoute(group: string, operationId: string): string {
  return `${apiAreaRoute}/${group}/${operationId}`;
}
