/**
 * JSON examples in the prose pages (docs, the API overview, the gift pages, both locales) are
 * requests or responses of real operations, so they must match the contract. Each ```json block
 * names what it shows in its meta, ```json operation=get-list-products response=200``` or
 * ```json operation=create-order request```, or the payload of a webhook, ```json webhook=order.created```,
 * and is validated against that schema of the document in the page's locale. The JSON body a curl
 * command of a ```bash block sends (`-d '{…}'`) is validated against the request schema of the
 * operation its method and path call. A request never sends a property the contract marks
 * deprecated. A failure names the file and line of the block.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020';
import type { ErrorObject } from 'ajv/dist/2020';
import type { SiteLocale } from '@site/config/locales';
import {
  everyOperation,
  isJsonObject,
  localizedDocument,
  operationById,
  pointerSegment,
  type JsonObject,
} from '@site/openapi/tools/document';
import { documentId, validatorFor } from '@site/tests/support/openapi';

/** Prose folders or files and the locale their examples are written for. */
const proseSources: readonly (readonly [string, SiteLocale])[] = [
  ['docs', 'vi'],
  ['gift', 'vi'],
  ['api/overview.mdx', 'vi'],
  ['i18n/en/docusaurus-plugin-content-docs/current', 'en'],
  ['i18n/en/docusaurus-plugin-content-docs-gift/current', 'en'],
  ['i18n/en/docusaurus-plugin-content-docs-api/current/overview.mdx', 'en'],
];

/** The Markdown files of a prose source, subfolders included (docs/guides/ holds task guides). */
function proseFiles(source: string): string[] {
  if (!statSync(source).isDirectory()) return [source];
  return readdirSync(source).flatMap((name) => {
    const full = path.join(source, name);
    if (statSync(full).isDirectory()) return proseFiles(full);
    return /\.mdx?$/.test(name) ? [full] : [];
  });
}

/** The schema a block's meta names, as a pointer into the document, or a reason it has none. */
function schemaPointer(document: JsonObject, meta: string): { pointer?: string; problem?: string } {
  const media = 'content/application~1json/schema';
  const event = /(?:^|\s)webhook=(\S+)/.exec(meta)?.[1];
  if (event !== undefined) {
    const webhook = everyOperation(document, ['webhooks']).find(({ path }) => path === event);
    if (!webhook) return { problem: `names an unknown webhook ${event}` };
    return {
      pointer: `#/webhooks/${pointerSegment(event)}/${webhook.method}/requestBody/${media}`,
    };
  }
  const operationId = /(?:^|\s)operation=(\S+)/.exec(meta)?.[1];
  const status = /(?:^|\s)response=(\d{3})/.exec(meta)?.[1];
  const isRequest = /(?:^|\s)request(?:\s|$)/.test(meta);
  if (operationId === undefined || (status === undefined) === !isRequest) {
    return {
      problem:
        'needs a meta like "operation=<operationId> response=<status>" or "request",' +
        ' or "webhook=<event type>"',
    };
  }
  const entry = operationById(document, operationId);
  if (!entry) return { problem: `names an unknown operation ${operationId}` };
  const operationPointer = `#/paths/${pointerSegment(entry.path)}/${entry.method}`;
  if (isRequest) return { pointer: `${operationPointer}/requestBody/${media}` };
  const responses = isJsonObject(entry.operation.responses) ? entry.operation.responses : {};
  const response = responses[status ?? ''];
  if (!isJsonObject(response)) return { problem: `${operationId} has no ${status} response` };
  const base =
    typeof response.$ref === 'string' ? response.$ref : `${operationPointer}/responses/${status}`;
  return { pointer: `${base}/${media}` };
}

/** What a request or a response may hold: requests also refuse deprecated properties. */
interface Validators {
  request: Ajv2020;
  response: Ajv2020;
}

