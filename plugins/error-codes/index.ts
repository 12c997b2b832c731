/**
 * Gives /docs/errors the contract's error codes in the locale being built (global data read by
 * src/components/ErrorCodeTable), so the meaning of each code is written once, in the contract.
 * docusaurus.config.ts passes the reader (openapi/tools/errorCodes.ts), as for the search keywords.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  errorCodesPluginName,
  type ContractErrorCode,
  type ErrorCodesData,
} from '../../src/lib/errorCodes';

export interface ErrorCodesOptions {
  codesOf: (locale: string) => ContractErrorCode[];
}

export default function errorCodesPlugin(context: LoadContext, options: ErrorCodesOptions): Plugin {
  return {
    name: errorCodesPluginName,
    contentLoaded({ actions }) {
      const data: ErrorCodesData = { codes: options.codesOf(context.i18n.currentLocale) };
      actions.setGlobalData(data);
    },
  };
}
