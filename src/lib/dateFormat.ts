/**
 * Calendar dates as Intl.DateTimeFormat writes them in this site's two locales, for the option sets
 * our pages use (a day, a short or long month, an optional year, in UTC), without Intl: the
 * first Intl.DateTimeFormat of a page costs Chromium 40–100 ms of ICU start-up, inside the
 * hydration of the pages that show such dates. Any other locale or option falls back to
 * Intl. tests/unit/date-format.test.ts compares every day of eleven years with Intl.
 */
export interface DateFormatter {
  format(date: Date): string;
}

/** The English months, January first, as the pages write them. */
export const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The options this formatter writes itself; any other key or value goes to Intl. */
const supported: Record<string, readonly (string | undefined)[]> = {
  day: ['numeric'],
  month: ['short', 'long'],
  year: ['numeric', undefined],
  timeZone: ['UTC'],
  calendar: ['gregory', undefined],
};

/** Whether `dateFormatter` writes dates in `locale` with `options` without Intl. */
export function formatsWithoutIntl(locale: string, options: Intl.DateTimeFormatOptions): boolean {
  if (locale !== 'vi' && locale !== 'en') return false;
  const entries = Object.entries(options) as [string, string | undefined][];
  return (
    // A day and a month, in UTC: without a time zone, Intl would use the machine's.
    options.day !== undefined &&
    options.month !== undefined &&
    options.timeZone === 'UTC' &&
    entries.every(([key, value]) => supported[key]?.includes(value) ?? false)
  );
}

/** A formatter with Intl.DateTimeFormat's `format`, built without Intl where it can be. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  if (!formatsWithoutIntl(locale, options)) {
    // Created on first use, like the rest: nothing is paid for a formatter that never formats.
    let intl: Intl.DateTimeFormat | undefined;
    return { format: (date) => (intl ??= new Intl.DateTimeFormat(locale, options)).format(date) };
  }
  const long = options.month === 'long';
  const withYear = options.year === 'numeric';
  return {
    format(date) {
      const day = date.getUTCDate();
      const month = date.getUTCMonth();
      const year = date.getUTCFullYear();
      if (locale === 'vi') {
        const dayMonth = `${day} ${long ? 'tháng' : 'thg'} ${month + 1}`;
        return withYear ? `${dayMonth}, ${year}` : dayMonth;
      }
      const name = englishMonths[month] ?? '';
      const monthDay = `${long ? name : name.slice(0, 3)} ${day}`;
      return withYear ? `${monthDay}, ${year}` : monthDay;
    },
  };
}
