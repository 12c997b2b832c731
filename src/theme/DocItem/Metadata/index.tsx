// Swizzle (wrap): gives every docs page the Open Graph card drawn for it at build time
// (plugins/social-cards) unless its front matter names an image of its own.
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Metadata from '@theme-original/DocItem/Metadata';
import { socialCardPath } from '@site/src/lib/socialCardPath';
import { canonicalPath } from '@site/src/lib/canonicalPath';
import StructuredData from '@site/src/components/StructuredData';

export default function DocItemMetadataWrapper(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig, i18n } = useDocusaurusContext();
  const ownImage = assets.image ?? frontMatter.image;
  const card = ownImage ?? socialCardPath(metadata.permalink, siteConfig.baseUrl);
  const cardUrl = useBaseUrl(card, { absolute: true });
  return (
    <>
      <Metadata />
      <StructuredData
        data={{
          '@type': 'TechArticle',
          headline: metadata.title,
          description: metadata.description,
          inLanguage: i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale,
          url: `${siteConfig.url}${canonicalPath(metadata.permalink, siteConfig.baseUrl)}`,
          ...(metadata.lastUpdatedAt == null
            ? {}
            : { dateModified: new Date(metadata.lastUpdatedAt).toISOString() }),
          image: cardUrl,
          publisher: { '@type': 'Organization', name: siteConfig.title, url: siteConfig.url },
        }}
      />
      {ownImage === undefined && <PageMetadata image={card} />}
    </>
  );
}
