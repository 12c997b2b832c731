/**
 * The Docusaurus classic template (TypeScript) at the site's Docusaurus version, the reference of
 * the JS budget (scripts/bench/classic-baseline.mts) and of the slow-host target
 * (scripts/bench/slow-host.mts). Its caret ranges are pinned to the versions this site uses (React,
 * MDX, clsx, Prism) and it gets the site's npm `overrides`, so the only difference measured is our
 * code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSiteSettings } from '@site/config/site';
import { writeStaticHostRules } from '@site/plugins/serving-rules/static-host';

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/**
 * The template's production build in `templateDir`/build, created, installed and built first when
 * absent (about 3 min), with the static-host rules the repo's nginx config reads.
 */
export function classicTemplateBuild(siteDir: string, templateDir: string): string {
  const build = path.join(templateDir, 'build');
  if (!existsSync(path.join(build, 'index.html'))) {
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
  // The repo's nginx config reads its settings from a build's _headers: the template is served
  // under the same rules (compression, caching, a CSP hashed from its own inline scripts).
  writeStaticHostRules(build, resolveSiteSettings(process.env));
  return build;
}
