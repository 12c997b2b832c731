/**
 * The gift campaign example never plans a Tết that is over (issue #38): its dates are computed
 * backwards from the next Tết of src/data/facts.ts, none of them is past, and every date the page
 * types (its samples) is one of them, in both locales.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { contentFolders } from '@site/config/contentFolders';
import { dateFacts } from '@site/src/data/facts';
import {
  tetCampaignDates,
  tetCampaignMilestones,
  type TetCampaignDates,
} from '@site/src/data/giftCampaign';
import { englishMonths } from '@site/src/lib/dateFormat';
import { siteDir } from '@site/tests/support/content';

/** Today's date in Vietnam (UTC+7, no summer time), ISO. */
const vietnamToday = (): string =>
  new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

const iso = (year: string, month: number, day: string): string =>
  `${year}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;

/** Every full date a text writes ("26/01/2027", "26 January 2027", "January 26, 2027"), as ISO. */
function writtenDates(text: string): string[] {
  const months = englishMonths.join('|');
  const monthNumber = (name = ''): number => (englishMonths as readonly string[]).indexOf(name) + 1;
  const pattern = new RegExp(
    String.raw`\b(\d{1,2})/(\d{1,2})/(\d{4})\b|\b(\d{1,2}) (${months}),? (\d{4})\b|\b(${months}) (\d{1,2}), (\d{4})\b`,
    'g',
  );
  return [...text.matchAll(pattern)].map((match) => {
    const [, day, month, year, enDay, enMonth, enYear, usMonth, usDay, usYear] = match;
    if (day !== undefined) return iso(year ?? '', Number(month), day);
    if (enDay !== undefined) return iso(enYear ?? '', monthNumber(enMonth), enDay);
    return iso(usYear ?? '', monthNumber(usMonth), usDay ?? '');
  });
}

/** The campaign's dates, earliest first. */
const inOrder = (dates: TetCampaignDates): string[] => [
  dates.registerTemplatesBy,
  dates.announceOn,
  dates.chooseBy,
  dates.tet,
];

/** The campaign's dates that are before `today`. */
const pastDates = (dates: TetCampaignDates, today: string): string[] =>
  inOrder(dates).filter((date) => date < today);

const gift = contentFolders.find((folder) => folder.name === 'gift');
assert.ok(gift, 'config/contentFolders.ts has a gift area');

describe('the Tết gift campaign (src/data/giftCampaign.ts)', () => {
  it('plans every step before the next, backwards from the next Tết of the facts', () => {
    const dates = tetCampaignDates();
    assert.equal(dates.tet, dateFacts.nextTet.date);
    const order = inOrder(dates);
    assert.deepEqual([...order].sort(), order);
    assert.equal(new Set(order).size, order.length, 'four different days');
    assert.deepEqual(
      tetCampaignMilestones.map((milestone) => milestone.id).sort(),
      Object.keys(dates).sort(),
      'the page shows every date',
    );
  });

  it('finds a past date, and reads dates in both locales’ ways', () => {
    assert.deepEqual(pastDates(tetCampaignDates('2026-02-17'), '2026-12-01').length, 4);
    assert.deepEqual(pastDates(tetCampaignDates('2027-02-06'), '2027-01-07'), []);
    assert.deepEqual(pastDates(tetCampaignDates('2027-02-06'), '2027-01-08'), ['2027-01-07']);
    assert.deepEqual(
      writtenDates('trước 17:00 ngày 06/02/2026, 26 January 2027 or January 5, 2027; 06/02'),
      ['2026-02-06', '2027-01-26', '2027-01-05'],
    );
  });

  it('states no date that is already past: move dateFacts.nextTet to the following Tết', () => {
    assert.deepEqual(pastDates(tetCampaignDates(), vietnamToday()), []);
  });

  for (const folder of [gift.source, gift.english]) {
    const file = path.join(folder, 'solution.mdx');
    it(`${file} shows the campaign's dates and types no other date`, () => {
      const text = readFileSync(path.join(siteDir, file), 'utf8');
      assert.ok(text.includes('<TetCampaignDates />'), 'the page shows <TetCampaignDates />');
      const campaign = new Set(inOrder(tetCampaignDates()));
      const others = writtenDates(text).filter((date) => !campaign.has(date));
      assert.deepEqual(others, [], 'a sample states a date the campaign does not have');
    });
  }
});
