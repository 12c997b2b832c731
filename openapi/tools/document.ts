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
import {
  everyOperation,
  isJsonObject,
  jsonText,
  operationSections,
  type HttpMethod,
  type Json,
  type JsonObject,
  type OperationSection,
} from '../../src/lib/openapiDocument';

// The pure readers live in src/lib so the browser's sandbox shares them; every caller imports them from here.
export * from '../../src/lib/openapiDocument';

/** Id of the docusaurus-plugin-openapi-docs instance (used by `gen-api-docs --plugin-id`). */
export const openApiPluginId = 'openapi';

export const openApiSource = 'openapi/miniai.yaml';

/** The page template of docusaurus-plugin-openapi-docs; its slug must give operationRoute(). */
export const apiPageTemplate = 'openapi/tools/api-page.mustache';

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
const baseLocale: SiteLocale = 'en';

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

interface ApiOperation {
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
    displayName: text(
      tag['x-displayName'] ?? tag.name,
      `x-displayName of tag ${jsonText(tag.name)}`,
    ),
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
