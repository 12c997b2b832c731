/**
 * The in-browser sandbox's answers, from the contract alone (no state, no network): the Service
 * Worker (src/lib/sandbox/worker.ts) runs it in the reader's browser and the tests run it in node.
 * It follows the mock (Prism on the same contract) wherever Prism has a rule:
 *   - a path and method the contract does not have: 404, the contract's not-found envelope;
 *   - no `access_token` header, or an empty one: 401 with the documented token_missing example;
 *     a malformed one (see wellFormedToken; e.g. "Bearer …" with its space):
 *     401 token_invalid, as is the samples' `<access_token>` placeholder. Prism accepts any
 *     non-empty token, so only the sandbox has that rule;
 *   - parameters or body that break the schemas (required, type, enum, minimum and maximum,
 *     lengths, pattern, format): 400 invalid_parameter with one `data.fields` entry per field;
 *   - `Prefer: code=NNN` and `Prefer: example=name` (Prism's documented header, alone or
 *     together): the documented NNN response (else the success), with its example of that name
 *     (else its first);
 *   - otherwise the lowest documented 2xx status with its example;
 *   - every answer that declares `X-Request-Id` gets a fresh id, as the API gives each request one;
 *   - `Idempotent-Replayed` only on a replay (Prism copies its example, `true`, onto every answer).
 * Idempotency as the contract states it: for the hours of the fact idempotencyKeyRetention, a
 * request with the same `Idempotency-Key` (per token) and the same body gets the first answer back
 * with `Idempotent-Replayed: true`; the same key with another body is refused with
 * idempotency_key_reused. The keys live in the state passed to `answer` (the worker keeps it in
 * IndexedDB), else as long as the sandbox object.
 * Rules Prism cannot have, being stateless: with a state, every resource the contract lets a reader
 * create, the events and the ZNS sends are answered from it (src/lib/sandbox/stateful.ts); any
 * other id in the path is known when the contract's
 * examples use it (the parameter's example, or a value of that name or of `id` in any example);
 * any other id gets 404 not_found, as the API answers an id that is not in the workspace.
 */
import {
  everyOperation,
  firstExample,
  isJsonObject,
  jsonMediaType,
  jsonText,
  operationParameters,
  resolvePointer,
  resolveRef,
  successStatus,
  type Json,
  type JsonObject,
  type OperationEntry,
} from '../openapiDocument';
import { factValue } from '../facts';
import { parameterKey, requestSchemaId, type RequestPart } from './schemas';
import type { KeptAnswer, SandboxState } from './state';
import { statefulOperations } from './stateful';

export interface SandboxRequest {
  method: string;
  /** The path after the sandbox's base path, with its query: `/orders?limit=5`. */
  url: string;
  headers: Readonly<Record<string, string>>;
  /** The raw body, if any. */
  body?: string;
}

interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: Json;
}

/** One schema validation error, as ajv reports it. */
interface ValidationError {
  instancePath: string;
  /** Where the broken rule is: `contract#/components/…` in the contract, `#/…` in the request's schema. */
  schemaPath: string;
  keyword: string;
  params: Record<string, unknown>;
  message?: string;
}

/** A compiled validator: true when `data` is valid, else its errors in `errors`. */
export interface Validator {
  (data: unknown): boolean;
  errors?: ValidationError[] | null;
}

/** The compiled validator of a schema id (src/lib/sandbox/schemas.ts), if that schema exists. */
export type ValidatorLookup = (id: string) => Validator | undefined;

