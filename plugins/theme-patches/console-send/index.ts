/**
 * The OpenAPI theme's request console waits 1,200 ms (`await delay(1200)`) before it sends each
 * request, so a reader waited over a second for an answer the sandbox gives at once. The console's
 * Request module is copied to the generated-files folder (never committed) without that wait, its
 * one relative import made absolute, and the explorer's import of it is swapped for the copy
 * (../index.ts: gain and tests).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { CountedSwapsPlugin, dependencyFile, moduleSwap } from '../replace-module';

export const noSendDelayPatch = 'openapi: no wait before the console sends';

export const requestModule = 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/Request/index.js';
const explorerModule = 'docusaurus-theme-openapi-docs/lib/theme/ApiExplorer/index.js';

/** The wait as the theme writes it, in the submit handler. */
const wait = /^\s*await delay\(\d+\);\n/m;
/** A relative require, which the copy elsewhere must make absolute. */
const relativeRequire = /require\("(\.{1,2}\/[^"]+)"\)/g;

/**
 * The module's source without its wait, its relative requires resolved from `dir` (the original's
 * folder). Throws, naming the patch, unless the source waits exactly once.
 */
export function withoutSendDelay(source: string, dir: string): string {
  const waits = source.match(new RegExp(wait.source, 'gm'))?.length ?? 0;
  if (waits !== 1) {
    throw new Error(
      `[theme-patches] "${noSendDelayPatch}": ${requestModule} has ${waits} \`await delay(…)\` lines, not one. Review the patch (plugins/theme-patches/index.ts).`,
    );
  }
  return source
    .replace(wait, '')
    .replace(
      relativeRequire,
      (_, request: string) => `require(${JSON.stringify(path.join(dir, request))})`,
    );
}

export default function noSendDelayPlugin(context: LoadContext): Plugin {
  const original = dependencyFile(noSendDelayPatch, requestModule);
  const copy = path.join(context.generatedFilesDir, 'theme-patches', 'ApiExplorerRequest.js');
  mkdirSync(path.dirname(copy), { recursive: true });
  writeFileSync(copy, withoutSendDelay(readFileSync(original, 'utf8'), path.dirname(original)));
  return {
    name: 'theme-patches-console-send',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: [
          new CountedSwapsPlugin(currentBundler, [
            moduleSwap({
              patch: noSendDelayPatch,
              request: '@theme/ApiExplorer/Request',
              importers: [explorerModule],
              replacement: copy,
            }),
          ]),
        ],
      };
    },
  };
}
