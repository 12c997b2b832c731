import type { Config, LoadContext } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import type * as OpenApiTheme from 'docusaurus-theme-openapi-docs';

import { isContinuousIntegration } from './config/ci';
import { footerConfig } from './config/footer';
import {
  configLocale,
  defaultLocale,
  localeBaseUrl,
  localeTable,
  localized,
  siteLocales,
  type SiteLocale,
} from './config/locales';
import {
  apiPageOutputDirs,
  apiPageTemplate,
  localizedSpecFile,
  openApiPluginId,
  readOpenApiSource,
} from './openapi/tools/document';
import { announcedApiVersion } from './src/lib/apiVersion';
import { navbarConfig } from './config/navbar';
import { darkCodeTheme, lightCodeTheme } from './config/prismThemes';
import { resolveSiteSettings } from './config/site';
import { createVcsWithFileTimeFallback } from './config/vcs';
import { themePatchPlugins, themePatchSsrTemplate } from './plugins/theme-patches';
import socialCardsPlugin from './plugins/social-cards';
import llmsTxtPlugin from './plugins/llms-txt';
import seoPlugin, { localeSites, sitemapAlternates } from './plugins/seo';
import agentDiscoveryPlugin from './plugins/agent-discovery';
import apiDownloadsPlugin from './plugins/api-downloads';
import sandboxPlugin from './plugins/sandbox';
import searchIndexPlugin, { type SearchIndexOptions } from './plugins/search-index';
import { apiKeywordsForRoute } from './openapi/tools/searchKeywords';
import { apiResponsesForRoute } from './openapi/tools/twinResponses';
import translationStatusPlugin from './plugins/translation-status';
import securityTxtPlugin from './plugins/security-txt';
import servingRulesPlugin from './plugins/serving-rules';
import errorCodesPlugin from './plugins/error-codes';
import sourceFilesPlugin from './plugins/source-files';
import compileHintsPlugin from './plugins/compile-hints';
import { errorCodeRows } from './openapi/tools/errorCodes';
import type { Options as BlogOptions } from '@docusaurus/plugin-content-blog';
import { codeSampleLanguages } from './src/lib/codeSampleLanguages';

const settings = resolveSiteSettings(process.env);

/** Every docs area has only its current version; the spec names its label "Next". */
const currentVersionOnly = { current: { label: 'Next' } } satisfies DocsOptions['versions'];

/** One docs plugin instance per area (the react-native-website layout), each with its own sidebar. */
function docsArea(
  id: 'api' | 'gift' | 'solutions',
  sidebarPath: string,
  extra: Partial<DocsOptions> = {},
): [string, DocsOptions] {
  return [
    '@docusaurus/plugin-content-docs',
    {
      id,
      path: id,
      routeBasePath: id,
      sidebarPath,
      versions: currentVersionOnly,
      // Dates the pages for readers and for the sitemap's lastmod (from git; see gen-api-docs).
      showLastUpdateTime: true,
      ...extra,
    } satisfies DocsOptions,
  ];
}

/**
 * The API changelog (/changelog): a second blog instance, the Docusaurus way, with its own feeds.
 * English entries live in i18n/en/docusaurus-plugin-content-blog-changelog/.
 */
const changelogPlugin: [string, BlogOptions] = [
  '@docusaurus/plugin-content-blog',
  {
    id: 'changelog',
    path: 'changelog',
    routeBasePath: 'changelog',
    // English: i18n/en/docusaurus-plugin-content-blog-changelog/options.json.
    blogTitle: 'Nhật ký thay đổi MiniAI API',
    blogDescription:
      'Mọi thay đổi của MiniAI API theo ngày: thao tác, trường và mã lỗi được thêm hoặc thay đổi.',
    blogSidebarTitle: 'Tất cả thay đổi',
    blogSidebarCount: 'ALL',
    // The sidebar lists every entry; the theme's archive page fails axe (see BlogArchivePage).
    archiveBasePath: null,
    // Entries have no tags or authors: an inline one is a typo, as on the blog.
    onInlineTags: 'throw',
    onInlineAuthors: 'throw',
    onUntruncatedBlogPosts: 'throw',
    // The blog's list page: the theme's has no <h1> (see the component).
    blogListComponent: '@site/src/components/BlogIndexPage',
    showReadingTime: false,
    showLastUpdateTime: true,
    feedOptions: {
      type: ['rss', 'atom'],
      title: localized({ vi: 'Nhật ký thay đổi MiniAI API', en: 'MiniAI API changelog' }),
      copyright: `© 2025 ${settings.brandName}`,
      language: localeTable[configLocale()].htmlLang,
    },
  } satisfies BlogOptions,
];

