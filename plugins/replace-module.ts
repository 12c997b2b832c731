/**
 * One module swapped for another, only where a given module asks for it: the requests of other
 * importers keep the original (an alias would replace it for everyone). Used by the plugins that
 * trim or reshape what the themes load (openapi-lean, prism-grammars).
 */
import type { CurrentBundler } from '@docusaurus/types';

/** The generated module that imports every client module (themes' and plugins' own). */
export const clientModulesFile = /[\\/]client-modules\.js$/;

interface ReplacedRequest {
  request: string;
  contextInfo?: { issuer?: string };
}

export function replaceWhenImportedBy(
  bundler: CurrentBundler,
  request: RegExp,
  importer: RegExp,
  replacement: string,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  return new bundler.instance.NormalModuleReplacementPlugin(
    request,
    (resource: ReplacedRequest) => {
      if (importer.test(resource.contextInfo?.issuer ?? '')) resource.request = replacement;
    },
  );
}
