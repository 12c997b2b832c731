/** An ISO date (YYYY-MM-DD) as a `<time>`, written the page's locale's way ("1 tháng 12, 2026"). */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { dateFormatter } from '@site/src/lib/dateFormat';

export default function CalendarDate({ date }: { date: string }): ReactNode {
  const { i18n } = useDocusaurusContext();
  const text = dateFormatter(i18n.currentLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  return <time dateTime={date}>{text}</time>;
}
