/**
 * V8's compile hint in the built scripts (plugins/compile-hints): the scripts every page runs at
 * load start with `//# allFunctionsCalledOnLoad` on their first line, in both locales, and no route
 * chunk carries it (eager compilation of code a page never runs only costs memory).
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compileHintComment, eagerlyCompiledScripts } from '@site/plugins/compile-hints';
import { buildDir } from '@site/tests/support/content';

const locales = [
  { name: 'vi', dir: buildDir },
  { name: 'en', dir: path.join(buildDir, 'en') },
];

function firstLine(file: string): string {
  return readFileSync(file, 'utf8').split('\n', 1)[0] ?? '';
}

describe('compile hints in the built scripts', () => {
  for (const locale of locales) {
    const scriptNames = readdirSync(path.join(locale.dir, 'assets', 'js'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => `assets/js/${name}`);
    const hinted = scriptNames.filter((name) => eagerlyCompiledScripts.test(name));

    it(`${locale.name}: runtime, main and common start with the hint`, () => {
      const kinds = hinted.map((name) => name.replace(/^assets\/js\/|\.[0-9a-f]+\.js$/g, ''));
      assert.deepEqual(kinds.sort(), ['common', 'main', 'runtime~main']);
      for (const name of hinted) {
        assert.equal(firstLine(path.join(locale.dir, name)), compileHintComment, name);
      }
    });

    it(`${locale.name}: no route chunk carries the hint`, () => {
      const others = scriptNames.filter((name) => !eagerlyCompiledScripts.test(name));
      assert.ok(others.length > 0, 'no route chunks found');
      const carrying = others.filter((name) =>
        readFileSync(path.join(locale.dir, name), 'utf8').includes(compileHintComment),
      );
      assert.deepEqual(carrying, []);
    });

    it(`${locale.name}: the scripts a page starts at load are the hinted ones`, () => {
      const html = readFileSync(path.join(locale.dir, 'docs', 'intro.html'), 'utf8');
      const started = [...html.matchAll(/"\/(?:en\/)?(assets\/js\/[^"]+\.js)"/g)].map(
        (match) => match[1] ?? '',
      );
      assert.ok(started.length > 0, 'no script in the page loader of /docs/intro');
      assert.deepEqual(
        started.filter((name) => !eagerlyCompiledScripts.test(name)),
        [],
      );
    });
  }
});
