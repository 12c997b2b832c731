import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatBasisPoints, formatCount, formatVnd } from '@site/src/lib/numberFormat';

/** Values around every grouping boundary, and the pricing page's own. */
const values = [
  ...Array.from({ length: 16 }, (_, power) => 10 ** power).flatMap((n) => [n - 1, n, n + 1]),
  20_000,
  1_250_000,
  12_345_678,
  999_999_999_999,
  4_503_599_627_370_495,
];

describe('numbers without Intl (src/lib/numberFormat.ts)', () => {
  for (const locale of ['vi', 'en', 'vi-VN', 'en-US']) {
    it(`writes counts and fee rates as Intl.NumberFormat does in "${locale}"`, () => {
      const count = new Intl.NumberFormat(locale);
      for (const value of values) assert.equal(formatCount(value, locale), count.format(value));
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
      for (
        let basisPoints = 0;
        basisPoints <= 250_000;
        basisPoints += basisPoints < 1_000 ? 1 : 997
      ) {
        assert.equal(formatBasisPoints(basisPoints, locale), percent.format(basisPoints / 10_000));
      }
    });
  }

  it('writes VND as Intl.NumberFormat does for vi-VN, rounding as it does', () => {
    const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    for (const amount of [...values, 0.4, 0.5, 1_234_567.5, 1_234_567.49, 99.5]) {
      assert.equal(formatVnd(amount), vnd.format(amount), String(amount));
    }
  });

  it('leaves other locales and values to Intl, with the same result', () => {
    assert.equal(formatCount(1234567, 'fr'), new Intl.NumberFormat('fr').format(1234567));
    assert.equal(formatCount(-1500, 'vi'), new Intl.NumberFormat('vi').format(-1500));
    assert.equal(formatCount(2.5, 'en'), new Intl.NumberFormat('en').format(2.5));
    const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
    assert.equal(formatVnd(-1500), vnd.format(-1500));
    assert.equal(
      formatBasisPoints(150, 'de'),
      new Intl.NumberFormat('de', { style: 'percent', maximumFractionDigits: 2 }).format(0.015),
    );
  });
});
