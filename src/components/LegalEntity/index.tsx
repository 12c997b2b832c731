/**
 * The company behind the site, from config/site.ts: the footer's legal line, and the registered
 * name where a page (About, Terms, Privacy) names the company. Registered name and address are
 * Vietnamese records, so they keep lang="vi" on the English site too. A value the company has not
 * confirmed is unset and left out, label and all, never replaced by a stand-in.
 */
import { Fragment, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import styles from './styles.module.css';

/** The registered company name, as text in a sentence; nothing when it is unset. */
export function LegalName(): ReactNode {
  const { name } = useSiteSettings().legalEntity;
  return name === undefined ? null : <span lang="vi">{name}</span>;
}

/** Its children (a clause that names the company) only when the registered name is configured. */
export function IfLegalName({ children }: { children: ReactNode }): ReactNode {
  return useSiteSettings().legalEntity.name === undefined ? null : children;
}

export default function LegalEntityLine(): ReactNode {
  const { name, taxCode, address } = useSiteSettings().legalEntity;
  const parts: { id: string; content: ReactNode }[] = [];
  if (name !== undefined) parts.push({ id: 'name', content: <span lang="vi">{name}</span> });
  if (taxCode !== undefined) {
    parts.push({
      id: 'taxCode',
      content: (
        <>
          {translate({
            id: 'footer.legalEntity.taxCode',
            message: 'Mã số thuế:',
            description: 'Label before the company tax code in the footer',
          })}{' '}
          {taxCode}
        </>
      ),
    });
  }
  if (address !== undefined) {
    parts.push({
      id: 'address',
      content: (
        <>
          {translate({
            id: 'footer.legalEntity.address',
            message: 'Địa chỉ:',
            description: 'Label before the registered office address in the footer',
          })}{' '}
          <span lang="vi">{address}</span>
        </>
      ),
    });
  }
  if (parts.length === 0) return null;
  return (
    <p className={styles.legalLine}>
      {parts.map((part, index) => (
        <Fragment key={part.id}>
          {index > 0 && ' · '}
          {part.content}
        </Fragment>
      ))}
    </p>
  );
}
