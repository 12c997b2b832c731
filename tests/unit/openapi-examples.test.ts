/**
 * Every example in openapi/miniai.yaml is valid against the schema it illustrates, in both
 * locales (the Vietnamese overlay may replace example values too). OpenAPI 3.1 schemas are
 * JSON Schema 2020-12, so Ajv2020 validates them as they are.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { siteLocales } from '@site/config/locales';
import { localizedDocument, type JsonObject } from '@site/openapi/tools/document';
import { exampleCases, type ExampleCase } from '@site/tests/support/openapi';

const documentId = 'https://miniai.vn/openapi/miniai.json';

/** An Ajv instance that knows the whole document, so `$ref`s and pointers into it resolve. */
function validatorFor(document: JsonObject): Ajv2020 {
  // strict: false because OpenAPI adds keywords Ajv does not define (discriminator, example, x-*).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  // OpenAPI's numeric formats, checked rather than ignored.
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31,
  });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addSchema(document, documentId);
  return ajv;
}

/** Validation errors of one example, as readable lines (empty when it is valid). */
function exampleErrors(ajv: Ajv2020, example: ExampleCase): string[] {
  const validate = ajv.compile({ $ref: `${documentId}${example.schemaPointer}` });
  if (validate(example.value)) return [];
  return (validate.errors ?? []).map(
    (error) => `${example.pointer}: ${error.instancePath || '(root)'} ${error.message ?? ''}`,
  );
}

for (const locale of siteLocales) {
  const document = localizedDocument(locale);
  const cases = exampleCases(document);

  test(`the ${locale} document has request, response, parameter and schema examples`, () => {
    assert.ok(
      cases.some((c) => c.pointer.includes('/requestBody/')),
      'no request example',
    );
    assert.ok(
      cases.some((c) => c.pointer.includes('/responses/')),
      'no response example',
    );
    assert.ok(cases.some((c) => c.pointer.startsWith('#/components/parameters/')));
    assert.ok(cases.length >= 60, `only ${cases.length} examples found`);
  });

  test(`every example matches its schema (${locale})`, () => {
    const ajv = validatorFor(document);
    const errors = cases.flatMap((example) => exampleErrors(ajv, example));
    assert.deepEqual(errors, []);
  });

  test(`a wrong example is reported (${locale})`, () => {
    // Proves the check can fail: a created order whose amount is a string must be rejected.
    const ajv = validatorFor(document);
    const response = cases.find((c) => c.pointer.startsWith('#/paths/~1orders/post/responses/201'));
    assert.ok(response, 'the create-order response example is missing');
    const broken: ExampleCase = {
      ...response,
      value: { error: 0, message: 'Success', data: { total_amount: '45.000đ' } },
    };
    assert.notDeepEqual(exampleErrors(ajv, broken), []);
  });
}
