/**
 * What plugins/error-codes gives /docs/errors: the contract's error codes (`info.x-error-codes` of
 * openapi/miniai.yaml) with the site's advice, in the locale being built, so the page never copies
 * their meaning.
 */
import type { RetryAdvice } from '@site/src/data/errorCodes';

export interface ContractErrorCode {
  code: number;
  name: string;
  httpStatus: number;
  /** Who defines the code: MiniAI itself, or Zalo (passed through unchanged). */
  source: 'miniai' | 'zalo';
  /** The contract's description, Markdown with `code` spans. */
  description: string;
}

/** One row of /docs/errors: the contract's code and the advice of src/data/errorCodes.ts. */
export interface ErrorCodeRow extends ContractErrorCode {
  retry: RetryAdvice;
  /** The next step in the locale being built, Markdown with `code` spans only. */
  action: string;
}

/** The stable anchor of a code's row on /docs/errors: "error-1007" for -1007, "error-32" for -32. */
export function errorCodeAnchor(code: number): string {
  return `error-${Math.abs(code)}`;
}
