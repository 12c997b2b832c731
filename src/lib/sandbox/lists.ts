/**
 * What each query parameter of a list operation (a GET whose success `data` is a page of `items`)
 * does in the sandbox, read from the contract: a parameter named as a field of the listed items,
 * or whose example is the value of one of their fields in the list's example (events' `type`, their
 * `event`), keeps the items whose field equals it; the others mean what their description states,
 * kept in `describedParameters`. A time range's field is the one the operation's description
 * names after the parameter ("`from_time` / `to_time` on the order's `created_time`"), in both
 * locales the same. A parameter of none of these stops the sandbox from being built, so a new one
 * in the contract cannot be silently ignored.
 */
import {
  everyOperation,
  isJsonObject,
  jsonText,
  operationParameters,
  resolveRef,
  type Json,
  type JsonObject,
  type OperationEntry,
} from '../openapiDocument';
import { foldText } from '../search/text';
import { operationShape, propertiesOf, successData, successDataSchema } from './resources';

/** What one query parameter of a list does. */
export type ListParameter =
  /** Skips that many matching items. */
  | { kind: 'offset' }
  /** Returns at most that many, `default` when the request gives none. */
  | { kind: 'limit'; default: number }
  /** Continues where the page that made it stopped, with that page's filters; `prefix` as the example's. */
  | { kind: 'cursor'; prefix: string }
  /** Keeps the items whose `field` is the value. */
  | { kind: 'equals'; field: string }
  /** Keeps the items whose time `field` is at or after the value (`since`) or before it (`before`). */
  | { kind: 'since' | 'before'; field: string }
  /** Keeps the items whose `loose` field holds the text, accents and case aside, or whose `exact` field is it. */
  | { kind: 'search'; loose: string; exact: string };

/** A parameter's meaning as its description states it; a range's field and a limit's default come from the contract. */
type DescribedParameter =
  | Extract<ListParameter, { kind: 'offset' | 'search' }>
  | { kind: 'limit' }
  | { kind: 'cursor' }
  | { kind: 'since' }
  | { kind: 'before' };

/** The parameters whose meaning only their description states, by name: the same wherever they occur. */
export const describedParameters: Readonly<Record<string, DescribedParameter>> = {
  offset: { kind: 'offset' },
  limit: { kind: 'limit' },
  cursor: { kind: 'cursor' },
  from_time: { kind: 'since' },
  created_from: { kind: 'since' },
  updated_from: { kind: 'since' },
  to_time: { kind: 'before' },
  created_to: { kind: 'before' },
  updated_to: { kind: 'before' },
  // get-list-products: "the product name (accents optional…) or the exact product `code`".
  q: { kind: 'search', loose: 'name', exact: 'code' },
};

/** The fields of the items a list (`GET /things` answering a page of `items`) returns; undefined for any other operation. */
function listedFields(
  document: JsonObject,
  entry: OperationEntry,
): Record<string, JsonObject> | undefined {
  if (operationShape(entry.path, entry.method)?.kind !== 'list') return undefined;
  const items = propertiesOf(document, successDataSchema(document, entry)).items;
  if (items?.type !== 'array') return undefined;
  return propertiesOf(document, items.items);
}

/** Every list operation of the contract. */
export function listOperations(document: JsonObject): OperationEntry[] {
  return everyOperation(document).filter((entry) => listedFields(document, entry) !== undefined);
}

/**
 * The field a time range parameter filters on: the first field of the items the operation's
 * description names after the parameter, skipping the names of its other parameters.
 */
function rangeField(
  description: string,
  name: string,
  parameterNames: ReadonlySet<string>,
  fields: Record<string, JsonObject>,
): string | undefined {
  const at = description.indexOf(`\`${name}\``);
  if (at < 0) return undefined;
  for (const [, named] of description.slice(at).matchAll(/`([a-z_]+)`/g)) {
    if (named !== undefined && !parameterNames.has(named) && named in fields) return named;
  }
  return undefined;
}

