// Swizzle (wrap): puts "Copy page as Markdown" under the breadcrumbs of every docs and API page,
// the one spot that every docs layout (including the API theme's) renders.
import type { ReactNode } from 'react';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import CopyPageMarkdown from '@site/src/components/CopyPageMarkdown';

export default function DocBreadcrumbsWrapper(): ReactNode {
  const { metadata } = useDoc();
  return (
    <>
      <DocBreadcrumbs />
      <CopyPageMarkdown permalink={metadata.permalink} />
    </>
  );
}