/** The contract's name for each error the sandbox answers (`info.x-error-codes`). */
const errorNames = {
  invalidParameter: 'invalid_parameter',
  tokenMissing: 'token_missing',
  tokenInvalid: 'token_invalid',
  notFound: 'not_found',
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;

/** The response header that marks a replayed answer, and how long a key is remembered. */
const replayedHeader = 'idempotent-replayed';
const idempotencyWindowMs = factValue('idempotencyKeyRetention') * 60 * 60 * 1000;

/**
 * A well-formed token: 1 to 512 visible ASCII characters except `<` and `>`, so a sample's
 * unreplaced `<access_token>` placeholder (the console sends it when its field is empty) is not.
 */
const wellFormedToken = /^[!-;=?-~]{1,512}$/;

interface ErrorCodeEntry {
  code: number;
  status: number;
  message: string;
}

interface CompiledOperation extends OperationEntry {
  operationId: string;
  /** The path as a regular expression capturing each `{parameter}`. */
  pattern: RegExp;
  parameterNames: string[];
  parameters: JsonObject[];
  /** For each path parameter, the ids the contract's examples use. */
  knownIds: Map<string, Set<string>>;
}

/** The response header that names each request, and a fresh value in its documented form. */
const requestIdHeader = 'x-request-id';
function freshRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `req_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every string value under one of `keys`, anywhere in `node` (in a contract: its examples). */
function exampleValuesOf(
  node: Json | undefined,
  keys: ReadonlySet<string>,
  found: Set<string>,
): void {
  if (Array.isArray(node)) {
    for (const item of node) exampleValuesOf(item, keys, found);
  } else if (isJsonObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (keys.has(key) && typeof value === 'string') found.add(value);
      else exampleValuesOf(value, keys, found);
    }
  }
}

/** `value` as the type its schema declares, as Prism reads query, path and header strings. */
function coerce(document: JsonObject, parameter: JsonObject, value: string): Json {
  const schema = resolveRef(document, parameter.schema);
  const type = isJsonObject(schema) ? schema.type : undefined;
  const types = Array.isArray(type) ? type : [type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(value)) {
    return Number(value);
  }
  if (types.includes('boolean') && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

/** An ajv instance path and error as the contract names a field: `items[0].quantity`. */
function fieldName(part: RequestPart, error: ValidationError): string {
  const segments = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  // The field that is absent (required) or that the closed schema does not define.
  const named =
    error.params.missingProperty ??
    error.params.additionalProperty ??
    error.params.unevaluatedProperty;
  if (typeof named === 'string') segments.push(named);
  const name = segments.reduce(
    (path, segment) =>
      /^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`,
    '',
  );
  return name === '' ? part : name;
}

const limitWords: Record<string, string> = {
  maximum: 'less than or equal to',
  minimum: 'greater than or equal to',
  exclusiveMaximum: 'less than',
  exclusiveMinimum: 'greater than',
};

/** Reason for a field a closed request schema does not define, as the contract's examples word it. */
const unknownFieldReason = 'is not a field of this request';

function reasonOf(error: ValidationError): string {
  if (error.keyword === 'required') return 'is required';
  if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties')
    return unknownFieldReason;
  if (error.keyword === 'enum' && Array.isArray(error.params.allowedValues)) {
    return `must be one of ${error.params.allowedValues.map(String).join(', ')}`;
  }
  // Worded as the contract's own 400 example ("must be less than or equal to 50").
  if (error.keyword in limitWords)
    return `must be ${limitWords[error.keyword]} ${String(error.params.limit)}`;
  return error.message ?? `breaks the ${error.keyword} rule`;
}

export interface Sandbox {
  /** The answer to `request`; with a `state`, changes it as the API would change the workspace. */
  answer: (request: SandboxRequest, state?: SandboxState) => SandboxResponse;
}

