// Swizzle (wrap): puts the page menu (Markdown and AI) under the breadcrumbs of every docs and API
// page, the one spot that every docs layout (including the API theme's) renders.
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import PageMenu from '@site/src/components/PageMenu';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <DocBreadcrumbs />
      <PageMenu permalink={metadata.permalink} />
    </>
  );
}
