/**
 * Content of the landing page. Texts go through translate() so that write-translations
 * extracts them; the Vietnamese message is the source, English lives in i18n/en/code.json.
 */
import { translate } from '@docusaurus/Translate';

/** Where a call to action points: a page of this site, or the management app from the settings. */
export type LandingTarget = { kind: 'page'; to: string } | { kind: 'tryOut' };

export interface Offering {
  id: string;
  icon: 'miniapp' | 'dashboard' | 'api' | 'message' | 'gift' | 'launch';
  title: string;
  description: string;
  target: LandingTarget;
  linkLabel: string;
}

export interface Audience {
  id: 'developers' | 'business';
  title: string;
  lead: string;
  points: string[];
  target: LandingTarget;
  linkLabel: string;
}

export interface ZaloFigure {
  id: string;
  value: string;
  label: string;
}

export interface StartPath {
  id: 'api' | 'gift' | 'blog';
  title: string;
  description: string;
  to: string;
}

export const hero = {
  eyebrow: translate({ id: 'landing.hero.eyebrow', message: 'Zalo Mini App cho doanh nghiệp' }),
  title: translate({
    id: 'landing.hero.title',
    message: 'Giải pháp Mini App toàn diện cho doanh nghiệp',
  }),
  lead: translate({
    id: 'landing.hero.lead',
    message:
      'MiniAI thiết kế, xây dựng và vận hành Zalo Mini App cho cửa hàng của bạn, kèm ứng dụng quản lý và API để nối mini app với hệ thống bán hàng sẵn có.',
  }),
  primaryCta: translate({ id: 'landing.hero.primaryCta', message: 'Bắt đầu tích hợp' }),
  secondaryCta: translate({ id: 'landing.hero.secondaryCta', message: 'Xem tài liệu API' }),
  tryOutCta: translate({ id: 'landing.hero.tryOutCta', message: 'Dùng thử ứng dụng quản lý' }),
} as const;

export const offeringsHeading = {
  title: translate({ id: 'landing.offerings.title', message: 'MiniAI mang đến những gì' }),
  lead: translate({
    id: 'landing.offerings.lead',
    message:
      'Mọi thứ một doanh nghiệp cần để bán hàng và chăm sóc khách hàng ngay trong Zalo, từ giao diện mini app đến dữ liệu phía sau.',
  }),
} as const;

