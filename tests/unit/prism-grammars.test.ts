import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { runInNewContext } from 'node:vm';
import {
  grammarsInOrder,
  grammarsSource,
  isOfSomePages,
  languagesOfSomePages,
  readPrismCatalogue,
  someLanguagesImport,
  someLanguagesModule,
  withOnlyGrammars,
  withStableThemeDictionary,
} from '@site/plugins/theme-patches/prism/grammars';
import config from '@site/docusaurus.config';
import { contentAreas, markdownFiles, siteDir } from '@site/tests/support/content';
import type * as PrismReactRenderer from 'prism-react-renderer';

const catalogue = readPrismCatalogue();
const distFile = require.resolve('prism-react-renderer/dist/index.mjs');
const dist = readFileSync(distFile, 'utf8');
const siteLanguages = (config.themeConfig as { prism: { additionalLanguages: string[] } }).prism
  .additionalLanguages;

interface PrismLike {
  languages: Record<string, unknown>;
  tokenize(code: string, grammar: unknown): unknown[];
}

/** Prism's core in a fresh context, with the given grammar source run on it. */
function prismWith(grammars: string): PrismLike {
  const core = readFileSync(require.resolve('prismjs/components/prism-core.js'), 'utf8');
  const sandbox: { Prism?: PrismLike; self: object } = { self: {} };
  runInNewContext(`${core}\nvar Prism = _self.Prism;\n${grammars}`, sandbox);
  assert.ok(sandbox.Prism, 'Prism core did not start');
  return sandbox.Prism;
}

