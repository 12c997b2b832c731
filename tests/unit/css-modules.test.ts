/**
 * CSS modules and the code that uses them: a class no component uses is dead CSS, and a
 * `styles.name` the module does not define renders no class at all (CSS modules give undefined).
 * Knip (npm run lint) covers unused files, exports and dependencies, not CSS classes.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { siteDir } from '@site/tests/support/content';

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry) ? [full] : [];
  });
}

/** The class names a CSS module defines (comments, strings and url() left out). */
export function definedClasses(css: string): Set<string> {
  const code = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/'[^']*'|"[^"]*"/g, '');
  return new Set([...code.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1] ?? ''));
}

/** The class names a file reads from the module it imports as `styles`. */
export function usedClasses(source: string): Set<string> {
  return new Set(
    [...source.matchAll(/\bstyles(?:\.([A-Za-z_]\w*)\b(?!\.css)|\[\s*'([^']+)'\s*\])/g)].map(
      (match) => match[1] ?? match[2] ?? '',
    ),
  );
}

/** The classes a CSS module takes from others (`composes: a b from './x.module.css'`), by file. */
function composedClasses(file: string): [string, string[]][] {
  const css = readFileSync(file, 'utf8');
  return [...css.matchAll(/composes:\s*([\w\s-]+?)\s+from\s+'([^']+)'/g)].map((match) => [
    path.resolve(path.dirname(file), match[2] ?? ''),
    (match[1] ?? '').split(/\s+/),
  ]);
}

/** Each CSS module with the class names its importers read or other modules compose. */
function modulesAndTheirUsers(): Map<string, Set<string>> {
  const modules = new Map<string, Set<string>>(
    filesUnder(path.join(siteDir, 'src'), /\.module\.css$/).map((file) => [file, new Set()]),
  );
  for (const file of filesUnder(path.join(siteDir, 'src'), /\.tsx?$/)) {
    const source = readFileSync(file, 'utf8');
    const imported = /^import styles from '([^']+\.module\.css)';$/m.exec(source)?.[1];
    if (imported === undefined) continue;
    const modulePath = imported.startsWith('@site/')
      ? path.join(siteDir, imported.slice('@site/'.length))
      : path.resolve(path.dirname(file), imported);
    const users = modules.get(modulePath);
    assert.ok(users, `${path.relative(siteDir, file)} imports ${imported}, which is not in src/`);
    for (const name of usedClasses(source)) users.add(name);
  }
  for (const file of [...modules.keys()]) {
    for (const [composed, names] of composedClasses(file)) {
      const users = modules.get(composed);
      assert.ok(users, `${path.relative(siteDir, file)} composes from ${composed}, not in src/`);
      for (const name of names) users.add(name);
    }
  }
  return modules;
}

describe('CSS modules', () => {
  const modules = modulesAndTheirUsers();

  it('finds the modules and the classes they define', () => {
    assert.ok(modules.size > 0, 'no CSS module under src/');
    assert.deepEqual(
      [...definedClasses('/* .no */ .a:hover .b-c { x: 0.5rem } .d{}')],
      ['a', 'b-c', 'd'],
    );
    assert.deepEqual(
      [...usedClasses("import './styles.module.css'; styles.a + styles['b-c'] + otherStyles.x")],
      ['a', 'b-c'],
    );
  });

  it('every class a module defines is used by a component that imports it', () => {
    const unused = [...modules].flatMap(([file, used]) =>
      [...definedClasses(readFileSync(file, 'utf8'))]
        .filter((name) => !used.has(name))
        .map((name) => `${path.relative(siteDir, file)}: .${name}`),
    );
    assert.deepEqual(unused, []);
  });

  it('every class a component reads from its module is defined there', () => {
    const missing = [...modules].flatMap(([file, used]) => {
      const defined = definedClasses(readFileSync(file, 'utf8'));
      return [...used]
        .filter((name) => !defined.has(name))
        .map((name) => `${path.relative(siteDir, file)}: .${name}`);
    });
    assert.deepEqual(missing, []);
  });
});
