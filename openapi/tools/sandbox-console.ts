/**
 * The request console of each operation page, set up in its `api` front matter by generate.ts:
 *   - the in-browser sandbox (src/lib/sandbox, served by a Service Worker on the site's origin) is
 *     the first server, so the console works for every reader; the contract's servers follow
 *     (production, and `{base_url}` for the local mock). The sandbox is not in the contract: the
 *     downloads and code samples name real servers only.
 *   - the body starts from the operation's documented example (firstExample, the one the code
 *     samples send). The theme builds its starting body from the media type's schema and reads
 *     `jsonRequestBodyExample` only when there is no schema (Body/index.js of
 *     docusaurus-theme-openapi-docs 5.2.0), so the console's copy of the schema is dropped; the
 *     page's request schema is rendered from the MDX, not from this.
 *   - optional parameters start empty, so the console leaves them out: the theme prefills a
 *     parameter from its `default` or example and writes a number as a bare `?limit` (no value),
 *     which the API refuses. Required ones keep their example, as text.
 */
import type { SiteLocale } from '@site/config/locales';
import {
  firstExample,
  isJsonObject,
  jsonMediaType,
  localizedDocument,
  operationById,
  operationSections,
  type JsonObject,
} from '@site/openapi/tools/document';
import { cached } from '@site/src/lib/cached';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';

const sandboxServerDescription: Record<SiteLocale, string> = {
  vi: 'Sandbox trong trình duyệt',
  en: 'In-browser sandbox',
};

const documents = new Map<SiteLocale, JsonObject>();

/** The localized contract, read once per locale. */
function contract(locale: SiteLocale): JsonObject {
  return cached(documents, locale, () => localizedDocument(locale));
}

/** The header the console fills with a fresh key on each send (src/components/RequestConsole). */
const idempotencyHeader = 'idempotency-key';

/** A parameter as the console's form starts it: no prefill unless required, a prefill as text. */
function consoleParameter(parameter: unknown): unknown {
  if (!isJsonObject(parameter as never)) return parameter;
  const { example, examples, schema, ...rest } = parameter as Record<string, unknown>;
  // Listed with the parameters the console always sends, not behind "optional": it sends one.
  if (rest.in === 'header' && String(rest.name).toLowerCase() === idempotencyHeader) {
    return { ...rest, required: true, schema };
  }
  const {
    default: fallback,
    example: schemaExample,
    ...schemaRest
  } = (isJsonObject(schema as never) ? schema : {}) as Record<string, unknown>;
  if (rest.required !== true) return { ...rest, schema: schemaRest };
  const named = isJsonObject(examples as never)
    ? (Object.values(examples as Record<string, { value?: unknown }>)[0]?.value ?? undefined)
    : undefined;
  const prefill = fallback ?? example ?? schemaExample ?? named;
  return prefill === undefined
    ? { ...rest, schema: schemaRest }
    : {
        ...rest,
        schema: schemaRest,
        example: typeof prefill === 'string' ? prefill : JSON.stringify(prefill),
      };
}

/** `api` (an operation page's front matter) with the sandbox server first and the example body. */
export function withSandboxConsole(
  api: Record<string, unknown>,
  locale: SiteLocale,
): Record<string, unknown> {
  const document = contract(locale);
  const entry = operationById(document, api.operationId, operationSections);
  if (entry === undefined)
    throw new Error(`no operation ${String(api.operationId)} in the contract`);
  // A webhook is a call MiniAI makes: its page has no request console to set up.
  if (entry.section === 'webhooks') return api;

  const servers: unknown[] = Array.isArray(api.servers) ? api.servers : [];
  api.servers = [
    { url: sandboxBasePath, description: sandboxServerDescription[locale] },
    ...servers,
  ];
  if (Array.isArray(api.parameters)) api.parameters = api.parameters.map(consoleParameter);
  const media = jsonMediaType(document, entry.operation.requestBody);
  const example = media === undefined ? undefined : firstExample(document, media);
  const requestBody = api.requestBody as { content?: Record<string, unknown> } | undefined;
  const consoleMedia = requestBody?.content?.['application/json'];
  if (example !== undefined && isJsonObject(consoleMedia as never)) {
    api.jsonRequestBodyExample = example;
    delete (consoleMedia as Record<string, unknown>).schema;
  }
  return api;
}
