import type { ReactNode } from 'react';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';

/** The configured security mailbox (MINIAI_SECURITY_EMAIL) as a mailto link, for /security. */
export default function SecurityEmailLink(): ReactNode {
  const { securityEmail } = useSiteSettings();
  return <a href={`mailto:${securityEmail}`}>{securityEmail}</a>;
}
