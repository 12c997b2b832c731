import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { startPaths, startPathsHeading } from '@site/src/data/landing';
import LandingSection from '@site/src/pages/_components/LandingSection';
import styles from './styles.module.css';

/** The closing calls to action: one card per content area. */
export default function StartPaths(): ReactNode {
  return (
    <LandingSection name="start-paths" title={startPathsHeading} className={styles.section}>
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
    </LandingSection>
  );
}
