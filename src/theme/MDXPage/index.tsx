// Swizzle (wrap): an MDX page with a Markdown twin (glossary, pricing, about…) links it from its
// head, like the docs and blog pages do through their page menu.
import type { ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import MDXPage from '@theme-original/MDXPage';
import type { Props } from '@theme/MDXPage';
import MarkdownAlternate from '@site/src/components/MarkdownAlternate';
import { contentAreaOf } from '@site/src/lib/contentAreas';

export default function MDXPageWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { permalink } = props.content.metadata;
  const route = permalink.slice(siteConfig.baseUrl.length);
  return (
    <>
      {contentAreaOf(route) !== undefined && <MarkdownAlternate permalink={permalink} />}
      <MDXPage {...props} />
    </>
  );
}
