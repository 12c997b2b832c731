import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { SiteLocale } from '@site/config/locales';
import { accountPath } from '@site/src/data/accountPath';
import { pricingPackages } from '@site/src/data/pricing';
import { packageTexts } from '@site/src/components/PricingPackages';
import { namesOf } from '@site/src/components/TestEnvironments';
import styles from './styles.module.css';

/** The one account path (src/data/accountPath.ts) in the page's locale, package names from the pricing data. */
export default function AccountPath(): ReactNode {
  const locale = useDocusaurusContext().i18n.currentLocale as SiteLocale;
  const texts = packageTexts();
  const names = Object.fromEntries(Object.entries(texts).map(([id, text]) => [id, text.name]));
  const ids = (keep: (item: (typeof pricingPackages)[number]) => boolean) =>
    namesOf(
      pricingPackages.filter(keep).map((item) => item.id),
      names,
    );
  const packages: Record<string, string> = {
    apiPackages: ids((item) => item.apiIntegration),
    noApiPackages: ids((item) => !item.apiIntegration),
    testPackages: ids((item) => item.separateTestEnvironment),
  };
  return (
    <dl className={styles.path} data-account-path="">
      {accountPath.map((step) => (
        <div key={step.id} className={styles.step}>
          <dt>{step.question[locale]}</dt>
          <dd>
            {step.answer[locale].replace(
              /\{(\w+)\}/g,
              (match, key: string) => packages[key] ?? match,
            )}
            {step.links.map((link) => (
              <span key={link.to}>
                {' '}
                <Link to={link.to}>{link.label[locale]}</Link>.
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
