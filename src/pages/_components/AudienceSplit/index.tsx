import type { ReactNode } from 'react';
import LandingLink from '@site/src/components/LandingLink';
import { audiences, audiencesHeading } from '@site/src/data/landing';
import LandingSection from '@site/src/pages/_components/LandingSection';
import styles from './styles.module.css';

export default function AudienceSplit(): ReactNode {
  return (
    <LandingSection name="audiences" title={audiencesHeading} className={styles.section}>
      <div className={styles.columns}>
        {audiences.map((audience) => (
          <article key={audience.id} className={styles.column}>
            <h3>{audience.title}</h3>
            <p className={styles.lead}>{audience.lead}</p>
            <ul className={styles.points}>
              {audience.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <LandingLink
              target={audience.target}
              className="button button--outline button--primary">
              {audience.linkLabel}
            </LandingLink>
          </article>
        ))}
      </div>
    </LandingSection>
  );
}