function validatorsFor(document: JsonObject): Validators {
  const request = validatorFor(document);
  // A request the pages show sends what the contract recommends now, not what it keeps for old clients.
  request.removeKeyword('deprecated');
  request.addKeyword({
    keyword: 'deprecated',
    schemaType: 'boolean',
    validate: (deprecated: boolean) => !deprecated,
  });
  return { request, response: validatorFor(document) };
}

function errorText(error: ErrorObject): string {
  const what = error.keyword === 'deprecated' ? 'is deprecated in the contract' : error.message;
  return `${error.instancePath || '(root)'} ${what ?? ''}`;
}

/** The API path of a curl command's URL: after the production server or $MINIAI_BASE_URL. */
const curlUrl = /"(?:https:\/\/api\.miniai\.vn\/v1|\$MINIAI_BASE_URL)(\/[^"?]*)/;

/**
 * The JSON bodies that the curl commands of a page's ```bash blocks send, each with the pointer
 * to the request schema of the operation it calls, or a reason it has none.
 */
function curlBodies(
  text: string,
  document: JsonObject,
): { line: number; body: string; pointer?: string; problem?: string }[] {
  const found: { line: number; body: string; pointer?: string; problem?: string }[] = [];
  const paths = everyOperation(document, ['paths']);
  for (const block of text.matchAll(/^```bash[^\n]*\n([\s\S]*?)^```/gm)) {
    const content = block[1] ?? '';
    const firstLine = text.slice(0, (block.index ?? 0) + 1).split('\n').length + 1;
    const starts = [...content.matchAll(/(?<!\S)curl\s/g)].map((match) => match.index ?? 0);
    starts.forEach((start, index) => {
      const command = content.slice(start, starts[index + 1] ?? content.length);
      const body = /\s-d '([^']*)'/.exec(command)?.[1];
      if (body === undefined) return;
      const line = firstLine + content.slice(0, start).split('\n').length - 1;
      const apiPath = curlUrl.exec(command)?.[1];
      const method = (/\s-X (\w+)/.exec(command)?.[1] ?? 'POST').toLowerCase();
      const entry = paths.find(
        (operation) =>
          operation.method === method &&
          apiPath !== undefined &&
          new RegExp(`^${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(apiPath),
      );
      if (!entry) {
        found.push({
          line,
          body,
          problem: `calls no operation of the contract (${method} ${apiPath ?? '?'})`,
        });
        return;
      }
      const pointer = `#/paths/${pointerSegment(entry.path)}/${entry.method}/requestBody/content/application~1json/schema`;
      found.push({ line, body, pointer });
    });
  }
  return found;
}

/** Problems of the JSON blocks and curl bodies of one page, each as "file:line: what is wrong". */
export function proseExampleProblems(
  file: string,
  text: string,
  document: JsonObject,
  validators: Validators,
): string[] {
  const examples: {
    where: string;
    what: string;
    body: string;
    request: boolean;
    pointer?: string;
    problem?: string;
  }[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const opening = /^\s*```json(.*)$/.exec(lines[index] ?? '');
    if (!opening) continue;
    // The line of the opening fence, counted from 1.
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) end += 1;
    const meta = opening[1] ?? '';
    examples.push({
      where: `${file}:${start}`,
      what: 'the JSON block',
      body: lines.slice(start, end).join('\n'),
      request: /(?:^|\s)request(?:\s|$)/.test(meta),
      ...schemaPointer(document, meta),
    });
    index = end;
  }
  for (const { line, body, pointer, problem } of curlBodies(text, document)) {
    const where = `${file}:${line}`;
    examples.push({ where, what: 'the curl command', body, request: true, pointer, problem });
  }
  const problems: string[] = [];
  for (const { where, what, body, request, pointer, problem } of examples) {
    if (problem !== undefined) {
      problems.push(`${where}: ${what} ${problem}`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const ajv = request ? validators.request : validators.response;
    const validate = ajv.compile({ $ref: `${documentId}${pointer ?? ''}` });
    if (!validate(value)) {
      for (const error of validate.errors ?? []) problems.push(`${where}: ${errorText(error)}`);
    }
  }
  // One misplaced property can fail several branches of a schema: name it once.
  return [...new Set(problems)];
}

const documents = {
  vi: localizedDocument('vi'),
  en: localizedDocument('en'),
} satisfies Record<SiteLocale, JsonObject>;
const validators = { vi: validatorsFor(documents.vi), en: validatorsFor(documents.en) };

test('every JSON example in the prose pages matches the operation it shows', () => {
  const files = proseSources.flatMap(([source, locale]) =>
    proseFiles(source).map((file) => [file, locale] as const),
  );
  let blocks = 0;
  const problems = files.flatMap(([file, locale]) => {
    const text = readFileSync(file, 'utf8');
    blocks += (text.match(/^\s*```json/gm) ?? []).length;
    return proseExampleProblems(file, text, documents[locale], validators[locale]);
  });
  assert.ok(blocks > 0, 'no JSON example found in the prose pages');
  assert.deepEqual(problems, []);
});

