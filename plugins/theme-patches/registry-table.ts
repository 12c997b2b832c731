/**
 * README.md's table, generated from index.ts so that the two cannot drift: `npm run
 * patches:registry` writes it between its markers, and tests/unit/theme-patches.test.ts fails when
 * the committed README differs.
 */
import { upstreamDraft } from './index';
import type { GuardingTest, ThemePatch } from './index';

export const tableStart =
  '<!-- Generated from index.ts by `npm run patches:registry`: edit there. -->';
export const tableEnd = '<!-- End of the generated table. -->';

/** A cell's text with the characters that would end a cell escaped. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function upstreamText({ id, upstream }: ThemePatch): string {
  if (upstream.status === 'filed')
    return upstream.url + (upstream.note === undefined ? '' : ` (${upstream.note})`);
  const draft = upstreamDraft(id);
  return (
    `Drafted for ${upstream.repository}: [${draft}](${draft})` +
    (upstream.related === undefined ? '' : ` (related: ${upstream.related.join(', ')})`)
  );
}

function testsText(label: string, tests: readonly GuardingTest[]): string {
  return `${label}: ${tests.map((test) => `\`${test.file}\` "${test.name}"`).join('; ')}`;
}

/** The registry's table, one row per patch, in the array's order. */
export function registryTable(patches: readonly ThemePatch[]): string {
  const rows = patches.map((patch) =>
    [
      `**${patch.title}** (\`${patch.id}\`)`,
      patch.reason,
      patch.internal,
      `${patch.gain.figure} (${patch.gain.measured})`,
      upstreamText(patch),
      `${testsText('Premise', patch.premiseTest)}. ${testsText('Effect', patch.effectTest)}`,
      patch.where.map((file) => `\`${file}\``).join(', '),
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    tableStart,
    '',
    '| Patch (id) | What it changes, and why | Rests on | Gain (measured) | Upstream | Fast tests | Where |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    '',
    tableEnd,
  ].join('\n');
}

/** The README's text with its table replaced by `table`; throws when a marker is missing. */
export function withRegistryTable(readme: string, table: string): string {
  const start = readme.indexOf(tableStart);
  const end = readme.indexOf(tableEnd);
  if (start === -1 || end === -1 || end < start) {
    throw new Error(
      `plugins/theme-patches/README.md: the markers of the generated table are gone.`,
    );
  }
  return `${readme.slice(0, start)}${table}${readme.slice(end + tableEnd.length)}`;
}
