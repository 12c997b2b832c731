/**
 * What the patches do, checked in the built site (plugins/theme-patches): the limits of a field are
 * joined by the page's language, and the code the shims replace (pako, crypto-js, tslib's helpers
 * but one, the runtime's prefetch helper) is not in any script; main.js starts from the staged
 * client entry.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildDir } from '@site/tests/support/content';
import { builtFileFor } from '@site/tests/support/routes';

/** A string each library carries in any build of it, and which the site's own code never writes. */
const replacedLibraries = {
  pako: 'incorrect header check',
  // A cipher the library defines, which its SHA-1 (what the shim keeps) does not pull in.
  'crypto-js': 'TripleDES',
  // A helper of tslib's that nothing in the site's dependencies calls (plugins/theme-patches/tslib).
  tslib: '__addDisposableResource',
  // The runtime's own prefetch helper, which looks for a parent besides <head> (plugins/theme-patches/prefetch).
  "Docusaurus's prefetch helper": 'getElementsByName("script")',
} as const;

function scripts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(full);
    return entry.name.endsWith('.js') ? [full] : [];
  });
}

describe('the patches on the themes and core, in the build', () => {
  it('joins two limits of a field with "và" in Vietnamese and "and" in English', () => {
    // Create order: customer.name is a string with a minimum and a maximum length.
    const read = (route: string): string => readFileSync(builtFileFor(route) ?? '', 'utf8');
    const vi = read('/api/orders/create-order');
    const en = read('/en/api/orders/create-order');
    assert.match(vi, /<\/code> và <code>/);
    assert.doesNotMatch(vi, /<\/code> and <code>/);
    assert.match(en, /<\/code> and <code>/);
  });

  it('gives the browser the site config without the HTML template and the plugin options', () => {
    // plugins/theme-patches/site-config: the fields only the build reads stay out of every script.
    for (const assetsDir of ['assets/js', 'en/assets/js']) {
      const all = scripts(path.join(buildDir, assetsDir));
      const main = readFileSync(all.find((file) => /[\\/]main\.[0-9a-f]+\.js$/.test(file)) ?? '', 'utf8');
      assert.match(main, /\bcustomFields"?:\{/, `${assetsDir}: main.js carries the site config`);
      for (const file of all) {
        const code = readFileSync(file, 'utf8');
        assert.doesNotMatch(code, /\bssrTemplate\b/, path.relative(buildDir, file));
      }
    }
  });

  it("runs Docusaurus's client entry only as its staged copy, in main.js, in both locales", () => {
    // plugins/theme-patches/client-entry: the original entry is replaced, not bundled beside it.
    for (const assetsDir of ['assets/js', 'en/assets/js']) {
      const carrying = scripts(path.join(buildDir, assetsDir)).filter((file) =>
        readFileSync(file, 'utf8').includes('Docusaurus React Root onRecoverableError:'),
      );
      assert.deepEqual(
        carrying.map((file) => path.basename(file).replace(/\.[0-9a-f]+\.js$/, '')),
        ['main'],
        assetsDir,
      );
      const main = readFileSync(carrying[0] ?? '', 'utf8');
      const message = 'Docusaurus React Root onRecoverableError:';
      assert.equal(main.split(message).length - 1, 1, `${assetsDir}: one entry`);
      assert.ok(main.includes('the page has no #__docusaurus element'), `${assetsDir}: the copy`);
    }
  });

  it('bundles the generators of the offered languages only: no Rust, Objective-C or PowerShell generator', () => {
    // Strings those generators write into every snippet (plugins/theme-patches/code-generators).
    const markers = ['reqwest::', 'NSMutableURLRequest', 'Invoke-RestMethod'];
    const files = scripts(path.join(buildDir, 'assets', 'js'));
    const carrying = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return markers.filter((marker) => text.includes(marker)).map((marker) => `${path.relative(buildDir, file)}: ${marker}`);
    });
    assert.deepEqual(carrying, []);
  });

  it('bundles one copy of postman-collection: the code generators install none of their own', () => {
    // package.json's allowScripts denies postman-code-generators' postinstall, which gives Python's
    // http.client generator and six others a second copy of the library and its faker.
    const urlClass = /_postman_propertyName:["']Url["']/g;
    const copies = scripts(path.join(buildDir, 'assets', 'js')).flatMap((file) =>
      Array.from(readFileSync(file, 'utf8').matchAll(urlClass), () => path.relative(buildDir, file)),
    );
    assert.equal(copies.length, 1, copies.join(', '));
  });

  for (const [library, marker] of Object.entries(replacedLibraries)) {
    it(`leaves ${library} out of every script`, () => {
      const files = scripts(path.join(buildDir, 'assets', 'js'));
      assert.ok(files.length > 0, 'no scripts in build/assets/js');
      const carrying = files.filter((file) => readFileSync(file, 'utf8').includes(marker));
      assert.deepEqual(carrying.map((file) => path.relative(buildDir, file)), []);
    });
  }
});
