/**
 * The patches on dependencies' internals (plugins/theme-patches): each still matches what it
 * patches, the premise each one rests on still holds in the installed versions, every swap that
 * never fires fails the build naming its patch, MINIAI_PATCHES_OFF turns off exactly the patch it
 * names, and the registry's README is the table generated from plugins/theme-patches/index.ts.
 * These run in seconds, without a build.
 */
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { rspack } from '@docusaurus/faster';
import type { CurrentBundler } from '@docusaurus/types';
import {
  assemblePatches,
  patchesOff,
  patchIds,
  themePatches,
  type PatchId,
  type ThemePatch,
  upstreamDraft,
} from '@site/plugins/theme-patches';
import { providedHelpers, tslibSwap } from '@site/plugins/theme-patches/tslib';
import { prefetchSwap } from '@site/plugins/theme-patches/prefetch';
import {
  codeGeneratorSwaps,
  generatorList,
  generatorsNotOffered,
  listedGenerators,
} from '@site/plugins/theme-patches/code-generators';
import { codeSampleLanguages } from '@site/src/lib/codeSampleLanguages';
import { requestModule, withoutSendDelay } from '@site/plugins/theme-patches/console-send';
import {
  checkClientEntryPremise,
  stagedClientEntry,
} from '@site/plugins/theme-patches/client-entry';
import {
  buildOnlyFields,
  clientSiteConfigSource,
  siteConfigPatch,
} from '@site/plugins/theme-patches/site-config';
import noRemountAfterHydrationPlugin from '@site/plugins/theme-patches/no-remount';
import { registryTable, tableEnd, tableStart } from '@site/plugins/theme-patches/registry-table';
import config from '@site/docusaurus.config';
import { noRemountPluginName } from '@site/src/lib/noRemountAfterHydration';
import {
  checkReplacement,
  CountedSwapsPlugin,
  dependencyFile,
  unfiredSwapsError,
  type ModuleReplacement,
} from '@site/plugins/theme-patches/replace-module';
import { siteDir } from '@site/tests/support/content';

function source(packagePath: string): string {
  return readFileSync(dependencyFile('test', packagePath), 'utf8');
}

/** Source text without its comments (roughly: enough for the scans below). */
function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

