/**
 * The patches on dependencies' internals (plugins/theme-patches): each still matches what it
 * patches, the premise each one rests on still holds in the installed versions, and the registry
 * (plugins/theme-patches/README.md) lists every one of them, each of which `npm run bench:patches` can
 * turn off. These run in seconds, without a build.
 */
import assert from 'node:assert/strict';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { openApiReplacements } from '@site/plugins/theme-patches/openapi';
import { providedHelpers, tslibReplacement } from '@site/plugins/theme-patches/tslib';
import { datesReplacement } from '@site/plugins/theme-patches/dates';
import { collationReplacements } from '@site/plugins/theme-patches/collation';
import { prefetchReplacement } from '@site/plugins/theme-patches/prefetch';
import {
  checkClientEntryPremise,
  clientEntryPatch,
  stagedClientEntry,
} from '@site/plugins/theme-patches/client-entry';
import {
  buildOnlyFields,
  clientSiteConfigSource,
  siteConfigPatch,
} from '@site/plugins/theme-patches/site-config';
import config from '@site/docusaurus.config';
import { formatsWithoutIntl } from '@site/src/lib/dateFormat';
import { checkReplacement, dependencyFile } from '@site/plugins/theme-patches/replace-module';
import { siteDir } from '@site/tests/support/content';
import { patches as benchPatches, registryRows } from '@site/scripts/bench/patch-switches';

const registry = readFileSync(path.join(siteDir, 'plugins/theme-patches/README.md'), 'utf8');

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

