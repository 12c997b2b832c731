/**
 * Operation pages get a meta description that is whole: the first paragraph of the operation's
 * description as plain text, ended at a sentence (or a word, with an ellipsis) when too long.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { siteLocales } from '@site/config/locales';
import { everyOperation, jsonText, localizedDocument } from '@site/openapi/tools/document';
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
    const operations = everyOperation(withPageDescriptions(localizedDocument(locale)));
    assert.ok(operations.length > 0, 'no operation in the document');
    for (const { operation } of operations) {
      const id = jsonText(operation.operationId);
      const description = operation[pageDescriptionKey];
      assert.equal(typeof description, 'string', id);
      const text = description as string;
      assert.ok(text.length >= 40 && text.length <= 160, `${id}: "${text}"`);
      assert.match(text, /[.…)]$/, `${id} ends mid-sentence: "${text}"`);
      assert.doesNotMatch(text, /[`"\\]|\]\(/, `${id}: markup left in "${text}"`);
    }
  });
}
