/**
 * Content of the MiniAI Gift slide deck shown on /gift/slide.
 *
 * Every visible string goes through `translate()` with a literal id and the Vietnamese text as the
 * default message, so `docusaurus write-translations` can extract them; the English lives in
 * `i18n/en/code.json` (ids `gift.slides.<slideId>.<field>`). The strings are built inside
 * `getGiftSlides()` rather than at module load, so they are always resolved for the locale being
 * rendered.
 */
import { translate } from '@docusaurus/Translate';
import type { IllustrationScene } from '@site/src/components/Illustration';
import { nextStepLinks, type NextStepLink } from '@site/src/data/nextSteps';

/** How a slide is laid out: a title slide, a regular content slide or the closing call to action. */
type GiftSlideKind = 'title' | 'content' | 'closing';

export interface GiftSlide {
  /** Stable identifier, also the middle part of the slide's translation ids. */
  id: string;
  kind: GiftSlideKind;
  title: string;
  points: string[];
  /** Optional presenter's note, shown in smaller type under the slide's points. */
  note?: string;
  /** Optional links under the points (the closing slide's next steps), to pages of this site. */
  links?: NextStepLink[];
  /** Optional picture of the mini app or the management app beside the points. */
  illustration?: IllustrationScene;
}

/** The slides in presentation order, with every string translated for the current locale. */
export function getGiftSlides(): GiftSlide[] {
  return [
    {
      id: 'intro',
      kind: 'title',
      title: translate({
        id: 'gift.slides.intro.title',
        message: 'MiniAI Gift: tặng quà cho nhân viên, đối tác và khách hàng ngay trên Zalo',
      }),
      points: [
        translate({
          id: 'gift.slides.intro.point1',
          message: 'Mini app quà tặng mang thương hiệu của doanh nghiệp, chạy bên trong Zalo',
        }),
        translate({
          id: 'gift.slides.intro.point2',
          message: 'Thông báo qua Zalo OA và ZNS; khách chọn quà và nhận quà ngay trong mini app',
        }),
      ],
      note: translate({
        id: 'gift.slides.intro.note',
        message:
          'Mở đầu bằng một câu: MiniAI xây dựng Zalo Mini App cho doanh nghiệp, và Gift là giải pháp quà tặng trọn gói của chúng tôi.',
      }),
    },
    {
      id: 'problem',
      kind: 'content',
      title: translate({
        id: 'gift.slides.problem.title',
        message: 'Tặng quà doanh nghiệp hiện nay còn nhiều điểm nghẽn',
      }),
      points: [
        translate({
          id: 'gift.slides.problem.point1',
          message: 'Danh sách người nhận nằm rải rác trong file Excel và các nhóm chat',
        }),
        translate({
          id: 'gift.slides.problem.point2',
          message: 'Voucher giấy dễ thất lạc, khó chặn việc dùng lại nhiều lần',
        }),
        translate({
          id: 'gift.slides.problem.point3',
          message: 'Địa chỉ giao quà được gom thủ công, không có bằng chứng khách đã đồng ý',
        }),
        translate({
          id: 'gift.slides.problem.point4',
          message: 'Không biết ai đã nhận quà, món quà nào được chọn nhiều nhất',
        }),
      ],
      note: translate({
        id: 'gift.slides.problem.note',
        message:
          'Hỏi người nghe chiến dịch quà Tết gần nhất của họ được vận hành thế nào, rồi đối chiếu với bốn điểm này.',
      }),
    },
    {
      id: 'what',
      kind: 'content',
      illustration: 'miniAppGiftPicker',
      title: translate({
        id: 'gift.slides.what.title',
        message: 'MiniAI Gift gồm những gì?',
      }),
      points: [
        translate({
          id: 'gift.slides.what.point1',
          message:
            'Mini app quà tặng chạy trong Zalo: khách không phải cài thêm ứng dụng hay tạo tài khoản',
        }),
        translate({
          id: 'gift.slides.what.point2',
          message: 'Ứng dụng quản lý app.miniai.vn: chiến dịch, danh mục quà, đơn đổi quà, mẫu ZNS',
        }),
        translate({
          id: 'gift.slides.what.point3',
          message: 'MiniAI API và webhook để nối với CRM, ERP và POS sẵn có',
        }),
      ],
    },
    {
      id: 'corporate',
      kind: 'content',
      illustration: 'managementCampaign',
      title: translate({
        id: 'gift.slides.corporate.title',
        message: 'Quà tặng doanh nghiệp',
      }),
      points: [
        translate({
          id: 'gift.slides.corporate.point1',
          message: 'Quà Tết, quà sinh nhật, quà kỷ niệm ngày gia nhập cho nhân viên',
        }),
        translate({
          id: 'gift.slides.corporate.point2',
          message: 'Quà tri ân cuối năm cho đối tác, đại lý và nhà phân phối',
        }),
        translate({
          id: 'gift.slides.corporate.point3',
          message: 'Người nhận tự chọn quà trong hạn mức và tự nhập địa chỉ giao',
        }),
      ],
      note: translate({
        id: 'gift.slides.corporate.note',
        message:
          'Nhấn mạnh lợi ích cho bộ phận nhân sự: không còn phải gom địa chỉ và size áo qua tin nhắn.',
      }),
    },
    {
      id: 'customer',
      kind: 'content',
      title: translate({
        id: 'gift.slides.customer.title',
        message: 'Quà tặng khách hàng',
      }),
      points: [
        translate({
          id: 'gift.slides.customer.point1',
          message: 'Đổi điểm thành viên lấy quà hoặc e-voucher',
        }),
        translate({
          id: 'gift.slides.customer.point2',
          message: 'Quà sinh nhật gửi đúng dịp qua tin ZNS',
        }),
        translate({
          id: 'gift.slides.customer.point3',
          message: 'Ưu đãi riêng để mời khách lâu chưa quay lại',
        }),
        translate({
          id: 'gift.slides.customer.point4',
          message: 'E-voucher dùng tại cửa hàng hoặc ngay trên mini app',
        }),
      ],
    },
    {
      id: 'flow',
      kind: 'content',
      illustration: 'miniAppVoucher',
      title: translate({
        id: 'gift.slides.flow.title',
        message: 'Một chiến dịch, sáu bước',
      }),
      points: [
        translate({
          id: 'gift.slides.flow.point1',
          message: 'Thiết lập: ngân sách, danh mục quà, đối tượng, thời gian',
        }),
        translate({
          id: 'gift.slides.flow.point2',
          message: 'Thông báo: tin nhắn OA và mẫu ZNS đã được Zalo duyệt',
        }),
        translate({
          id: 'gift.slides.flow.point3',
          message: 'Chọn quà: khách mở mini app và chọn món mình thích',
        }),
        translate({
          id: 'gift.slides.flow.point4',
          message: 'Xác nhận: số điện thoại, địa chỉ và sự đồng ý rõ ràng',
        }),
        translate({
          id: 'gift.slides.flow.point5',
          message: 'Nhận quà: giao tận nơi hoặc quét mã tại quầy',
        }),
        translate({
          id: 'gift.slides.flow.point6',
          message: 'Đo lường: báo cáo cập nhật suốt chiến dịch',
        }),
      ],
      note: translate({
        id: 'gift.slides.flow.note',
        message:
          'Nếu có thời gian, mở thử mini app trên điện thoại và đi qua bước chọn quà trước mặt khán giả.',
      }),
    },
    {
      id: 'consent',
      kind: 'content',
      title: translate({
        id: 'gift.slides.consent.title',
        message: 'Dữ liệu khách hàng, luôn kèm sự đồng ý',
      }),
      points: [
        translate({
          id: 'gift.slides.consent.point1',
          message: 'Zalo hỏi ý kiến khách trước khi chia sẻ số điện thoại với mini app',
        }),
        translate({
          id: 'gift.slides.consent.point2',
          message: 'Chỉ xin những thông tin cần để giao quà và nói rõ mục đích',
        }),
        translate({
          id: 'gift.slides.consent.point3',
          message: 'Lưu thời điểm và nội dung đồng ý cùng hồ sơ khách hàng',
        }),
        translate({
          id: 'gift.slides.consent.point4',
          message: 'Khách từ chối vẫn xem được chương trình và nhận e-voucher',
        }),
      ],
    },
    {
      id: 'integration',
      kind: 'content',
      title: translate({
        id: 'gift.slides.integration.title',
        message: 'Kết nối với hệ thống của bạn',
      }),
      points: [
        translate({
          id: 'gift.slides.integration.point1',
          message: 'API tại api.miniai.vn/v1, xác thực bằng header access_token',
        }),
        translate({
          id: 'gift.slides.integration.point2',
          message: 'Đồng bộ quà từ kho, đơn đổi quà sang ERP, khách hàng sang CRM',
        }),
        translate({
          id: 'gift.slides.integration.point3',
          message: 'Webhook báo về hệ thống của bạn khi có sự kiện mới, không cần hỏi lại liên tục',
        }),
      ],
      note: translate({
        id: 'gift.slides.integration.note',
        message:
          'Với khán giả kỹ thuật, chuyển sang trang Kiến trúc giải pháp để xem sơ đồ và các đoạn mã mẫu.',
      }),
    },
    {
      id: 'reports',
      kind: 'content',
      illustration: 'managementReport',
      title: translate({
        id: 'gift.slides.reports.title',
        message: 'Báo cáo doanh nghiệp nhận được',
      }),
      points: [
        translate({
          id: 'gift.slides.reports.point1',
          message: 'Số tin đã gửi, lượt mở mini app, số quà đã đổi',
        }),
        translate({
          id: 'gift.slides.reports.point2',
          message: 'Món quà được chọn nhiều nhất và tồn kho còn lại',
        }),
        translate({
          id: 'gift.slides.reports.point3',
          message: 'Chi phí thực tế so với ngân sách',
        }),
        translate({
          id: 'gift.slides.reports.point4',
          message: 'Xuất file; đơn đổi quà đọc được qua API',
        }),
      ],
    },
    {
      id: 'closing',
      kind: 'closing',
      title: translate({
        id: 'gift.slides.closing.title',
        message: 'Bắt đầu chiến dịch quà tặng đầu tiên',
      }),
      points: [
        translate({
          id: 'gift.slides.closing.point1',
          message: 'Dùng thử tại app.miniai.vn',
        }),
        translate({
          id: 'gift.slides.closing.point2',
          message: 'Đọc tài liệu giải pháp và API ngay trên trang này',
        }),
        translate({
          id: 'gift.slides.closing.point3',
          message: 'Nhắn cho MiniAI qua Zalo OA để được tư vấn',
        }),
      ],
      links: nextStepLinks(),
      note: translate({
        id: 'gift.slides.closing.note',
        message: 'Kết thúc bằng một câu hỏi: dịp tặng quà sắp tới của doanh nghiệp bạn là gì?',
      }),
    },
  ];
}