/** What each query parameter of a list operation does; throws for a parameter it cannot read. */
export function listParameters(
  document: JsonObject,
  entry: OperationEntry,
): Map<string, ListParameter> {
  const operationId = jsonText(entry.operation.operationId);
  const fields = listedFields(document, entry);
  if (fields === undefined) throw new Error(`${operationId} is not a list`);
  const parameters = operationParameters(document, entry.pathItem, entry.operation).filter(
    (parameter) => parameter.in === 'query',
  );
  const names = new Set(parameters.map((parameter) => jsonText(parameter.name)));
  const exampleItems = successData(document, entry).flatMap((data) =>
    isJsonObject(data) && Array.isArray(data.items) ? data.items.filter(isJsonObject) : [],
  );
  const meanings = new Map<string, ListParameter>();
  for (const parameter of parameters) {
    const name = jsonText(parameter.name);
    const described = describedParameters[name];
    let meaning: ListParameter | undefined;
    if (described?.kind === 'since' || described?.kind === 'before') {
      const field = rangeField(jsonText(entry.operation.description), name, names, fields);
      if (field !== undefined) meaning = { kind: described.kind, field };
    } else if (described?.kind === 'limit') {
      const schema = resolveRef(document, parameter.schema);
      const limit = isJsonObject(schema) ? schema.default : undefined;
      if (typeof limit === 'number') meaning = { kind: 'limit', default: limit };
    } else if (described?.kind === 'cursor') {
      const prefix = /^[a-z]+_/.exec(jsonText(parameter.example ?? ''))?.[0];
      if (prefix !== undefined) meaning = { kind: 'cursor', prefix };
    } else if (described !== undefined) {
      meaning = described;
    } else if (name in fields) {
      meaning = { kind: 'equals', field: name };
    } else {
      const example: Json | undefined = parameter.example;
      const field = Object.keys(fields).find(
        (key) => example !== undefined && exampleItems.some((item) => item[key] === example),
      );
      if (field !== undefined) meaning = { kind: 'equals', field };
    }
    if (meaning === undefined)
      throw new Error(`${operationId}: the sandbox cannot tell what ${name} does`);
    meanings.set(name, meaning);
  }
  return meanings;
}

function keeps(record: JsonObject, meaning: ListParameter, value: Json): boolean {
  switch (meaning.kind) {
    case 'equals':
      return record[meaning.field] === value;
    case 'since':
      return Number(record[meaning.field]) >= Number(value);
    case 'before':
      return Number(record[meaning.field]) < Number(value);
    case 'search':
      return (
        record[meaning.exact] === value ||
        foldText(jsonText(record[meaning.loose] ?? '')).includes(foldText(jsonText(value)))
      );
    default:
      return true;
  }
}

/** The records the query's filters keep, in their order (paging is the caller's). */
export function filtered(
  records: readonly JsonObject[],
  meanings: ReadonlyMap<string, ListParameter>,
  query: Readonly<Record<string, Json>>,
): JsonObject[] {
  const applied = Object.entries(query).flatMap(([name, value]) => {
    const meaning = meanings.get(name);
    return meaning === undefined ? [] : [{ meaning, value }];
  });
  return records.filter((record) =>
    applied.every(({ meaning, value }) => keeps(record, meaning, value)),
  );
}

/** The page size a request asks for, else the `limit` parameter's default, else every item. */
export function pageLimit(
  meanings: ReadonlyMap<string, ListParameter>,
  query: Readonly<Record<string, Json>>,
): number {
  if (typeof query.limit === 'number') return query.limit;
  const limit = meanings.get('limit');
  return limit?.kind === 'limit' ? limit.default : Number.POSITIVE_INFINITY;
}

/** The query's filters (what a cursor keeps), in the order of the operation's parameters, null where unset. */
function filterValues(
  meanings: ReadonlyMap<string, ListParameter>,
  query: Readonly<Record<string, Json>>,
): [name: string, value: Json][] {
  return [...meanings]
    .filter(([, meaning]) => !['offset', 'limit', 'cursor'].includes(meaning.kind))
    .map(([name]) => [name, query[name] ?? null]);
}

/**
 * A cursor: the example's prefix, then in base64url the item the next page starts at and the
 * filters' values without their names (the contract's pattern allows 128 characters).
 */
export function makeCursor(
  meanings: ReadonlyMap<string, ListParameter>,
  next: string,
  query: Readonly<Record<string, Json>>,
): string {
  const cursor = [...meanings.values()].find((meaning) => meaning.kind === 'cursor');
  const payload = JSON.stringify([next, filterValues(meanings, query).map(([, value]) => value)]);
  const binary = String.fromCharCode(...new TextEncoder().encode(payload));
  const encoded = btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${cursor?.kind === 'cursor' ? cursor.prefix : ''}${encoded}`;
}

/** Where a cursor the sandbox made continues, and the filters it keeps; undefined for any other cursor. */
export function readCursor(
  meanings: ReadonlyMap<string, ListParameter>,
  cursor: Json | undefined,
): { next: string; query: Record<string, Json> } | undefined {
  const meaning = [...meanings.values()].find((candidate) => candidate.kind === 'cursor');
  if (typeof cursor !== 'string' || meaning?.kind !== 'cursor') return undefined;
  if (!cursor.startsWith(meaning.prefix)) return undefined;
  let payload: Json;
  try {
    const binary = atob(cursor.slice(meaning.prefix.length).replace(/-/g, '+').replace(/_/g, '/'));
    payload = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0))),
    ) as Json;
  } catch {
    return undefined;
  }
  const names = filterValues(meanings, {}).map(([name]) => name);
  if (!Array.isArray(payload) || typeof payload[0] !== 'string' || !Array.isArray(payload[1]))
    return undefined;
  const values = payload[1];
  if (values.length !== names.length) return undefined;
  const query = Object.fromEntries(
    names.flatMap((name, index) => (values[index] === null ? [] : [[name, values[index]]])),
  ) as Record<string, Json>;
  return { next: payload[0], query };
}
