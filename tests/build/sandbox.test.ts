/**
 * Checks on the built in-browser sandbox (run after `npm run build`): each locale's site has its
 * Service Worker next to the contract it loads, the worker never evaluates code (the CSP has no
 * 'unsafe-eval'), and an operation page loads none of it until the reader opens the console.
 */
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { apiDownloadsFolder } from '@site/plugins/api-downloads';
import { sandboxWorkerFile } from '@site/src/lib/sandbox/register';
import { sandboxBasePath } from '@site/src/lib/sandboxBasePath';
import { buildDir } from '@site/tests/support/content';
import { builtFileFor, locales, localePath } from '@site/tests/support/routes';

for (const locale of locales) {
  const siteBase = path.join(buildDir, localePath(locale, '/'));

  test(`${locale.code}: the sandbox worker is built next to the contract it loads, and evaluates no code`, () => {
    const worker = readFileSync(path.join(siteBase, sandboxWorkerFile), 'utf8');
    assert.ok(worker.includes(sandboxBasePath), `${sandboxWorkerFile} does not answer ${sandboxBasePath}`);
    assert.doesNotMatch(worker, /new Function\(|\beval\(/);
    assert.ok(existsSync(path.join(siteBase, apiDownloadsFolder, 'miniai.json')));
  });

  test(`${locale.code}: the bundles an operation page starts hold no sandbox code`, () => {
    const page = builtFileFor(localePath(locale, '/api/orders/create-order'));
    assert.ok(page, 'the create-order page is built');
    // The bundles the page starts (listed by the HTML shell's loader); route chunks are checked in e2e.
    const scripts = [...readFileSync(page, 'utf8').matchAll(/"(\/[^"]*assets\/js\/[^"]+\.js)"/g)].map(
      ([, src = '']) => src,
    );
    assert.ok(scripts.length > 0, 'the page loads scripts');
    for (const script of scripts) {
      const code = readFileSync(path.join(buildDir, script), 'utf8');
      assert.ok(!code.includes(sandboxWorkerFile), `${script} holds sandbox code`);
    }
  });
}
