/**
 * Where each content area's pages live: the Vietnamese sources, and the folder where Docusaurus
 * expects their English translations (the same relative path in both).
 */
export const contentFolders = [
  { name: 'docs', source: 'docs', english: 'i18n/en/docusaurus-plugin-content-docs/current' },
  { name: 'api', source: 'api', english: 'i18n/en/docusaurus-plugin-content-docs-api/current' },
  { name: 'gift', source: 'gift', english: 'i18n/en/docusaurus-plugin-content-docs-gift/current' },
  {
    name: 'solutions',
    source: 'solutions',
    english: 'i18n/en/docusaurus-plugin-content-docs-solutions/current',
  },
  { name: 'blog', source: 'blog', english: 'i18n/en/docusaurus-plugin-content-blog' },
  { name: 'pages', source: 'src/pages', english: 'i18n/en/docusaurus-plugin-content-pages' },
  {
    name: 'changelog',
    source: 'changelog',
    english: 'i18n/en/docusaurus-plugin-content-blog-changelog',
  },
] as const;
