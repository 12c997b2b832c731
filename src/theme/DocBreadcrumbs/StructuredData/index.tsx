// Swizzle (replace): the theme's BreadcrumbList keeps only linked sidebar items, so every page got a
// one-item list (its categories have no page). This one gives the whole trail: the locale's home,
// the docs area (its first page), each category (its own page or its first one) and the page.
import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import {
  findFirstSidebarItemLink,
  useActivePlugin,
  useDocsSidebar,
} from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/DocBreadcrumbs/StructuredData';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { contentAreaName, docsPluginAreas } from '@site/src/lib/contentAreas';
import { canonicalPath } from '@site/src/lib/canonicalPath';

export default function DocBreadcrumbsStructuredData({ breadcrumbs }: Props): ReactNode {
  const { siteConfig, i18n } = useDocusaurusContext();
  const home = useBaseUrl('/', { absolute: true });
  const sidebar = useDocsSidebar();
  const pluginId = useActivePlugin({ failfast: false })?.pluginId ?? 'default';
  const area = docsPluginAreas[pluginId as keyof typeof docsPluginAreas] ?? 'docs';
  const areaFirstPage = sidebar?.items
    .map((item) => findFirstSidebarItemLink(item))
    .find((href) => href !== undefined);
  const trail: { name: string; href: string }[] = [
    {
      name: translate({ id: 'theme.docs.breadcrumbs.home', message: 'Trang chủ' }),
      href: home,
    },
    ...(areaFirstPage === undefined
      ? []
      : [{ name: contentAreaName(area, i18n.currentLocale), href: areaFirstPage }]),
    ...breadcrumbs.flatMap((item) => {
      const href =
        item.href ?? (item.type === 'category' ? findFirstSidebarItemLink(item) : undefined);
      return href === undefined ? [] : [{ name: item.label, href }];
    }),
  ];
  // An index page's permalink ends in a slash; its canonical URL does not.
  const absolute = (href: string): string =>
    href.startsWith('/') ? `${siteConfig.url}${canonicalPath(href, siteConfig.baseUrl)}` : href;
  // A URL appears once, under its most specific name: the page beats the category or area that
  // starts with it.
  const items = trail.filter(
    (crumb, index) =>
      !trail.slice(index + 1).some((later) => absolute(later.href) === absolute(crumb.href)),
  );
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absolute(crumb.href),
    })),
  };
  return (
    <Head>
      <script type="application/ld+json">{JSON.stringify(data)}</script>
    </Head>
  );
}
