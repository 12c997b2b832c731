/**
 * The JSON a developer guide shows is the API's own: every JSON block in docs/ (both locales) is
 * one of the contract's examples exactly, and every example ID the guides name exists in the
 * contract. A guide that invents a field (`"id"` where the schema has `product_id`) fails here.
 */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteLocales } from '@site/config/locales';
import { localizedDocument, readOpenApiSource } from '@site/openapi/tools/document';
import { contentAreas, markdownFiles, readMarkdown } from '@site/tests/support/content';
import { exampleCases } from '@site/tests/support/openapi';

const docsArea = contentAreas.find((area) => area.name === 'docs');
if (docsArea === undefined) throw new Error('tests/support/content.ts lists no docs area');

/** The example values of the contract, in any locale (the Vietnamese overlay may change them). */
const examples = siteLocales.flatMap((locale) =>
  exampleCases(localizedDocument(locale)).map((example) => example.value),
);
const contractText = JSON.stringify(readOpenApiSource());

/** IDs of the contract's example data: a prefix such as prd_ or ord_ and a hex suffix. */
const exampleId = /\b(?:prd|ord|nws|tpl|cat)_[0-9a-z]+\b/g;

for (const root of [docsArea.source, docsArea.english]) {
  describe(`JSON and IDs in ${root}/`, () => {
    for (const file of markdownFiles(root)) {
      const doc = readMarkdown(path.join(root, file));
      const blocks = [...doc.body.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)].map(
        (match) => match[1] ?? '',
      );

      it(`${file}: every JSON block is an example of the contract`, () => {
        for (const block of blocks) {
          const value: unknown = JSON.parse(block);
          assert.ok(
            examples.some((example) => isDeepStrictEqual(example, value)),
            `${doc.file}: this JSON is no example of openapi/miniai.yaml:\n${block}`,
          );
        }
      });

      it(`${file}: every example ID exists in the contract`, () => {
        const unknown = [...new Set(doc.body.match(exampleId) ?? [])].filter(
          (id) => !contractText.includes(`${id}`),
        );
        assert.deepEqual(unknown, [], `${doc.file}: IDs not in openapi/miniai.yaml`);
      });
    }
  });
}
