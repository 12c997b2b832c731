/**
 * The API reference's single source and how it becomes one spec per locale.
 *
 * openapi/miniai.yaml holds both languages: its base text is English and any object may carry
 * `x-i18n: { vi: { key: value } }` with the Vietnamese replacement of some of its keys.
 *   - en: the base document with every `x-i18n` removed.
 *   - vi: at each object the keys of `x-i18n.vi` replace the base keys, then `x-i18n` is removed.
 * openapi/tools/localize.ts writes those specs, docusaurus-plugin-openapi-docs turns each into
 * MDX in the folder Docusaurus reads for that locale, and sidebarsApi.ts builds the sidebar from
 * the same document. Everything under a `generated` folder is git-ignored build output.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { SiteLocale } from '@site/config/locales';
import { resolveSiteSettings } from '../../config/site';

/** Id of the docusaurus-plugin-openapi-docs instance (used by `gen-api-docs --plugin-id`). */
export const openApiPluginId = 'openapi';

export const openApiSource = 'openapi/miniai.yaml';

/** Localized specs written by openapi/tools/localize.ts. */
export const localizedSpecDir = 'openapi/generated';

/** Sub-folder of the api docs area (and of its English translation) that receives the MDX. */
export const generatedDocsFolder = 'generated';

export const apiPageOutputDirs = {
  vi: `api/${generatedDocsFolder}`,
  en: `i18n/en/docusaurus-plugin-content-docs-api/current/${generatedDocsFolder}`,
} as const satisfies Record<SiteLocale, string>;

export function localizedSpecFile(locale: SiteLocale): string {
  return `${localizedSpecDir}/miniai.${locale}.json`;
}

/** The locale whose text is the base of the YAML; the others come from `x-i18n`. */
export const baseLocale: SiteLocale = 'en';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads the source document; `siteDir` defaults to the working directory (the site root). */
export function readOpenApiSource(siteDir: string = process.cwd()): JsonObject {
  const file = path.join(siteDir, openApiSource);
  const document = parse(readFileSync(file, 'utf8')) as Json;
  if (!isJsonObject(document)) throw new Error(`${file} is not an OpenAPI document`);
  return document;
}

/** Returns a copy of `node` in `locale`: overlays applied (unless base) and `x-i18n` stripped. */
export function localize(node: Json, locale: SiteLocale): Json {
  if (Array.isArray(node)) return node.map((item) => localize(item, locale));
  if (!isJsonObject(node)) return node;
  const { 'x-i18n': overlays, ...rest } = node;
  const overlay = isJsonObject(overlays) && locale !== baseLocale ? overlays[locale] : undefined;
  const merged: JsonObject = isJsonObject(overlay) ? { ...rest, ...overlay } : rest;
  return Object.fromEntries(
    Object.entries(merged).map(([key, value]) => [key, localize(value, locale)]),
  );
}

/**
 * The source document in one locale. Its first server, production, takes the API base URL of the
 * site settings (MINIAI_API_BASE_URL), so a staging build documents and samples staging.
 */
export function localizedDocument(
  locale: SiteLocale,
  siteDir?: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): JsonObject {
  const document = localize(readOpenApiSource(siteDir), locale) as JsonObject;
  const production = Array.isArray(document.servers) ? document.servers[0] : undefined;
  if (!isJsonObject(production)) throw new Error(`${openApiSource}: servers[0] is missing`);
  production.url = resolveSiteSettings(env).apiBaseUrl;
  return document;
}

export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'] as const;
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

export interface ApiOperation {
  operationId: string;
  /** `webhooks` for an event MiniAI sends (its page has no request console). */
  section: OperationSection;
  group: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** The operation object of the document. */
  definition: JsonObject;
}

export interface ApiGroup {
  name: string;
  displayName: string;
  operations: ApiOperation[];
}

function text(value: Json | undefined, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`${what} must be a string`);
  return value;
}

/**
 * The groups (tags, in document order) and their operations (paths, then webhooks, in document
 * order) of a localized document: one reference page each. The first tag of an operation is its
 * group and gives its route /api/{group}/{id}.
 */
export function apiGroups(document: JsonObject): ApiGroup[] {
  const tags = Array.isArray(document.tags) ? document.tags.filter(isJsonObject) : [];
  const groups: ApiGroup[] = tags.map((tag) => ({
    name: text(tag.name, 'tag name'),
    displayName: text(tag['x-displayName'] ?? tag.name, `x-displayName of tag ${String(tag.name)}`),
    operations: [],
  }));
  for (const { section, path: apiPath, method, operation } of everyOperation(
    document,
    operationSections,
  )) {
    const operationId = text(operation.operationId, `operationId of ${method} ${apiPath}`);
    const tagNames = Array.isArray(operation.tags) ? operation.tags : [];
    const group = groups.find((candidate) => candidate.name === tagNames[0]);
    if (!group) throw new Error(`${operationId}: its first tag is not declared in tags`);
    group.operations.push({
      operationId,
      section,
      group: group.name,
      method,
      path: apiPath,
      summary: text(operation.summary, `summary of ${operationId}`),
      definition: operation,
    });
  }
  return groups;
}
