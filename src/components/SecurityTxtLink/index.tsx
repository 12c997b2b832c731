import type { ReactNode } from 'react';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';
import { securityTxtPath } from '@site/src/lib/securityTxtPath';

/**
 * A link to the site's one security.txt, for /security in every locale. A plain <a> on the site's
 * base URL: Docusaurus links (pathname:// too) add the locale's /en/, where the file does not exist.
 */
export default function SecurityTxtLink({ children }: { children: ReactNode }): ReactNode {
  const { baseUrl } = useSiteSettings();
  return <a href={`${baseUrl}${securityTxtPath}`}>{children}</a>;
}
