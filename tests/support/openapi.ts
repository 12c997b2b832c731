/**
 * Walks openapi/miniai.yaml for the unit tests: where its texts must exist in both languages,
 * and every example next to the schema it must satisfy.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  everyOperation,
  operationSections,
  isJsonObject,
  pointerSegment,
  resolveRef,
  type Json,
  type JsonObject,
} from '@site/openapi/tools/document';

/**
 * Every description and summary of a document in one locale (see `localizedDocument`), with its
 * line breaks folded: the prose a reader of the API reference sees.
 */
export function contractProse(node: Json, key?: string, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) contractProse(item, key, out);
  } else if (isJsonObject(node)) {
    for (const [child, value] of Object.entries(node)) contractProse(value, child, out);
  } else if (typeof node === 'string' && (key === 'description' || key === 'summary')) {
    out.push(node.replace(/\s+/g, ' '));
  }
  return out;
}

/** The Vietnamese overlay of an object, if any. */
function viOverlay(node: JsonObject): JsonObject | undefined {
  const overlays = node['x-i18n'];
  if (!isJsonObject(overlays)) return undefined;
  const vi = overlays.vi;
  return isJsonObject(vi) ? vi : undefined;
}

function hasText(value: Json | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

export interface TextGap {
  pointer: string;
  field: string;
  missing: 'en' | 'vi';
}

/** Reports `field` of `node` when it lacks English (the base text) or Vietnamese (x-i18n.vi). */
function checkText(node: JsonObject, field: string, pointer: string, gaps: TextGap[]): void {
  if (!hasText(node[field])) gaps.push({ pointer, field, missing: 'en' });
  if (!hasText(viOverlay(node)?.[field])) gaps.push({ pointer, field, missing: 'vi' });
}

/** Texts a reader sees on the generated pages: each must exist in English and in Vietnamese. */
export function textGaps(document: JsonObject): TextGap[] {
  const gaps: TextGap[] = [];
  const paths = isJsonObject(document.paths) ? document.paths : {};
  const components = isJsonObject(document.components) ? document.components : {};

  const checkParameters = (list: Json | undefined, pointer: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((parameter, index) => {
      // A $ref points to components.parameters, which are checked once below.
      if (isJsonObject(parameter) && parameter.$ref === undefined) {
        checkText(parameter, 'description', `${pointer}/${index}`, gaps);
      }
    });
  };

  for (const [apiPath, pathItem] of Object.entries(paths)) {
    if (isJsonObject(pathItem)) {
      checkParameters(pathItem.parameters, `#/paths/${pointerSegment(apiPath)}/parameters`);
    }
  }
  for (const { section, path: apiPath, method, operation } of everyOperation(
    document,
    operationSections,
  )) {
    const pointer = `#/${section}/${pointerSegment(apiPath)}/${method}`;
    checkText(operation, 'summary', pointer, gaps);
    checkText(operation, 'description', pointer, gaps);
    checkParameters(operation.parameters, `${pointer}/parameters`);
  }
  const parameters = isJsonObject(components.parameters) ? components.parameters : {};
  for (const [name, parameter] of Object.entries(parameters)) {
    if (isJsonObject(parameter)) {
      checkText(parameter, 'description', `#/components/parameters/${name}`, gaps);
    }
  }

  // Every schema property anywhere (components, inline request and response schemas).
  const visit = (node: Json, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (!isJsonObject(node)) return;
    if (isJsonObject(node.properties)) {
      for (const [name, property] of Object.entries(node.properties)) {
        // A property that only points at another one shows that one's text (TemplateLayoutInput).
        const shown =
          isJsonObject(property) && property.description === undefined
            ? resolveRef(document, property)
            : property;
        if (isJsonObject(shown)) {
          checkText(shown, 'description', `${pointer}/properties/${pointerSegment(name)}`, gaps);
        }
      }
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'x-i18n') visit(value, `${pointer}/${pointerSegment(key)}`);
    }
  };
  visit(document, '#');
  return gaps;
}

export interface ExampleCase {
  /** Where the example is, as a JSON pointer into the document. */
  pointer: string;
  /** JSON pointer to the schema it must validate against. */
  schemaPointer: string;
  value: Json;
}

/** Is this object a schema's owner with OpenAPI `example`/`examples` (media type, parameter, header)? */
function collectOwnerExamples(
  document: JsonObject,
  owner: JsonObject,
  pointer: string,
  cases: ExampleCase[],
): void {
  if (owner.schema === undefined) return;
  const schemaPointer = `${pointer}/schema`;
  if (owner.example !== undefined) {
    cases.push({ pointer: `${pointer}/example`, schemaPointer, value: owner.example });
  }
  if (isJsonObject(owner.examples)) {
    for (const [name, entry] of Object.entries(owner.examples)) {
      const example = resolveRef(document, entry);
      if (isJsonObject(example) && example.value !== undefined) {
        cases.push({
          pointer: `${pointer}/examples/${pointerSegment(name)}`,
          schemaPointer,
          value: example.value,
        });
      }
    }
  }
}

/** Schema keywords whose value maps arbitrary names to schemas. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const dataKeywords = new Set(['example', 'examples', 'enum', 'const', 'default']);

/**
 * Every example of the document with the schema it illustrates: media-type, parameter and header
 * `example`/`examples`, and the JSON Schema `examples` (and legacy `example`) inside schemas.
 */
export function exampleCases(document: JsonObject): ExampleCase[] {
  const cases: ExampleCase[] = [];
  const visit = (node: Json, pointer: string, inSchema: boolean): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, `${pointer}/${index}`, inSchema));
      return;
    }
    if (!isJsonObject(node)) return;
    if (inSchema) {
      if (Array.isArray(node.examples)) {
        node.examples.forEach((value, index) =>
          cases.push({ pointer: `${pointer}/examples/${index}`, schemaPointer: pointer, value }),
        );
      }
      if (node.example !== undefined) {
        cases.push({ pointer: `${pointer}/example`, schemaPointer: pointer, value: node.example });
      }
    } else {
      collectOwnerExamples(document, node, pointer, cases);
    }
    for (const [key, value] of Object.entries(node)) {
      const childPointer = `${pointer}/${pointerSegment(key)}`;
      if (inSchema && schemaMaps.has(key) && isJsonObject(value)) {
        // Names under `properties` are data, not keywords: a property may be called `example`.
        for (const [name, schema] of Object.entries(value)) {
          visit(schema, `${childPointer}/${pointerSegment(name)}`, true);
        }
        continue;
      }
      // Example values and enum/const/default are data, not schemas or owners of examples.
      if (key === 'x-i18n' || dataKeywords.has(key)) continue;
      const childInSchema = inSchema || key === 'schema' || pointer === '#/components/schemas';
      visit(value, childPointer, childInSchema);
    }
  };
  visit(document, '#', false);
  return cases;
}

export const documentId = 'https://miniai.vn/openapi/miniai.json';

/** An Ajv instance that knows the whole document, so `$ref`s and pointers into it resolve. */
export function validatorFor(document: JsonObject): Ajv2020 {
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
