import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import { themes as prismThemes } from 'prism-react-renderer';

import { footerConfig } from './config/footer';
import { configLocale, localized } from './config/locales';
import { navbarConfig } from './config/navbar';
import { resolveSiteSettings } from './config/site';
import socialCardsPlugin from './plugins/social-cards';

const settings = resolveSiteSettings(process.env);

/** Every docs area has only its current version; the spec names its label "Next". */
const currentVersionOnly = { current: { label: 'Next' } } satisfies DocsOptions['versions'];

/** One docs plugin instance per area (the react-native-website layout), each with its own sidebar. */
function docsArea(id: 'api' | 'gift', sidebarPath: string): [string, DocsOptions] {
  return [
    '@docusaurus/plugin-content-docs',
    {
      id,
      path: id,
      routeBasePath: id,
      sidebarPath,
      versions: currentVersionOnly,
      showLastUpdateTime: false,
    } satisfies DocsOptions,
  ];
}

const config = {
  title: settings.brandName,
  tagline: localized({
    vi: 'Giải pháp Mini App toàn diện cho doanh nghiệp',
    en: 'The complete mini app solution for businesses',
  }),
  favicon: 'img/favicon.svg',
  url: settings.siteUrl,
  baseUrl: settings.baseUrl,
  // Clean URLs without a trailing slash: /docs/intro is the canonical form of every page.
  trailingSlash: false,

  future: {
    v4: true,
    // Rspack + SWC: builds this site several times faster than webpack + Babel.
    faster: true,
  },

  // A broken link, anchor, Markdown link or a route defined twice must fail the build.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: 'vi',
    locales: ['vi', 'en'],
    localeConfigs: {
      vi: { label: 'Tiếng Việt', direction: 'ltr', htmlLang: 'vi-VN' },
      en: { label: 'English', direction: 'ltr', htmlLang: 'en-US' },
    },
  },

  customFields: {
    // Read in React through useSiteSettings(); the config module stays the only source.
    siteSettings: settings,
    locale: configLocale(),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          versions: currentVersionOnly,
        },
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          authorsMapPath: 'authors.yml',
          tags: 'tags.yml',
          // A tag or author that is not declared is a typo: fail instead of inventing a page.
          onInlineTags: 'throw',
          onInlineAuthors: 'throw',
          onUntruncatedBlogPosts: 'throw',
          blogTitle: 'Blog MiniAI',
          blogDescription:
            'Bài viết về Zalo Mini App, chuyển đổi số và thương mại điện tử cho doanh nghiệp Việt Nam.',
          blogSidebarTitle: 'Tất cả bài viết',
          blogSidebarCount: 'ALL',
          showReadingTime: true,
          postsPerPage: 10,
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${settings.brandName} Blog`,
            copyright: `© 2025 ${settings.brandName}`,
            language: configLocale() === 'vi' ? 'vi-VN' : 'en-US',
          },
        },
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          lastmod: 'date',
          changefreq: null,
          priority: null,
          ignorePatterns: ['/blog/page/**'],
          filename: 'sitemap.xml',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    docsArea('api', './sidebarsApi.ts'),
    docsArea('gift', './sidebarsGift.ts'),
    socialCardsPlugin,
  ],

  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    metadata: [{ name: 'theme-color', content: '#0068ff' }],
    // Drawn by plugins/social-cards for the landing page; pages without a card of their own use it.
    image: 'img/social/index.png',
    colorMode: {
      // The spec: light by default, switch shown, the OS preference not followed by default.
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: {
      // Changing the id shows the bar again to readers who dismissed the previous message.
      id: 'api-v1-2025',
      content: localized({
        vi: `Tài liệu MiniAI API v1 đã ra mắt: <a href="${settings.baseUrl}api/overview">đọc tổng quan API</a> để gửi yêu cầu đầu tiên.`,
        en: `The MiniAI API v1 docs are live: <a href="${settings.baseUrl}en/api/overview">read the API overview</a> and send your first request.`,
      }),
      isCloseable: true,
    },
    navbar: navbarConfig(settings),
    footer: footerConfig(settings),
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: true },
    },
    blog: {
      sidebar: { groupByYear: true },
    },
    // The spec: the table of contents shows heading levels 2 to 3.
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'php', 'java', 'go', 'python', 'http', 'yaml'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