export const offerings: readonly Offering[] = [
  {
    id: 'miniapp',
    icon: 'miniapp',
    title: translate({
      id: 'landing.offerings.miniapp.title',
      message: 'Mini app mang thương hiệu của bạn',
    }),
    description: translate({
      id: 'landing.offerings.miniapp.description',
      message:
        'Danh mục sản phẩm, giỏ hàng, thanh toán qua ZaloPay, MoMo, VNPay hoặc COD, thẻ thành viên: khách mở từ Zalo OA, khung chat hay mã QR mà không phải cài thêm ứng dụng.',
    }),
    target: { kind: 'page', to: '/blog/why-miniai-zalo-miniapp' },
    linkLabel: translate({ id: 'landing.offerings.miniapp.link', message: 'Vì sao chọn MiniAI' }),
  },
  {
    id: 'dashboard',
    icon: 'dashboard',
    title: translate({ id: 'landing.offerings.dashboard.title', message: 'Ứng dụng quản lý' }),
    description: translate({
      id: 'landing.offerings.dashboard.description',
      message:
        'Một nơi để quản lý sản phẩm, đơn hàng, bài viết, mẫu tin ZNS và access token API, cho cả nhân viên bán hàng lẫn đội kỹ thuật.',
    }),
    target: { kind: 'tryOut' },
    linkLabel: translate({ id: 'landing.offerings.dashboard.link', message: 'Dùng thử' }),
  },
  {
    id: 'api',
    icon: 'api',
    title: translate({ id: 'landing.offerings.api.title', message: 'API cho nhà phát triển' }),
    description: translate({
      id: 'landing.offerings.api.description',
      message:
        'API REST cho tin tức, tin nhắn OA, đơn hàng, sản phẩm, danh mục và mẫu ZNS: một header access_token, một lớp vỏ phản hồi thống nhất, mã lỗi rõ ràng.',
    }),
    target: { kind: 'page', to: '/api/overview' },
    linkLabel: translate({ id: 'landing.offerings.api.link', message: 'Đọc tổng quan API' }),
  },
  {
    id: 'message',
    icon: 'message',
    title: translate({ id: 'landing.offerings.message.title', message: 'Tin nhắn Zalo OA và ZNS' }),
    description: translate({
      id: 'landing.offerings.message.description',
      message:
        'Xác nhận đơn, báo giao hàng, mời đánh giá dịch vụ: MiniAI lo phần mẫu tin, quy trình duyệt của Zalo và các quy tắc về khung giờ gửi.',
    }),
    target: { kind: 'page', to: '/docs/guides/zns-messages' },
    linkLabel: translate({
      id: 'landing.offerings.message.link',
      message: 'Đọc hướng dẫn gửi tin ZNS',
    }),
  },
  {
    id: 'gift',
    icon: 'gift',
    title: translate({ id: 'landing.offerings.gift.title', message: 'Giải pháp quà tặng' }),
    description: translate({
      id: 'landing.offerings.gift.description',
      message:
        'Chiến dịch quà tặng dịp Tết, 8/3, 20/10; e-voucher và quà tri ân khách hàng thân thiết, thu thập thông tin giao quà khi khách đã đồng ý.',
    }),
    target: { kind: 'page', to: '/gift/overview' },
    linkLabel: translate({
      id: 'landing.offerings.gift.link',
      message: 'Tìm hiểu giải pháp quà tặng',
    }),
  },
  {
    id: 'launch',
    icon: 'launch',
    title: translate({
      id: 'landing.offerings.launch.title',
      message: 'Đồng hành đến ngày ra mắt',
    }),
    description: translate({
      id: 'landing.offerings.launch.description',
      message:
        'Từ khảo sát nhu cầu, thiết kế, xây dựng đến vòng kiểm duyệt của Zalo và đo lường sau ra mắt, đội ngũ MiniAI làm cùng bạn.',
    }),
    target: { kind: 'page', to: '/blog/why-miniai-zalo-miniapp' },
    linkLabel: translate({
      id: 'landing.offerings.launch.link',
      message: 'Cách chúng tôi làm việc',
    }),
  },
];

/** The two products side by side: what the buyer sees and what the shop's staff use. */
export const productScreens = {
  title: translate({
    id: 'landing.productScreens.title',
    message: 'Một mini app cho khách hàng, một ứng dụng quản lý cho đội ngũ của bạn',
  }),
  lead: translate({
    id: 'landing.productScreens.lead',
    message:
      'Khách mở mini app ngay trong Zalo để xem hàng, đặt đơn và thanh toán. Nhân viên của bạn xác nhận đơn, chạy chiến dịch và xem báo cáo trên ứng dụng quản lý; hệ thống sẵn có nối vào qua MiniAI API.',
  }),
  miniAppCaption: translate({
    id: 'landing.productScreens.miniAppCaption',
    message: 'Mini app: khách chọn món, chọn cách thanh toán và đặt hàng mà không rời Zalo.',
  }),
  managementCaption: translate({
    id: 'landing.productScreens.managementCaption',
    message:
      'Ứng dụng quản lý: mọi đơn từ mini app, API hay nhân viên nhập tay nằm chung một danh sách.',
  }),
  solutionsLink: translate({
    id: 'landing.productScreens.solutionsLink',
    message: 'Xem ba tình huống minh họa theo ngành',
  }),
} as const;

export const audiencesHeading = translate({
  id: 'landing.audiences.title',
  message: 'Dành cho ai',
});

