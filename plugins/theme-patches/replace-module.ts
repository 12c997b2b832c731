/**
 * One module swapped for another, only where given modules of a dependency ask for it: the requests
 * of other importers keep the original (an alias would replace it for everyone). Every replacement
 * is checked twice: when the config loads, each importer must exist and still require the module;
 * when a compilation ends, the swap must have fired in it. So a dependency upgrade that moves or
 * rewrites an importer, or a bundler change in how requests reach the swap, stops the build naming
 * the patch instead of the patch silently matching nothing (index.ts in this folder lists them).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CurrentBundler } from '@docusaurus/types';

/** The generated module that imports every client module (themes' and plugins' own). */
const clientModulesFile = /[\\/]client-modules\.js$/;

interface ReplacedRequest {
  request: string;
  contextInfo?: { issuer?: string };
}

/** A module swapped for another in given importers, as a patch folder declares it. */
export interface ImporterSwap {
  /** The request exactly as the importers write it, e.g. "@docusaurus/BrowserOnly". */
  request: string;
  /** The importing files, as package paths (e.g. "docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js"). */
  importers: readonly string[];
  /** The module served instead (absolute path). */
  replacement: string;
}

/** An importer swap with the title of its patch (index.ts), which every error names. */
export interface ModuleReplacement extends ImporterSwap {
  patch: string;
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

/** A swap as the bundler sees it: which requests, from which importers, become what. */
export interface CountedSwap {
  /** The patch's title in index.ts, named by the error when the swap never fired. */
  patch: string;
  /** What the error says was not swapped. */
  request: string;
  requestPattern: RegExp;
  /** True for the absolute path of a module whose requests are swapped. */
  isImporter: (file: string) => boolean;
  /** Modules whose being built means the swap must have fired (default: the importers). */
  witness?: (file: string) => boolean;
  replacement: string;
}

/** What a compilation did with one swap, as read in the compiler's `done` hook. */
export interface SwapOutcome {
  swap: Pick<CountedSwap, 'patch' | 'request'>;
  /** How many requests it replaced in this compilation. */
  hits: number;
  /** Whether the compilation built an importer (one restored from the persistent cache was not). */
  importerBuilt: boolean;
}

/**
 * The error for the swaps that never fired although their importers were built, naming each
 * patch; none when every swap fired or its importers came from the cache, which replays the swap.
 */
export function unfiredSwapsError(
  compilerName: string,
  outcomes: readonly SwapOutcome[],
): Error | undefined {
  const unfired = outcomes.filter((outcome) => outcome.importerBuilt && outcome.hits === 0);
  if (unfired.length === 0) return undefined;
  return new Error(
    `[theme-patches] ${compilerName} build: ${unfired
      .map(({ swap }) => `"${swap.patch}" never replaced ${swap.request}`)
      .join(
        '; ',
      )}, although its importers were built. Review the patch (plugins/theme-patches/index.ts).`,
  );
}

interface BuiltModule {
  resource?: string;
}

/** The part of a webpack or Rspack compiler these swaps use. */
interface SwapCompiler {
  name?: string;
  options: { name?: string };
  hooks: {
    thisCompilation: { tap: (name: string, run: () => void) => void };
    done: {
      tap: (
        name: string,
        run: (stats: {
          compilation: {
            modules: Iterable<BuiltModule>;
            builtModules: { has: (module: BuiltModule) => boolean } | Iterable<BuiltModule>;
          };
        }) => void,
      ) => void;
    };
  };
}

/** Modules built by a compilation: Rspack lists them, webpack keeps a WeakSet to ask. */
function builtModules(compilation: {
  modules: Iterable<BuiltModule>;
  builtModules: { has: (module: BuiltModule) => boolean } | Iterable<BuiltModule>;
}): BuiltModule[] {
  const built = compilation.builtModules;
  if (Symbol.iterator in built) return [...built];
  return [...compilation.modules].filter((module) => built.has(module));
}

/**
 * The bundler plugin for swaps that count their hits: each compilation starts from zero, and its
 * `done` hook fails the build (unfiredSwapsError) when a swap whose importers it built never fired.
 */
export class CountedSwapsPlugin {
  constructor(
    private readonly bundler: CurrentBundler,
    private readonly swaps: readonly CountedSwap[],
  ) {}

  /** Takes webpack's or Rspack's compiler, of which it uses the SwapCompiler part. */
  apply(bundlerCompiler: unknown): void {
    const compiler = bundlerCompiler as SwapCompiler;
    const name = 'theme-patches-counted-swaps';
    const hits = new Map<CountedSwap, number>();
    compiler.hooks.thisCompilation.tap(name, () => hits.clear());
    for (const swap of this.swaps) {
      const plugin = new this.bundler.instance.NormalModuleReplacementPlugin(
        swap.requestPattern,
        (resource: ReplacedRequest) => {
          if (!swap.isImporter(resource.contextInfo?.issuer ?? '')) return;
          resource.request = swap.replacement;
          hits.set(swap, (hits.get(swap) ?? 0) + 1);
        },
      );
      (plugin as unknown as { apply: (on: SwapCompiler) => void }).apply(compiler);
    }
    compiler.hooks.done.tap(name, ({ compilation }) => {
      const built = builtModules(compilation).map((module) => module.resource ?? '');
      const error = unfiredSwapsError(
        compiler.options.name ?? compiler.name ?? 'the',
        this.swaps.map((swap) => ({
          swap,
          hits: hits.get(swap) ?? 0,
          importerBuilt: built.some((file) => (swap.witness ?? swap.isImporter)(file)),
        })),
      );
      if (error) throw error;
    });
  }
}

/** The counted swap for a checked replacement: the request is swapped in those importers only. */
export function moduleSwap(replacement: ModuleReplacement): CountedSwap {
  const importers = new Set(checkReplacement(replacement));
  return {
    patch: replacement.patch,
    request: replacement.request,
    requestPattern: new RegExp(`^${escape(replacement.request)}$`),
    isImporter: (file) => importers.has(file),
    replacement: replacement.replacement,
  };
}

/**
 * For a client module: the generated client-modules.js requires it by absolute path, with or
 * without its extension.
 */
export function clientModuleSwap(
  patch: string,
  packagePath: string,
  replacement: string,
): CountedSwap {
  const file = dependencyFile(patch, packagePath);
  const extension = path.extname(file);
  return {
    patch,
    request: packagePath,
    requestPattern: new RegExp(
      `^${escape(file.slice(0, file.length - extension.length))}(${escape(extension)})?$`,
    ),
    isImporter: (issuer) => clientModulesFile.test(issuer),
    replacement,
  };
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

/**
 * Webpack/Rspack options that give the client build one async chunk of its own, `name`, for the
 * modules `test` matches: cached once instead of inlined in each route's chunk.
 */
export function ownAsyncChunk(
  isServer: boolean,
  name: string,
  group: { test: RegExp; type?: string },
): { optimization?: object } {
  if (isServer) return {};
  return {
    optimization: {
      splitChunks: {
        cacheGroups: {
          [name]: { name, ...group, chunks: 'async', enforce: true, priority: 60 },
        },
      },
    },
  };
}