function occurrences(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

const patches: readonly ThemePatch[] = themePatches;

/** Every importer swap of the table, with its patch's title. */
const tableReplacements: ModuleReplacement[] = [
  ...patches.flatMap((patch) =>
    patch.applied.kind === 'swaps'
      ? patch.applied.swaps.map((swap) => ({ ...swap, patch: patch.title }))
      : [],
  ),
];

describe('module replacements (plugins/theme-patches)', () => {
  for (const replacement of tableReplacements) {
    it(`"${replacement.patch}": every importer still requires ${replacement.request}`, () => {
      assert.equal(checkReplacement(replacement).length, replacement.importers.length);
    });
  }

  it('a replacement that would match nothing names its patch', () => {
    assert.throws(
      () =>
        checkReplacement({
          ...tableReplacements[0]!,
          patch: 'example patch',
          request: '@docusaurus/NoSuchModule',
        }),
      /\[theme-patches\] "example patch": docusaurus-theme-openapi-docs\/lib\/theme\/ParamsDetails\/index\.js no longer requires "@docusaurus\/NoSuchModule"/,
    );
    assert.throws(
      () => dependencyFile('example patch', 'docusaurus-theme-openapi-docs/lib/theme/Gone.js'),
      /"example patch": docusaurus-theme-openapi-docs\/lib\/theme\/Gone\.js is gone/,
    );
  });
});

describe('what the patches rest on', () => {
  const apiItem = source('docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js');

  it('@docusaurus/utils-common uses no tslib helper but those its replacement provides', () => {
    const [importer] = tslibSwap.importers;
    const used = new Set(
      [...source(importer).matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]),
    );
    assert.ok(used.size > 0, `${importer} no longer calls tslib: the patch can go`);
    assert.deepEqual([...used].sort(), [...providedHelpers].sort());
  });

  it('ApiItem reads ExecutionEnvironment only to require the explorer in the browser', () => {
    assert.deepEqual(
      [...apiItem.matchAll(/ExecutionEnvironment_1\.default\.(\w+)/g)].map((match) => match[1]),
      ['canUseDOM'],
    );
  });

  it('the tabs and code blocks still remount after hydration (what NoRemountAfterHydration undoes)', () => {
    for (const file of [
      '@docusaurus/theme-classic/lib/theme/Tabs/index.js',
      '@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
    ]) {
      assert.match(source(file), /key=\{String\(isBrowser\)\}/, file);
    }
    for (const part of [
      'ApiTabs',
      'MimeTabs',
      'SchemaTabs',
      'DiscriminatorTabs',
      'OperationTabs',
    ]) {
      const file = `docusaurus-theme-openapi-docs/lib/theme/${part}/index.js`;
      assert.match(source(file), /key: String\(isBrowser\)/, file);
    }
  });

  it('useIsBrowser still reads the context that NoRemountAfterHydration provides', () => {
    assert.match(
      source('@docusaurus/core/lib/client/exports/useIsBrowser.js'),
      /from '\.\.\/browserContext'/,
    );
    assert.match(source('@docusaurus/core/lib/client/browserContext.js'), /export const Context/);
  });

  it('the runtime still prefetches every chunk of each route through its helper, swallowing failures', () => {
    // One helper call per chunk of a route, whether or not another route or the page needs the file.
    const runtime = source(prefetchSwap.importers[0]);
    assert.match(runtime, /chunkNamesNeeded\.map\(\(chunkName\) => \{/);
    assert.match(runtime, /return prefetchHelper\(chunkAsset\);/);
    const helper = source('@docusaurus/core/lib/client/prefetch.js');
    assert.match(helper, /export default function prefetch\(url\) \{/);
    assert.match(helper, /\.catch\(\(\) => \{ \}\)/);
  });

  it("Docusaurus's client entry still imports what its staged copy evaluates, and hydrates after preloading the route", () => {
    // A copy that lost a module fails it too.
    assert.doesNotThrow(() => checkClientEntryPremise());
    const staged = readFileSync(stagedClientEntry, 'utf8');
    const withoutRoutes = staged.replace(
      `await import(/* webpackMode: "eager" */ '@generated/routes');`,
      '',
    );
    assert.notEqual(withoutRoutes, staged, 'the copy imports the routes in a stage of their own');
    assert.throws(
      () => checkClientEntryPremise(withoutRoutes),
      /"core: client entry in stages": clientEntry\.tsx no longer imports @generated\/routes/,
    );
  });

  it('every variant of the languages the console offers writes a snippet from the dependencies installed at the top', async () => {
    // package.json's allowScripts denies the generators their own installs: each must run on the
    // packages npm installed at the top, resolved from the OpenAPI theme as its console resolves them.
    const require = createRequire(
      createRequire(import.meta.url).resolve('docusaurus-theme-openapi-docs/package.json'),
    );
    interface Generators {
      getLanguageList: () => { key: string; variants: { key: string }[] }[];
      convert: (
        language: string,
        variant: string,
        request: unknown,
        options: object,
        done: (error: unknown, snippet: string) => void,
      ) => void;
    }
    const generators = require('postman-code-generators') as Generators;
    const { Request } = require('postman-collection') as { Request: new (init: object) => unknown };
    assert.ok(
      !existsSync(
        path.join(
          path.dirname(require.resolve('postman-code-generators')),
          'codegens',
          'python-http.client',
          'node_modules',
        ),
      ),
      "python-http.client has its own node_modules: postman-code-generators' install script ran",
    );
    const request = new Request({
      url: 'https://api.example.test/v1/orders',
      method: 'POST',
      header: [{ key: 'Content-Type', value: 'application/json' }],
      body: { mode: 'raw', raw: '{"items":[]}' },
    });
    const offered = new Set<string>(codeSampleLanguages.map((language) => language.lang));
    const variants = generators
      .getLanguageList()
      .filter((language) => offered.has(language.key))
      .flatMap((language) =>
        language.variants.map((variant) => [language.key, variant.key] as const),
      );
    assert.equal(new Set(variants.map(([language]) => language)).size, offered.size);
    for (const [language, variant] of variants) {
      const snippet = await new Promise<string>((resolve, reject) => {
        generators.convert(language, variant, request, {}, (error, text) => {
          if (error) reject(error instanceof Error ? error : new Error(JSON.stringify(error)));
          else resolve(text);
        });
      });
      assert.match(snippet, /api\.example\.test/, `${language} ${variant}`);
    }
  });

  it("postman-code-generators' list lists a generator for every language the console offers, each by a relative require", () => {
    const list = source(generatorList);
    const listed = listedGenerators(list);
    assert.equal(listed.length, occurrences(list, /require\(/g), 'every require is an entry read');
    const kept = listed.filter(
      (generator) => !codeGeneratorSwaps.some((swap) => swap.request === generator.request),
    );
    for (const language of codeSampleLanguages) {
      const { lang } = language;
      const consoleVariant = 'consoleVariant' in language ? language.consoleVariant : undefined;
      const variants = kept.filter((generator) => generator.lang.toLowerCase() === lang);
      assert.ok(variants.length > 0, `no generator kept for ${lang}`);
      if (consoleVariant !== undefined) {
        assert.ok(
          variants.some((generator) => generator.variant.toLowerCase() === consoleVariant),
          `${lang}: the console's variant ${consoleVariant} is not kept`,
        );
      }
    }
    assert.ok(kept.every((generator) => generator.request.startsWith('../../codegens/')));
    assert.throws(
      () => generatorsNotOffered(list.replaceAll("'lang': 'go'", "'lang': 'golang'")),
      /only the console’s languages.*none for go/,
    );
  });

  it('the console still waits once before it sends, and the copy sends without waiting', () => {
    const original = source(requestModule);
    assert.match(
      original,
      /const onSubmit = async \(data\) => \{[^]*?await delay\(1200\);\n\s*const res = await/,
    );
    const dir = path.dirname(dependencyFile('test', requestModule));
    const copy = withoutSendDelay(original, dir);
    assert.doesNotMatch(copy, /await delay\(/);
    const requests = [...copy.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
    assert.deepEqual(
      requests.filter((request) => request.startsWith('.')),
      [],
      'no relative require left in the copy',
    );
    // The one relative import, made absolute, is the original's neighbour.
    assert.ok(requests.some((request) => existsSync(`${request}.js`) && request.startsWith(dir)));
    assert.throws(
      () => withoutSendDelay(copy, dir),
      /no wait before the console sends.*0 `await delay/,
    );
  });

  it('the schema text still joins two limits (each a code span) with a bare English "and"', () => {
    const schema = source('docusaurus-theme-openapi-docs/lib/markdown/schema.js');
    assert.match(schema, /\$\{minLength\} and \$\{maxLength\}/);
    assert.match(schema, /\$\{minimum\} and \$\{maximum\}/);
  });
});

describe('the site config the browser gets (plugins/theme-patches/site-config)', () => {
  // What Docusaurus's codegen writes for @generated/docusaurus.config, from this site's config.
  const generated = `/*\n * AUTOGENERATED - DON'T EDIT\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;

  it('core still generates the config module as one JSON object', () => {
    const codegen = source('@docusaurus/core/lib/server/codegen/codegen.js');
    assert.ok(codegen.includes('export default ${JSON.stringify(siteConfig, null, 2)};'));
  });

  it('is the same object without the build-only fields', () => {
    const copy = clientSiteConfigSource(generated);
    const parsed = JSON.parse(copy.slice(copy.indexOf('{'), copy.lastIndexOf('}') + 1)) as Record<
      string,
      unknown
    >;
    const expected = JSON.parse(JSON.stringify(config)) as Record<string, unknown>;
    for (const field of buildOnlyFields) {
      assert.ok(field in expected, `the site config has no ${field}: nothing to leave out`);
      delete expected[field];
    }
    assert.deepEqual(parsed, expected);
    assert.ok(copy.length < generated.length / 1.5, 'the copy is not much smaller');
  });

  it('stops the build, naming the patch, when the module is not one JSON object', () => {
    assert.throws(
      () => clientSiteConfigSource('module.exports = { title: "x" };'),
      new RegExp(
        `"${siteConfigPatch}": @generated/docusaurus\\.config is no longer one JSON object`,
      ),
    );
  });

  it('no browser code of Docusaurus, its themes or ours reads the fields left out', () => {
    const browserCode = [
      '@docusaurus/core/lib/client',
      '@docusaurus/theme-classic/lib/theme',
      '@docusaurus/theme-common/lib',
      '@docusaurus/theme-mermaid/lib',
      '@docusaurus/plugin-content-docs/lib/client',
      '@docusaurus/plugin-content-blog/lib/client',
      'docusaurus-theme-openapi-docs/lib/theme',
    ].map((dir) => path.join(siteDir, 'node_modules', dir));
    for (const dir of browserCode) assert.ok(existsSync(dir), `${dir} is gone: update the list`);
    const reads = new RegExp(
      `\\b(${buildOnlyFields.join('|')})\\b\\s*[,}:]|\\.(${buildOnlyFields.join('|')})\\b`,
    );
    const readers = [...browserCode, path.join(siteDir, 'src')]
      .flatMap((dir) =>
        readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
      )
      .filter((file) => /\.(js|tsx?)$/.test(file) && !file.endsWith('.d.ts'))
      .map((file) => ({ file, code: withoutComments(readFileSync(file, 'utf8')) }))
      .filter(({ code }) => code.includes('siteConfig') && reads.test(code))
      .map(({ file }) => file);
    assert.deepEqual(readers, []);
  });
});

describe('MINIAI_PATCHES_OFF (plugins/theme-patches/index.ts)', () => {
  const allOn = assemblePatches(new Set());
  const rowPlugins = (assembled: typeof allOn, row: PatchId | 'shared') =>
    assembled.plugins.filter((entry) => entry.row === row).map((entry) => entry.plugin);

  it('turns nothing off when empty, and fails on an unknown id, listing the valid ones', () => {
    assert.deepEqual([...patchesOff('')], []);
    assert.deepEqual(
      [...patchesOff(' core-prefetch-once ,no-remount-after-hydration')],
      ['core-prefetch-once', 'no-remount-after-hydration'],
    );
    assert.throws(
      () => patchesOff('core-prefetch-once,no-such-patch'),
      (error: Error) =>
        error.message.includes('MINIAI_PATCHES_OFF: no patch "no-such-patch"') &&
        patchIds.every((id) => error.message.includes(id)),
    );
  });

  it('gives every patch a distinct kebab-case id and title', () => {
    assert.equal(new Set(patchIds).size, patches.length);
    assert.equal(new Set(patches.map((patch) => patch.title)).size, patches.length);
    for (const id of patchIds) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  for (const patch of patches) {
    it(`with ${patch.id} off, the site lacks exactly that patch`, () => {
      const without = assemblePatches(new Set([patch.id as PatchId]));
      const { applied } = patch;
      // The other rows' plugins, and the shared ones, stay.
      for (const other of [...patchIds, 'shared' as const].filter((row) => row !== patch.id)) {
        assert.equal(rowPlugins(without, other).length, rowPlugins(allOn, other).length, other);
      }
      assert.deepEqual(rowPlugins(without, patch.id as PatchId), []);
      assert.equal(
        rowPlugins(allOn, patch.id as PatchId).length,
        applied.kind === 'plugin' || applied.kind === 'swizzles' ? 1 : 0,
      );
      const ownSwaps = applied.kind === 'swaps' ? applied.swaps : [];
      assert.deepEqual(
        without.swaps,
        allOn.swaps.filter((swap) => swap.patch !== patch.title),
      );
      assert.equal(allOn.swaps.length - without.swaps.length, ownSwaps.length);
      for (const rewrite of ['onlySiteGrammars', 'stableThemeDictionary'] as const) {
        assert.equal(allOn.prismRewrites[rewrite], true);
        const isOwn = applied.kind === 'prism-rewrite' && applied.rewrite === rewrite;
        assert.equal(without.prismRewrites[rewrite], !isOwn, rewrite);
      }
      assert.ok(allOn.ssrTemplate);
      assert.equal(
        without.ssrTemplate,
        applied.kind === 'ssr-template' ? undefined : allOn.ssrTemplate,
      );
    });
  }
});

describe('a swap that never fires fails the build (plugins/theme-patches/replace-module.ts)', () => {
  const swap = { patch: 'example patch', request: 'example-module' };

  it('names the patch when its importers were built and it never fired', () => {
    const error = unfiredSwapsError('client', [{ swap, hits: 0, importerBuilt: true }]);
    assert.match(
      error?.message ?? '',
      /\[theme-patches\] client build: "example patch" never replaced example-module/,
    );
  });

  it('says nothing when it fired, or when its importers came from the persistent cache', () => {
    assert.equal(unfiredSwapsError('client', [{ swap, hits: 2, importerBuilt: true }]), undefined);
    assert.equal(unfiredSwapsError('client', [{ swap, hits: 0, importerBuilt: false }]), undefined);
  });

  /** Compiles `entry.js` (which imports ./used.js) with one swap; resolves to the run's error. */
  async function compileWithSwap(importer: string, request: string): Promise<Error | null> {
    const dir = mkdtempSync(path.join(tmpdir(), 'miniai-swaps-'));
    try {
      writeFileSync(
        path.join(dir, 'entry.js'),
        "import used from './used.js';\nconsole.log(used);\n",
      );
      writeFileSync(path.join(dir, 'used.js'), 'export default 1;\n');
      writeFileSync(path.join(dir, 'shim.js'), 'export default 2;\n');
      const compiler = rspack({
        context: dir,
        mode: 'development',
        entry: './entry.js',
        output: { path: path.join(dir, 'out') },
        plugins: [
          new CountedSwapsPlugin(
            { name: 'rspack', instance: rspack } as unknown as CurrentBundler,
            [
              {
                ...swap,
                requestPattern: new RegExp(`^${request.replace(/[.]/g, '\\.')}$`),
                isImporter: (file) => file === path.join(dir, importer),
                replacement: path.join(dir, 'shim.js'),
              },
            ],
          ),
        ],
      });
      return await new Promise((resolve) =>
        compiler.run((error) => compiler.close(() => resolve(error ?? null))),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it('in a real Rspack compilation: passes when the swap fires, fails naming it when it does not', async () => {
    assert.equal(await compileWithSwap('entry.js', './used.js'), null);
    const unfired = await compileWithSwap('entry.js', './other.js');
    assert.match(unfired?.message ?? '', /"example patch" never replaced example-module/);
  });
});

describe('no remount after hydration: its switch', () => {
  const row = patches.find((patch) => patch.id === 'no-remount-after-hydration');

  it('the no-remount swizzles read the switch its plugin publishes', async () => {
    assert.ok(row?.applied.kind === 'swizzles');
    const plugin = noRemountAfterHydrationPlugin();
    assert.equal(plugin.name, noRemountPluginName);
    let published: unknown;
    await plugin.contentLoaded?.({
      content: undefined,
      actions: { setGlobalData: (data: unknown) => (published = data) },
    } as never);
    assert.ok(published !== undefined, 'the plugin publishes global data');
    const wrapper = readFileSync(
      path.join(siteDir, 'src/components/NoRemountAfterHydration/index.tsx'),
      'utf8',
    );
    assert.match(wrapper, /usePluginData\(noRemountPluginName\) !== undefined/);
    for (const folder of row.applied.folders) {
      const swizzle = readFileSync(path.join(siteDir, folder, 'index.tsx'), 'utf8');
      assert.match(
        swizzle,
        /from '@site\/src\/components\/NoRemountAfterHydration'/,
        `${folder} wraps with NoRemountAfterHydration`,
      );
    }
  });
});

describe('the registry (plugins/theme-patches/README.md)', () => {
  const patchesDir = path.join(siteDir, 'plugins/theme-patches');
  const readme = readFileSync(path.join(patchesDir, 'README.md'), 'utf8');
  /** What an upstream issue needs to be filed as it is. */
  const draftSections = ['Reproduction', 'Proposed change', 'Measured gain'];

  it('keeps an upstream draft only for a row that has no filed issue', () => {
    const drafted = new Set(
      patches.filter((patch) => patch.upstream.status === 'draft').map((p) => upstreamDraft(p.id)),
    );
    for (const file of readdirSync(path.join(patchesDir, 'upstream')))
      assert.ok(drafted.has(`upstream/${file}`), `upstream/${file} drafts no row's issue`);
  });

  it('is the table generated from plugins/theme-patches/index.ts (npm run patches:registry)', () => {
    const start = readme.indexOf(tableStart);
    const end = readme.indexOf(tableEnd);
    assert.ok(start !== -1 && end > start, 'the markers of the generated table');
    assert.equal(readme.slice(start, end + tableEnd.length), registryTable(patches));
  });

  for (const patch of patches) {
    it(`${patch.id}: has its way out upstream, what it gained, and which tests guard it`, () => {
      if (patch.upstream.status === 'draft') {
        const draft = path.join(patchesDir, upstreamDraft(patch.id));
        assert.ok(existsSync(draft), `its upstream issue, drafted in ${upstreamDraft(patch.id)}`);
        const text = readFileSync(draft, 'utf8');
        assert.match(text, /^# \S/, `${upstreamDraft(patch.id)} opens with the issue's title`);
        for (const section of draftSections)
          assert.ok(
            text.includes(`\n## ${section}\n`),
            `${upstreamDraft(patch.id)}: "## ${section}"`,
          );
      }
      assert.ok(patch.gain.figure.trim().length > 0, 'gain');
      assert.ok(patch.gain.measured.trim().length > 0, 'where and when the gain was measured');
      assert.ok(patch.reason.length > 0 && !patch.reason.includes('\n'), 'a one-line reason');
      assert.ok(patch.premiseTest.length > 0, 'a premise test');
      assert.ok(patch.effectTest.length > 0, 'an effect test');
      for (const test of [...patch.premiseTest, ...patch.effectTest]) {
        const file = path.join(siteDir, test.file);
        assert.ok(existsSync(file), `${test.file} is gone`);
        assert.ok(
          readFileSync(file, 'utf8').includes(test.name),
          `${test.file} has no test "${test.name}"`,
        );
      }
      for (const where of patch.where) {
        const inFolder = path.join(siteDir, 'plugins/theme-patches', where);
        assert.ok(
          existsSync(inFolder) || existsSync(path.join(siteDir, where)),
          `${where} is gone`,
        );
      }
    });
  }
});
