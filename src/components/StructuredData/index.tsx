import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';

/** One JSON-LD block in the page head. It is data, not script, so the CSP does not need its hash. */
export default function StructuredData({ data }: { data: Record<string, unknown> }): ReactNode {
  return (
    <Head>
      <script type="application/ld+json">
        {JSON.stringify({ '@context': 'https://schema.org', ...data })}
      </script>
    </Head>
  );
}
