/**
 * The sandbox's validators compiled by ajv at run time, for node (tests, scripts). The browser
 * cannot do this under the site's CSP (no 'unsafe-eval'): the Service Worker gets the same schemas
 * as standalone code compiled at build time (plugins/sandbox).
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { JsonObject } from '../openapiDocument';
import type { Validator, ValidatorLookup } from './core';
import { ajvOptions, requestValidationSchemas } from './schemas';

/** An ajv instance holding every request schema of `document`, as src/lib/sandbox/schemas.ts builds them. */
export function contractAjv(
  document: JsonObject,
  code?: ConstructorParameters<typeof Ajv2020>[0],
): Ajv2020 {
  const ajv = new Ajv2020({ ...ajvOptions, ...code });
  addFormats(ajv);
  for (const schema of Object.values(requestValidationSchemas(document))) ajv.addSchema(schema);
  return ajv;
}

export function runtimeValidators(document: JsonObject): ValidatorLookup {
  const ajv = contractAjv(document);
  return (id) => ajv.getSchema(id) as Validator | undefined;
}
