/**
 * Re-measures the JavaScript budget's reference: the plain Docusaurus classic template (TypeScript)
 * at the site's Docusaurus version, built for production and served by this repo's nginx. Prints
 * the gzipped JS loaded on its `/`, `/docs/intro` and `/blog/welcome` next to the numbers recorded
 * in scripts/bench/baseline.ts; copy them there when Docusaurus is upgraded.
 *
 *   npx tsx scripts/bench/classic-baseline.mts [--dir /tmp/classic-baseline] [--port 4381]
 *
 * Creates, installs and builds the template in --dir first when it has no build/ (about 3 min;
 * scripts/bench/classic-template.ts).
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { parseBenchArgs } from '@site/scripts/bench/options';
import { classicTemplateJs } from '@site/scripts/bench/baseline';
import { classicTemplateBuild } from '@site/scripts/bench/classic-template';
import { measureLoad, withNginx } from '@site/scripts/bench/load-weight';
import { chromiumArgs, chromiumPath } from '@site/tests/support/browser';

const { dir, port } = parseBenchArgs({ dir: '/tmp/classic-baseline', port: 4381 });
const templateDir = path.resolve(dir);
const templateBuild = classicTemplateBuild(process.cwd(), templateDir);

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