/** Pages (the lines of an English docs/x.mdx) with broken examples, and what must be reported. */
const brokenPages: { behaviour: string; lines: string[]; reported: RegExp[] }[] = [
  {
    behaviour: 'a prose example that breaks its schema is reported with its file and line',
    // The bug this test was written for: /docs/intro showed "id" where products have product_id.
    lines: [
      'Intro',
      '```json operation=get-product-detail response=200',
      '{ "error": 0, "message": "Success", "data": { "id": "1024", "name": "Cà phê sữa đá" } }',
      '```',
      '```json',
      '{}',
      '```',
    ],
    reported: [
      /^docs\/x\.mdx:2: \/data .*product_id/,
      /^docs\/x\.mdx:5: the JSON block needs a meta/,
    ],
  },
  {
    behaviour:
      'a webhook payload example is checked against that event, and an unknown event is named',
    lines: [
      'Webhooks',
      '```json webhook=order.status_changed',
      '{ "delivery_id": "dlv_1", "event": "order.status_changed", "created_time": 1, "oa_id": "1",',
      '  "data": { "previous_status": "paid", "order": {} } }',
      '```',
      '```json webhook=order.deleted',
      '{}',
      '```',
    ],
    reported: [
      /^docs\/x\.mdx:2: \/data\/previous_status /,
      /^docs\/x\.mdx:6: the JSON block names an unknown webhook order\.deleted$/,
    ],
  },
  {
    behaviour:
      'a curl body is checked against the request of the operation it calls, and a deprecated property is named',
    lines: [
      'Requests',
      '```bash',
      'curl -sS -X PATCH "$MINIAI_BASE_URL/products/prd_51a8c3e0" \\',
      '  -H "Content-Type: application/json" \\',
      `  -d '{"price": 49000, "colour": "red"}'`,
      '',
      'curl -sS -X POST "https://api.miniai.vn/v1/zns-templates" \\',
      `  -d '{ "layout": { "header": { "logo_url": "https://cdn.example/logo.png" } } }'`,
      `curl -sS -X POST "$MINIAI_BASE_URL/gift-boxes" -d '{}'`,
      '```',
    ],
    reported: [
      /^docs\/x\.mdx:3: \(root\) must NOT have additional properties$/,
      /^docs\/x\.mdx:7: \/layout\/header\/logo_url is deprecated in the contract$/,
      /^docs\/x\.mdx:9: the curl command calls no operation of the contract \(post \/gift-boxes\)$/,
    ],
  },
];

for (const { behaviour, lines, reported } of brokenPages) {
  test(behaviour, () => {
    const page = lines.join('\n');
    const problems = proseExampleProblems('docs/x.mdx', page, documents.en, validators.en);
    for (const pattern of reported) {
      assert.ok(
        problems.some((line) => pattern.test(line)),
        `${String(pattern)} in:\n${problems.join('\n')}`,
      );
    }
  });
}
