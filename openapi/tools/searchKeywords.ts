/**
 * Words that should find an API operation page but that its static HTML does not contain: the
 * method and path, and the names of its parameters and of the fields of its request and response
 * bodies (the theme renders schemas in the browser). Read from the same OpenAPI document as the
 * pages, so the two cannot drift.
 */
import type { SearchLocale } from '@site/src/lib/search/text';
// Relative: docusaurus.config.ts loads this file with jiti, which does not know the @site/ alias.
import { cached } from '../../src/lib/cached';
import {
  apiGroups,
  isJsonObject,
  localizedDocument,
  operationRoute,
  resolveRef,
  type Json,
  type JsonObject,
} from './document';

/** Every property name below a schema, following $ref once per schema to avoid cycles. */
function fieldNames(
  document: JsonObject,
  node: Json | undefined,
  seen: Set<JsonObject>,
  out: Set<string>,
): void {
  if (Array.isArray(node)) {
    for (const item of node) fieldNames(document, item, seen, out);
    return;
  }
  if (!isJsonObject(node)) return;
  const resolved = resolveRef(document, node);
  if (!isJsonObject(resolved) || seen.has(resolved)) return;
  seen.add(resolved);
  if (isJsonObject(resolved.properties)) {
    for (const [name, schema] of Object.entries(resolved.properties)) {
      out.add(name);
      fieldNames(document, schema, seen, out);
    }
  }
  for (const key of [
    'items',
    'allOf',
    'oneOf',
    'anyOf',
    'schema',
    'content',
    'requestBody',
    'responses',
  ]) {
    fieldNames(document, resolved[key], seen, out);
  }
  if (isKeyedMap(resolved)) {
    for (const value of Object.values(resolved)) fieldNames(document, value, seen, out);
  }
}

/** A `content` or `responses` object: its values are media types or responses, keyed by name. */
function isKeyedMap(node: JsonObject): boolean {
  return Object.keys(node).some((key) => key.includes('/') || /^\d{3}$/.test(key));
}

/** Keywords per operation route (for example "/api/orders/create-order"). */
function apiOperationKeywords(document: JsonObject): Map<string, string> {
  const keywords = new Map<string, string>();
  for (const group of apiGroups(document)) {
    for (const operation of group.operations) {
      const { definition } = operation;
      const names = new Set<string>();
      const parameters = Array.isArray(definition.parameters) ? definition.parameters : [];
      for (const parameter of parameters) {
        const resolved = resolveRef(document, parameter);
        if (isJsonObject(resolved) && typeof resolved.name === 'string') names.add(resolved.name);
      }
      fieldNames(document, definition.requestBody, new Set(), names);
      fieldNames(document, definition.responses, new Set(), names);
      keywords.set(
        operationRoute(group.name, operation.operationId),
        [
          operation.section === 'webhooks' ? 'webhook' : operation.method.toUpperCase(),
          operation.path,
          operation.operationId,
          ...names,
        ].join(' '),
      );
    }
  }
  return keywords;
}

const keywordsByLocale = new Map<SearchLocale, Map<string, string>>();

/** The search index's extra words for a route of `locale` ("api/orders/create-order", no base URL). */
export function apiKeywordsForRoute(route: string, locale: SearchLocale): string | undefined {
  const keywords = cached(keywordsByLocale, locale, () =>
    apiOperationKeywords(localizedDocument(locale)),
  );
  return keywords.get(`/${route}`);
}
