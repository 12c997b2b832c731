import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dateFormatter, formatsWithoutIntl } from '@site/src/lib/dateFormat';

/** The option sets the theme's LastUpdated, post header and our blog archive use. */
const optionSets: Intl.DateTimeFormatOptions[] = [
  { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  { day: 'numeric', month: 'long', timeZone: 'UTC' },
  { day: 'numeric', month: 'short', timeZone: 'UTC' },
];

describe('dates without Intl (src/lib/dateFormat.ts)', () => {
  for (const locale of ['vi', 'en']) {
    it(`writes every day of 2020–2030 as Intl.DateTimeFormat does in "${locale}"`, () => {
      for (const base of optionSets) {
        for (const options of [base, { calendar: 'gregory', ...base }]) {
          assert.ok(formatsWithoutIntl(locale, options), JSON.stringify(options));
          const ours = dateFormatter(locale, options);
          const intl = new Intl.DateTimeFormat(locale, options);
          for (
            let time = Date.UTC(2020, 0, 1);
            time <= Date.UTC(2030, 11, 31);
            time += 86_400_000
          ) {
            // Late in the day too: the date is the UTC one, whatever the machine's time zone.
            const date = new Date(time + 23 * 3_600_000);
            assert.equal(
              ours.format(date),
              intl.format(date),
              `${JSON.stringify(options)} ${date.toISOString()}`,
            );
          }
        }
      }
    });
  }

  it('leaves other locales and options to Intl, with the same result', () => {
    const date = new Date(Date.UTC(2026, 10, 26, 20));
    const others: [string, Intl.DateTimeFormatOptions][] = [
      ['fr', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }],
      ['vi', { dateStyle: 'long', timeZone: 'Asia/Ho_Chi_Minh' }],
      ['en', { day: 'numeric', month: 'long', year: 'numeric' }],
      ['en', { day: '2-digit', month: 'short', timeZone: 'UTC' }],
      ['vi', { month: 'long', timeZone: 'UTC' }],
    ];
    for (const [locale, options] of others) {
      assert.equal(formatsWithoutIntl(locale, options), false, JSON.stringify(options));
      assert.equal(
        dateFormatter(locale, options).format(date),
        new Intl.DateTimeFormat(locale, options).format(date),
      );
    }
  });
});
