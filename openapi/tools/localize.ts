/**
 * Writes the per-locale OpenAPI specs (openapi/generated/miniai.{vi,en}.json) that
 * docusaurus-plugin-openapi-docs reads: x-i18n overlays resolved (rules in openapi/tools/document.ts) and
 * build-time code samples added to every operation (openapi/tools/code-samples.ts), and a
 * meta description for every operation page (openapi/tools/page-description.ts).
 *
 * Usage: tsx openapi/tools/localize.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { siteLocales } from '@site/config/locales';
import {
  localizedDocument,
  localizedSpecDir,
  localizedSpecFile,
} from '@site/openapi/tools/document';
import { withCodeSamples } from '@site/openapi/tools/code-samples';
import { withPageDescriptions } from '@site/openapi/tools/page-description';

/** Writes one JSON document per locale into a fresh output folder; returns their paths. */
export function writeLocalizedSpecs(siteDir: string = process.cwd()): string[] {
  rmSync(path.join(siteDir, localizedSpecDir), { recursive: true, force: true });
  mkdirSync(path.join(siteDir, localizedSpecDir), { recursive: true });
  return siteLocales.map((locale) => {
    const file = localizedSpecFile(locale);
    const localized = localizedDocument(locale, siteDir);
    const json = JSON.stringify(withPageDescriptions(withCodeSamples(localized)), null, 2);
    writeFileSync(path.join(siteDir, file), `${json}\n`, 'utf8');
    return file;
  });
}

if (process.argv[1] && /localize\.ts$/.test(process.argv[1])) {
  for (const file of writeLocalizedSpecs()) console.log(`Wrote ${file}`);
}
