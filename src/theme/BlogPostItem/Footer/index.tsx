// Swizzle (wrap): every blog post, present and future, ends with the links to /pricing and /contact
// (not the API changelog's entries, which are written for developers).
import type { ReactNode } from 'react';
import Footer from '@theme-original/BlogPostItem/Footer';
import type FooterType from '@theme/BlogPostItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import useRouteContext from '@docusaurus/useRouteContext';
import { useBlogPost } from '@docusaurus/plugin-content-blog/client';
import NextSteps from '@site/src/components/NextSteps';

type Props = WrapperProps<typeof FooterType>;

export default function FooterWrapper(props: Props): ReactNode {
  const { isBlogPostPage } = useBlogPost();
  const { plugin } = useRouteContext();
  return (
    <>
      {isBlogPostPage && plugin.id !== 'changelog' && <NextSteps />}
      <Footer {...props} />
    </>
  );
}
