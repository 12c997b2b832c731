/**
 * Interface translations: a string added to the code must reach both locales' translation files,
 * and the English files must not keep Vietnamese text. A missing translation fails here, not in
 * front of a reader.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { hasVietnameseLetter, siteDir } from '@site/tests/support/content';

type TranslationFile = Record<string, { message: string; description?: string }>;

function readTranslations(file: string): TranslationFile {
  return JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as TranslationFile;
}

/** Proper names that keep their Vietnamese spelling in English text. */
const properNames = ['Tết', 'Dân Trí', 'Lê Hồng Minh', 'Tiếng Việt', 'đồng'];

function withoutProperNames(text: string): string {
  return properNames.reduce((rest, name) => rest.replaceAll(name, ''), text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry) ? [full] : [];
  });
}

/** Every translate({ id, message }) and <Translate id="…"> of the site's own code, with its default message. */
function sourceMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  const call = /\bid:\s*'([^']+)',\s*message:\s*'((?:\\.|[^'\\])*)'/g;
  const element = /<Translate\s+id="([^"]+)"[^>]*>([^<]*)<\/Translate>/g;
  for (const file of [
    ...sourceFiles(path.join(siteDir, 'src')),
    ...sourceFiles(path.join(siteDir, 'config')),
    // Shims of theme modules (plugins/theme-patches/openapi/shims) translate too; write-translations
    // does not read them, so their entries are added to code.json by hand.
    ...sourceFiles(path.join(siteDir, 'plugins')),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const [, id, message] of text.matchAll(call)) {
      messages.set(id ?? '', (message ?? '').replace(/\\'/g, "'"));
    }
    // JSX folds a line break and its indentation into one space.
    for (const [, id, message] of text.matchAll(element)) {
      messages.set(id ?? '', (message ?? '').replace(/\s+/g, ' ').trim());
    }
  }
  return messages;
}

const vi = readTranslations('i18n/vi/code.json');
const en = readTranslations('i18n/en/code.json');
const ownMessages = sourceMessages();

describe('interface strings (code.json)', () => {
  it('finds the site’s own strings in the source', () => {
    // Guards the extraction itself: the landing page alone has dozens of strings.
    assert.ok(ownMessages.size > 50, `only ${ownMessages.size} strings found in src/`);
  });

  it('the vi and en files have the same ids', () => {
    const viIds = Object.keys(vi).sort();
    const enIds = Object.keys(en).sort();
    assert.deepEqual(
      enIds.filter((id) => !(id in vi)),
      [],
      'ids only in i18n/en/code.json',
    );
    assert.deepEqual(
      viIds.filter((id) => !(id in en)),
      [],
      'ids only in i18n/vi/code.json',
    );
  });

  it('every string of the code is in both files (run npm run write-translations)', () => {
    const missing = [...ownMessages.keys()].filter((id) => !(id in vi) || !(id in en));
    assert.deepEqual(missing, []);
  });

  it('i18n/vi/code.json repeats the Vietnamese source text, so it never overrides a newer message', () => {
    const stale = [...ownMessages]
      .filter(([id, message]) => vi[id] !== undefined && vi[id].message !== message)
      .map(([id]) => id);
    assert.deepEqual(stale, [], 'update i18n/vi/code.json for these ids');
  });

  it('every English message of the site is written in English', () => {
    const untranslated = [...ownMessages.keys()].filter((id) => {
      const message = en[id]?.message ?? '';
      return hasVietnameseLetter(withoutProperNames(message));
    });
    assert.deepEqual(untranslated, [], 'Vietnamese text left in i18n/en/code.json');
  });
});

describe('navbar, footer, sidebars and blog options', () => {
  const pluginFiles = readdirSync(path.join(siteDir, 'i18n/en'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.json') && file !== 'code.json');

  it('each English file has its Vietnamese counterpart with the same ids', () => {
    assert.ok(pluginFiles.length >= 5, `only ${pluginFiles.length} plugin translation files`);
    for (const file of pluginFiles) {
      const english = readTranslations(path.join('i18n/en', file));
      const vietnamese = readTranslations(path.join('i18n/vi', file));
      assert.deepEqual(Object.keys(english).sort(), Object.keys(vietnamese).sort(), file);
    }
  });

  it('no English label keeps Vietnamese text', () => {
    const left: string[] = [];
    for (const file of pluginFiles) {
      for (const [id, { message }] of Object.entries(
        readTranslations(path.join('i18n/en', file)),
      )) {
        if (hasVietnameseLetter(withoutProperNames(message))) left.push(`${file}: ${id}`);
      }
    }
    assert.deepEqual(left, []);
  });
});
