// Swizzle (wrap): a translated blog post whose source changed after it says so above its content
// (on the post's own page, not in the blog's lists).
import type { ReactNode } from 'react';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type ContentType from '@theme/BlogPostItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import TranslationNotice from '@site/src/components/TranslationNotice';

type Props = WrapperProps<typeof ContentType>;

export default function BlogPostItemContentWrapper(props: Props): ReactNode {
  const { metadata, isBlogPostPage } = useBlogPost();
  return (
    <>
      {isBlogPostPage && (
        <TranslationNotice source={metadata.source} permalink={metadata.permalink} />
      )}
      <Content {...props} />
    </>
  );
}
