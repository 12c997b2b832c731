/**
 * The folder boundaries eslint.config.mjs enforces: src/ never imports plugins/, plugins and the
 * OpenAPI tools (loaded by jiti, without @site) climb only into src/lib/ or config/.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

// The probes are files that do not exist, so no tsconfig holds them: lint them without types.
const eslint = new ESLint({ overrideConfig: tseslint.configs.disableTypeChecked });

/** The no-restricted-imports messages ESLint reports for `source` as the file `filePath`. */
async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

test('src/ cannot import plugins/, by alias or relatively', async () => {
  for (const source of [
    "import '@site/plugins/built-pages';",
    "import '../../plugins/built-pages';",
    "import '../plugins/built-pages';",
  ]) {
    const messages = await restrictedImports('src/components/Probe/index.ts', source);
    assert.ok(
      messages.some((message) => message.includes('src/lib/')),
      `${source}: ${messages.join('; ')}`,
    );
  }
  assert.deepEqual(
    await restrictedImports(
      'src/components/Probe/index.ts',
      "import '@site/src/lib/contentAreas';",
    ),
    [],
  );
});

test('plugins climb into src/lib/ only, and src/lib/ imports relatively at run time', async () => {
  // [importing file, import, how many errors lint must report]
  const cases: [string, string, number][] = [
    ['plugins/probe/index.ts', "import '../../src/lib/contentAreas';", 0],
    ['plugins/probe/index.ts', "import '../../src/theme/ApiItem';", 1],
    // One folder deeper (plugins/theme-patches/*): the same rule after the whole climb.
    ['plugins/theme-patches/probe/index.ts', "import '../../../src/lib/codeSampleLanguages';", 0],
    ['plugins/theme-patches/probe/index.ts', "import '../../../src/theme/ApiItem';", 1],
    ['plugins/theme-patches/probe/index.ts', "import '../../built-pages';", 1],
    ['src/lib/probe.ts', "import { x } from '@site/config/site';", 1],
    ['src/lib/probe.ts', "import type { SiteLocale } from '@site/config/locales';", 0],
  ];
  for (const [file, source, errors] of cases) {
    assert.equal((await restrictedImports(file, source)).length, errors, `${file}: ${source}`);
  }
});
