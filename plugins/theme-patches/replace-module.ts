/**
 * One module swapped for another, only where given modules of a dependency ask for it: the requests
 * of other importers keep the original (an alias would replace it for everyone). Every replacement
 * is checked when the config loads: each importer must exist and still require the module, so a
 * dependency upgrade that moves or rewrites them stops the build naming the patch, instead of the
 * patch silently matching nothing (README.md in this folder lists them all).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CurrentBundler, Plugin } from '@docusaurus/types';

/** The generated module that imports every client module (themes' and plugins' own). */
const clientModulesFile = /[\\/]client-modules\.js$/;

interface ReplacedRequest {
  request: string;
  contextInfo?: { issuer?: string };
}

export interface ModuleReplacement {
  /** The patch's name in the registry, used in every error. */
  patch: string;
  /** The request exactly as the importers write it, e.g. "@docusaurus/BrowserOnly". */
  request: string;
  /** The importing files, as package paths (e.g. "docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js"). */
  importers: readonly string[];
  /** The module served instead (absolute path). */
  replacement: string;
}

/** Resolves a package as the site's own code does. */
export const requireFromSite = createRequire(path.join(process.cwd(), 'package.json'));

/**
 * A dependency's file by package path, or an error naming the patch that needs it. A file that the
 * package's "exports" does not list (a patch's importers are internals) is found on disk instead.
 */
export function dependencyFile(patch: string, packagePath: string): string {
  try {
    return requireFromSite.resolve(packagePath);
  } catch {
    const onDisk = (requireFromSite.resolve.paths(packagePath) ?? [])
      .map((modulesDir) => path.join(modulesDir, packagePath))
      .find((file) => existsSync(file));
    if (onDisk) return onDisk;
    throw new Error(
      `[theme-patches] "${patch}": ${packagePath} is gone (a dependency upgrade?). Review the patch (plugins/theme-patches/README.md).`,
    );
  }
}

/** Throws unless every importer exists and still requires the request, naming the patch. */
export function checkReplacement(replacement: ModuleReplacement): string[] {
  if (!existsSync(replacement.replacement)) {
    throw new Error(
      `[theme-patches] "${replacement.patch}": ${replacement.replacement} is missing.`,
    );
  }
  return replacement.importers.map((importer) => {
    const file = dependencyFile(replacement.patch, importer);
    const quoted = new RegExp(
      `require\\((["'])${escape(replacement.request)}\\1\\)|from (["'])${escape(replacement.request)}\\2`,
    );
    if (!quoted.test(readFileSync(file, 'utf8'))) {
      throw new Error(
        `[theme-patches] "${replacement.patch}": ${importer} no longer requires "${replacement.request}", so the replacement would match nothing. Review the patch (plugins/theme-patches/README.md).`,
      );
    }
    return file;
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** The bundler plugin for a checked replacement: the request is swapped in those importers only. */
export function replaceModule(
  bundler: CurrentBundler,
  replacement: ModuleReplacement,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  const importers = new Set(checkReplacement(replacement));
  return new bundler.instance.NormalModuleReplacementPlugin(
    new RegExp(`^${escape(replacement.request)}$`),
    (resource: ReplacedRequest) => {
      if (importers.has(resource.contextInfo?.issuer ?? ''))
        resource.request = replacement.replacement;
    },
  );
}

/** A plugin that only swaps modules (each replacement checked as above). */
export function moduleReplacementPlugin(
  name: string,
  replacements: readonly ModuleReplacement[],
): Plugin {
  return {
    name,
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        plugins: replacements.map((replacement) => replaceModule(currentBundler, replacement)),
      };
    },
  };
}

/**
 * For a client module: the generated client-modules.js requires it by absolute path, with or
 * without its extension.
 */
export function replaceClientModule(
  bundler: CurrentBundler,
  patch: string,
  packagePath: string,
  replacement: string,
): InstanceType<CurrentBundler['instance']['NormalModuleReplacementPlugin']> {
  const file = dependencyFile(patch, packagePath);
  const extension = path.extname(file);
  return new bundler.instance.NormalModuleReplacementPlugin(
    new RegExp(`^${escape(file.slice(0, file.length - extension.length))}(${escape(extension)})?$`),
    (resource: ReplacedRequest) => {
      if (clientModulesFile.test(resource.contextInfo?.issuer ?? ''))
        resource.request = replacement;
    },
  );
}

/** Every file of this folder: the patches and their shims. */
function patchFiles(dir = __dirname): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? patchFiles(full) : [full];
  });
}

/**
 * Bundler config that makes a change to any patch evict Rspack's persistent cache: Docusaurus
 * invalidates it when docusaurus.config.ts changes, not when a module it imports does, and a
 * cached module resolution kept a removed replacement alive.
 */
export function patchesInvalidateTheCache(bundler: CurrentBundler): { experiments?: object } {
  if (bundler.name !== 'rspack' || process.env.DOCUSAURUS_NO_PERSISTENT_CACHE) return {};
  return { experiments: { cache: { buildDependencies: patchFiles() } } };
}
