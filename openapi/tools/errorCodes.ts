/**
 * The contract's error codes (`info.x-error-codes`) in one locale, for /docs/errors (through
 * plugins/error-codes) and for the test that checks the page documents every code in use.
 */
import type { SiteLocale } from '@site/config/locales';
// Relative: docusaurus.config.ts loads this file, and its loader does not resolve @site/.
import { errorGuidance } from '../../src/data/errorCodes';
import type { ContractErrorCode, ErrorCodeRow } from '@site/src/lib/errorCodes';
import { isJsonObject, localizedDocument } from './document';

/** The non-zero entries of `info.x-error-codes` (0 is success, not an error). */
export function contractErrorCodes(locale: SiteLocale, siteDir?: string): ContractErrorCode[] {
  const info = localizedDocument(locale, siteDir).info;
  const entries =
    isJsonObject(info) && Array.isArray(info['x-error-codes']) ? info['x-error-codes'] : [];
  return entries.filter(isJsonObject).flatMap((entry) => {
    const { code, name, http_status: httpStatus, source, description } = entry;
    if (code === 0) return [];
    if (
      typeof code !== 'number' ||
      typeof name !== 'string' ||
      typeof httpStatus !== 'number' ||
      (source !== 'miniai' && source !== 'zalo') ||
      typeof description !== 'string'
    ) {
      throw new Error(
        `openapi/miniai.yaml: malformed x-error-codes entry ${JSON.stringify(entry)}`,
      );
    }
    return [{ code, name, httpStatus, source, description }];
  });
}

/** /docs/errors' rows in one locale: each contract code with the advice of src/data/errorCodes.ts. */
export function errorCodeRows(locale: SiteLocale, siteDir?: string): ErrorCodeRow[] {
  return contractErrorCodes(locale, siteDir).map((entry) => {
    const guidance = errorGuidance[entry.code];
    // Fails the build, like the unit test, rather than showing a row without advice.
    if (guidance === undefined)
      throw new Error(`src/data/errorCodes.ts: no advice for ${entry.code}`);
    return { ...entry, retry: guidance.retry, action: guidance.action[locale] };
  });
}
