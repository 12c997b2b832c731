import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { hero } from '@site/src/data/landing';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { IllustrationArt } from '@site/src/components/Illustration';
import styles from './styles.module.css';

export default function HomeHero(): ReactNode {
  const { tryOutUrl } = useSiteSettings();
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div>
          <p className={styles.eyebrow}>{hero.eyebrow}</p>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.lead}>{hero.lead}</p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/docs/quickstart">
              {hero.primaryCta}
            </Link>
            <Link className="button button--secondary button--lg" to="/api/overview">
              {hero.secondaryCta}
            </Link>
          </div>
          <Link className={styles.tryOut} href={tryOutUrl}>
            {hero.tryOutCta} →
          </Link>
        </div>
        <div className={styles.art}>
          <IllustrationArt scene="miniAppShop" className={styles.illustration} />
        </div>
      </div>
    </header>
  );
}
