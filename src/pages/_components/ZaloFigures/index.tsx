import type { ReactNode } from 'react';
import { figuresHeading, zaloFigures } from '@site/src/data/landing';
import styles from './styles.module.css';

/** Three platform figures, each taken from the source named under them. */
export default function ZaloFigures(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className={styles.heading}>
          {figuresHeading.title}
        </h2>
        <dl className={styles.figures}>
          {zaloFigures.map((figure) => (
            <div key={figure.id} className={styles.figure}>
              <dt className={styles.label}>{figure.label}</dt>
              <dd className={styles.value}>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.source}>{figuresHeading.source}</p>
      </div>
    </section>
  );
}
