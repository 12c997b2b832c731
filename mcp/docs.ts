/**
 * What the MCP tools answer, as plain functions over a SiteSource: the site's own search (the
 * browser's query code on the published index), a page's Markdown twin, and the operations of the
 * published OpenAPI document with their references resolved. Bad input throws a ToolInputError,
 * whose message the server returns to the agent as a tool error.
 */
import { cached } from '@site/src/lib/cached';
import { searchManifestFile } from '@site/src/lib/search/files';
import { SiteSearchIndex } from '@site/src/lib/search/query';
import {
  apiGroups,
  firstExample,
  isJsonObject,
  jsonMediaType,
  jsonText,
  operationById,
  operationParameters,
  operationRoute,
  operationSections,
  resolveRef,
  responseEntries,
  type Json,
  type JsonObject,
  type OperationSection,
} from '@site/openapi/tools/document';
import { localeFolder, siteLocales, type SiteLocale } from '@site/config/locales';
import type { SiteSource } from './source';

export const docsLocales = siteLocales;
export type DocsLocale = SiteLocale;

/** A mistake in the agent's arguments (not a failure of the server). */
export class ToolInputError extends Error {}

async function required(source: SiteSource, file: string): Promise<string> {
  const text = await source.read(file);
  if (text === undefined) throw new Error(`${file} is missing from ${source.label}`);
  return text;
}

const indexes = new Map<DocsLocale, Promise<SiteSearchIndex>>();

export async function searchDocs(
  source: SiteSource,
  query: string,
  locale: DocsLocale,
  limit = 10,
): Promise<string> {
  if (query.trim() === '')
    throw new ToolInputError('query is empty: give a few words to look for.');
  const index = cached(indexes, locale, () => {
    const folder = localeFolder(locale);
    return SiteSearchIndex.open(
      (file) => required(source, `${folder}${file}`),
      locale,
      searchManifestFile,
    );
  });
  const hits = await (await index).search(query, limit);
  if (hits.length === 0) return `No ${locale} page matches "${query}".`;
  return hits
    .map((hit) =>
      [
        `## ${hit.heading ? `${hit.title} › ${hit.heading}` : hit.title}`,
        `URL: ${source.origin}${hit.url}`,
        `Markdown: get_page("${hit.url.replace(/#.*$/, '')}")`,
        '',
        hit.excerpt,
      ].join('\n'),
    )
    .join('\n\n');
}

