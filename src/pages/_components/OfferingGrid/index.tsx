import type { ReactNode } from 'react';
import LandingLink from '@site/src/components/LandingLink';
import { offerings, offeringsHeading } from '@site/src/data/landing';
import OfferingIcon from './OfferingIcon';
import LandingSection from '@site/src/pages/_components/LandingSection';
import styles from './styles.module.css';

export default function OfferingGrid(): ReactNode {
  return (
    <LandingSection name="offerings" title={offeringsHeading.title} className={styles.section}>
      <p className={styles.lead}>{offeringsHeading.lead}</p>
      <ul className={styles.grid}>
        {offerings.map((offering) => (
          <li key={offering.id} className={styles.card}>
            <OfferingIcon icon={offering.icon} />
            <h3 className={styles.cardTitle}>{offering.title}</h3>
            <p className={styles.cardText}>{offering.description}</p>
            <LandingLink target={offering.target} className={styles.cardLink}>
              {offering.linkLabel} →
            </LandingLink>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
