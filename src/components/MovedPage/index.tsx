import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * A page whose content moved: the browser follows at once (a meta refresh works on every static
 * host, without server rules), search engines drop it, and the link stays for readers without it.
 */
export default function MovedPage({
  to,
  children,
}: {
  to: string;
  children: ReactNode;
}): ReactNode {
  const target = useBaseUrl(to);
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <p>
        <Link to={to}>{children}</Link>
      </p>
    </>
  );
}
