/**
 * The cost estimator on /pricing: the reader's package, messages and orders go through the same
 * monthlyCost() as the worked example. It needs JavaScript; before hydration (and without
 * JavaScript) it says so, and the worked example above it shows the same arithmetic. The total
 * updates as the reader types and is announced through a live region.
 */
import { useId, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { pricingPackages, workedExample, type PackageId } from '@site/src/data/pricing';
import { formatVnd } from '@site/src/lib/numberFormat';
import { monthlyCost, parseCount } from '@site/src/lib/pricing';
import CostBreakdown from '@site/src/components/CostBreakdown';
import { packageTexts } from '@site/src/components/PricingPackages';
import styles from './styles.module.css';

type CountField = 'messagesPerMonth' | 'ordersPerMonth' | 'averageOrderValue';
const countFields: readonly CountField[] = [
  'messagesPerMonth',
  'ordersPerMonth',
  'averageOrderValue',
];

function countLabels(): Record<CountField, string> {
  return {
    messagesPerMonth: translate({
      id: 'pricing.estimator.messages',
      message: 'Số tin ZNS mỗi tháng',
    }),
    ordersPerMonth: translate({
      id: 'pricing.estimator.orders',
      message: 'Số đơn thanh toán trực tuyến mỗi tháng',
    }),
    averageOrderValue: translate({
      id: 'pricing.estimator.orderValue',
      message: 'Giá trị trung bình một đơn (₫)',
    }),
  };
}

export default function CostEstimator(): ReactNode {
  const isBrowser = useIsBrowser();
  const id = useId();
  const [packageId, setPackageId] = useState<PackageId>(workedExample.packageId);
  const [counts, setCounts] = useState<Record<CountField, string>>({
    messagesPerMonth: String(workedExample.messagesPerMonth),
    ordersPerMonth: String(workedExample.ordersPerMonth),
    averageOrderValue: String(workedExample.averageOrderValue),
  });

  if (!isBrowser) {
    return (
      <p className={styles.estimator}>
        {translate({
          id: 'pricing.estimator.needsJavaScript',
          message:
            'Bộ tính chi phí cần JavaScript. Bảng ví dụ ở trên dùng đúng cách tính đó, bạn có thể thay số của cửa hàng mình vào.',
        })}
      </p>
    );
  }

  const parsed = Object.fromEntries(
    countFields.map((field) => [field, parseCount(counts[field])]),
  ) as Record<CountField, number | undefined>;
  const isValid = countFields.every((field) => parsed[field] !== undefined);
  const labels = countLabels();
  const names = packageTexts();
  const scenario = {
    packageId,
    messagesPerMonth: parsed.messagesPerMonth ?? 0,
    ordersPerMonth: parsed.ordersPerMonth ?? 0,
    averageOrderValue: parsed.averageOrderValue ?? 0,
  };

  return (
    // A labelled group, not a form: it recalculates as you type, so there is nothing to submit.
    <div
      role="group"
      className={styles.estimator}
      aria-label={translate({ id: 'pricing.estimator.label', message: 'Bộ tính chi phí' })}>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-package`}>
            {translate({ id: 'pricing.estimator.package', message: 'Gói MiniAI' })}
          </label>
          <select
            id={`${id}-package`}
            value={packageId}
            onChange={(event) => setPackageId(event.target.value as PackageId)}>
            {pricingPackages.map((option) => (
              <option key={option.id} value={option.id}>
                {names[option.id].name}
              </option>
            ))}
          </select>
        </div>
        {countFields.map((field) => {
          const invalid = parsed[field] === undefined;
          const inputId = `${id}-${field}`;
          return (
            <div key={field} className={styles.field}>
              <label htmlFor={inputId}>{labels[field]}</label>
              <input
                id={inputId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={counts[field]}
                aria-invalid={invalid}
                aria-describedby={invalid ? `${inputId}-error` : undefined}
                onChange={(event) =>
                  setCounts((current) => ({ ...current, [field]: event.target.value }))
                }
              />
              {invalid && (
                <p id={`${inputId}-error`} className={styles.error}>
                  {translate({
                    id: 'pricing.estimator.invalidCount',
                    message: 'Nhập một số nguyên từ 0 trở lên, ví dụ 2000.',
                  })}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <p className={styles.total} aria-live="polite" data-testid="estimator-total">
        {isValid
          ? translate(
              {
                id: 'pricing.estimator.total',
                message: 'Ước tính mỗi tháng, đã gồm VAT: {total}',
                description:
                  'The estimator result, e.g. "Ước tính mỗi tháng, đã gồm VAT: 7.810.000 ₫"',
              },
              { total: formatVnd(monthlyCost(scenario).total) },
            )
          : translate({
              id: 'pricing.estimator.fixInput',
              message: 'Sửa ô được đánh dấu để xem ước tính.',
            })}
      </p>
      {isValid && (
        <CostBreakdown
          scenario={scenario}
          caption={translate({
            id: 'pricing.estimator.caption',
            message: 'Chi tiết ước tính của bạn',
          })}
        />
      )}
    </div>
  );
}
