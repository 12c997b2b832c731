/**
 * One month of a shop's costs, line by line, as computed by monthlyCost() (src/lib/pricing.ts):
 * the worked example on /pricing and the estimator's result are this same table.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { costAssumptions, type CostScenario } from '@site/src/data/pricing';
import { formatBasisPoints, formatCount, formatVnd } from '@site/src/lib/numberFormat';
import { monthlyCost, type CostLineId } from '@site/src/lib/pricing';
import { packageTexts } from '@site/src/components/PricingPackages';
import styles from './styles.module.css';

interface Props {
  scenario: CostScenario;
  caption: string;
}

/** What each line is and how it is computed, in the reader's language. */
function lineTexts(scenario: CostScenario, locale: string): Record<CostLineId, [string, string]> {
  return {
    miniai: [
      translate(
        { id: 'pricing.cost.miniai', message: 'Phí hằng tháng MiniAI, gói {name}' },
        { name: packageTexts()[scenario.packageId].name },
      ),
      translate({
        id: 'pricing.cost.miniai.basis',
        message: 'Giá tham khảo của MiniAI, tính đến 11/2026',
      }),
    ],
    oaPlan: [
      translate({ id: 'pricing.cost.oaPlan', message: 'Gói trả phí Zalo OA' }),
      translate({
        id: 'pricing.cost.oaPlan.basis',
        message: 'Giả định, tính đến 11/2026: Zalo đổi giá gói OA theo thời gian',
      }),
    ],
    zns: [
      translate(
        { id: 'pricing.cost.zns', message: 'Tin ZNS: {messages} tin' },
        { messages: formatCount(scenario.messagesPerMonth, locale) },
      ),
      translate(
        {
          id: 'pricing.cost.zns.basis',
          message: 'Giả định {price} mỗi tin; Zalo báo giá theo từng mẫu tin',
        },
        { price: formatVnd(costAssumptions.znsPerMessage) },
      ),
    ],
    payment: [
      translate(
        {
          id: 'pricing.cost.payment',
          message: 'Phí thanh toán trực tuyến: {orders} đơn × {value}',
        },
        {
          orders: formatCount(scenario.ordersPerMonth, locale),
          value: formatVnd(scenario.averageOrderValue),
        },
      ),
      translate(
        {
          id: 'pricing.cost.payment.basis',
          message: 'Giả định {rate} giá trị đơn; phí thật theo hợp đồng với cổng thanh toán',
        },
        { rate: formatBasisPoints(costAssumptions.paymentFeeBasisPoints, locale) },
      ),
    ],
  };
}

export default function CostBreakdown({ scenario, caption }: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const cost = monthlyCost(scenario);
  const texts = lineTexts(scenario, locale);
  return (
    <table className={styles.breakdown}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{translate({ id: 'pricing.cost.item', message: 'Khoản chi' })}</th>
          <th scope="col" className={styles.amount}>
            {translate({ id: 'pricing.cost.amount', message: 'Mỗi tháng' })}
          </th>
        </tr>
      </thead>
      <tbody>
        {cost.lines.map((line) => {
          const [label, basis] = texts[line.id];
          return (
            <tr key={line.id}>
              <th scope="row">
                {label}
                <span className={styles.basis}>{basis}</span>
              </th>
              <td className={styles.amount}>{formatVnd(line.amount)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{translate({ id: 'pricing.cost.total', message: 'Tổng mỗi tháng' })}</th>
          <td className={styles.amount} data-testid="cost-total">
            {formatVnd(cost.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
