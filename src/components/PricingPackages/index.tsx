/**
 * The MiniAI packages on /pricing: what each includes, its setup and monthly fee and the planned
 * weeks per project phase, from src/data/pricing.ts. Server-rendered, so it reads without JavaScript.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import {
  pricingPackages,
  projectPhases,
  type PackageId,
  type ProjectPhase,
} from '@site/src/data/pricing';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { costAssumptions } from '@site/src/data/pricing';
import { formatBasisPoints, formatVnd } from '@site/src/lib/numberFormat';
import { projectWeeks } from '@site/src/lib/pricing';
import styles from './styles.module.css';

interface PackageText {
  name: string;
  audience: string;
  includes: string[];
}

/** Names and contents of the packages in the reader's language. */
export function packageTexts(): Record<PackageId, PackageText> {
  return {
    starter: {
      name: translate({ id: 'pricing.package.starter.name', message: 'Khởi đầu' }),
      audience: translate({
        id: 'pricing.package.starter.audience',
        message: 'Một cửa hàng muốn bán và nhận đơn ngay trong Zalo.',
      }),
      includes: [
        translate({
          id: 'pricing.package.starter.include1',
          message: 'Mini app bán hàng dựng từ module có sẵn, theo màu và logo của bạn',
        }),
        translate({
          id: 'pricing.package.starter.include2',
          message: 'Liên kết OA, ứng dụng quản lý cho sản phẩm, đơn hàng và tin tức',
        }),
        translate({
          id: 'pricing.package.starter.include3',
          message: 'Một mẫu tin ZNS xác nhận đơn, soạn và gửi duyệt cùng bạn',
        }),
        translate({
          id: 'pricing.package.starter.include4',
          message: 'Hỗ trợ qua Zalo OA và email trong giờ hành chính',
        }),
      ],
    },
    growth: {
      name: translate({ id: 'pricing.package.growth.name', message: 'Tăng trưởng' }),
      audience: translate({
        id: 'pricing.package.growth.audience',
        message: 'Cửa hàng đã có phần mềm bán hàng và muốn giữ chân khách cũ.',
      }),
      includes: [
        translate({
          id: 'pricing.package.growth.include1',
          message: 'Mọi thứ của gói Khởi đầu, giao diện thiết kế riêng',
        }),
        translate({
          id: 'pricing.package.growth.include2',
          message: 'Tích điểm và ưu đãi cho khách quay lại',
        }),
        translate({
          id: 'pricing.package.growth.include3',
          message: 'Nối sản phẩm và đơn hàng với hệ thống sẵn có qua MiniAI API',
        }),
        translate({
          id: 'pricing.package.growth.include4',
          message: 'Tối đa năm mẫu tin ZNS và một buổi xem lại số liệu mỗi tháng',
        }),
      ],
    },
    chain: {
      name: translate({ id: 'pricing.package.chain.name', message: 'Chuỗi cửa hàng' }),
      audience: translate({
        id: 'pricing.package.chain.audience',
        message: 'Chuỗi nhiều chi nhánh hoặc doanh nghiệp chạy chiến dịch quà tặng.',
      }),
      includes: [
        translate({
          id: 'pricing.package.chain.include1',
          message: 'Mọi thứ của gói Tăng trưởng, cho nhiều chi nhánh và nhiều OA',
        }),
        translate({
          id: 'pricing.package.chain.include2',
          message: 'Module giải pháp quà tặng cho chiến dịch doanh nghiệp',
        }),
        translate({
          id: 'pricing.package.chain.include3',
          message: 'Môi trường thử nghiệm riêng và kế hoạch phát hành theo đợt',
        }),
        translate({
          id: 'pricing.package.chain.include4',
          message: 'Một đầu mối phụ trách và hỗ trợ ưu tiên',
        }),
      ],
    },
  };
}

/** Names of the five project phases (the roadmap of the blog post "zalo-mini-app"). */
function phaseNames(): Record<ProjectPhase, string> {
  return {
    discovery: translate({ id: 'pricing.phase.discovery', message: 'Khảo sát' }),
    design: translate({ id: 'pricing.phase.design', message: 'Thiết kế' }),
    build: translate({ id: 'pricing.phase.build', message: 'Xây dựng' }),
    zaloReview: translate({ id: 'pricing.phase.zaloReview', message: 'Zalo duyệt (dự kiến)' }),
    launch: translate({ id: 'pricing.phase.launch', message: 'Ra mắt' }),
  };
}

function weeksLabel(weeks: number): string {
  // English needs a singular; Vietnamese says "tuần" either way.
  if (weeks === 1) {
    return translate(
      { id: 'pricing.weeks.one', message: '{weeks} tuần', description: 'A duration of one week' },
      { weeks },
    );
  }
  return translate(
    { id: 'pricing.weeks', message: '{weeks} tuần', description: 'A duration, e.g. "2 tuần"' },
    { weeks },
  );
}

/** One fee of a package: its label, the amount in VND and the VAT note. */
function Fee({
  label,
  amount,
  beforeVat,
}: {
  label: string;
  amount: number;
  beforeVat: string;
}): ReactNode {
  return (
    <div>
      <dt>{label}</dt>
      <dd>
        {formatVnd(amount)} <span className={styles.vat}>{beforeVat}</span>
      </dd>
    </div>
  );
}

export default function PricingPackages(): ReactNode {
  const { i18n } = useDocusaurusContext();
  const locale = i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
  const texts = packageTexts();
  const phases = phaseNames();
  // Every MiniAI price is quoted before VAT (src/data/facts.ts, vatStatus.miniai).
  const beforeVat = translate(
    {
      id: 'pricing.package.beforeVat',
      message: 'chưa gồm VAT {rate}',
      description: 'After a package price, e.g. "chưa gồm VAT 10%"',
    },
    { rate: formatBasisPoints(costAssumptions.vatBasisPoints, locale) },
  );
  return (
    <ul className={styles.packages}>
      {pricingPackages.map((pricingPackage) => {
        const text = texts[pricingPackage.id];
        const headingId = `package-${pricingPackage.id}`;
        return (
          <li key={pricingPackage.id} className={styles.package}>
            <h3 id={headingId} className={styles.name}>
              {text.name}
            </h3>
            <p className={styles.audience}>{text.audience}</p>
            <dl className={styles.fees}>
              <Fee
                label={translate({
                  id: 'pricing.package.setupFee',
                  message: 'Phí triển khai (một lần)',
                })}
                amount={pricingPackage.setupFee}
                beforeVat={beforeVat}
              />
              <Fee
                label={translate({ id: 'pricing.package.monthlyFee', message: 'Phí hằng tháng' })}
                amount={pricingPackage.monthlyFee}
                beforeVat={beforeVat}
              />
            </dl>
            <ul className={styles.includes}>
              {text.includes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <table className={styles.weeks}>
              <caption>
                {translate(
                  {
                    id: 'pricing.package.weeksCaption',
                    message: 'Lộ trình dự kiến: {weeks}',
                    description: 'Caption of a package’s phase table; {weeks} is e.g. "6 tuần"',
                  },
                  { weeks: weeksLabel(projectWeeks(pricingPackage)) },
                )}
              </caption>
              <tbody>
                {projectPhases.map((phase) => (
                  <tr key={phase}>
                    <th scope="row">{phases[phase]}</th>
                    <td>{weeksLabel(pricingPackage.weeks[phase])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        );
      })}
    </ul>
  );
}
