/**
 * Both languages of the API reference come from openapi/miniai.yaml (English text, Vietnamese in
 * `x-i18n.vi`). These tests fail when a text a reader sees lacks one of its languages, when the
 * localized specs leak the overlay, or when a theme interface string has no translation.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { siteLocales } from '@site/config/locales';
import {
  apiGroups,
  everyOperation,
  localize,
  localizedDocument,
  operationSections,
  readOpenApiSource,
  type JsonObject,
} from '@site/openapi/tools/document';
import { textGaps } from '@site/tests/support/openapi';

const source = readOpenApiSource();

test('every operation, parameter and schema property has English and Vietnamese text', () => {
  const gaps = textGaps(source).map((gap) => `${gap.pointer} ${gap.field}: no ${gap.missing}`);
  assert.deepEqual(gaps, []);
});

test('a text without its Vietnamese overlay is reported', () => {
  // Proves the check above can fail, on a one-operation document.
  const document: JsonObject = {
    paths: {
      '/orders': {
        get: {
          summary: 'List orders',
          description: 'Returns the orders.',
          'x-i18n': { vi: { summary: 'Lấy danh sách đơn hàng' } },
          parameters: [{ name: 'status', in: 'query', description: 'Only this status.' }],
        },
      },
    },
  };
  const gaps = textGaps(document).map((gap) => `${gap.field}:${gap.missing}`);
  assert.deepEqual(gaps, ['description:vi', 'description:vi']);
});

test('every operation and webhook is grouped under one of the six route groups', () => {
  const document = localizedDocument('en');
  const groups = apiGroups(document);
  assert.deepEqual(
    groups.map((group) => group.name),
    ['news', 'oa-messages', 'orders', 'products', 'template-zns', 'webhooks'],
  );
  const grouped = groups.flatMap((group) =>
    group.operations.map((operation) => operation.operationId),
  );
  const operationIds = everyOperation(document, operationSections).map(
    ({ operation }) => operation.operationId,
  );
  assert.ok(operationIds.length > 0, 'no operation in the document');
  assert.deepEqual([...grouped].sort(), [...operationIds].sort());
});

for (const locale of siteLocales) {
  test(`the ${locale} spec keeps no x-i18n overlay`, () => {
    assert.doesNotMatch(JSON.stringify(localize(source, locale)), /x-i18n/);
  });
}

test('the vi spec carries the Vietnamese text and the en spec the English text', () => {
  const [vi, en] = [localizedDocument('vi'), localizedDocument('en')];
  const summaries = (document: JsonObject) =>
    apiGroups(document).flatMap((group) => group.operations.map((operation) => operation.summary));
  const viSummaries = summaries(vi);
  const enSummaries = summaries(en);
  viSummaries.forEach((summary, index) => assert.notEqual(summary, enSummaries[index]));
  assert.ok(viSummaries.includes('Tạo đơn hàng'));
  assert.ok(enSummaries.includes('Create an order'));
});

test('the English sidebar labels the API groups with their English names', () => {
  const file = 'i18n/en/docusaurus-plugin-content-docs-api/current.json';
  const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<
    string,
    { message: string }
  >;
  for (const group of apiGroups(localizedDocument('en'))) {
    const key = `sidebar.apiSidebar.category.${group.name}`;
    assert.equal(translations[key]?.message, group.displayName, key);
  }
});

/** The translate() ids the installed OpenAPI theme (and its MDX generator) uses. */
function themeTranslationIds(): string[] {
  const roots = [
    'node_modules/docusaurus-theme-openapi-docs/lib',
    'node_modules/docusaurus-plugin-openapi-docs/lib/markdown',
  ];
  const ids = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.js')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/theme\.openapi\.[\w.]+\w/g)) {
          ids.add(match[0]);
        }
      }
    }
  };
  roots.forEach(walk);
  return [...ids].sort();
}

for (const locale of siteLocales) {
  test(`every interface string of the OpenAPI theme is translated (${locale})`, () => {
    const file = `i18n/${locale}/code.json`;
    const translations = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    const ids = themeTranslationIds();
    assert.ok(ids.includes('theme.openapi.request.sendButton'), 'theme ids not found');
    assert.deepEqual(
      ids.filter((id) => translations[id] === undefined),
      [],
    );
  });
}

test('the Vietnamese theme strings are Vietnamese', () => {
  const translations = JSON.parse(readFileSync('i18n/vi/code.json', 'utf8')) as Record<
    string,
    { message: string }
  >;
  assert.equal(translations['theme.openapi.request.sendButton']?.message, 'Gửi yêu cầu');
  assert.equal(translations['theme.openapi.tabs.responses.label']?.message, 'Phản hồi');
  assert.equal(
    translations['theme.openapi.paramsDetails.parametersTitle']?.message,
    'Tham số {type}',
  );
});
