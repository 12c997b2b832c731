/**
 * One month of a shop's costs, line by line with the VAT of each, as computed by monthlyCost()
 * (src/lib/pricing.ts): the worked example on /pricing, the estimator's result and the solution
 * walkthroughs are this same table.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { costAssumptions, type CostScenario } from '@site/src/data/pricing';
import { formatBasisPoints, formatCount, formatVnd } from '@site/src/lib/numberFormat';
import { monthlyCost, setupCost, vatStatusOf, type CostLineId } from '@site/src/lib/pricing';
import { packageTexts } from '@site/src/components/PricingPackages';
import styles from './styles.module.css';

interface Props {
  scenario: CostScenario;
  caption: string;
  /** Also state the package's one-time setup fee under the table. */
  withSetupFee?: boolean;
}

/** Whether a line's price includes VAT, and who quotes it that way, in the reader's language. */
function vatTexts(rate: string): Record<CostLineId, string> {
  const miniai = translate(
    {
      id: 'pricing.cost.vat.miniai',
      message: 'Giá MiniAI chưa gồm VAT; VAT {rate} (nguồn: MiniAI)',
    },
    { rate },
  );
  const zalo = translate(
    {
      id: 'pricing.cost.vat.zalo',
      message:
        'Giả định giá Zalo (VNG) chưa gồm VAT; VAT {rate}. Hóa đơn của VNG quyết định (nguồn: MiniAI)',
    },
    { rate },
  );
  return {
    miniai,
    oaPlan: zalo,
    zns: zalo,
    payment: translate(
      {
        id: 'pricing.cost.vat.payment',
        message:
          'Giả định tỷ lệ phí chưa gồm VAT; VAT {rate}. Hợp đồng với cổng thanh toán quyết định',
      },
      { rate },
    ),
  };
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

export default function CostBreakdown({
  scenario,
  caption,
  withSetupFee = false,
}: Props): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const cost = monthlyCost(scenario);
  const texts = lineTexts(scenario, locale);
  const rate = formatBasisPoints(costAssumptions.vatBasisPoints, locale);
  const vat = vatTexts(rate);
  const setup = setupCost(scenario.packageId);
  return (
    <>
      <table className={styles.breakdown}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{translate({ id: 'pricing.cost.item', message: 'Khoản chi' })}</th>
            <th scope="col" className={styles.amount}>
              {translate({ id: 'pricing.cost.amount', message: 'Mỗi tháng, chưa VAT' })}
            </th>
            <th scope="col" className={styles.amount}>
              {translate({ id: 'pricing.cost.vat', message: 'VAT {rate}' }, { rate })}
            </th>
          </tr>
        </thead>
        <tbody>
          {cost.lines.map((line) => {
            const [label, basis] = texts[line.id];
            return (
              <tr key={line.id} data-cost-line={line.id}>
                <th scope="row">
                  {label}
                  <span className={styles.basis}>{basis}</span>
                  <span className={styles.basis} data-vat-included={vatStatusOf(line.id).included}>
                    {vat[line.id]}
                  </span>
                </th>
                <td className={styles.amount} data-amount={line.amount}>
                  {formatVnd(line.amount)}
                </td>
                <td className={styles.amount} data-vat={line.vat}>
                  {formatVnd(line.vat)}
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              {translate({ id: 'pricing.cost.subtotal', message: 'Cộng, chưa VAT' })}
            </th>
            <td className={styles.amount}>{formatVnd(cost.subtotal)}</td>
            <td className={styles.amount}>{formatVnd(cost.vat)}</td>
          </tr>
          <tr>
            <th scope="row">
              {translate({ id: 'pricing.cost.total', message: 'Tổng mỗi tháng, đã gồm VAT' })}
            </th>
            <td className={styles.amount} colSpan={2} data-testid="cost-total">
              {formatVnd(cost.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {withSetupFee && (
        <p className={styles.setup} data-testid="setup-total">
          {translate(
            {
              id: 'pricing.cost.setup',
              message:
                'Phí triển khai trả một lần, gói {name}: {amount} chưa gồm VAT, cộng VAT {rate} là {total}.',
            },
            {
              name: packageTexts()[scenario.packageId].name,
              amount: formatVnd(setup.amount),
              rate,
              total: formatVnd(setup.total),
            },
          )}
        </p>
      )}
    </>
  );
}
