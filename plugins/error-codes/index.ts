/**
 * Gives /docs/errors the contract's error codes with their advice in the locale being built, as a
 * generated JSON module that only the page's chunk imports (src/components/ErrorCodeTable), so the
 * meaning of each code is written once, in the contract. docusaurus.config.ts passes the reader
 * (openapi/tools/errorCodes.ts), as for the search keywords.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { ErrorCodeRow } from '../../src/lib/errorCodes';

export interface ErrorCodesOptions {
  rowsOf: (locale: string) => ErrorCodeRow[];
}

const pluginName = 'error-codes';

export default function errorCodesPlugin(context: LoadContext, options: ErrorCodesOptions): Plugin {
  // Where actions.createData writes (generatedFilesDir/<plugin name>/<plugin id>/<file>); the
  // component imports it as @generated/error-codes/default/error-codes.json. Not global data:
  // that ships in every page's main bundle, these rows only in /docs/errors' chunk.
  const rowsFile = path.join(context.generatedFilesDir, pluginName, 'default', 'error-codes.json');
  return {
    name: pluginName,
    async contentLoaded({ actions }) {
      const written = await actions.createData(
        'error-codes.json',
        JSON.stringify(options.rowsOf(context.i18n.currentLocale)),
      );
      if (path.resolve(written) !== rowsFile) {
        throw new Error(`plugins/error-codes: rows written to ${written}, expected ${rowsFile}`);
      }
    },
  };
}
