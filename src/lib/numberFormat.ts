/**
 * Numbers as Intl.NumberFormat writes them in this site's two locales, for the three kinds the
 * pricing pages show (whole counts, VND, fee percentages), without Intl: the first
 * Intl.NumberFormat of a page costs Chromium 40–80 ms of ICU start-up while /pricing hydrates
 * (PERFORMANCE.md). Anything else falls back to Intl. tests/unit/number-format.test.ts compares
 * them with Intl.
 */

const separators = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
} as const;

function separatorsOf(locale: string): { group: string; decimal: string } | undefined {
  const language = locale.split('-')[0];
  return language === 'vi' || language === 'en' ? separators[language] : undefined;
}

/** Whole numbers from 0 up, the ones written here; the rest goes to Intl. */
function isWholeCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

function grouped(value: number, group: string): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A count in the locale: 20000 → "20.000" (vi), "20,000" (en). */
export function formatCount(value: number, locale: string): string {
  const marks = separatorsOf(locale);
  if (!marks || !isWholeCount(value)) return new Intl.NumberFormat(locale).format(value);
  return grouped(value, marks.group);
}

/** VND the Vietnamese way in both locales: "1.250.000 ₫" (a no-break space before the sign). */
export function formatVnd(amount: number): string {
  // VND has no minor unit: Intl rounds half away from zero, as Math.round does from 0 up.
  const rounded = Math.round(amount);
  if (!isWholeCount(rounded) || amount < 0) {
    return new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' }).format(amount);
  }
  return `${grouped(rounded, separators.vi.group)}\u00a0₫`;
}

/** A rate in basis points as a percentage, up to two decimals: 150 → "1,5%" (vi), "1.5%" (en). */
export function formatBasisPoints(basisPoints: number, locale: string): string {
  const marks = separatorsOf(locale);
  if (!marks || !isWholeCount(basisPoints)) {
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      basisPoints / 10_000,
    );
  }
  const whole = Math.floor(basisPoints / 100);
  const hundredths = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${grouped(whole, marks.group)}${hundredths ? marks.decimal + hundredths : ''}%`;
}
