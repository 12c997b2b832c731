import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { LandingTarget } from '@site/src/data/landing';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';

interface Props {
  target: LandingTarget;
  className?: string;
  children: ReactNode;
}

/** A link to a landing-data target: an internal page, or the management app from the settings. */
export default function LandingLink({ target, className, children }: Props): ReactNode {
  const { tryOutUrl } = useSiteSettings();
  if (target.kind === 'tryOut') {
    return (
      <Link className={className} href={tryOutUrl}>
        {children}
      </Link>
    );
  }
  return (
    <Link className={className} to={target.to}>
      {children}
    </Link>
  );
}
