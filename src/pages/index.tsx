import type { ReactNode } from 'react';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import AudienceSplit from './_components/AudienceSplit';
import HomeHero from './_components/HomeHero';
import OfferingGrid from './_components/OfferingGrid';
import ProductScreens from './_components/ProductScreens';
import StartPaths from './_components/StartPaths';
import ZaloFigures from './_components/ZaloFigures';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import NextSteps from '@site/src/components/NextSteps';
import StructuredData from '@site/src/components/StructuredData';
import { useSiteSettings } from '@site/src/hooks/useSiteSettings';

/**
 * Data for search engines: the organization that publishes the site (and where else it is), and
 * the site itself with its language and search results page, published by that organization.
 */
function LandingData(): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const settings = useSiteSettings();
  const logo = useBaseUrl('/img/logo.svg', { absolute: true });
  const home = useBaseUrl('/', { absolute: true });
  const searchPage = useBaseUrl('/search', { absolute: true });
  const publisher = {
    '@type': 'Organization',
    name: settings.brandName,
    url: settings.social.websiteUrl,
  };
  return (
    <>
      <StructuredData
        data={{
          ...publisher,
          // Only what the company has confirmed: JSON.stringify leaves the unset ones out.
          legalName: settings.legalEntity.name,
          taxID: settings.legalEntity.taxCode,
          address: settings.legalEntity.address,
          telephone: settings.contact.phone,
          logo,
          description: siteConfig.tagline,
          sameAs: [settings.social.facebookUrl, settings.social.chatUrl],
        }}
      />
      <StructuredData
        data={{
          '@type': 'WebSite',
          name: settings.brandName,
          url: home,
          description: siteConfig.tagline,
          inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
          publisher,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${searchPage}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
    </>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: 'landing.meta.title', message: 'Zalo Mini App cho doanh nghiệp' })}
      description={translate({
        id: 'landing.meta.description',
        message:
          'MiniAI xây dựng và vận hành Zalo Mini App cho doanh nghiệp Việt Nam: mini app bán hàng, ứng dụng quản lý, API, tin nhắn OA và ZNS, giải pháp quà tặng.',
      })}>
      <LandingData />
      {/* Inside <main>: a top-level <header> would be a second banner next to the announcement bar. */}
      <main>
        <HomeHero />
        <OfferingGrid />
        <ProductScreens />
        <ZaloFigures />
        <AudienceSplit />
        <StartPaths />
        <div className="container">
          <NextSteps />
        </div>
      </main>
    </Layout>
  );
}
