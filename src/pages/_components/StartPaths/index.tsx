import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { startPaths, startPathsHeading } from '@site/src/data/landing';
import styles from './styles.module.css';

/** The closing calls to action: one card per content area. */
export default function StartPaths(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="start-paths-title">
      <div className="container">
        <h2 id="start-paths-title" className={styles.heading}>
          {startPathsHeading}
        </h2>
        <ul className={styles.paths}>
          {startPaths.map((path) => (
            <li key={path.id}>
              <Link to={path.to} className={styles.path}>
                <span className={styles.title}>{path.title} →</span>
                <span className={styles.description}>{path.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
