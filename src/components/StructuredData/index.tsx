import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { withoutEmptyProperties } from '@site/src/lib/structuredData';

/**
 * One JSON-LD block in the page head, without empty properties. It is data, not script, so the CSP
 * does not need its hash.
 */
export default function StructuredData({ data }: { data: Record<string, unknown> }): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">
        {JSON.stringify(withoutEmptyProperties({ '@context': 'https://schema.org', ...data }))}
      </script>
    </Head>
  );
}