/** A page path from what an agent may pass: "/docs/intro", "en/docs/intro.md", a full URL, "#…". */
function pagePath(input: string): string {
  let pathname = input.trim();
  if (/^https?:\/\//i.test(pathname)) pathname = new URL(pathname).pathname;
  pathname = pathname
    .replace(/[?#].*$/, '')
    .replace(/\.md$/, '')
    .replace(/\/+$/, '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  const segment = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
  const segments = pathname.split('/').slice(1);
  if (pathname === '/' || !segments.every((part) => segment.test(part) && !part.includes('..'))) {
    throw new ToolInputError(
      `"${input}" is not a page path: pass one such as "/docs/intro" or "/en/api/orders/create-order".`,
    );
  }
  return pathname;
}

export async function getPage(source: SiteSource, input: string): Promise<string> {
  const pathname = pagePath(input);
  const markdown = await source.read(`${pathname.slice(1)}.md`);
  if (markdown === undefined) {
    throw new ToolInputError(
      `No page at ${pathname}: docs, API, gift and blog pages have a Markdown twin; find one with search_docs or in llms.txt.`,
    );
  }
  return markdown;
}

const documents = new Map<DocsLocale, Promise<JsonObject>>();

function openApiDocument(source: SiteSource, locale: DocsLocale): Promise<JsonObject> {
  return cached(documents, locale, async () => {
    const file = `${localeFolder(locale)}openapi/miniai.json`;
    const parsed = JSON.parse(await required(source, file)) as Json;
    if (!isJsonObject(parsed)) throw new Error(`${file} is not an OpenAPI document`);
    return parsed;
  });
}

/** The reference page of an operation in the locale. */
function operationUrl(source: SiteSource, locale: DocsLocale, group: string, id: string): string {
  return `${source.origin}/${localeFolder(locale)}${operationRoute(group, id).slice(1)}`;
}

/** An operation is a call the agent's code makes; a webhook is a call MiniAI makes to it. */
function kindOf(section: OperationSection): 'operation' | 'webhook' {
  return section === 'webhooks' ? 'webhook' : 'operation';
}

export async function listOperations(source: SiteSource, locale: DocsLocale): Promise<string> {
  const document = await openApiDocument(source, locale);
  const operations = apiGroups(document).flatMap((group) =>
    group.operations.map((operation) => ({
      operationId: operation.operationId,
      kind: kindOf(operation.section),
      // A webhook has no path: its event type names it (`order.created`).
      ...(operation.section === 'webhooks'
        ? { event: operation.path }
        : { method: operation.method.toUpperCase(), path: operation.path }),
      summary: operation.summary,
      group: group.displayName,
      docs: operationUrl(source, locale, group.name, operation.operationId),
    })),
  );
  return JSON.stringify(operations, null, 2);
}

/** `node` with every `$ref` replaced by what it names; a reference met again inside itself stays. */
function dereferenced(document: JsonObject, node: Json | undefined, seen: string[] = []): Json {
  if (Array.isArray(node)) return node.map((item) => dereferenced(document, item, seen));
  if (!isJsonObject(node)) return node ?? null;
  if (typeof node.$ref === 'string') {
    if (seen.includes(node.$ref)) return { $ref: node.$ref };
    return dereferenced(document, resolveRef(document, node), [...seen, node.$ref]);
  }
  return Object.fromEntries(
    Object.entries(node)
      // Code samples are long and repeat the example; the reference page shows them.
      .filter(([key]) => key !== 'x-codeSamples')
      .map(([key, value]) => [key, dereferenced(document, value, seen)]),
  );
}

export async function getOperation(
  source: SiteSource,
  operationId: string,
  locale: DocsLocale,
): Promise<string> {
  const document = await openApiDocument(source, locale);
  const entry = operationById(document, operationId, operationSections);
  if (entry === undefined) {
    throw new ToolInputError(
      `No operation "${operationId}": list_operations gives every operationId.`,
    );
  }
  const { operation, pathItem } = entry;
  const group = apiGroups(document).find((candidate) =>
    candidate.operations.some((item) => item.operationId === operationId),
  );
  const requestMedia = jsonMediaType(document, operation.requestBody);
  const requestBody = resolveRef(document, operation.requestBody);
  const responses = isJsonObject(operation.responses) ? operation.responses : {};
  const info = isJsonObject(document.info) ? document.info : {};
  const errorStatuses = Object.keys(responses).filter((status) => !status.startsWith('2'));
  const errorCodes = (Array.isArray(info['x-error-codes']) ? info['x-error-codes'] : [])
    .filter(isJsonObject)
    .filter((code) => errorStatuses.includes(jsonText(code.http_status)))
    .map(({ code, name, http_status, description }) => ({ code, name, http_status, description }));
  return JSON.stringify(
    {
      operationId,
      kind: kindOf(entry.section),
      // For a webhook: the request MiniAI sends (its body is the event's payload, its header
      // parameters the signature headers) and the responses MiniAI expects back.
      ...(entry.section === 'webhooks' ? { event: entry.path } : {}),
      method: entry.method.toUpperCase(),
      path: entry.section === 'webhooks' ? null : entry.path,
      summary: operation.summary ?? null,
      description: operation.description ?? null,
      docs: group === undefined ? null : operationUrl(source, locale, group.name, operationId),
      security: dereferenced(document, operation.security ?? document.security),
      parameters: operationParameters(document, pathItem, operation).map((parameter) =>
        dereferenced(document, parameter),
      ),
      requestBody:
        requestMedia === undefined
          ? null
          : {
              required: isJsonObject(requestBody) ? (requestBody.required ?? false) : false,
              contentType: 'application/json',
              schema: dereferenced(document, requestMedia.schema),
              example: firstExample(document, requestMedia) ?? null,
            },
      responses: Object.fromEntries(
        responseEntries(document, responses).map(({ status, description, media }) => [
          status,
          {
            description: description ?? null,
            schema: media === undefined ? null : dereferenced(document, media.schema),
            example: media === undefined ? null : (firstExample(document, media) ?? null),
          },
        ]),
      ),
      errorCodes,
    },
    null,
    2,
  );
}
