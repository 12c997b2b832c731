/**
 * /docs/errors documents every error code the contract uses: the ErrorCode schema (its examples:
 * the list is open, so it has no enum), the info.x-error-codes table and the codes its examples show (`error` in envelopes, `error_code` in
 * the sent history). A code added to the contract fails here until src/data/errorCodes.ts says
 * whether to retry it and what to do, in both languages.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteLocales } from '@site/config/locales';
import { isJsonObject, readOpenApiSource, type Json } from '@site/openapi/tools/document';
import { contractErrorCodes } from '@site/openapi/tools/errorCodes';
import { errorGuidance } from '@site/src/data/errorCodes';
import { errorCodeAnchor } from '@site/src/lib/errorCodes';
import { exampleCases } from '@site/tests/support/openapi';

const document = readOpenApiSource();

/** Non-zero values of `error` and `error_code` in an example (not Zalo's raw `upstream` codes). */
function codesInExample(node: Json, out: Set<number>): void {
  if (Array.isArray(node)) {
    for (const item of node) codesInExample(item, out);
    return;
  }
  if (!isJsonObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'error' || key === 'error_code') && typeof value === 'number' && value !== 0) {
      out.add(value);
    }
    if (key !== 'upstream') codesInExample(value, out);
  }
}

function codesTheContractUses(): number[] {
  const codes = new Set<number>();
  const schemas = isJsonObject(document.components) ? document.components.schemas : undefined;
  const errorCode = isJsonObject(schemas) ? schemas.ErrorCode : undefined;
  assert.ok(isJsonObject(errorCode), 'no ErrorCode schema');
  const known = [errorCode.enum, errorCode.examples].filter(Array.isArray).flat();
  for (const code of known) if (typeof code === 'number') codes.add(code);
  for (const { code } of contractErrorCodes('en')) codes.add(code);
  for (const example of exampleCases(document)) codesInExample(example.value, codes);
  return [...codes].sort((a, b) => a - b);
}

describe('error code catalogue', () => {
  const used = codesTheContractUses();

  it('finds the codes of the contract', () => {
    assert.ok(used.includes(-1007) && used.includes(-32), `found ${used.join(', ')}`);
  });

  it('gives every code the contract uses a retry rule and an action in each locale', () => {
    const missing = used.filter((code) => errorGuidance[code] === undefined);
    assert.deepEqual(missing, [], 'codes without an entry in src/data/errorCodes.ts');
    for (const code of used) {
      for (const locale of siteLocales) {
        assert.ok(errorGuidance[code]?.action[locale].trim(), `${code}: no ${locale} action`);
      }
    }
  });

  it('keeps no advice for a code the contract no longer uses', () => {
    const stale = Object.keys(errorGuidance)
      .map(Number)
      .filter((code) => !used.includes(code));
    assert.deepEqual(stale, [], 'entries in src/data/errorCodes.ts the contract does not use');
  });

  it('has the meaning of every code in the contract, in each locale', () => {
    for (const locale of siteLocales) {
      const described = contractErrorCodes(locale).map(({ code }) => code);
      const undescribed = used.filter((code) => !described.includes(code));
      assert.deepEqual(undescribed, [], `${locale}: codes missing from info.x-error-codes`);
    }
  });

  it('gives each code a distinct anchor ending in its digits', () => {
    assert.equal(errorCodeAnchor(-1007), 'error-1007');
    assert.equal(errorCodeAnchor(-32), 'error-32');
    assert.equal(new Set(used.map(errorCodeAnchor)).size, used.length);
  });
});
