/**
 * The company behind the site, from config/site.ts: the footer's legal line, and the registered
 * name where a page (About, Terms, Privacy) names the company. Registered name and address are
 * Vietnamese records, so they keep lang="vi" on the English site too.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import styles from './styles.module.css';

/** The registered company name, as text in a sentence. */
export function LegalName(): ReactNode {
  return <span lang="vi">{useSiteSettings().legalEntity.name}</span>;
}

export default function LegalEntityLine(): ReactNode {
  const { name, taxCode, address } = useSiteSettings().legalEntity;
  return (
    <p className={styles.legalLine}>
      <span lang="vi">{name}</span>
      {taxCode !== undefined && (
        <>
          {' · '}
          {translate({
            id: 'footer.legalEntity.taxCode',
            message: 'Mã số thuế:',
            description: 'Label before the company tax code in the footer',
          })}{' '}
          {taxCode}
        </>
      )}
      {' · '}
      {translate({
        id: 'footer.legalEntity.address',
        message: 'Địa chỉ:',
        description: 'Label before the registered office address in the footer',
      })}{' '}
      <span lang="vi">{address}</span>
    </p>
  );
}
