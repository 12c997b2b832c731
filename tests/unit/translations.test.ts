/**
 * Interface translations: a string added to the code must reach both locales' translation files,
 * and the English files must not keep Vietnamese text. A missing translation fails here, not in
 * front of a reader.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { hasVietnameseLetter, siteDir } from '@site/tests/support/content';
import { sourceMessages, translationFile } from '@site/tests/support/interfaceStrings';

type TranslationFile = Record<string, { message: string; description?: string }>;

function readTranslations(file: string): TranslationFile {
  return JSON.parse(readFileSync(path.join(siteDir, file), 'utf8')) as TranslationFile;
}

/** Proper names that keep their Vietnamese spelling in English text. */
const properNames = ['Tết', 'Dân Trí', 'Lê Hồng Minh', 'Tiếng Việt', 'đồng'];

function withoutProperNames(text: string): string {
  return properNames.reduce((rest, name) => rest.replaceAll(name, ''), text);
}

const vi = translationFile('vi');
const en = translationFile('en');
describe('interface strings (code.json)', () => {
  let ownMessages = new Map<string, string>();
  before(async () => {
    ownMessages = await sourceMessages();
  });

  it('finds the site’s own strings in the source', () => {
    // Guards the extraction itself: the landing page alone has dozens of strings.
    assert.ok(ownMessages.size > 50, `only ${ownMessages.size} strings found in src/`);
  });

  it('every string of the code has its English translation (run npm run write-translations)', () => {
    assert.deepEqual(
      [...ownMessages.keys()].filter((id) => !(id in en)),
      [],
    );
  });

  it('i18n/vi/code.json holds no string of the site’s own: its Vietnamese is the code’s message', () => {
    // A copy there would be downloaded again in every page's main.js, and could go stale. A theme
    // id the code also uses stays: the theme's own Vietnamese would win over the code's message.
    assert.deepEqual(
      [...ownMessages.keys()].filter((id) => id in vi && !id.startsWith('theme.')),
      [],
    );
  });

  it('every theme string has its Vietnamese translation, and nothing else is in the files', () => {
    const themeIds = Object.keys(en).filter((id) => !ownMessages.has(id));
    assert.deepEqual(
      themeIds.filter((id) => !(id in vi)),
      [],
      'theme strings to translate in i18n/vi/code.json',
    );
    assert.deepEqual(
      Object.keys(vi).filter((id) => !(id in en)),
      [],
      'ids only in i18n/vi/code.json',
    );
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
