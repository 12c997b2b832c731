import type { Footer } from '@docusaurus/theme-common';
import type { SiteSettings } from './site';

/** The spec's copyright year: the site's content is dated 2025. */
const copyrightYear = 2025;

/**
 * Footer columns from the spec (community: social page, chat, website; a blog link), plus the
 * entry points a reader looks for at the bottom of a docs site. English labels live in
 * i18n/en/docusaurus-theme-classic/footer.json.
 */
export function footerConfig(settings: SiteSettings): Footer {
  return {
    style: 'dark',
    logo: {
      alt: `Logo ${settings.brandName}`,
      src: 'img/logo-dark.svg',
      href: settings.social.websiteUrl,
      width: 48,
      height: 48,
    },
    links: [
      {
        title: 'Tài liệu',
        items: [
          { label: 'Bắt đầu', to: '/docs/intro' },
          { label: 'Tổng quan API', to: '/api/overview' },
          { label: 'Nhật ký thay đổi API', to: '/changelog' },
          { label: 'Giải pháp quà tặng', to: '/gift/overview' },
          { label: 'Thuật ngữ', to: '/markdown-page' },
        ],
      },
      {
        title: 'Cộng đồng',
        items: [
          { label: 'Liên hệ và đặt lịch demo', to: '/contact' },
          { label: 'Fanpage Facebook', href: settings.social.facebookUrl },
          { label: 'Chat qua Zalo', href: settings.social.chatUrl },
          { label: 'Website', href: settings.social.websiteUrl },
        ],
      },
      {
        title: 'Về MiniAI',
        items: [
          { label: 'Giới thiệu', to: '/about' },
          { label: 'Tình huống theo ngành', to: '/solutions' },
          { label: 'Quyền riêng tư', to: '/privacy' },
          { label: 'Điều khoản sử dụng', to: '/terms' },
          { label: 'Báo lỗ hổng bảo mật', to: '/security' },
        ],
      },
      {
        title: 'Thêm',
        items: [
          { label: 'Chi phí', to: '/pricing' },
          { label: 'Blog', to: '/blog' },
          { label: 'Lưu trữ bài viết', to: '/blog/archive' },
          { label: 'Ứng dụng quản lý', href: settings.tryOutUrl },
        ],
      },
    ],
    copyright: `© ${copyrightYear} ${settings.brandName}. Bảo lưu mọi quyền.`,
  } satisfies Footer;
}
