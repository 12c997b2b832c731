/**
 * `npm run gen-api-docs`: regenerates the API reference MDX from openapi/miniai.yaml.
 *   1. writes the vi and en specs (x-i18n overlays resolved),
 *   2. deletes the previously generated MDX, because the plugin never overwrites a file,
 *   3. runs the plugin's generator for both locales,
 *   4. drops from each page's `api` front matter the fields no component reads (see below), and
 *      sets up its request console (openapi/tools/sandbox-console.ts),
 *   5. dates each page by the last commit of the OpenAPI source (see sourceLastUpdate),
 * after checking that the template's slug puts every page at operationRoute().
 * Runs before `start` and `build` (npm pre-scripts), so generated files are never committed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteLocales } from '@site/config/locales';
import {
  apiAreaRoute,
  apiGroups,
  apiPageOutputDirs,
  apiPageTemplate,
  localizedDocument,
  openApiPluginId,
  openApiSource,
  operationRoute,
} from '@site/openapi/tools/document';
import { withSandboxConsole } from '@site/openapi/tools/sandbox-console';
import { writeLocalizedSpecs } from '@site/openapi/tools/localize';
import { pageDescriptionKey } from '@site/openapi/tools/page-description';
import { hideBackslashes } from '@site/src/lib/codeSampleBackslash';

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

// The template states each page's slug; the route it gives must be operationRoute()'s.
for (const locale of siteLocales) {
  const dir = apiPageOutputDirs[locale];
  const routes = new Map(
    apiGroups(localizedDocument(locale)).flatMap((group) =>
      group.operations.map((operation) => [
        operation.operationId,
        operationRoute(group.name, operation.operationId),
      ]),
    ),
  );
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.api.mdx'))) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    const id = /^id: (.+)$/m.exec(text)?.[1];
    const slug = /^slug: (.+)$/m.exec(text)?.[1];
    const expected = routes.get(id ?? '');
    if (expected === undefined || `${apiAreaRoute}${slug}` !== expected) {
      console.error(
        `${path.join(dir, file)}: ${apiPageTemplate} gives the route ${apiAreaRoute}${slug}, operationRoute() ${expected}`,
      );
      process.exit(1);
    }
  }
}

/**
 * Two fixes to each page's `api` front matter before Docusaurus reads it:
 *   - The plugin copies the whole `info` object (the API description and its error-code table,
 *     about 3 KiB gzipped) into every operation page although no theme component reads it; the
 *     page description (x-page-description) is already in the front matter.
 *   - Docusaurus serialises front matter into the page bundle with stringify-object 3, which does
 *     not escape backslashes: `\` followed by a newline arrives as the two characters `\n`. Code
 *     samples need backslashes (curl line continuations), so they travel as a stand-in and
 *     src/theme/ApiExplorer turns them back. Any other backslash fails the generation.
 */
const unusedApiFields = ['info', pageDescriptionKey];

function slimApi(api: Record<string, unknown>, file: string): Record<string, unknown> {
  for (const field of unusedApiFields) delete api[field];
  const samples = api['x-codeSamples'];
  if (Array.isArray(samples)) {
    for (const sample of samples as { source: string }[]) {
      sample.source = hideBackslashes(sample.source);
    }
  }
  if (JSON.stringify(api).includes('\\\\')) {
    console.error(`${file}: a backslash in the operation would be corrupted by Docusaurus`);
    process.exit(1);
  }
  return api;
}

/**
 * Generated pages are not in git, so Docusaurus cannot date them (the sitemap's lastmod, the
 * "last updated" line): they take the date of the last commit that changed the OpenAPI source.
 * Outside a git checkout (a source archive) the pages stay undated.
 */
function sourceLastUpdate(): string | undefined {
  const log = spawnSync('git', ['log', '-1', '--format=%cI', '--', openApiSource], {
    encoding: 'utf8',
  });
  const date = log.status === 0 ? log.stdout.trim() : '';
  return date === '' ? undefined : date;
}

const lastUpdate = sourceLastUpdate();

for (const locale of siteLocales) {
  const dir = apiPageOutputDirs[locale];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.api.mdx'))) {
    const fullPath = path.join(dir, file);
    const generated = readFileSync(fullPath, 'utf8');
    const text =
      lastUpdate === undefined
        ? generated
        : generated.replace(/^---\n/, `---\nlast_update:\n  date: ${lastUpdate}\n`);
    const slimmed = text.replace(/^api: (\{.*\})$/m, (_line, json: string) => {
      const api = withSandboxConsole(
        slimApi(JSON.parse(json) as Record<string, unknown>, fullPath),
        locale,
      );
      return `api: ${JSON.stringify(api)}`;
    });
    if (slimmed === text) {
      console.error(`${fullPath}: no single-line JSON \`api\` front matter to slim`);
      process.exit(1);
    }
    writeFileSync(fullPath, slimmed, 'utf8');
  }
}
