/**
 * The gift campaign's dates for the next Tết (src/data/giftCampaign.ts), in the page's locale:
 * what happens on each date, and where the date of Tết comes from.
 */
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteLocale } from '@site/config/locales';
import CalendarDate from '@site/src/components/CalendarDate';
import { dateFacts } from '@site/src/data/facts';
import { tetCampaignDates, tetCampaignMilestones } from '@site/src/data/giftCampaign';

/** Where the date of Tết comes from, and the name of the source's link, per locale. */
const sourceTexts: Record<SiteLocale, { before: string; link: string }> = {
  vi: {
    before: 'Ngày Tết tính theo âm lịch Việt Nam (giờ UTC+7), nguồn:',
    link: 'âm lịch của Hồ Ngọc Đức',
  },
  en: {
    before: 'The date of Tết follows the Vietnamese lunar calendar (UTC+7); source:',
    link: 'Hồ Ngọc Đức’s lunar calendar',
  },
};

export default function TetCampaignDates(): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as SiteLocale;
  const dates = tetCampaignDates();
  const { source } = dateFacts.nextTet;
  return (
    <>
      <ul data-tet-campaign="">
        {tetCampaignMilestones.map((milestone) => (
          <li key={milestone.id}>
            <CalendarDate date={dates[milestone.id]} />: {milestone.label[locale]}
          </li>
        ))}
      </ul>
      <p>
        {sourceTexts[locale].before}{' '}
        {source.url === undefined ? (
          source.name
        ) : (
          <a href={source.url}>{sourceTexts[locale].link}</a>
        )}
        .
      </p>
    </>
  );
}
