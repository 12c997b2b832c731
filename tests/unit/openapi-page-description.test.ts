/**
 * Operation pages get a meta description that is whole: the first paragraph of the operation's
 * description as plain text, ended at a sentence (or a word, with an ellipsis) when too long.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteLocales } from '@site/config/locales';
import { apiGroups, localizedDocument, type JsonObject } from '@site/openapi/tools/document';
import {
  pageDescription,
  pageDescriptionKey,
  withPageDescriptions,
} from '@site/openapi/tools/page-description';

test('a short first paragraph is kept whole, as plain text', () => {
  assert.equal(
    pageDescription('Returns one `order` with\nits [items](#items).\n\nSecond paragraph.'),
    'Returns one order with its items.',
  );
});

test('a long paragraph ends at the last sentence that fits', () => {
  const first = 'Trả về một đơn hàng kèm các dòng hàng, thông tin khách và thanh toán của đơn.';
  const text = `${first} ${'Lịch sử trạng thái được sắp xếp theo thời gian tăng dần. '.repeat(3)}`;
  const description = pageDescription(text);
  assert.ok(description.length <= 160, description);
  assert.ok(description.startsWith(first));
  assert.ok(description.endsWith('.'));
});

test('a long sentence ends at a word, with an ellipsis', () => {
  const description = pageDescription(`${'word '.repeat(60)}end.`);
  assert.ok(description.length <= 160);
  assert.match(description, /word…$/);
});

for (const locale of siteLocales) {
  test(`every operation page of the ${locale} reference has a whole description`, () => {
    const document = withPageDescriptions(localizedDocument(locale));
    const paths = document.paths as JsonObject;
    const operations = apiGroups(document).flatMap((group) => group.operations);
    assert.equal(operations.length, 22);
    for (const operation of operations) {
      const spec = (paths[operation.path] as JsonObject)[operation.method] as JsonObject;
      const description = spec[pageDescriptionKey];
      assert.equal(typeof description, 'string', operation.operationId);
      const text = description as string;
      assert.ok(text.length >= 40 && text.length <= 160, `${operation.operationId}: "${text}"`);
      assert.match(text, /[.…)]$/, `${operation.operationId} ends mid-sentence: "${text}"`);
      assert.doesNotMatch(
        text,
        /[`"\\]|\]\(/,
        `${operation.operationId}: markup left in "${text}"`,
      );
    }
  });
}
