import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Illustration, { IllustrationPair } from '@site/src/components/Illustration';
import { productScreens } from '@site/src/data/landing';
import LandingSection from '@site/src/pages/_components/LandingSection';
import styles from './styles.module.css';

/** The mini app and the management app, pictured side by side, with a way to the walkthroughs. */
export default function ProductScreens(): ReactNode {
  return (
    <LandingSection name="product-screens" title={productScreens.title} className={styles.section}>
      <p className={styles.lead}>{productScreens.lead}</p>
      <IllustrationPair>
        <Illustration scene="miniAppCheckout" caption={productScreens.miniAppCaption} />
        <Illustration scene="managementOrders" caption={productScreens.managementCaption} />
      </IllustrationPair>
      <p className={styles.more}>
        <Link to="/solutions">{productScreens.solutionsLink} →</Link>
      </p>
    </LandingSection>
  );
}