/** The plugin's options per spec (its package types the per-spec options only). */
type ApiSpecs = Record<string, OpenApiPlugin.Options>;

/**
 * docusaurus-plugin-openapi-docs: `npm run gen-api-docs` turns each localized spec into MDX in the
 * folder Docusaurus reads for that locale (vi: api/generated, en: its i18n counterpart). The
 * template adds `slug: /{group}/{operationId}` so pages land on operationRoute() (checked there).
 */
const openApiPlugin: [string, { id: string; docsPluginId: string; config: ApiSpecs }] = [
  'docusaurus-plugin-openapi-docs',
  {
    id: openApiPluginId,
    docsPluginId: 'api',
    config: Object.fromEntries(
      siteLocales.map((locale) => [
        locale,
        {
          specPath: localizedSpecFile(locale),
          outputDir: apiPageOutputDirs[locale],
          template: apiPageTemplate,
          // /api/overview is the hand-written introduction; no generated info page.
          showInfoPage: false,
          // Plain JSON front matter: gzips smaller than base64 deflate, and no pako in the browser.
          disableCompression: true,
        } satisfies OpenApiPlugin.Options,
      ]),
    ),
  },
];

/** Offline search: API pages are also found by method, path and field names from the spec. */
const searchIndexOptions: SearchIndexOptions = { keywordsForRoute: apiKeywordsForRoute };

/**
 * Each locale's base URL is stated (the ones Docusaurus infers when it builds all locales), so a
 * one-locale build (`docusaurus build --locale en`, which `npm run build` runs once per locale:
 * scripts/build.mts) writes the same pages to the same folder.
 */
const i18n = {
  defaultLocale,
  locales: siteLocales,
  localeConfigs: Object.fromEntries(
    siteLocales.map((locale) => [
      locale,
      {
        label: localeTable[locale].label,
        direction: 'ltr' as const,
        htmlLang: localeTable[locale].htmlLang,
        baseUrl: localeBaseUrl(locale, settings.baseUrl),
      },
    ]),
  ),
} satisfies Config['i18n'];

