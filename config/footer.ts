import type { Footer, FooterLinkItem } from '@docusaurus/theme-common';
import type { SiteSettings } from './site';

/** The spec's copyright year: the site's content is dated 2025. */
const copyrightYear = 2025;

/** A footer link: a path is a page of this site (`to`), anything else another site (`href`). */
function link(label: string, target: string): FooterLinkItem {
  return target.startsWith('/') ? { label, to: target } : { label, href: target };
}

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
          link('Bắt đầu', '/docs/intro'),
          link('Tổng quan API', '/api/overview'),
          link('Nhật ký thay đổi API', '/changelog'),
          link('Giải pháp quà tặng', '/gift/overview'),
          link('Thuật ngữ', '/glossary'),
        ],
      },
      {
        title: 'Cộng đồng',
        items: [
          link('Liên hệ và đặt lịch demo', '/contact'),
          link('Fanpage Facebook', settings.social.facebookUrl),
          link('Chat qua Zalo', settings.social.chatUrl),
          link('Website', settings.social.websiteUrl),
        ],
      },
      {
        title: 'Về MiniAI',
        items: [
          link('Giới thiệu', '/about'),
          link('Tình huống theo ngành', '/solutions'),
          link('Quyền riêng tư', '/privacy'),
          link('Điều khoản sử dụng', '/terms'),
          link('Điều khoản dịch vụ', '/service-terms'),
          link('Báo lỗ hổng bảo mật', '/security'),
        ],
      },
      {
        title: 'Thêm',
        items: [
          link('Chi phí', '/pricing'),
          link('Blog', '/blog'),
          link('Lưu trữ bài viết', '/blog/archive'),
          link('Ứng dụng quản lý', settings.tryOutUrl),
        ],
      },
    ],
    copyright: `© ${copyrightYear} ${settings.brandName}. Bảo lưu mọi quyền.`,
  } satisfies Footer;
}