describe('module replacements (plugins/theme-patches)', () => {
  for (const replacement of [
    ...openApiReplacements,
    tslibReplacement,
    datesReplacement,
    ...collationReplacements,
    prefetchReplacement,
  ]) {
    it(`"${replacement.patch}": every importer still requires ${replacement.request}`, () => {
      assert.equal(checkReplacement(replacement).length, replacement.importers.length);
    });
  }

  it('a replacement that would match nothing names its patch', () => {
    assert.throws(
      () =>
        checkReplacement({
          ...openApiReplacements[0],
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

  it('LastUpdated and the post header still call useDateTimeFormat with options written without Intl', () => {
    for (const importer of datesReplacement.importers) {
      const calls = [...source(importer).matchAll(/useDateTimeFormat\(\{([^}]*)\}\)/g)];
      assert.equal(calls.length, 1, `${importer} calls useDateTimeFormat once`);
      const options = Object.fromEntries(
        [...(calls[0]?.[1] ?? '').matchAll(/(\w+):\s*'([^']*)'/g)].map((match) => [
          match[1],
          match[2],
        ]),
      ) as Intl.DateTimeFormatOptions;
      for (const locale of ['vi', 'en']) {
        assert.ok(
          formatsWithoutIntl(locale, { calendar: 'gregory', ...options }),
          `${importer}: ${JSON.stringify(options)} would fall back to Intl (src/lib/dateFormat.ts)`,
        );
      }
    }
  });

  it('getActivePlugin and useShallowMemoObject still sort with localeCompare, the one change their copies make', () => {
    const docsClientUtils = source('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js');
    assert.equal(
      occurrences(docsClientUtils, /\.localeCompare\(/g),
      1,
      'getActivePlugin sorts with localeCompare',
    );
    assert.match(
      docsClientUtils,
      /export function getActivePlugin\(allPluginData, pathname, options = \{\}\)/,
    );
    const reactUtils = source('@docusaurus/theme-common/lib/utils/reactUtils.js');
    assert.match(
      reactUtils,
      /export function useShallowMemoObject\(obj\) \{\s*const deps = Object\.entries\(obj\);[^}]*localeCompare/,
    );
  });

  it('@docusaurus/utils-common uses no tslib helper but those its replacement provides', () => {
    const [importer] = tslibReplacement.importers;
    const used = new Set(
      [...source(importer).matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]),
    );
    assert.ok(used.size > 0, `${importer} no longer calls tslib: the patch can go`);
    assert.deepEqual([...used].sort(), [...providedHelpers].sort());
  });

  it('ApiItem reads useIsBrowser once (to build the request store), so the shim changes nothing else', () => {
    assert.equal(occurrences(apiItem, /useIsBrowser_1\.default\)\(\)/g), 1);
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
    // The premise of "core: prefetch each file once": one helper call per chunk of a
    // route, whether or not another route or the page needs the same file.
    const runtime = source(prefetchReplacement.importers[0]);
    assert.match(runtime, /chunkNamesNeeded\.map\(\(chunkName\) => \{/);
    assert.match(runtime, /return prefetchHelper\(chunkAsset\);/);
    const helper = source('@docusaurus/core/lib/client/prefetch.js');
    assert.match(helper, /export default function prefetch\(url\) \{/);
    assert.match(helper, /\.catch\(\(\) => \{ \}\)/);
  });

  it("Docusaurus's client entry still imports what its staged copy evaluates, and hydrates after preloading the route", () => {
    // The premise of "core: client entry in stages"; a copy that lost a module fails it too.
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

describe('the registry (plugins/theme-patches/README.md)', () => {
  const patchNames = [
    ...openApiReplacements.map((replacement) => replacement.patch),
    tslibReplacement.patch,
    datesReplacement.patch,
    collationReplacements[0].patch,
    prefetchReplacement.patch,
    clientEntryPatch,
    siteConfigPatch,
    'openapi: stylesheet out of the site-wide CSS',
    "prism: only the site's grammars",
    'prism: stable theme dictionary',
    'page shell: bundles after the first contentful paint',
    'no remount after hydration',
  ];
  for (const name of patchNames) {
    it(`lists "${name}" with its reason, gain and test`, () => {
      const row = registry.split('\n').find((line) => line.startsWith(`| ${name} |`));
      assert.ok(row, `no row for "${name}"`);
      const cells = row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      assert.equal(cells.length, 5, 'patch, what it changes and why, gain, test, where');
      for (const cell of cells) assert.ok(cell.length > 0, `an empty cell in "${name}"`);
    });
  }
});

describe('npm run bench:patches (scripts/bench/patch-switches.ts)', () => {
  it('has a switch for every row of the registry, and none for anything else', () => {
    const rows = new Set(registryRows(siteDir));
    const switches = new Set(benchPatches.map((patch) => patch.name));
    assert.deepEqual(
      [...rows].filter((row) => !switches.has(row)),
      [],
      'rows the bench cannot turn off',
    );
    assert.deepEqual(
      [...switches].filter((name) => !rows.has(name)),
      [],
      'switches without a row',
    );
  });

  /** The files a switch may change: the config, the plugins and the swizzles. */
  const switchedRoots = ['docusaurus.config.ts', 'plugins', 'src/theme'];
  const contents = (root: string): Map<string, string> => {
    const files = new Map<string, string>();
    for (const top of switchedRoots) {
      const full = path.join(root, top);
      const names = statSync(full).isDirectory()
        ? readdirSync(full, { recursive: true, encoding: 'utf8' }).map((name) =>
            path.join(top, name),
          )
        : [top];
      for (const name of names) {
        const file = path.join(root, name);
        if (statSync(file).isFile()) files.set(name, readFileSync(file, 'utf8'));
      }
    }
    return files;
  };
  const original = contents(siteDir);

  for (const patch of benchPatches) {
    it(`turns "${patch.name}" off in a copy of this tree`, () => {
      const copy = mkdtempSync(path.join(tmpdir(), 'miniai-switch-'));
      try {
        for (const top of switchedRoots) {
          cpSync(path.join(siteDir, top), path.join(copy, top), { recursive: true });
        }
        // Throws, naming the patch, when a marker it edits or a folder it removes is gone.
        patch.turnOff(copy, patch.name);
        const changed = contents(copy);
        const differs =
          changed.size !== original.size ||
          [...original].some(([name, text]) => changed.get(name) !== text);
        assert.ok(differs, `turning "${patch.name}" off changed nothing`);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });
  }
});
