/**
 * Lists the English pages whose Vietnamese source changed after them (by Git dates, or file times
 * without Git): their translation may be behind. `npm test` prints this as a warning.
 *
 *   npm run translations:behind
 *   npm run translations:behind -- --reviewed i18n/en/…/intro.mdx …
 *
 * With `--reviewed`, records in each English page's front matter that a reviewer compared it with
 * its Vietnamese source as it is now and found it current (plugins/translation-status/behind.ts).
 */
import { createVcsWithFileTimeFallback } from '@site/config/vcs';
import { behindTranslations, markReviewed } from '@site/plugins/translation-status/behind';

const siteDir = process.cwd();
const [flag, ...reviewed] = process.argv.slice(2);
if (flag === '--reviewed') {
  for (const english of reviewed) {
    markReviewed(siteDir, english);
    console.log(`${english}: reviewed against its Vietnamese source as it is now.`);
  }
} else if (flag !== undefined) {
  throw new Error(`unknown argument ${flag}: use --reviewed <english page>…`);
}
const vcs = createVcsWithFileTimeFallback('git-eager');
vcs.initialize({ siteDir });
const behind = await behindTranslations(siteDir, vcs);
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
if (behind.length === 0) console.log('No English page is behind its Vietnamese source.');
for (const page of behind) {
  console.log(
    `Warning: ${page.english} (${day(page.englishChangedAt)}) may be behind ${page.source} (${day(page.sourceChangedAt)}).`,
  );
}
