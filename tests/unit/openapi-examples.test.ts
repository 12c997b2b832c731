/**
 * Every example in openapi/miniai.yaml is valid against the schema it illustrates, in both
 * locales (the Vietnamese overlay may replace example values too). OpenAPI 3.1 schemas are
 * JSON Schema 2020-12, so Ajv2020 validates them as they are.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type Ajv2020 from 'ajv/dist/2020';
import { siteLocales } from '@site/config/locales';
import { isJsonObject, jsonText, localizedDocument, type Json } from '@site/openapi/tools/document';
import {
  documentId,
  exampleCases,
  validatorFor,
  type ExampleCase,
} from '@site/tests/support/openapi';

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

/** The layout component Zalo requires for each template type (TemplateLayout's description). */
const componentOfType: Record<string, string> = {
  otp: 'otp',
  payment_request: 'payment',
  voucher: 'voucher',
  service_rating: 'rating',
};

/** Example templates (anything with a template_type and a layout) lacking their type's component. */
function templatesWithoutTheirComponent(pointer: string, value: Json): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      templatesWithoutTheirComponent(`${pointer}/${index}`, item),
    );
  }
  if (!isJsonObject(value)) return [];
  const problems = Object.entries(value).flatMap(([key, item]) =>
    templatesWithoutTheirComponent(`${pointer}/${key}`, item),
  );
  const component = componentOfType[jsonText(value.template_type)];
  const body = isJsonObject(value.layout) ? value.layout.body : undefined;
  if (component !== undefined && isJsonObject(body) && body[component] === undefined) {
    problems.push(`${pointer}: a ${jsonText(value.template_type)} template without ${component}`);
  }
  return problems;
}

test('every example template has the layout component its type needs', () => {
  const cases = exampleCases(localizedDocument('en'));
  const templates = cases.filter((c) => JSON.stringify(c.value).includes('"template_type"'));
  assert.ok(templates.length > 0, 'no example template found');
  assert.deepEqual(
    cases.flatMap((c) => templatesWithoutTheirComponent(c.pointer, c.value)),
    [],
  );
  // Proves the check can fail: a voucher template without its voucher block.
  const voucher = { template_type: 'voucher', layout: { body: { title: 'Quà Trung thu' } } };
  assert.equal(templatesWithoutTheirComponent('#', voucher).length, 1);
});
