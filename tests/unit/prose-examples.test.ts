/**
 * JSON examples in the prose pages (docs, the API overview, the gift pages, both locales) are
 * requests or responses of real operations, so they must match the contract. Each ```json block
 * names what it shows in its meta, ```json operation=get-list-products response=200``` or
 * ```json operation=create-order request```, or the payload of a webhook, ```json webhook=order.created```,
 * and is validated against that schema of the document in the page's locale. A failure names the
 * file and line of the block.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020';
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

/** Problems of the JSON blocks of one page, each as "file:line: what is wrong". */
export function proseExampleProblems(
  file: string,
  text: string,
  document: JsonObject,
  ajv: Ajv2020,
): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const opening = /^\s*```json(.*)$/.exec(lines[index] ?? '');
    if (!opening) continue;
    // The line of the opening fence, counted from 1.
    const start = index + 1;
    let end = start;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end] ?? '')) end += 1;
    const where = `${file}:${start}`;
    const body = lines.slice(start, end).join('\n');
    index = end;
    const { pointer, problem } = schemaPointer(document, opening[1] ?? '');
    if (problem !== undefined) {
      problems.push(`${where}: the JSON block ${problem}`);
      continue;
    }
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const validate = ajv.compile({ $ref: `${documentId}${pointer ?? ''}` });
    if (!validate(value)) {
      for (const error of validate.errors ?? []) {
        problems.push(`${where}: ${error.instancePath || '(root)'} ${error.message ?? ''}`);
      }
    }
  }
  return problems;
}

const documents = {
  vi: localizedDocument('vi'),
  en: localizedDocument('en'),
} satisfies Record<SiteLocale, JsonObject>;
const validators = { vi: validatorFor(documents.vi), en: validatorFor(documents.en) };

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
