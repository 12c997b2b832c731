/**
 * The parts of /service-terms that come from data: the effective date, support per package
 * (src/data/serviceTerms.ts, packages of src/data/pricing.ts) and the status page (config/site.ts).
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import CalendarDate from '@site/src/components/CalendarDate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { pricingPackages, type PackageId } from '@site/src/data/pricing';
import { serviceTerms, type PackageSupport } from '@site/src/data/serviceTerms';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { formatFact } from '@site/src/lib/facts';

function packageName(id: PackageId): string {
  switch (id) {
    case 'starter':
      return translate({ id: 'pricing.package.starter.name', message: 'Khởi đầu' });
    case 'growth':
      return translate({ id: 'pricing.package.growth.name', message: 'Tăng trưởng' });
    case 'chain':
      return translate({ id: 'pricing.package.chain.name', message: 'Chuỗi cửa hàng' });
  }
}

function supportHours(hours: PackageSupport['hours'], locale: string): string {
  const times = {
    opens: formatFact('supportOpens', locale),
    closes: formatFact('supportCloses', locale),
  };
  return hours === 'weekdays'
    ? translate(
        {
          id: 'serviceTerms.hours.weekdays',
          message: 'Thứ Hai đến thứ Sáu, {opens}–{closes} (giờ Việt Nam), trừ ngày lễ',
        },
        times,
      )
    : translate(
        {
          id: 'serviceTerms.hours.weekdaysAndSaturday',
          message: 'Thứ Hai đến thứ Bảy, {opens}–{closes} (giờ Việt Nam), trừ ngày lễ',
        },
        times,
      );
}

/** The date from which the terms apply, written in the page's locale. */
export function EffectiveDate(): ReactNode {
  return <CalendarDate date={serviceTerms.effectiveDate} />;
}

/** Support hours and first-reply targets, one row per package in /pricing's order. */
export function PackageSupportTable(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const rows = pricingPackages.map(({ id }) => {
    const support = serviceTerms.support.find((entry) => entry.packageId === id);
    if (support === undefined) throw new Error(`src/data/serviceTerms.ts has no support for ${id}`);
    return support;
  });
  const hoursUnit = (hours: number): string =>
    translate({ id: 'serviceTerms.workingHours', message: '{hours} giờ làm việc' }, { hours });
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">{translate({ id: 'serviceTerms.table.package', message: 'Gói' })}</th>
          <th scope="col">
            {translate({ id: 'serviceTerms.table.hours', message: 'Giờ hỗ trợ' })}
          </th>
          <th scope="col">
            {translate({
              id: 'serviceTerms.table.firstReply',
              message: 'Phản hồi đầu tiên cho một yêu cầu',
            })}
          </th>
          <th scope="col">
            {translate({
              id: 'serviceTerms.table.outage',
              message: 'Phản hồi khi mini app hoặc ứng dụng quản lý ngừng hoạt động',
            })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((support) => (
          <tr key={support.packageId}>
            <th scope="row">{packageName(support.packageId)}</th>
            <td>{supportHours(support.hours, locale)}</td>
            <td>
              {translate(
                { id: 'serviceTerms.withinWorkingHours', message: 'Trong {time}' },
                { time: hoursUnit(support.firstReplyHours) },
              )}
            </td>
            <td>
              {support.outageReplyHours === null
                ? translate({
                    id: 'serviceTerms.outage.sameAsRequest',
                    message: 'Như một yêu cầu thường, trong giờ hỗ trợ',
                  })
                : translate(
                    {
                      id: 'serviceTerms.outage.anyDay',
                      message: 'Trong {hours} giờ, kể cả ngoài giờ hỗ trợ',
                    },
                    { hours: support.outageReplyHours },
                  )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A sentence naming the status page; nothing when MINIAI_STATUS_PAGE_URL is unset. */
export function StatusPageSentence(): ReactNode {
  const { statusPageUrl } = useSiteSettings();
  if (statusPageUrl === undefined) return null;
  return (
    <p>
      {translate({
        id: 'serviceTerms.statusPage',
        message: 'Tình trạng hoạt động và các sự cố đang xử lý được công bố tại',
      })}{' '}
      <a href={statusPageUrl}>{statusPageUrl}</a>.
    </p>
  );
}
