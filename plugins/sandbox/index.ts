/**
 * The in-browser sandbox's Service Worker (src/lib/sandbox/worker.ts), bundled with esbuild into
 * `{baseUrl}sandbox-worker.js` for each locale: written into the build by postBuild, and served
 * by the development server (`npm start`) from a generated folder, next to the locale's contract
 * at `openapi/miniai.json` (in a build, plugins/api-downloads publishes it).
 *
 * The contract's request schemas are compiled here into ajv's standalone code: the worker runs
 * under the site's CSP, which has no 'unsafe-eval', and ajv compiles with `new Function`.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
// Its types add `devServer` to the bundler configuration that configureWebpack returns.
import type {} from 'webpack-dev-server';
import standaloneCode from 'ajv/dist/standalone';
import { _ } from 'ajv/dist/2020';
import { build } from 'esbuild';
import { sandboxWorkerFile } from '../../src/lib/sandbox/register';
import { contractAjv } from '../../src/lib/sandbox/runtimeValidators';
import { requestValidationSchemas } from '../../src/lib/sandbox/schemas';
import { apiDownloadsFolder } from '../api-downloads';

export interface SandboxOptions {
  /** The localized spec of a locale, relative to the site folder. */
  specFileOf: (locale: string) => string;
}

/** The module name worker.ts imports its validators from; resolved here, never on disk. */
const validatorsModule = 'miniai-sandbox-validators';

/** Ajv's standalone CommonJS module exporting one validator per request schema id. */
export function standaloneValidators(contract: Record<string, unknown>): string {
  const formats = _`require("ajv-formats/dist/formats").fullFormats`;
  const ajv = contractAjv(contract as never, { code: { source: true, formats } });
  const ids = Object.keys(requestValidationSchemas(contract as never));
  return standaloneCode(ajv, Object.fromEntries(ids.map((id) => [id, id])));
}

/** The worker's code for one contract, minified, with the contract's hash for its cache. */
async function bundleSandboxWorker(siteDir: string, contractText: string): Promise<string> {
  const contract = JSON.parse(contractText) as Record<string, unknown>;
  const result = await build({
    entryPoints: [path.join(siteDir, 'src/lib/sandbox/worker.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    define: {
      SANDBOX_CONTRACT_VERSION: JSON.stringify(
        createHash('sha256').update(contractText).digest('hex').slice(0, 16),
      ),
    },
    plugins: [
      {
        name: validatorsModule,
        setup(esbuild) {
          esbuild.onResolve({ filter: new RegExp(`^${validatorsModule}$`) }, () => ({
            path: validatorsModule,
            namespace: validatorsModule,
          }));
          esbuild.onLoad({ filter: /.*/, namespace: validatorsModule }, () => ({
            contents: standaloneValidators(contract),
            loader: 'js',
            resolveDir: siteDir,
          }));
        },
      },
    ],
  });
  const output = result.outputFiles[0];
  if (output === undefined) throw new Error('esbuild wrote no sandbox worker');
  return output.text;
}

export default function sandboxPlugin(context: LoadContext, options: SandboxOptions): Plugin {
  const locale = context.i18n.currentLocale;
  const specFile = path.join(context.siteDir, options.specFileOf(locale));
  // Served by the development server only; a build writes into its output folder instead.
  const devFolder = path.join(context.generatedFilesDir, 'miniai-sandbox', locale);
  let worker = '';

  return {
    name: 'miniai-sandbox',

    async loadContent() {
      const contractText = await readFile(specFile, 'utf8');
      worker = await bundleSandboxWorker(context.siteDir, contractText);
      await mkdir(path.join(devFolder, apiDownloadsFolder), { recursive: true });
      await writeFile(path.join(devFolder, sandboxWorkerFile), worker);
      await copyFile(specFile, path.join(devFolder, apiDownloadsFolder, 'miniai.json'));
    },

    configureWebpack() {
      // webpack-merge appends this to the development server's static folders (ignored by builds).
      return { devServer: { static: [{ directory: devFolder, publicPath: context.baseUrl }] } };
    },

    async postBuild({ outDir }) {
      await writeFile(path.join(outDir, sandboxWorkerFile), worker);
    },
  };
}
