/**
 * The blog's list pages (/blog, /blog/page/N), used through the blog plugin's `blogListComponent`
 * option. The theme's list page has no <h1> (axe: page-has-heading-one) and a wrapper cannot put
 * one inside its BlogLayout, so this page composes the same theme parts with a heading first.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PageMetadata, HtmlClassNameProvider, ThemeClassNames } from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import SearchMetadata from '@theme/SearchMetadata';
import type { Props } from '@theme/BlogListPage';
import BlogPostItems from '@theme/BlogPostItems';
import { useBlogListPageStructuredData } from '@docusaurus/plugin-content-blog/client';
import StructuredData from '@site/src/components/StructuredData';

function useListTitle({ metadata }: Props): string {
  const {
    siteConfig: { title: siteTitle },
  } = useDocusaurusContext();
  return metadata.permalink === '/' ? siteTitle : metadata.blogTitle;
}

export default function BlogListPage(props: Props): ReactNode {
  const { metadata, items, sidebar } = props;
  const title = useListTitle(props);
  // The theme's block, through StructuredData: the changelog's entries have empty author lists.
  const structuredData = useBlogListPageStructuredData(props) as unknown as Record<string, unknown>;
  return (
    <HtmlClassNameProvider
      className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <StructuredData data={structuredData} />
      <BlogLayout sidebar={sidebar}>
        <h1>{title}</h1>
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