/** The sandbox of one (localized) contract; `validatorOf` gives the compiled request schemas. */
export function createSandbox(
  document: JsonObject,
  validatorOf: ValidatorLookup,
  now: () => number = Date.now,
): Sandbox {
  /** Answers kept by token and `Idempotency-Key` when `answer` is given no state. */
  const keptInMemory: Record<string, KeptAnswer> = {};
  const stateful = statefulOperations(document);
  const info = isJsonObject(document.info) ? document.info : {};
  const errorCodes = new Map<string, ErrorCodeEntry>();
  for (const entry of Array.isArray(info['x-error-codes']) ? info['x-error-codes'] : []) {
    if (!isJsonObject(entry) || typeof entry.name !== 'string') continue;
    errorCodes.set(entry.name, {
      code: Number(entry.code),
      status: Number(entry.http_status),
      message: jsonText(entry.description ?? entry.name),
    });
  }

  const operations: CompiledOperation[] = everyOperation(document).map((entry) => {
    const parameterNames: string[] = [];
    const pattern = new RegExp(
      `^${entry.path
        .split(/(\{[^}]+\})/)
        .map((piece) => {
          const name = /^\{([^}]+)\}$/.exec(piece)?.[1];
          if (name === undefined) return escapeRegExp(piece);
          parameterNames.push(name);
          return '([^/]+)';
        })
        .join('')}$`,
    );
    const parameters = operationParameters(document, entry.pathItem, entry.operation);
    const knownIds = new Map<string, Set<string>>();
    for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
      const ids = new Set<string>();
      const example = firstExample(document, parameter);
      if (typeof example === 'string') ids.add(example);
      exampleValuesOf(document, new Set([jsonText(parameter.name), 'id']), ids);
      knownIds.set(jsonText(parameter.name), ids);
    }
    return {
      ...entry,
      operationId: jsonText(entry.operation.operationId),
      pattern,
      parameterNames,
      parameters,
      knownIds,
    };
  });

  const jsonHeaders = { 'content-type': 'application/json; charset=utf-8' };

  /**
   * The documented response `status` of an operation, with its example named `choice` (Prism's
   * `Prefer: example=`) or its first example whose `error` is `choice`, else its first example.
   */
  function documented(
    operation: JsonObject | undefined,
    status: number,
    choice?: number | string,
  ): SandboxResponse {
    const responses = isJsonObject(operation?.responses) ? operation.responses : {};
    const response = resolveRef(document, responses[String(status)]);
    const media = jsonMediaType(document, response);
    const headers: Record<string, string> = { ...jsonHeaders };
    if (isJsonObject(response) && isJsonObject(response.headers)) {
      for (const [name, header] of Object.entries(response.headers)) {
        const resolved = resolveRef(document, header);
        const example = isJsonObject(resolved) ? firstExample(document, resolved) : undefined;
        if (name.toLowerCase() === requestIdHeader) headers[requestIdHeader] = freshRequestId();
        else if (name.toLowerCase() === replayedHeader) continue;
        else if (example !== undefined && example !== null)
          headers[name.toLowerCase()] = jsonText(example);
      }
    }
    let body: Json | undefined;
    if (media !== undefined && choice !== undefined && isJsonObject(media.examples)) {
      for (const [name, entry] of Object.entries(media.examples)) {
        const example = resolveRef(document, entry);
        if (!isJsonObject(example) || !isJsonObject(example.value)) continue;
        if (typeof choice === 'string' ? name === choice : example.value.error === choice) {
          body = example.value;
          break;
        }
      }
    }
    body ??= media === undefined ? undefined : firstExample(document, media);
    return { status, headers, body: body ?? null };
  }

  /** The envelope of the contract's error `name`: the operation's example with that code if any. */
  function failure(name: string, operation?: JsonObject, data: Json = null): SandboxResponse {
    const entry = errorCodes.get(name);
    if (entry === undefined) throw new Error(`the contract has no error code named ${name}`);
    const answer = documented(operation, entry.status, entry.code);
    const example =
      isJsonObject(answer.body) && answer.body.error === entry.code ? answer.body : undefined;
    const message = typeof example?.message === 'string' ? example.message : entry.message;
    return { ...answer, body: { error: entry.code, message, data } };
  }

  function invalid(
    operation: JsonObject,
    fields: { name: string; reason: string }[],
  ): SandboxResponse {
    return failure(errorNames.invalidParameter, operation, { fields });
  }

  /**
   * For a failed `oneOf` whose branches each require one property (e.g. a ZNS message's `phone`
   * or `user_id`), those properties; the rule lives in the contract or in the request's schema.
   */
  function alternativesOf(error: ValidationError, schema: Json | undefined): string[] | undefined {
    if (error.keyword !== 'oneOf') return undefined;
    const [base, pointer = ''] = error.schemaPath.split('#');
    const root = base === 'contract' ? document : base === '' && isJsonObject(schema) ? schema : {};
    const branches = resolvePointer(root, `#${pointer}`);
    if (!Array.isArray(branches)) return undefined;
    const names: string[] = [];
    for (const branch of branches) {
      const required = isJsonObject(branch) ? branch.required : undefined;
      if (!Array.isArray(required) || required.length !== 1 || typeof required[0] !== 'string')
        return undefined;
      names.push(required[0]);
    }
    return names;
  }

  function validate(
    id: string,
    part: RequestPart,
    data: unknown,
    schema?: Json,
  ): { name: string; reason: string }[] {
    const validator = validatorOf(id);
    if (validator === undefined || validator(data)) return [];
    const errors = validator.errors ?? [];
    const fields: { name: string; reason: string }[] = [];
    // "Exactly one of": one entry per alternative, instead of ajv's per-branch `required` errors.
    const choices = errors.flatMap((error) => {
      const names = alternativesOf(error, schema);
      return names === undefined ? [] : [{ error, names }];
    });
    for (const { error, names } of choices) {
      const prefix = fieldName(part, { ...error, params: {} });
      for (const name of names) {
        fields.push({
          name: prefix === part ? name : `${prefix}.${name}`,
          reason: `give exactly one of ${names.join(', ')}`,
        });
      }
    }
    for (const error of errors) {
      if (choices.some(({ error: choice }) => error.schemaPath.startsWith(choice.schemaPath)))
        continue;
      fields.push({ name: fieldName(part, error), reason: reasonOf(error) });
    }
    // Alternatives of a oneOf report the same field once per branch.
    return fields.filter(
      (field, index) =>
        fields.findIndex((other) => other.name === field.name && other.reason === field.reason) ===
        index,
    );
  }

  /**
   * A write's answer under the contract's idempotency rule: a replay, a refusal of the key, or a
   * fresh answer remembered for 24 hours. Only successful answers are kept, as a retry after an
   * error must be able to succeed.
   */
  function idempotent(
    key: string | undefined,
    token: string,
    request: SandboxRequest,
    operation: JsonObject,
    kept: Record<string, KeptAnswer>,
    fresh: () => SandboxResponse,
  ): SandboxResponse {
    if (key === undefined || key === '') return fresh();
    const time = now();
    for (const [stored, entry] of Object.entries(kept)) {
      if (time - entry.time >= idempotencyWindowMs) delete kept[stored];
    }
    const id = JSON.stringify([token, key]);
    const signature = JSON.stringify([
      request.method.toUpperCase(),
      request.url,
      request.body ?? '',
    ]);
    const previous = kept[id];
    if (previous !== undefined) {
      if (previous.request !== signature)
        return failure(errorNames.idempotencyKeyReused, operation);
      const headers = { ...previous.response.headers, [replayedHeader]: 'true' };
      if (requestIdHeader in headers) headers[requestIdHeader] = freshRequestId();
      return { ...previous.response, headers };
    }
    const response = fresh();
    if (response.status >= 200 && response.status < 300) {
      kept[id] = { request: signature, time, response: structuredClone(response) };
    }
    return response;
  }

  function answer(request: SandboxRequest, state?: SandboxState): SandboxResponse {
    const url = new URL(request.url, 'http://sandbox.invalid');
    const method = request.method.toLowerCase();
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    let pathMatch: RegExpExecArray | null = null;
    const operation = operations.find((candidate) => {
      if (candidate.method !== method) return false;
      pathMatch = candidate.pattern.exec(url.pathname);
      return pathMatch !== null;
    });
    if (operation === undefined || pathMatch === null) return failure(errorNames.notFound);
    const definition = operation.operation;

    const security = Array.isArray(definition.security) ? definition.security : document.security;
    if (Array.isArray(security) && security.length > 0) {
      const token = headers.access_token ?? '';
      if (token === '') return failure(errorNames.tokenMissing, definition);
      if (!wellFormedToken.test(token)) return failure(errorNames.tokenInvalid, definition);
    }

    const values: Record<'path' | 'query' | 'header', Record<string, Json>> = {
      path: {},
      query: {},
      header: {},
    };
    const captured: string[] = (pathMatch as RegExpExecArray).slice(1);
    for (const parameter of operation.parameters) {
      const key = parameterKey(parameter);
      let raw: string | null | undefined;
      if (parameter.in === 'path')
        raw = decodeURIComponent(captured[operation.parameterNames.indexOf(key)] ?? '');
      else if (parameter.in === 'query') raw = url.searchParams.get(key);
      else if (parameter.in === 'header') raw = headers[key];
      if (raw === null || raw === undefined) continue;
      if (parameter.in === 'path' || parameter.in === 'query' || parameter.in === 'header') {
        values[parameter.in][key] = coerce(document, parameter, raw);
      }
    }
    const fields = (['path', 'query', 'header'] as const).flatMap((part) =>
      validate(requestSchemaId(operation.operationId, part), part, values[part]),
    );
    let body: Json | undefined;
    const bodyMedia = jsonMediaType(document, definition.requestBody);
    if (bodyMedia !== undefined) {
      const requestBody = resolveRef(document, definition.requestBody);
      const text = request.body ?? '';
      if (text.trim() === '') {
        if (isJsonObject(requestBody) && requestBody.required === true) {
          fields.push({ name: 'body', reason: 'is required' });
        }
      } else {
        try {
          body = JSON.parse(text) as Json;
          fields.push(
            ...validate(
              requestSchemaId(operation.operationId, 'body'),
              'body',
              body,
              resolveRef(document, bodyMedia.schema),
            ),
          );
        } catch {
          fields.push({ name: 'body', reason: 'must be valid JSON' });
        }
      }
    }
    if (fields.length > 0) return invalid(definition, fields);

    const preferred = /(?:^|[;,\s])code=(\d{3})/.exec(headers.prefer ?? '')?.[1];
    const preferredExample = /(?:^|[;,\s])example=([^,;\s]+)/.exec(headers.prefer ?? '')?.[1];
    const responses = isJsonObject(definition.responses) ? definition.responses : {};
    const success = successStatus(definition);
    if (success === undefined) throw new Error(`${operation.operationId}: no 2xx response`);
    if (preferred !== undefined && responses[preferred] !== undefined) {
      return documented(definition, Number(preferred), preferredExample);
    }
    if (preferredExample !== undefined) return documented(definition, success, preferredExample);

    if (state === undefined || !stateful.handles(operation.operationId)) {
      for (const [name, ids] of operation.knownIds) {
        const id = values.path[name];
        if (typeof id === 'string' && !ids.has(id)) return failure(errorNames.notFound, definition);
      }
    }
    const fromState = (): SandboxResponse | undefined =>
      state === undefined
        ? undefined
        : stateful.answer(
            {
              operationId: operation.operationId,
              path: values.path,
              query: values.query,
              body,
              rawBody: request.body ?? '',
              state,
              time: now(),
            },
            {
              success: () => documented(definition, success),
              failure: (name, data) => failure(name, definition, data),
              invalid: (name, reason) => invalid(definition, [{ name, reason }]),
            },
          );

    const key = values.header['idempotency-key'];
    return idempotent(
      typeof key === 'string' ? key : undefined,
      headers.access_token ?? '',
      request,
      definition,
      state?.idempotency ?? keptInMemory,
      () => fromState() ?? documented(definition, success),
    );
  }

  return { answer };
}
