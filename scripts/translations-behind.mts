/**
 * Lists the English pages whose Vietnamese source changed after them (by Git dates, or file times
 * without Git): their translation may be behind. `npm test` prints this as a warning.
 *
 *   npm run translations:behind
 */
import { createVcsWithFileTimeFallback } from '@site/config/vcs';
import { behindTranslations } from '@site/plugins/translation-status/behind';

const siteDir = process.cwd();
const vcs = createVcsWithFileTimeFallback('git-eager');
vcs.initialize({ siteDir });
const behind = await behindTranslations(siteDir, vcs);
const day = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
if (behind.length === 0)
  console.log('Every English page is at least as recent as its Vietnamese source.');
for (const page of behind) {
  console.log(
    `Warning: ${page.english} (${day(page.englishChangedAt)}) may be behind ${page.source} (${day(page.sourceChangedAt)}).`,
  );
}
