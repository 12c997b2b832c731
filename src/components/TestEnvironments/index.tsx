/**
 * What each package gives a team to test with, in the same words on /about, /pricing and
 * /docs/testing: which packages have a test environment of their own comes from src/data/pricing.ts.
 */
import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Translate, { translate } from '@docusaurus/Translate';
import { pricingPackages } from '@site/src/data/pricing';
import { packageTexts } from '@site/src/components/PricingPackages';

/** Package names joined in the reader's language: "A và B", "A and B". */
export function namesOf(ids: readonly string[], names: Record<string, string>): string {
  const listed = ids.map((id) => names[id] ?? id);
  if (listed.length <= 1) return listed.join('');
  const and = translate({
    id: 'testEnvironments.and',
    message: 'và',
    description: 'Joins the last two package names of a list',
  });
  return `${listed.slice(0, -1).join(', ')} ${and} ${listed[listed.length - 1]}`;
}

export default function TestEnvironments(): ReactNode {
  const texts = packageTexts();
  const names = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, text.name]));
  /** The names of the packages that have (or lack) a test environment of their own, or null. */
  const packagesWith = (own: boolean): ReactNode => {
    const ids = pricingPackages
      .filter((item) => item.separateTestEnvironment === own)
      .map((item) => item.id);
    return ids.length === 0 ? null : <strong>{namesOf(ids, names)}</strong>;
  };
  const separate = packagesWith(true);
  const shared = packagesWith(false);
  return (
    <ul>
      <li>
        <Translate
          id="testEnvironments.every"
          description="What every package gives a team to test the API with"
          values={{
            sandbox: (
              <Link
                to={translate({
                  id: 'testEnvironments.sandboxLink',
                  message: '/docs/testing#bảng-thử-gọi-api-và-sandbox-trong-trình-duyệt',
                  description:
                    'Link to the sandbox section of the testing guide (its heading id differs per locale)',
                })}>
                <Translate id="testEnvironments.every.sandbox">sandbox trong trình duyệt</Translate>
              </Link>
            ),
          }}>
          {
            'Mọi gói: thử MiniAI API không cần tài khoản, bằng {sandbox} trên các trang tham chiếu API và máy chủ giả lập chạy trên máy của bạn.'
          }
        </Translate>
      </li>
      {separate && (
        <li>
          <Translate
            id="testEnvironments.separate"
            description="Packages with a test environment of their own; {packages} names them"
            values={{ packages: separate }}>
            {
              'Gói {packages}: thêm một môi trường thử nghiệm riêng, kèm kế hoạch phát hành theo đợt.'
            }
          </Translate>
        </li>
      )}
      {shared && (
        <li>
          <Translate
            id="testEnvironments.shared"
            description="Packages without a test environment of their own; {packages} names them"
            values={{ packages: shared }}>
            {
              'Gói {packages}: không có môi trường thử nghiệm riêng. Sau sandbox và máy chủ giả lập, yêu cầu đầu tiên với token thật chạy trên dữ liệu thật của cửa hàng, nên hãy bắt đầu bằng một thao tác đọc.'
            }
          </Translate>
        </li>
      )}
    </ul>
  );
}
