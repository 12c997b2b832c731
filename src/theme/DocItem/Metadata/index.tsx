// Swizzle (wrap): gives every docs page the Open Graph card drawn for it at build time
// (plugins/social-cards) unless its front matter names an image of its own.
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Metadata from '@theme-original/DocItem/Metadata';
import { socialCardPath } from '@site/plugins/social-cards/paths';

export default function DocItemMetadataWrapper(): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const hasOwnImage = (assets.image ?? frontMatter.image) !== undefined;
  return (
    <>
      <Metadata />
      {!hasOwnImage && (
        <PageMetadata image={socialCardPath(metadata.permalink, siteConfig.baseUrl)} />
      )}
    </>
  );
}
