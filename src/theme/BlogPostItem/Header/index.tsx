// Swizzle (wrap): a blog post's own page gets the page menu (Markdown and AI) under its header,
// like docs pages under their breadcrumbs; the blog's lists do not.
import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Header from '@theme-original/BlogPostItem/Header';
import PageMenu from '@site/src/components/PageMenu';

export default function BlogPostItemHeaderWrapper(): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      <Header />
      {isBlogPostPage && <PageMenu permalink={metadata.permalink} />}
    </>
  );
}