export const audiences: readonly Audience[] = [
  {
    id: 'business',
    title: translate({
      id: 'landing.audiences.business.title',
      message: 'Chủ doanh nghiệp và đội bán hàng',
    }),
    lead: translate({
      id: 'landing.audiences.business.lead',
      message:
        'Bạn muốn bán hàng ở nơi khách hàng đang nhắn tin mỗi ngày, mà không phải tự dựng một đội công nghệ.',
    }),
    points: [
      translate({
        id: 'landing.audiences.business.point1',
        message:
          'Có kênh bán hàng riêng bên cạnh các sàn thương mại điện tử, giữ được dữ liệu và mối quan hệ với khách.',
      }),
      translate({
        id: 'landing.audiences.business.point2',
        message: 'Gửi thông báo đơn hàng và ưu đãi qua Zalo OA, ZNS theo đúng quy định của Zalo.',
      }),
      translate({
        id: 'landing.audiences.business.point3',
        message:
          'Chạy chiến dịch quà tặng và chương trình khách hàng thân thiết mà không cần ứng dụng riêng.',
      }),
    ],
    target: { kind: 'page', to: '/blog' },
    linkLabel: translate({
      id: 'landing.audiences.business.link',
      message: 'Đọc blog dành cho doanh nghiệp',
    }),
  },
  {
    id: 'developers',
    title: translate({
      id: 'landing.audiences.developers.title',
      message: 'Nhà phát triển và đội tích hợp',
    }),
    lead: translate({
      id: 'landing.audiences.developers.lead',
      message:
        'Bạn cần nối mini app với CRM, ERP hay phần mềm bán hàng đang chạy, qua một API có quy ước nhất quán.',
    }),
    points: [
      translate({
        id: 'landing.audiences.developers.point1',
        message: 'Xác thực bằng một header access_token, giống cách nền tảng Zalo làm.',
      }),
      translate({
        id: 'landing.audiences.developers.point2',
        message:
          'Phản hồi luôn có dạng { error, message, data }, kèm bảng mã lỗi và giới hạn tần suất được công bố.',
      }),
      translate({
        id: 'landing.audiences.developers.point3',
        message: 'Tài liệu song ngữ Việt và Anh cho từng thao tác, kèm ví dụ yêu cầu và phản hồi.',
      }),
    ],
    target: { kind: 'page', to: '/docs/quickstart' },
    linkLabel: translate({ id: 'landing.audiences.developers.link', message: 'Bắt đầu tích hợp' }),
  },
];

export const figuresHeading = {
  title: translate({ id: 'landing.figures.title', message: 'Khách hàng của bạn đã ở trên Zalo' }),
  source: translate({
    id: 'landing.figures.source',
    message: 'Nguồn: báo cáo của VNG cho quý 3/2025, theo Dân Trí (31/12/2025).',
  }),
} as const;

export const zaloFigures: readonly ZaloFigure[] = [
  {
    id: 'mau',
    value: translate({ id: 'landing.figures.mau.value', message: 'Hơn 79 triệu' }),
    label: translate({ id: 'landing.figures.mau.label', message: 'người dùng Zalo mỗi tháng' }),
  },
  {
    id: 'messages',
    value: translate({ id: 'landing.figures.messages.value', message: '2,1 tỷ' }),
    label: translate({
      id: 'landing.figures.messages.label',
      message: 'tin nhắn được gửi mỗi ngày',
    }),
  },
  {
    id: 'oa',
    value: translate({ id: 'landing.figures.oa.value', message: 'Hơn 25.000' }),
    label: translate({ id: 'landing.figures.oa.label', message: 'tài khoản Zalo OA trả phí' }),
  },
];

export const startPathsHeading = translate({
  id: 'landing.startPaths.title',
  message: 'Bắt đầu từ đâu',
});

export const startPaths: readonly StartPath[] = [
  {
    id: 'api',
    title: translate({ id: 'landing.startPaths.api.title', message: 'Bắt đầu nhanh với API' }),
    description: translate({
      id: 'landing.startPaths.api.description',
      message:
        'Gọi API đầu tiên với máy chủ giả lập trong mười phút, rồi đọc về xác thực, mã lỗi và tài liệu tham chiếu.',
    }),
    to: '/docs/quickstart',
  },
  {
    id: 'gift',
    title: translate({ id: 'landing.startPaths.gift.title', message: 'Giải pháp quà tặng' }),
    description: translate({
      id: 'landing.startPaths.gift.description',
      message: 'Chiến dịch quà tặng trên Zalo từ khâu thiết lập đến khi khách nhận quà.',
    }),
    to: '/gift/overview',
  },
  {
    id: 'blog',
    title: translate({ id: 'landing.startPaths.blog.title', message: 'Blog' }),
    description: translate({
      id: 'landing.startPaths.blog.description',
      message: 'Zalo Mini App, bài học từ WeChat và chuyện chuyển cửa hàng từ sàn sang mini app.',
    }),
    to: '/blog',
  },
];
