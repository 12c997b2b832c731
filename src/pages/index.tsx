import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import AudienceSplit from './_components/AudienceSplit';
import HomeHero from './_components/HomeHero';
import OfferingGrid from './_components/OfferingGrid';
import StartPaths from './_components/StartPaths';
import ZaloFigures from './_components/ZaloFigures';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'landing.meta.title', message: 'Zalo Mini App cho doanh nghiệp' })}
      description={translate({
        id: 'landing.meta.description',
        message:
          'MiniAI xây dựng và vận hành Zalo Mini App cho doanh nghiệp Việt Nam: mini app bán hàng, ứng dụng quản lý, API, tin nhắn OA và ZNS, giải pháp quà tặng.',
      })}>
      {/* Inside <main>: a top-level <header> would be a second banner next to the announcement bar. */}
      <main>
        <HomeHero />
        <OfferingGrid />
        <ZaloFigures />
        <AudienceSplit />
        <StartPaths />
      </main>
    </Layout>
  );
}
