import type { ReactNode } from 'react';
import { figuresHeading, zaloFigures } from '@site/src/data/landing';
import LandingSection from '@site/src/pages/_components/LandingSection';
import styles from './styles.module.css';

/** Three platform figures, each taken from the source named under them. */
export default function ZaloFigures(): ReactNode {
  return (
    <LandingSection name="figures" title={figuresHeading.title} className={styles.section}>
      <dl className={styles.figures}>
        {zaloFigures.map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.source}>{figuresHeading.source}</p>
    </LandingSection>
  );
}
