/**
 * The JSON Schemas the sandbox validates a request with, built from the contract the same way for
 * the two places that compile them: ajv at run time (node tests, src/lib/sandbox/runtimeValidators.ts)
 * and ajv's standalone code at build time (the Service Worker, plugins/sandbox), because the
 * production CSP has no 'unsafe-eval' and ajv compiles with `new Function`.
 *
 * Every operation gets up to four schemas, one per place a request carries data: its path, query
 * and header parameters (each an object schema of the parameters there) and its JSON body. The
 * contract's components travel once, under the id `contract`, and every `$ref` points there.
 */
import {
  everyOperation,
  isJsonObject,
  jsonMediaType,
  jsonText,
  operationParameters,
  type Json,
  type JsonObject,
} from '../openapiDocument';

/** The id of the schema that holds the contract's components. */
const componentsSchemaId = 'contract';

/** The parts of a request that each get a schema. */
export type RequestPart = 'path' | 'query' | 'header' | 'body';

/** The id (and standalone export name) of an operation's schema for one part of the request. */
export function requestSchemaId(operationId: string, part: RequestPart): string {
  return `${operationId.replace(/[^A-Za-z0-9_$]/g, '_')}_${part}`;
}

/** Keywords that never change whether a value is valid: dropped to keep the compiled code small. */
const annotations = new Set([
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
  'xml',
  // OpenAPI's discriminator only helps tools pick a oneOf branch; ajv checks the branches itself.
  'discriminator',
]);

/** Keywords whose value is a map from names (not keywords) to schemas. */
const schemaMaps = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);

/** Keywords whose value is data, not a schema: copied as is. */
const dataKeywords = new Set(['enum', 'const', 'default', 'required']);

/** `schema` without annotations or extensions, its local `$ref`s pointing at the components schema. */
function validationSchema(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(validationSchema);
  if (!isJsonObject(schema)) return schema;
  const kept: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (annotations.has(key) || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/')) {
      kept[key] = `${componentsSchemaId}${value}`;
    } else if (schemaMaps.has(key) && isJsonObject(value)) {
      kept[key] = Object.fromEntries(
        Object.entries(value).map(([name, child]) => [name, validationSchema(child)]),
      );
    } else {
      kept[key] = dataKeywords.has(key) ? value : validationSchema(value);
    }
  }
  return kept;
}

/** HTTP header names are case-insensitive: the sandbox compares them in lower case. */
export function parameterKey(parameter: JsonObject): string {
  const name = jsonText(parameter.name);
  return parameter.in === 'header' ? name.toLowerCase() : name;
}

/** Every schema the sandbox needs, by id: the components, then each operation's parts. */
export function requestValidationSchemas(document: JsonObject): Record<string, JsonObject> {
  const components = isJsonObject(document.components) ? document.components : {};
  const schemas: Record<string, JsonObject> = {
    [componentsSchemaId]: {
      $id: componentsSchemaId,
      components: { schemas: validationSchema(components.schemas ?? {}) },
    },
  };
  for (const { pathItem, operation } of everyOperation(document)) {
    const operationId = jsonText(operation.operationId);
    const parameters = operationParameters(document, pathItem, operation);
    for (const part of ['path', 'query', 'header'] as const) {
      const here = parameters.filter((parameter) => parameter.in === part);
      if (here.length === 0) continue;
      const id = requestSchemaId(operationId, part);
      schemas[id] = {
        $id: id,
        type: 'object',
        properties: Object.fromEntries(
          here.map((parameter) => [
            parameterKey(parameter),
            validationSchema(parameter.schema ?? {}),
          ]),
        ),
        required: here.filter((parameter) => parameter.required === true).map(parameterKey),
      };
    }
    const body = jsonMediaType(document, operation.requestBody);
    if (body?.schema !== undefined) {
      const id = requestSchemaId(operationId, 'body');
      const schema = validationSchema(body.schema);
      schemas[id] = { ...(isJsonObject(schema) ? schema : {}), $id: id };
    }
  }
  return schemas;
}

/** Ajv's options, the same for run-time and standalone compilation. */
export const ajvOptions = {
  // Every invalid field is named, as the contract's -1001 envelope promises.
  allErrors: true,
  // OpenAPI keywords ajv does not know (readOnly, nullable…) are ignored rather than refused.
  strict: false,
  // Prism reports unknown formats as valid too.
  validateFormats: true,
} as const;
