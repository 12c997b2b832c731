/**
 * The closing call to action of the landing page and every blog post: what it costs (/pricing)
 * and how to talk to MiniAI (/contact).
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { nextStepLinks } from '@site/src/data/nextSteps';
import styles from './styles.module.css';

interface Props {
  /** Extra class for the placement (the landing page centres it in a container). */
  className?: string;
}

export default function NextSteps({ className }: Props): ReactNode {
  return (
    <section className={clsx(styles.nextSteps, className)} aria-labelledby="next-steps-title">
      <h2 id="next-steps-title" className={styles.heading}>
        {translate({ id: 'nextSteps.title', message: 'Sẵn sàng nói chuyện về mini app của bạn?' })}
      </h2>
      <p className={styles.lead}>
        {translate({
          id: 'nextSteps.lead',
          message:
            'Xem các gói và ước tính chi phí hằng tháng, hoặc gửi yêu cầu để MiniAI liên hệ và demo cho bạn.',
        })}
      </p>
      <div className={styles.links}>
        {nextStepLinks().map((link, position) => (
          <Link
            key={link.to}
            className={clsx('button', position === 0 ? 'button--primary' : 'button--secondary')}
            to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
