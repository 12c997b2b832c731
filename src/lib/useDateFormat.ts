import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { dateFormatter, type DateFormatter } from './dateFormat';

/**
 * Docusaurus's useDateTimeFormat (the page's locale and its calendar, then `options`), returning
 * ./dateFormat's formatter.
 */
export function useDateFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {
    i18n: { currentLocale, localeConfigs },
  } = useDocusaurusContext();
  return dateFormatter(currentLocale, {
    calendar: localeConfigs[currentLocale]?.calendar,
    ...options,
  });
}
