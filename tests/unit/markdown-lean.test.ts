/**
 * The API pages render descriptions with the small parser of src/theme/Markdown instead of
 * react-markdown. These tests pin what it understands and fail when openapi/miniai.yaml starts
 * using Markdown it would show as literal text (tables, headings, raw HTML…).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteLocales } from '@site/config/locales';
import { isJsonObject, localizedDocument, type Json } from '@site/openapi/tools/document';
import { parseInline, parseMarkdown } from '@site/src/theme/Markdown/parse';

test('inline code, bold, italic and links are recognised; code spans stay literal', () => {
  assert.deepEqual(
    parseInline('Gửi **`access_token`** hoặc *không* [xem](/api/overview) `**x**`'),
    [
      { type: 'text', value: 'Gửi ' },
      { type: 'strong', children: [{ type: 'code', value: 'access_token' }] },
      { type: 'text', value: ' hoặc ' },
      { type: 'emphasis', children: [{ type: 'text', value: 'không' }] },
      { type: 'text', value: ' ' },
      { type: 'link', href: '/api/overview', children: [{ type: 'text', value: 'xem' }] },
      { type: 'text', value: ' ' },
      { type: 'code', value: '**x**' },
    ],
  );
});

test('snake_case names and arithmetic are not mistaken for emphasis', () => {
  assert.deepEqual(parseInline('order_id và 2 * 3 * 4'), [
    { type: 'text', value: 'order_id và 2 * 3 * 4' },
  ]);
});

test('paragraphs, lists with continuation lines and fenced code become blocks', () => {
  const blocks = parseMarkdown(
    'Khung thời gian:\n\n- trong 48 giờ, miễn phí;\n- tới 7 ngày,\n  tính phí.\n\n```json\n{"error": 0}\n```\nHết.',
  );
  assert.deepEqual(
    blocks.map((block) => block.type),
    ['paragraph', 'list', 'code', 'paragraph'],
  );
  const list = blocks[1];
  assert.ok(list?.type === 'list' && !list.ordered);
  assert.deepEqual(list.items[1], [{ type: 'text', value: 'tới 7 ngày, tính phí.' }]);
  assert.deepEqual(blocks[2], { type: 'code', language: 'json', value: '{"error": 0}' });
});

/** Every description and summary of a localized document (example values excluded). */
function texts(node: Json, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => texts(item, found));
  else if (isJsonObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'value' || key === 'example' || key === 'examples') continue;
      if ((key === 'description' || key === 'summary') && typeof value === 'string') {
        found.push(value);
      } else texts(value, found);
    }
  }
  return found;
}

/** Markdown the lean renderer does not support, outside code spans. */
const unsupported: [string, RegExp][] = [
  ['heading', /^#{1,6}\s/m],
  ['block quote', /^>/m],
  ['table', /^\s*\|.*\|\s*$/m],
  ['raw HTML', /<\/?[a-z][^>]*>/i],
  ['image', /!\[/],
  ['strikethrough', /~~/],
  ['bare URL', /(^|\s)https?:\/\//],
];

for (const locale of siteLocales) {
  test(`the ${locale} descriptions use only Markdown the API pages render`, () => {
    const problems: string[] = [];
    for (const text of texts(localizedDocument(locale))) {
      const prose = text.replace(/`[^`]*`/g, '');
      for (const [name, pattern] of unsupported) {
        if (pattern.test(prose)) problems.push(`${name}: ${text.slice(0, 60)}…`);
      }
    }
    assert.deepEqual(problems, []);
  });
}

test('the unsupported-Markdown check catches a table', () => {
  const prose = '| a | b |\n| - | - |'.replace(/`[^`]*`/g, '');
  assert.ok(unsupported.some(([, pattern]) => pattern.test(prose)));
});
