/**
 * No stand-in for a company detail reaches a reader: the config's defaults and the sources hold
 * no placeholder-looking value (tests/support/placeholders.ts defines what one looks like), and
 * the production build names every company value it leaves unset.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  companyValues,
  defaultSettings,
  resolveSiteSettings,
  settingsEnvironment,
  unsetCompanyValueReport,
} from '@site/config/site';
import { contentAreas, markdownFiles, siteDir } from '@site/tests/support/content';
import { placeholdersInText, placeholdersInValue } from '@site/tests/support/placeholders';

/** Every string in a settings object, with its path. */
function stringsOf(value: unknown, at = 'defaultSettings'): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${at}.${key}`));
}

function filesUnder(dir: string, extension: RegExp): string[] {
  return readdirSync(path.join(siteDir, dir)).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (entry === 'generated' || entry.startsWith('.')) return [];
    if (statSync(path.join(siteDir, file)).isDirectory()) return filesUnder(file, extension);
    return extension.test(entry) ? [file] : [];
  });
}

/** What readers can be shown: pages in both locales, interface code and strings, the config. */
const sourceFiles = [
  ...contentAreas.flatMap(({ source, english }) =>
    [source, english].flatMap((root) => markdownFiles(root).map((file) => path.join(root, file))),
  ),
  ...filesUnder('src', /\.(tsx?|css)$/),
  ...filesUnder('config', /\.ts$/),
  ...filesUnder('i18n', /\.json$/),
  'docusaurus.config.ts',
  'openapi/miniai.yaml',
];

describe('what a placeholder looks like (tests/support/placeholders.ts)', () => {
  it('catches the stand-ins the review found and the usual markers', () => {
    for (const text of [
      'Điện thoại +84 900 000 000',
      'Hotline: 0900 000 000',
      'MiniAI · Địa chỉ: Việt Nam',
      'Registered address: Vietnam',
      'Write to sales@example.com',
      'Address: TODO',
      'Lorem ipsum dolor',
      'Mã số thuế: xxx',
    ]) {
      assert.notDeepEqual(placeholdersInText(text), [], text);
    }
    assert.notDeepEqual(placeholdersInValue('Việt Nam'), []);
    assert.notDeepEqual(placeholdersInValue('Example Co.'), []);
  });

  it('lets real-looking values through', () => {
    for (const text of [
      'Điện thoại 028 3822 1234',
      '0901 234 567',
      'Địa chỉ: 1 Lê Duẩn, Quận 1, TP. Hồ Chí Minh, Việt Nam',
      'hello@miniai.vn',
      '1.000.000 ₫',
    ]) {
      assert.deepEqual(placeholdersInText(text), [], text);
      assert.deepEqual(placeholdersInValue(text), [], text);
    }
  });
});

describe('company values', () => {
  it('no default in config/site.ts looks like a placeholder', () => {
    const found = stringsOf(defaultSettings).flatMap(([at, value]) =>
      placeholdersInValue(value).map((item) => `${at}: ${item}`),
    );
    assert.deepEqual(found, []);
  });

  it('no source a reader is shown holds a placeholder-looking value, in either locale', () => {
    assert.ok(sourceFiles.length > 50, 'the source list is not empty');
    const found = sourceFiles.flatMap((file) =>
      placeholdersInText(readFileSync(path.join(siteDir, file), 'utf8')).map(
        (item) => `${file}: ${item}`,
      ),
    );
    assert.deepEqual(found, []);
  });

  it('are left unset until configured, never filled with a stand-in', () => {
    const settings = resolveSiteSettings({});
    assert.equal(settings.legalEntity.name, undefined);
    assert.equal(settings.legalEntity.taxCode, undefined);
    assert.equal(settings.legalEntity.address, undefined);
    assert.equal(settings.contact.phone, undefined);
  });

  it('the production build prints one line for each company value left unset, and only those', () => {
    const all = unsetCompanyValueReport({});
    assert.equal(all.length, companyValues.length);
    for (const { variable } of companyValues) {
      assert.equal(all.filter((line) => line.startsWith(`${variable} is unset`)).length, 1);
    }
    const someSet = unsetCompanyValueReport({
      [settingsEnvironment.legalName]: 'Công ty TNHH Ví Dụ',
      [settingsEnvironment.contactPhone]: '028 3822 1234',
    });
    assert.deepEqual(
      someSet.map((line) => line.split(' ')[0]),
      companyValues
        .map(({ variable }) => variable)
        .filter(
          (variable) =>
            variable !== settingsEnvironment.legalName &&
            variable !== settingsEnvironment.contactPhone,
        ),
    );
    const build = readFileSync(path.join(siteDir, 'scripts/build.mts'), 'utf8');
    assert.match(build, /unsetCompanyValueReport\(process\.env\)/);
  });
});
