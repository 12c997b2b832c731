import type { ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {
  translationStatusPluginName,
  type TranslationStatusData,
} from '@site/src/lib/translationStatus';
import { dateFormatter } from '@site/src/lib/dateFormat';
import styles from './styles.module.css';

/** Vietnam's offset from UTC, all year round (it keeps no summer time). */
const vietnamOffsetMs = 7 * 60 * 60 * 1000;

/**
 * On a translated page whose Vietnamese source changed after it (plugins/translation-status):
 * a short note that the translation may be behind, with the date and a link to the source page.
 */
export default function TranslationNotice({
  source,
  permalink,
}: {
  /** The page's `@site/…` source path, as Docusaurus gives it in the page's metadata. */
  source: string;
  permalink: string;
}): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const data = usePluginData(translationStatusPluginName) as TranslationStatusData | undefined;
  const changedAt = data?.behind[source];
  if (changedAt === undefined) return null;
  // The default locale lives at the site root: drop this locale's folder from the base URL.
  const localeBase = siteConfig.baseUrl;
  const rootBase = localeBase.replace(new RegExp(`${i18n.currentLocale}/$`), '');
  const sourceUrl = `${rootBase}${permalink.slice(localeBase.length)}`;
  // The day in Vietnam, for the server render and the browser alike (so hydration sees the same
  // date), written without Intl like every date of the site (src/lib/dateFormat.ts).
  const date = dateFormatter(i18n.currentLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(changedAt + vietnamOffsetMs));
  return (
    <div className={`alert alert--warning ${styles.notice}`} role="note" data-translation-behind>
      <Translate
        id="translation.behind.notice"
        description="On a translated page whose Vietnamese source changed after the translation"
        values={{
          date: <time dateTime={new Date(changedAt).toISOString()}>{date}</time>,
          source: (
            <a href={sourceUrl} hrefLang="vi">
              <Translate id="translation.behind.sourceLink">bản tiếng Việt</Translate>
            </a>
          ),
        }}>
        {'Bản dịch này có thể chưa cập nhật: trang gốc đã thay đổi ngày {date}. Xem {source}.'}
      </Translate>
    </div>
  );
}
