/**
 * /docs/errors documents every error code the contract mentions anywhere: the ErrorCode schema
 * (its examples: the list is open, so it has no enum), the info.x-error-codes table, the codes
 * its examples show (`error` in envelopes and in Zalo's `data.upstream`, `error_code` in the sent
 * history) and the codes its descriptions name, in both languages. A code added to the contract
 * fails here until info.x-error-codes explains it and src/data/errorCodes.ts says whether to retry
 * it and what to do, in both languages.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteLocales } from '@site/config/locales';
import {
  isJsonObject,
  localizedDocument,
  readOpenApiSource,
  type Json,
} from '@site/openapi/tools/document';
import { contractErrorCodes } from '@site/openapi/tools/errorCodes';
import { errorGuidance } from '@site/src/data/errorCodes';
import { errorCodeAnchor } from '@site/src/lib/errorCodes';
import { contentAreas, readMarkdown } from '@site/tests/support/content';
import { exampleCases } from '@site/tests/support/openapi';

const document = readOpenApiSource();

/** Non-zero values of `error` and `error_code` in an example, Zalo's `upstream` codes included. */
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
    codesInExample(value, out);
  }
}

/** A code written in prose: a minus sign and 2 to 4 digits, not inside a word, date or range. */
const codeInProse = /(?<![\w./-])-(\d{2,4})\b/g;

/** The codes named in every description and summary of `node` (one locale's contract). */
function codesInProse(node: Json, out: Set<number>, key?: string): void {
  if (Array.isArray(node)) {
    for (const item of node) codesInProse(item, out, key);
  } else if (isJsonObject(node)) {
    for (const [child, value] of Object.entries(node)) codesInProse(value, out, child);
  } else if (typeof node === 'string' && (key === 'description' || key === 'summary')) {
    for (const match of node.matchAll(codeInProse)) out.add(-Number(match[1]));
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
  for (const locale of siteLocales) codesInProse(localizedDocument(locale), codes);
  return [...codes].sort((a, b) => a - b);
}

describe('error code catalogue', () => {
  const used = codesTheContractUses();

  it('finds the codes of the contract, Zalo upstream codes and codes named in prose', () => {
    for (const code of [-1007, -32, -209, -1121])
      assert.ok(used.includes(code), `${code} not found in ${used.join(', ')}`);
    const prose = new Set<number>();
    codesInProse({ description: 'refused with -1007 (see -32); 2026-11-25, UTC-7, x-1001' }, prose);
    assert.deepEqual([...prose], [-1007, -32]);
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

/** Words that send the reader to MiniAI's support, in either locale. */
const supportPath = /\]\(\/contact\)|báo MiniAI|to MiniAI\b|liên hệ MiniAI|contact MiniAI/i;

describe('the support paths ask for the X-Request-Id', () => {
  const docsArea = contentAreas.find((area) => area.name === 'docs');
  assert.ok(docsArea, 'tests/support/content.ts lists no docs area');

  for (const root of [docsArea.source, docsArea.english]) {
    it(`${root}/errors.mdx: every paragraph that sends the reader to MiniAI names X-Request-Id`, () => {
      const paragraphs = readMarkdown(path.join(root, 'errors.mdx')).body.split(/\n\s*\n/);
      const support = paragraphs.filter((paragraph) => supportPath.test(paragraph));
      assert.ok(support.length > 0, 'the page has no support path');
      for (const paragraph of support) assert.match(paragraph, /`X-Request-Id`/, paragraph);
    });
  }

  it('every advice that reports a code to MiniAI names X-Request-Id, in both locales', () => {
    const reporting = Object.entries(errorGuidance).flatMap(([code, { action }]) =>
      siteLocales.map((locale) => ({ code, locale, text: action[locale] })),
    );
    const toSupport = reporting.filter(({ text }) => supportPath.test(text));
    assert.ok(toSupport.length > 0, 'no advice reports to MiniAI');
    for (const { code, locale, text } of toSupport) {
      assert.match(text, /`X-Request-Id`/, `${code} (${locale}): ${text}`);
    }
  });
});
