import type { Navbar } from '@docusaurus/theme-common';
import { localized } from './locales';
import type { SiteSettings } from './site';

/**
 * Navbar items, exactly the spec's list. Labels are the Vietnamese source; English lives in
 * i18n/en/docusaurus-theme-classic/navbar.json (write-translations).
 */
export function navbarConfig(settings: SiteSettings): Navbar {
  return {
    title: settings.brandName,
    hideOnScroll: settings.navbarHideOnScroll,
    logo: {
      alt: `Logo ${settings.brandName}`,
      src: 'img/logo.svg',
      srcDark: 'img/logo-dark.svg',
      width: 32,
      height: 32,
    },
    items: [
      {
        type: 'docSidebar',
        docsPluginId: 'api',
        sidebarId: 'apiSidebar',
        position: 'left',
        label: 'Tài liệu API',
      },
      {
        type: 'docSidebar',
        docsPluginId: 'gift',
        sidebarId: 'giftSidebar',
        position: 'left',
        label: 'Giải pháp quà tặng',
      },
      { to: '/blog', label: 'Blog', position: 'left' },
      // One version dropdown that follows the docs area being read (see src/theme/NavbarItem).
      { type: 'custom-activeDocsVersionDropdown', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
      {
        href: settings.tryOutUrl,
        label: 'Dùng thử',
        position: 'right',
        className: 'navbar__try-out',
        // Navbar aria-labels are not extracted by write-translations, so the config picks the locale.
        'aria-label': localized({
          vi: `Dùng thử ứng dụng quản lý ${settings.brandName} (mở tab mới)`,
          en: `Try out the ${settings.brandName} management app (opens in a new tab)`,
        }),
      },
    ],
  } satisfies Navbar;
}
