/**
 * Re-measures the JavaScript budget's reference: the plain Docusaurus classic template (TypeScript)
 * at the site's Docusaurus version, built for production and served by this repo's nginx. Prints
 * the gzipped JS loaded on its `/`, `/docs/intro` and `/blog/welcome` next to the numbers recorded
 * in scripts/bench/baseline.ts; copy them there when Docusaurus is upgraded.
 *
 *   npx tsx scripts/bench/classic-baseline.mts [--dir /tmp/classic-baseline] [--port 4381]
 *
 * Creates, installs and builds the template in --dir first when it has no build/ (about 3 min).
 * The template's caret ranges are pinned to the versions this site uses (React, MDX, clsx,
 * Prism) and it gets the site's npm `overrides`, so the only difference measured is our code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { resolveSiteSettings } from '@site/config/site';
import { writeStaticHostRules } from '@site/plugins/serving-rules/static-host';
import { classicTemplateJs } from '@site/scripts/bench/baseline';
import { measureLoad, withNginx } from '@site/scripts/bench/load-weight';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: '/tmp/classic-baseline' },
    port: { type: 'string', default: '4381' },
  },
});
const siteDir = process.cwd();
const templateDir = path.resolve(values.dir);

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

if (!existsSync(path.join(templateDir, 'build', 'index.html'))) {
  const site = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
    overrides: Record<string, string>;
  };
  const version = site.dependencies['@docusaurus/core'] ?? '';
  if (!existsSync(path.join(templateDir, 'package.json'))) {
    run(
      'npx',
      [
        '--yes',
        `create-docusaurus@${version}`,
        path.basename(templateDir),
        'classic',
        '--typescript',
        '--skip-install',
      ],
      path.dirname(templateDir),
    );
  }
  const manifest = path.join(templateDir, 'package.json');
  const template = JSON.parse(readFileSync(manifest, 'utf8')) as typeof site;
  for (const field of ['dependencies', 'devDependencies'] as const) {
    for (const name of Object.keys(template[field])) {
      const pinned = site.dependencies[name] ?? site.devDependencies[name];
      if (pinned) template[field][name] = pinned;
    }
  }
  template.overrides = site.overrides;
  writeFileSync(manifest, `${JSON.stringify(template, null, 2)}\n`);
  run('npm', ['install', '--no-audit', '--no-fund'], templateDir);
  run('npm', ['run', 'build'], templateDir);
}

// The repo's nginx config reads its settings from the build's _headers; the template is served
// under the same rules (compression, caching, CSP hashed from its own inline scripts).
const templateBuild = path.join(templateDir, 'build');
writeStaticHostRules(templateBuild, resolveSiteSettings(process.env));

const port = Number(values.port);
await withNginx({ port, dir: templateBuild }, async () => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const rows = [];
  for (const route of ['/', '/docs/intro', '/blog/welcome'] as const) {
    const weight = await measureLoad(browser, `http://127.0.0.1:${port}${route}`);
    rows.push({
      route,
      'JS gzip (B)': weight.jsGzipBytes,
      scripts: weight.scripts,
      'recorded (B)': classicTemplateJs.jsGzipBytes[route],
    });
  }
  await browser.close();
  console.log(`Docusaurus classic template (${templateDir}), JS loaded at page load, gzip -9`);
  console.table(rows);
});
