// Swizzle (wrap): gives every blog post the Open Graph card drawn for it at build time
// (plugins/social-cards) unless its front matter names an image of its own.
import type { ReactNode } from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import { socialCardPath } from '@site/src/lib/socialCardPath';

export default function BlogPostPageMetadataWrapper(): ReactNode {
  const { metadata, assets } = useBlogPost();
  const { siteConfig } = useDocusaurusContext();
  const hasOwnImage = (assets.image ?? metadata.frontMatter.image) !== undefined;
  return (
    <>
      <Metadata />
      {!hasOwnImage && (
        <PageMetadata image={socialCardPath(metadata.permalink, siteConfig.baseUrl)} />
      )}
    </>
  );
}
