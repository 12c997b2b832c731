/**
 * What plugins/error-codes gives the browser: the contract's error codes (`info.x-error-codes` of
 * openapi/miniai.yaml) in the locale being built, so /docs/errors never copies their meaning.
 */
export interface ContractErrorCode {
  code: number;
  name: string;
  httpStatus: number;
  /** Who defines the code: MiniAI itself, or Zalo (passed through unchanged). */
  source: 'miniai' | 'zalo';
  /** The contract's description, Markdown with `code` spans. */
  description: string;
}

export interface ErrorCodesData {
  codes: ContractErrorCode[];
}

/** The plugin's name, under which its global data is read. */
export const errorCodesPluginName = 'error-codes';

/** The stable anchor of a code's row on /docs/errors: "error-1007" for -1007, "error-32" for -32. */
export function errorCodeAnchor(code: number): string {
  return `error-${Math.abs(code)}`;
}
