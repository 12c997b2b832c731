/**
 * `npm run build`: `docusaurus build` once per locale, each in its own process, default locale
 * first (it empties build/, the others write into their folders under it). The pages, folders
 * and base URLs are those of a single `docusaurus build` of all locales: every locale's base URL is
 * stated in the config (i18n.localeConfigs), so a one-locale build keeps it.
 *
 * Why not one process: Docusaurus builds the locales one after the other in one Node process, and
 * that process does not give back what bundling took: at ten times the content it still held
 * ~3.5 GB (0.3 GB of it V8 heap) after bundling the first locale, until that locale's end
 * (PERFORMANCE.md, "Ten times the content"). Docusaurus's own build code notes that a child
 * process per locale is what isolates their memory.
 *
 * Arguments go to every `docusaurus build`; with `--locale`, it is one build of what is asked, as
 * with Docusaurus.
 *
 *   npm run build [-- --locale en] [-- --out-dir dir] …
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { defaultLocale, siteLocales } from '../config/locales';
import { unsetCompanyValueReport } from '../config/site';

const args = process.argv.slice(2);
const docusaurus = path.join(process.cwd(), 'node_modules', '.bin', 'docusaurus');

function build(extra: string[]): void {
  const result = spawnSync(docusaurus, ['build', ...extra, ...args], { stdio: 'inherit' });
  if (result.status !== 0) {
    process.exit(result.status ?? 1);
  }
}

// A notice, not an error: unset company details are left out of the pages rather than faked.
for (const line of unsetCompanyValueReport(process.env)) console.log(`[company] ${line}`);

if (args.some((arg) => arg === '--locale' || arg.startsWith('--locale=') || arg === '-l')) {
  build([]);
} else {
  const locales = [defaultLocale, ...siteLocales.filter((locale) => locale !== defaultLocale)];
  for (const locale of locales) build(['--locale', locale]);
}