/** The announcement bar names the contract's current version and links the locale's changelog and quickstart. */
const localeRoot = localeBaseUrl(configLocale(), settings.baseUrl);
const apiVersion = announcedApiVersion(readOpenApiSource());

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
  // The banner script warns about a wrong baseUrl; ours is validated in config/site.ts, and the
  // inline script would need its own CSP hash.
  baseUrlIssueBanner: false,
  // The bundles start after the first contentful paint (why: plugins/theme-patches/ssr-template.ts).
  ssrTemplate: themePatchSsrTemplate(),

  future: {
    v4: true,
    // Rspack + SWC: builds this site several times faster than webpack + Babel (with `v4`, every
    // `faster` flag not set here is on). A CI checkout starts with no Rspack cache and is thrown
    // away: writing one there is only work.
    faster: { rspackPersistentCache: !isContinuousIntegration() },
    // Git dates when there is history; file times (one warning) when built from a source archive.
    experimental_vcs: createVcsWithFileTimeFallback(),
  },

  // A broken link, anchor, Markdown link or a route defined twice must fail the build.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n,

  customFields: {
    // Read in React through useSiteSettings(); the config module stays the only source.
    siteSettings: settings,
    locale: configLocale(),
    // The local mock (`npm run mock-api`) the reader-values panel offers when the site itself is
    // served from this machine (src/lib/readerValues.ts); the public site's CSP does not allow it.
    localMockUrl: `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 4010}`,
  },

  presets: [
    [
      'classic',
      {
        docs: {
          path: 'docs',
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          showLastUpdateTime: true,
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
          // Our own list and archive pages, built from theme parts, for their heading structure.
          blogListComponent: '@site/src/components/BlogIndexPage',
          blogArchiveComponent: '@site/src/components/BlogArchivePage',
          showReadingTime: true,
          showLastUpdateTime: true,
          postsPerPage: 10,
          feedOptions: {
            type: ['rss', 'atom'],
            title: `${settings.brandName} Blog`,
            copyright: `© 2025 ${settings.brandName}`,
            language: localeTable[configLocale()].htmlLang,
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
          // Each URL lists its other-language version (hreflang) for search engines.
          async createSitemapItems({ defaultCreateSitemapItems, ...params }) {
            const items = await defaultCreateSitemapItems(params);
            const sites = localeSites(settings.baseUrl);
            return items.map((item) => ({
              ...item,
              links: sitemapAlternates(item.url, params.siteConfig.baseUrl, sites),
            }));
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // ApiItem renders generated operation pages and falls back to the normal doc page otherwise.
    docsArea('api', './sidebarsApi.ts', { docItemComponent: '@theme/ApiItem' }),
    docsArea('gift', './sidebarsGift.ts'),
    docsArea('solutions', './sidebarsSolutions.ts'),
    changelogPlugin,
    openApiPlugin,
    socialCardsPlugin,
    // An operation page builds its selected response only: its twin gets every one from the contract.
    (context: LoadContext) => llmsTxtPlugin(context, { extraForRoute: apiResponsesForRoute }),
    (context: LoadContext) => seoPlugin(context, { contentSignals: settings.contentSignals }),
    // The MCP catalog and server card, the agent-skills index (robots.txt and api-catalog aside).
    (context: LoadContext) =>
      agentDiscoveryPlugin(context, {
        errorCodeRowsOf: (locale) => errorCodeRows(locale),
      }),
    (context: LoadContext) =>
      apiDownloadsPlugin(context, {
        specFileOf: (locale) => localizedSpecFile(locale as SiteLocale),
      }),
    (context: LoadContext) =>
      sandboxPlugin(context, { specFileOf: (locale) => localizedSpecFile(locale as SiteLocale) }),
    (context: LoadContext) => searchIndexPlugin(context, searchIndexOptions),
    // The patches on dependencies' internals, less those MINIAI_PATCHES_OFF names.
    ...themePatchPlugins(),
    translationStatusPlugin,
    (context: LoadContext) => securityTxtPlugin(context, settings),
    // _headers and _redirects for Cloudflare Pages and Netlify, from the rules nginx is rendered from.
    (context: LoadContext) => servingRulesPlugin(context, settings),
    (context: LoadContext) =>
      errorCodesPlugin(context, {
        rowsOf: (locale) => errorCodeRows(locale as SiteLocale),
      }),
    sourceFilesPlugin,
    // Chromium compiles the scripts every page runs off the main thread (see the plugin).
    compileHintsPlugin,
  ],

  themes: ['@docusaurus/theme-mermaid', 'docusaurus-theme-openapi-docs'],
  clientModules: [
    // Tells the reader when the page's JavaScript failed to load, with Retry (see the module).
    './src/clientModules/pageLoadFailure.ts',
    // Prefetches the chunks of links in view while the browser is idle (see the module).
    './src/clientModules/idlePrefetch.ts',
  ],

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
      // The id follows the version, so a new version shows the bar again to readers who dismissed it.
      id: `api-v${apiVersion}`,
      content: localized({
        vi: `MiniAI API v${apiVersion} đã ra mắt: <a href="${localeRoot}changelog">xem những gì thay đổi</a> hoặc <a href="${localeRoot}docs/quickstart">gửi yêu cầu đầu tiên</a>.`,
        en: `MiniAI API v${apiVersion} is out: <a href="${localeRoot}changelog">see what changed</a> or <a href="${localeRoot}docs/quickstart">send your first request</a>.`,
      }),
      isCloseable: true,
    },
    navbar: navbarConfig(settings),
    footer: footerConfig(settings),
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: true },
    },
    // The request console sends no cookies to any server (the theme's documented option).
    api: { requestCredentials: 'omit' },
    blog: {
      sidebar: { groupByYear: true },
    },
    // The spec: the table of contents shows heading levels 2 to 3.
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      // GitHub and Dracula with token colours adjusted to 4.5:1 contrast (config/prismThemes.ts).
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // The only grammars Prism defines (plugins/theme-patches/prism takes out the ~40 that
      // prism-react-renderer bundles): the code samples' and JSON for the docs' data blocks. A code
      // block in any other language fails tests/build/built-site.test.ts until it is added here.
      // The samples' onSomePagesOnly grammars load only with the pages that import them.
      additionalLanguages: [
        ...new Set(['json', ...codeSampleLanguages.map((language) => language.grammar)]),
      ].sort(),
    },
    // Code samples on every operation page, in the order integrators ask for them.
    languageTabs: codeSampleLanguages.map(({ lang, grammar, ...language }) => ({
      highlight: grammar,
      language: lang,
      logoClass: lang,
      ...('consoleVariant' in language ? { variant: language.consoleVariant } : {}),
    })),
  } satisfies Preset.ThemeConfig & OpenApiTheme.ThemeConfig,
} satisfies Config;

export default config;
