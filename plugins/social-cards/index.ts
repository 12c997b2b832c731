/**
 * Draws an Open Graph card (1200×630 PNG: brand, area, page title) for every docs page and blog
 * post at build time, with a webfont that has the Vietnamese diacritics. The theme wrappers in
 * src/theme/DocItem/Metadata and src/theme/BlogPostPage/Metadata point og:image at these files.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { socialCardPath, socialCardSize } from '../../src/lib/socialCardPath';
import { cardAreaLabel, type CardArea, renderCard } from './card';
// Relative: Docusaurus loads plugins with jiti, which does not know the @site alias.
import { docsPluginAreas } from '../../src/lib/contentAreas';
import { loadCardFonts } from './fonts';

interface SocialCardPage {
  permalink: string;
  title: string;
  area: CardArea;
}

interface DocsContent {
  loadedVersions: Array<{ docs: Array<{ permalink: string; title: string; unlisted?: boolean }> }>;
}
interface BlogContent {
  blogPosts: Array<{ metadata: { permalink: string; title: string } }>;
}

const areaOfBlogPlugin: Record<string, CardArea> = { default: 'blog', changelog: 'changelog' };

export default function socialCardsPlugin(context: LoadContext): Plugin {
  let pages: SocialCardPage[] = [];
  return {
    name: 'miniai-social-cards',

    allContentLoaded({ allContent }) {
      const docsPlugins = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<
        string,
        DocsContent
      >;
      const blogPlugins = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<
        string,
        BlogContent
      >;
      pages = [
        // The landing page's card is also the site-wide default (themeConfig.image).
        { permalink: context.baseUrl, title: context.siteConfig.tagline, area: 'home' },
        ...Object.entries(docsPlugins).flatMap(([pluginId, content]) =>
          content.loadedVersions.flatMap((version) =>
            version.docs.map((doc) => ({
              permalink: doc.permalink,
              title: doc.title,
              area: (docsPluginAreas as Record<string, CardArea | undefined>)[pluginId] ?? 'docs',
            })),
          ),
        ),
        ...Object.entries(blogPlugins).flatMap(([pluginId, content]) =>
          content.blogPosts.map((post) => ({
            permalink: post.metadata.permalink,
            title: post.metadata.title,
            area: areaOfBlogPlugin[pluginId] ?? 'blog',
          })),
        ),
      ];
    },

    async postBuild({ outDir, baseUrl, siteConfig, i18n }) {
      const fonts = await loadCardFonts(context.siteDir);
      const host = new URL(siteConfig.url).host;
      for (const page of pages) {
        const svg = await satori(
          renderCard({
            brand: siteConfig.title,
            area: cardAreaLabel(page.area, i18n.currentLocale),
            // NFC: the fonts map precomposed letters; decomposed input would lose its tone marks.
            title: page.title.normalize('NFC'),
            host,
          }),
          { ...socialCardSize, fonts },
        );
        const png = new Resvg(svg, { fitTo: { mode: 'width', value: socialCardSize.width } })
          .render()
          .asPng();
        const file = path.join(outDir, socialCardPath(page.permalink, baseUrl));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, png);
      }
      console.log(
        `[social-cards] ${pages.length} Open Graph cards for locale ${i18n.currentLocale}`,
      );
    },
  };
}