describe('Prism grammars (plugins/theme-patches/prism)', () => {
  it('orders every grammar after those it requires or modifies, adding the required ones', () => {
    const order = grammarsInOrder(['php', 'javascript', 'java'], catalogue);
    assert.deepEqual(
      new Set(order),
      new Set(['php', 'markup-templating', 'markup', 'javascript', 'clike', 'java']),
    );
    const before = (a: string, b: string) =>
      assert.ok(order.indexOf(a) < order.indexOf(b), `${a} before ${b}: ${order.join(', ')}`);
    before('markup', 'markup-templating');
    before('markup-templating', 'php');
    before('clike', 'javascript');
    before('clike', 'java');
    // JavaScript highlights <script> in HTML only if markup is defined before it.
    before('markup', 'javascript');
  });

  it('stops the build, naming the config, for a language Prism does not have', () => {
    assert.throws(() => grammarsInOrder(['js'], catalogue), /"js".*docusaurus\.config\.ts/);
  });

  it('defines the site’s languages, their aliases and nothing else', () => {
    const prism = prismWith(grammarsSource(siteLanguages, catalogue));
    for (const language of [...siteLanguages, 'js', 'sh', 'py']) {
      assert.ok(prism.languages[language], `${language} is not defined`);
    }
    for (const bundledByPrismReactRenderer of [
      'swift',
      'kotlin',
      'rust',
      'cpp',
      'graphql',
      'yaml',
    ]) {
      assert.equal(
        prism.languages[bundledByPrismReactRenderer],
        undefined,
        bundledByPrismReactRenderer,
      );
    }
    const tokens = prism.tokenize('curl -s "$URL" | jq .data', prism.languages.bash);
    assert.ok(
      tokens.some((token) => typeof token !== 'string'),
      'bash is not highlighted',
    );
  });

  it('replaces only the bundled grammars in prism-react-renderer’s module', () => {
    const marker = '/* the grammars */';
    const lean = withOnlyGrammars(dist, marker, distFile);
    assert.ok(lean.includes(marker));
    assert.ok(lean.length < dist.length - 50_000, 'the bundled grammars are still there');
    assert.doesNotMatch(lean, /Prism\.languages\.swift\b/);
    // The Prism core, the themes and the React component stay.
    for (const kept of [
      'var Prism = __toESM(require_prism());',
      'src/themes/github.ts',
      'Highlight2 as Highlight',
    ]) {
      assert.ok(lean.includes(kept), `${kept} is missing`);
    }
  });

  it('stops the build, naming the plugin, when prism-react-renderer’s build changes shape', () => {
    assert.throws(
      () =>
        withOnlyGrammars(dist.replace('// src/prism-langs.ts', '// src/languages.ts'), '', 'x.mjs'),
      /plugins\/theme-patches\/prism: x\.mjs no longer has "\/\/ src\/prism-langs\.ts/,
    );
  });

  it('keeps one theme dictionary per theme, so code lines can skip renders that change nothing', async () => {
    const rewritten = withStableThemeDictionary(withOnlyGrammars(dist, '', distFile), distFile);
    // Inside the project, so that its imports (react, clsx) resolve as they do for webpack.
    const dir = path.join(siteDir, 'node_modules', '.cache', 'prism-grammars-test');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `prism-react-renderer-${process.pid}.mjs`);
    writeFileSync(file, rewritten);
    let imported: typeof PrismReactRenderer;
    try {
      imported = (await import(pathToFileURL(file).href)) as typeof PrismReactRenderer;
    } finally {
      rmSync(file);
    }
    const { Highlight, themes } = imported;
    const { createElement } = await import('react');
    // The project has no types for react-dom: this is the one function used.
    const server = 'react-dom/server';
    const { renderToStaticMarkup } = (await import(server)) as {
      renderToStaticMarkup: (element: ReturnType<typeof createElement>) => string;
    };
    const keywordStyle = (theme: (typeof themes)['github']) => {
      let style: unknown;
      renderToStaticMarkup(
        createElement(Highlight, {
          theme,
          code: 'x',
          language: 'javascript',
          children: ({ getTokenProps }) => {
            // An empty single-type token gets the dictionary's own style object.
            style = getTokenProps({
              token: { types: ['keyword'], content: '', empty: true },
            }).style;
            return null;
          },
        }),
      );
      return style;
    };
    const first = keywordStyle(themes.github);
    assert.ok(first, 'the github theme styles keywords');
    assert.equal(keywordStyle(themes.github), first, 'a second render builds a new dictionary');
    assert.notEqual(keywordStyle(themes.dracula), first, 'another theme gets its own dictionary');
    assert.throws(
      () =>
        withStableThemeDictionary(
          dist.replace('var themeToDict_default = themeToDict;', ''),
          'x.mjs',
        ),
      /plugins\/theme-patches\/prism: x\.mjs no longer has/,
    );
  });

  it('leaves Go, Java and PHP to a module of their own, defined on the same Prism after the others', () => {
    const everyPage = siteLanguages.filter((language) => !isOfSomePages(language));
    const lean = grammarsSource(everyPage, catalogue);
    const somePages = someLanguagesModule(siteLanguages, catalogue);
    assert.match(somePages, /^import \{ Prism \} from 'prism-react-renderer';$/m);
    // What the lean module defines is not defined a second time.
    for (const name of grammarsInOrder(everyPage, catalogue)) {
      assert.ok(!somePages.includes(`prism-${name}.min.js`), `${name} is defined twice`);
    }
    const withoutImport = somePages.replace(/^import .*$/m, '');
    const leanOnly = prismWith(lean);
    const both = prismWith(`${lean}\n${withoutImport}`);
    for (const language of languagesOfSomePages) {
      assert.equal(leanOnly.languages[language], undefined, `${language} is in every page's Prism`);
      const tokens = both.tokenize('public class A { int x = 1; }', both.languages[language]);
      assert.ok(
        tokens.some((token) => typeof token !== 'string'),
        `${language} is not highlighted`,
      );
    }
  });

  it('is imported by every page that shows Go, Java or PHP code', () => {
    const fence = new RegExp(`^\\s*\`\`\`(${languagesOfSomePages.join('|')})\\b`, 'm');
    const codeBlock = new RegExp(`<CodeBlock[^>]*language="(${languagesOfSomePages.join('|')})"`);
    const imports = (source: string) => source.includes(`import '${someLanguagesImport}';`);
    const missing: string[] = [];
    let showing = 0;
    for (const area of contentAreas) {
      for (const root of [area.source, area.english]) {
        for (const file of markdownFiles(root)) {
          const source = readFileSync(path.join(siteDir, root, file), 'utf8');
          if (!fence.test(source) && !codeBlock.test(source)) continue;
          showing += 1;
          if (!imports(source)) missing.push(path.join(root, file));
        }
      }
    }
    assert.ok(showing > 0, 'no page shows these languages: the check would check nothing');
    assert.deepEqual(missing, [], `add import '${someLanguagesImport}'; to these pages`);
    // The operation pages' code samples (x-codeSamples in the contract) are shown by this swizzle.
    const samples = readFileSync(path.join(siteDir, 'src/theme/ApiExplorer/index.tsx'), 'utf8');
    assert.ok(imports(samples), 'src/theme/ApiExplorer does not import the grammars');
  });
});
