/**
 * `npm run gen-api-docs`: regenerates the API reference MDX from openapi/miniai.yaml.
 *   1. writes the vi and en specs (x-i18n overlays resolved),
 *   2. deletes the previously generated MDX, because the plugin never overwrites a file,
 *   3. runs the plugin's generator for both locales.
 * Runs before `start` and `build` (npm pre-scripts), so generated files are never committed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { siteLocales } from '@site/config/locales';
import {
  apiGroups,
  apiPageOutputDirs,
  localizedDocument,
  openApiPluginId,
} from '@site/config/openapi';
import { writeLocalizedSpecs } from '@site/scripts/openapi/localize';

for (const file of writeLocalizedSpecs()) console.log(`Wrote ${file}`);

for (const locale of siteLocales) {
  rmSync(apiPageOutputDirs[locale], { recursive: true, force: true });
}

const result = spawnSync(
  'npx',
  ['docusaurus', 'gen-api-docs', 'all', '--plugin-id', openApiPluginId],
  // The plugin logs one line per file written; only its errors are worth showing.
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (result.status !== 0) process.exit(result.status ?? 1);

// The plugin reports a failed page on the console but still exits 0: count the pages instead.
const expected = apiGroups(localizedDocument('en')).flatMap((group) => group.operations).length;
let failed = false;
for (const locale of siteLocales) {
  const dir = apiPageOutputDirs[locale];
  const pages = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.api.mdx')) : [];
  console.log(`${locale}: ${pages.length} of ${expected} API pages in ${dir}`);
  if (pages.length !== expected) failed = true;
}
if (failed) process.exit(1);
