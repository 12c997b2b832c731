/**
 * The one glossary of the site's terms, Vietnamese and English: /glossary renders it through
 * <Glossary />, and tests/unit/glossary.test.ts flags the retired variants (`retired`) anywhere in
 * the content. Definitions may hold `code` and [links](/path); nothing else is rendered as markup.
 */
import { localeTable, type SiteLocale } from '@site/config/locales';
import type { FactId } from '@site/src/data/facts';
import { formatFact } from '@site/src/lib/facts';

/** A figure of src/data/facts.ts, written the locale's way: definitions never type one by hand. */
const fact = (id: FactId, locale: SiteLocale): string =>
  formatFact(id, localeTable[locale].htmlLang);

export type GlossarySectionId = 'platform' | 'messaging' | 'api' | 'payments';

export interface GlossaryTerm {
  /** The heading's anchor, the same in both locales. */
  id: string;
  section: GlossarySectionId;
  /** "Term (other language)" where readers meet both names; the search synonyms hold each pair. */
  heading: Record<SiteLocale, string>;
  definition: Record<SiteLocale, string>;
  /** Where a dated platform fact comes from, shown after the definition. */
  source?: Record<SiteLocale, string>;
  /** Names the site used for this term before and no longer writes, per locale. */
  retired?: Partial<Record<SiteLocale, readonly string[]>>;
}

export const glossarySections: readonly {
  id: GlossarySectionId;
  title: Record<SiteLocale, string>;
}[] = [
  { id: 'platform', title: { vi: 'Nền tảng và tài khoản', en: 'Platform and accounts' } },
  { id: 'messaging', title: { vi: 'Tin nhắn', en: 'Messaging' } },
  { id: 'api', title: { vi: 'API và tích hợp', en: 'API and integration' } },
  { id: 'payments', title: { vi: 'Thanh toán và đơn hàng', en: 'Payments and orders' } },
];

/** One entry: per locale its heading and definition, then its source or retired names if any. */
function term(
  id: string,
  section: GlossarySectionId,
  text: Record<SiteLocale, readonly [heading: string, definition: string]>,
  more: Pick<GlossaryTerm, 'source' | 'retired'> = {},
): GlossaryTerm {
  return {
    id,
    section,
    heading: { vi: text.vi[0], en: text.en[0] },
    definition: { vi: text.vi[1], en: text.en[1] },
    ...more,
  };
}

export const glossaryTerms: readonly GlossaryTerm[] = [
  term('zalo-oa', 'platform', {
    vi: [
      'Zalo OA (Official Account)',
      'Tài khoản chính thức của doanh nghiệp trên Zalo, nơi khách theo dõi thương hiệu, nhắn tin và đọc tin tức. OA có nhiều gói trả phí, và một số tính năng như gửi tin ZNS chỉ mở khi OA đã được xác thực và dùng gói phù hợp. Trong MiniAI, bạn liên kết OA với workspace ngay trong ứng dụng quản lý.',
    ],
    en: [
      'Zalo OA (Official Account)',
      'A business’s official account on Zalo, where customers follow the brand, send messages and read its news. OAs come with several paid plans, and some features, such as sending ZNS messages, only unlock once the OA is verified and on a suitable plan. In MiniAI, you link your OA to your workspace directly in the management app.',
    ],
  }),
  term('workspace', 'platform', {
    vi: [
      'Workspace',
      'Không gian làm việc của một doanh nghiệp trên MiniAI: OA đã liên kết, sản phẩm, đơn hàng, tin bài, mẫu ZNS và các access token đều thuộc về một workspace. MiniAI tạo workspace khi bắt đầu dự án; cách có workspace và token được trình bày trong [hướng dẫn bắt đầu](/docs/intro).',
    ],
    en: [
      'Workspace',
      'A business’s space on MiniAI: its linked OAs, products, orders, news articles, ZNS templates and access tokens all belong to one workspace. MiniAI creates the workspace when a project starts; how to get one, and a token, is set out in the [getting started guide](/docs/intro).',
    ],
  }),
  term('zalo-mini-app', 'platform', {
    vi: [
      'Zalo Mini App',
      'Ứng dụng nhỏ xây bằng công nghệ web, chạy bên trong Zalo mà khách không phải cài đặt. Khách mở mini app từ menu OA, đường dẫn trong cuộc trò chuyện, mã QR hoặc ô tìm kiếm của Zalo. Mỗi phiên bản phát hành đều phải qua vòng duyệt của Zalo.',
    ],
    en: [
      'Zalo Mini App',
      'A small app built with web technology that runs inside Zalo, with nothing for the customer to install. Customers open a mini app from the OA menu, a link in a conversation, a QR code or Zalo’s search box. Every released version goes through Zalo’s review.',
    ],
  }),
  term('uid', 'platform', {
    vi: [
      'UID',
      'Mã định danh mà Zalo gán cho một người dùng, dùng để gửi tin nhắn OA hoặc mẫu tin theo người thay vì theo số điện thoại. UID không phải số điện thoại và gắn với OA hoặc ứng dụng đã nhận nó, nên đừng giả định một người có cùng UID ở mọi nơi. Như mọi ID khác trong API, UID luôn là chuỗi.',
    ],
    en: [
      'UID',
      'The identifier Zalo assigns to a user, used to send OA messages or template messages to a person rather than to a phone number. A UID is not a phone number and is tied to the OA or app that received it, so do not assume a person has the same UID everywhere. Like every other ID in the API, a UID is always a string.',
    ],
  }),
  term('consent', 'platform', {
    vi: [
      'Sự đồng ý (consent)',
      'Khi mini app cần tên, ảnh đại diện hay số điện thoại, Zalo hiển thị hộp thoại để khách chủ động cho phép; khách không đồng ý thì mini app không nhận được dữ liệu. Với số điện thoại, mini app chỉ nhận một mã tạm thời có hiệu lực rất ngắn, và máy chủ của doanh nghiệp đổi mã đó lấy số thật. Các chiến dịch quà tặng của MiniAI chỉ thu thập dữ liệu khi khách đã đồng ý rõ ràng, và chỉ nên xin đúng những gì thật sự cần.',
    ],
    en: [
      'Consent',
      'When a mini app needs a customer’s name, profile picture or phone number, Zalo shows a dialog so the customer can actively allow it; without consent, the mini app receives no data. For phone numbers, the mini app only receives a temporary code that is valid for a very short time, and the business’s server exchanges that code for the actual number. MiniAI’s gift campaigns only collect data the customer has clearly agreed to share, and you should ask only for what you genuinely need.',
    ],
  }),
  term('zca', 'platform', {
    vi: [
      'Zalo Cloud Account (ZCA)',
      'Tài khoản dùng để thanh toán phí tin ZNS (ZBS) và một số dịch vụ trả phí khác của OA. ZCA phải được liên kết với OA và còn đủ số dư; nếu không, yêu cầu gửi tin bị từ chối với mã lỗi riêng, chẳng hạn -136 khi chưa liên kết ZCA.',
    ],
    en: [
      'Zalo Cloud Account (ZCA)',
      'The account used to pay for ZNS (ZBS) messages and some other paid OA services. A ZCA must be linked to the OA and hold enough balance; otherwise send requests are rejected with their own error codes, for example -136 when no ZCA is linked.',
    ],
  }),
  term('zns', 'messaging', {
    vi: [
      'ZNS / ZBS Template Message',
      'ZNS (Zalo Notification Service) là dịch vụ gửi tin theo mẫu đã được Zalo duyệt, như xác nhận đơn hàng, thông báo giao hàng hay mã OTP. Từ ngày 1/1/2026, ZNS được gộp vào “ZBS Template Message”: vẫn dùng chung một kho mẫu, với hai cách gửi là theo số điện thoại hoặc theo UID. Trang này vẫn gọi chúng là tin ZNS. Mỗi tin đều tính phí, và bạn chỉ điền nội dung vào các tham số mà mẫu đã khai báo.',
    ],
    en: [
      'ZNS / ZBS Template Message',
      'ZNS (Zalo Notification Service) is the service for sending messages based on templates that Zalo has approved, such as order confirmations, delivery updates or OTP codes. From 1 January 2026, ZNS is folded into “ZBS Template Message”: there is still one shared template catalogue, with two ways to send, by phone number or by UID. This site still calls them ZNS messages. Every message is charged, and you can only fill in the parameters the template declares.',
    ],
  }),
  term(
    'template-tag',
    'messaging',
    {
      vi: [
        'Nhãn mẫu (template tag)',
        'Nhãn cho biết mục đích của mẫu tin: giao dịch (`TRANSACTION`), chăm sóc khách hàng (`CUSTOMER_CARE`) hay khuyến mãi (`PROMOTION`). Một số endpoint của Zalo dùng bộ nhãn khác là `OTP`, `IN_TRANSACTION` và `POST_TRANSACTION`, nên mã tích hợp cần chấp nhận cả hai bộ. Nhãn phải khớp với nội dung thật của tin.',
      ],
      en: [
        'Template tag',
        'A label that states what a template is for: a transaction (`TRANSACTION`), customer care (`CUSTOMER_CARE`) or a promotion (`PROMOTION`). Some Zalo endpoints use a different set of tags, `OTP`, `IN_TRANSACTION` and `POST_TRANSACTION`, so integration code should accept both sets. The tag must match what the message actually says.',
      ],
    },
    { retired: { vi: ['khuyến mại'] } },
  ),
  term('template-status', 'messaging', {
    vi: [
      'Trạng thái và kiểm duyệt mẫu',
      'Trên MiniAI, mẫu mới tạo ở trạng thái `DRAFT`, một bản nháp chỉ có trên MiniAI. Khi được gửi Zalo duyệt, mẫu chuyển sang `PENDING_REVIEW`, rồi sang `ENABLE` (được phép gửi) hoặc `REJECT` (bị từ chối, kèm lý do bằng tiếng Việt); mẫu đang dùng cũng có thể bị chuyển về `DISABLE`. Không có trạng thái “APPROVED”: mẫu đã duyệt mang trạng thái `ENABLE`. Mẫu ở `DRAFT` hoặc `REJECT` sửa được, và mỗi lần mẫu đổi trạng thái, MiniAI gửi webhook [Mẫu ZNS đổi trạng thái](/api/webhooks/zns-template-status-changed).',
    ],
    en: [
      'Template status and review',
      'On MiniAI, a new template starts as `DRAFT`, a draft that exists only on MiniAI. Once submitted to Zalo for review it moves to `PENDING_REVIEW`, then to `ENABLE` (allowed to send) or `REJECT` (turned down, with a reason written in Vietnamese); a template in use can also be moved to `DISABLE`. There is no “APPROVED” status: an approved template has the status `ENABLE`. Templates in `DRAFT` or `REJECT` can be edited, and each time a template changes status, MiniAI sends the [ZNS template status changed](/api/webhooks/zns-template-status-changed) webhook.',
    ],
  }),
  term('template-quality', 'messaging', {
    vi: [
      'Chất lượng mẫu (template quality)',
      'Zalo xếp hạng chất lượng cho từng mẫu, và cho cả OA, theo các mức `HIGH`, `MEDIUM`, `LOW`, hoặc `UNDEFINED` khi chưa đủ dữ liệu. Chất lượng gửi ảnh hưởng đến việc nâng hạn mức của OA. Mẫu có chất lượng thấp có thể bị Zalo tự động vô hiệu hóa.',
    ],
    en: [
      'Template quality',
      'Zalo rates the quality of each template, and of the OA as a whole, as `HIGH`, `MEDIUM`, `LOW`, or `UNDEFINED` when there is not yet enough data. Sending quality affects how the OA’s quota is raised. A template with low quality may be disabled by Zalo automatically.',
    ],
  }),
  term(
    'consultation-message',
    'messaging',
    {
      vi: [
        `Tin tư vấn và khung tương tác ${fact('consultationFreeWindow', 'vi')} giờ / 7 ngày`,
        `Tin tư vấn, tức tin OA trả lời khách, chỉ gửi được khi khách đã tương tác với OA trong 7 ngày gần nhất; quá khung này Zalo trả lỗi -230. Trong ${fact('consultationFreeWindow', 'vi')} giờ đầu sau lần tương tác, tin tư vấn được miễn phí (từ 1/1/2026, giới hạn 8 tin miễn phí trong khung này đã được bỏ); từ ${fact('consultationFreeWindow', 'vi')} giờ đến 7 ngày thì tính phí. Muốn chủ động liên hệ khách ngoài khung này, doanh nghiệp dùng mẫu ZNS.`,
      ],
      en: [
        `Consultation messages and the ${fact('consultationFreeWindow', 'en')}-hour / 7-day window`,
        `Consultation messages, meaning OA replies to a customer, can only be sent if the customer has interacted with the OA in the last 7 days; outside that window Zalo returns error -230. Within the first ${fact('consultationFreeWindow', 'en')} hours after an interaction these messages are free (since 1 January 2026, the earlier cap of 8 free replies in that window no longer applies); between ${fact('consultationFreeWindow', 'en')} hours and 7 days they are charged. To reach customers proactively outside this window, businesses use ZNS templates.`,
      ],
    },
    { retired: { en: ['customer care message', 'customer-service repl'] } },
  ),
  term(
    'quota',
    'messaging',
    {
      vi: [
        'Hạn mức (quota)',
        `Giới hạn số tin một OA được gửi mỗi ngày, được nâng dần theo từng bậc dựa trên chất lượng gửi. Từ ngày 16/1/2026, OA mới bắt đầu với ${fact('zbsDailyQuotaNewOa', 'vi')} tin ZNS (ZBS) mỗi ngày; trước đó, từ ngày 12/3/2024, mức khởi đầu là ${fact('zbsDailyQuotaNewOaFrom2024', 'vi')} tin mỗi ngày. Ngoài hạn mức của OA còn có giới hạn theo ngày cho từng mẫu, và tin tư vấn có hạn mức trả lời riêng.`,
      ],
      en: [
        'Quota',
        `The limit on how many messages an OA may send per day, raised step by step according to sending quality. From 16 January 2026, a new OA starts at ${fact('zbsDailyQuotaNewOa', 'en')} ZNS (ZBS) messages a day; before that, from 12 March 2024, the starting level was ${fact('zbsDailyQuotaNewOaFrom2024', 'en')} messages a day. On top of the OA’s quota there are daily limits per template, and consultation replies have a quota of their own.`,
      ],
    },
    {
      source: {
        vi: 'Chính sách hạn mức tin nhắn của Zalo áp dụng từ ngày 12/3/2024 và từ ngày 16/1/2026, theo tóm tắt của trung tâm trợ giúp nxlink.',
        en: 'Zalo’s message quota policy in force from 12 March 2024 and from 16 January 2026, as summarised by the nxlink help centre.',
      },
    },
  ),
  term('tracking-id', 'messaging', {
    vi: [
      'Tracking ID và UTM',
      '`tracking_id` là mã tham chiếu do bạn tự đặt (tối đa 48 ký tự) khi gửi tin ZNS, theo số điện thoại hay theo UID; MiniAI trả lại nó trong kết quả gửi, lịch sử gửi và trạng thái chuyển phát, để bạn đối chiếu với đơn hàng hay chiến dịch trong hệ thống của mình. Tham số UTM như `utm_source` hay `utm_campaign` được gắn vào đường dẫn tới mini app từ OA, mã QR hay nút trong tin nhắn, giúp đo kênh nào mang khách đến. Một công cụ theo dõi tin nhắn, công cụ kia theo dõi lượt truy cập, nên chúng bổ sung cho nhau.',
    ],
    en: [
      'Tracking ID and UTM',
      '`tracking_id` is a reference you choose yourself (up to 48 characters) when sending a ZNS message, by phone number or by UID; MiniAI returns it in the send result, the sent history and the delivery status, so you can match a message to an order or campaign in your own system. UTM parameters such as `utm_source` or `utm_campaign` are added to links that lead into the mini app from the OA, QR codes or message buttons, to measure which channel brings customers in. One tracks messages and the other tracks visits, so they complement each other.',
    ],
  }),
  term('access-token', 'api', {
    vi: [
      'Access token',
      'Chuỗi bí mật chứng minh quyền gọi API, gửi trong header `access_token` chứ không dùng `Authorization: Bearer`. Token của MiniAI được tạo trong ứng dụng quản lý (Cài đặt → API → Tạo access token), mang phạm vi `read` và/hoặc `write`, và chỉ được lưu trên máy chủ; xem [hướng dẫn xác thực](/docs/authentication). Token OA của Zalo là một thứ khác: nó có hiệu lực 25 giờ và được cấp qua quy trình OAuth của Zalo.',
    ],
    en: [
      'Access token',
      'A secret string that proves you may call the API, sent in the `access_token` header rather than `Authorization: Bearer`. MiniAI tokens are created in the management app (Settings → API → Create access token), carry the `read` and/or `write` scope, and are stored on servers only; see the [authentication guide](/docs/authentication). Zalo’s OA token is a different thing: it is valid for 25 hours and is issued through Zalo’s OAuth flow.',
    ],
  }),
  term('refresh-token', 'api', {
    vi: [
      'Refresh token',
      'Trong OAuth của Zalo, refresh token dùng để lấy access token mới khi token cũ hết hạn. Nó có hiệu lực 3 tháng, chỉ dùng được một lần, và mỗi lần làm mới Zalo trả về một refresh token mới, nên phải lưu ngay token mới. Khi gọi API MiniAI, bạn dùng access token tạo trong ứng dụng quản lý; refresh token là khái niệm bạn gặp khi tự tích hợp trực tiếp với Zalo.',
    ],
    en: [
      'Refresh token',
      'In Zalo’s OAuth, a refresh token is used to obtain a new access token when the old one expires. It is valid for 3 months, can be used only once, and every refresh returns a new refresh token, so the new one must be saved straight away. When calling the MiniAI API you use an access token created in the management app; refresh tokens are something you meet when integrating with Zalo directly.',
    ],
  }),
  term(
    'envelope',
    'api',
    {
      vi: [
        'Envelope (lớp vỏ phản hồi)',
        'Cấu trúc chung của mọi phản hồi, gồm `error` (0 là thành công), `message` và `data`. Ở Zalo, một lỗi vẫn có thể trả về kèm HTTP 200, vì thế thói quen đúng là luôn đọc `error` trước `data`. API MiniAI dùng cùng lớp vỏ phản hồi này.',
      ],
      en: [
        'Envelope',
        'The shared structure of every response: `error` (0 means success), `message` and `data`. On Zalo, an error can still come back with HTTP 200, so the right habit is to always read `error` before `data`. The MiniAI API uses the same envelope.',
      ],
    },
    { retired: { vi: ['cấu trúc phản hồi'] } },
  ),
  term(
    'rate-limit',
    'api',
    {
      vi: [
        'Giới hạn tần suất (rate limit)',
        `Số yêu cầu tối đa được gửi trong một khoảng thời gian. API MiniAI cho mỗi access token ${fact('apiRateLimit', 'vi')} yêu cầu mỗi phút, báo qua header \`X-RateLimit-Limit\` và \`X-RateLimit-Remaining\`; vượt quá sẽ nhận HTTP 429 với mã lỗi -32, cùng mã mà Zalo dùng. Cách xử lý đúng là chờ rồi thử lại với độ trễ tăng dần.`,
      ],
      en: [
        'Rate limit',
        `The maximum number of requests you may send in a given period. The MiniAI API allows each access token ${fact('apiRateLimit', 'en')} requests per minute, reported in the \`X-RateLimit-Limit\` and \`X-RateLimit-Remaining\` headers; going over returns HTTP 429 with error code -32, the same code Zalo uses. The right response is to wait and retry with increasing delays.`,
      ],
    },
    { retired: { vi: ['giới hạn tốc độ'] } },
  ),
  term(
    'retry',
    'api',
    {
      vi: [
        'Thử lại (retry) và gửi lại',
        '“Thử lại” là việc hệ thống của bạn gọi lại một yêu cầu sau lỗi tạm thời; cột “Thử lại?” của các bảng mã lỗi cho biết mã nào nên thử lại, và [danh mục mã lỗi](/docs/errors) nêu cách làm. Yêu cầu ghi mang header `Idempotency-Key` thì thử lại không tạo bản ghi trùng. “Gửi lại” chỉ dành cho việc MiniAI gửi lại một sự kiện webhook mà máy chủ của bạn chưa xác nhận.',
      ],
      en: [
        'Retry and redelivery',
        'A “retry” is your system calling a request again after a temporary error; the “Retry?” column of the error tables says which codes to retry, and the [error catalogue](/docs/errors) says how. A write that carries an `Idempotency-Key` header can be retried without creating a duplicate. “Redelivery” is only MiniAI sending a webhook event again that your server has not acknowledged.',
      ],
    },
    { retired: { vi: ['gửi lại được', 'gửi lại an toàn', 'gửi lại y nguyên'] } },
  ),
  term(
    'endpoint',
    'api',
    {
      vi: [
        'Endpoint (địa chỉ nhận)',
        'Địa chỉ HTTPS trên máy chủ của bạn mà MiniAI gọi tới khi gửi webhook, khai báo trong ứng dụng quản lý tại Cài đặt → API → Webhook. Trong tài liệu của Zalo, “endpoint” còn chỉ một đường dẫn API của Zalo.',
      ],
      en: [
        'Endpoint',
        'The HTTPS address on your server that MiniAI calls to deliver webhooks, set in the management app under Settings → API → Webhook. In Zalo’s documentation, “endpoint” also names one of Zalo’s API paths.',
      ],
    },
    { retired: { vi: ['điểm cuối'] } },
  ),
  term('webhook', 'api', {
    vi: [
      'Webhook',
      'Cách MiniAI chủ động gọi tới máy chủ của bạn khi có sự kiện mới, chẳng hạn đơn hàng mới hay mẫu ZNS đổi trạng thái sau kiểm duyệt. MiniAI ký mỗi lần gửi bằng HMAC-SHA256 với khóa ký webhook, đặt chữ ký trong header `X-MiniAI-Signature` và thời điểm ký trong `X-MiniAI-Timestamp`; hãy kiểm tra chữ ký trước khi tin dữ liệu. Nên trả về HTTP 2xx thật nhanh rồi xử lý sau, vì MiniAI gửi lại sự kiện khi không nhận được phản hồi kịp thời. Cách kiểm tra chữ ký bằng nhiều ngôn ngữ nằm trong [hướng dẫn webhook](/docs/webhooks). Webhook của chính Zalo, khi bạn tự tích hợp với Zalo, dùng một cách ký khác.',
    ],
    en: [
      'Webhook',
      'The way MiniAI calls your server when a new event happens, for example a new order or a ZNS template changing status after review. MiniAI signs each delivery with HMAC-SHA256 and the webhook signing secret, puts the signature in the `X-MiniAI-Signature` header and the signing time in `X-MiniAI-Timestamp`; check the signature before trusting the data. Reply with HTTP 2xx quickly and do the processing afterwards, because MiniAI redelivers the event when it does not get a timely answer. How to verify the signature in several languages is in the [webhooks guide](/docs/webhooks). Zalo’s own webhooks, when you integrate with Zalo directly, are signed another way.',
    ],
  }),
  term(
    'webhook-signing-secret',
    'api',
    {
      vi: [
        'Khóa ký webhook (webhook signing secret)',
        'Khóa bí mật mà MiniAI dùng để ký webhook gửi tới endpoint của bạn, khai báo trong ứng dụng quản lý tại Cài đặt → API → Webhook. Đây không phải app secret của ứng dụng Zalo. Máy chủ của bạn giữ khóa này để kiểm tra chữ ký; cách đổi khóa nằm trong [hướng dẫn webhook](/docs/webhooks).',
      ],
      en: [
        'Webhook signing secret',
        'The secret key MiniAI signs the webhooks it sends to your endpoint with, set in the management app under Settings → API → Webhook. It is not the app secret of a Zalo app. Your server keeps it to check signatures; how to rotate it is in the [webhooks guide](/docs/webhooks).',
      ],
    },
    { retired: { vi: ['app secret'], en: ['app secret'] } },
  ),
  term('mini-app-checkout', 'payments', {
    vi: [
      'Mini App Checkout',
      'Lớp thanh toán chung của Zalo dành cho mini app, phía sau là nhiều nhà cung cấp như ZaloPay, MoMo, VNPay, PayME, chuyển khoản ngân hàng và COD. Mỗi đơn thanh toán kèm chữ ký `mac` (HMAC-SHA256 trên các tham số sắp xếp theo khóa) do máy chủ của doanh nghiệp tính bằng khóa riêng; từ ZMP SDK 2.45.0 chữ ký này là bắt buộc. Máy chủ nên tự hỏi lại trạng thái giao dịch từ Zalo thay vì chỉ tin kết quả báo về từ điện thoại.',
    ],
    en: [
      'Mini App Checkout',
      'Zalo’s shared payment layer for mini apps, with several providers behind it, such as ZaloPay, MoMo, VNPay, PayME, bank transfer and COD. Each payment order carries a `mac` signature (HMAC-SHA256 over the parameters sorted by key) that the business’s server computes with its private key; from ZMP SDK 2.45.0 this signature is mandatory. Your server should ask Zalo for the transaction status itself rather than trust only the result reported by the phone.',
    ],
  }),
  term('cod', 'payments', {
    vi: [
      'COD (thanh toán khi nhận hàng)',
      'Khách trả tiền khi nhận hàng, một trong các phương thức có sẵn trong Mini App Checkout. Cấu hình COD gồm một Notify URL để máy chủ của bạn nhận thông báo và một Redirect Path để đưa khách về đúng trang trong mini app sau khi đặt. Vì tiền chỉ được thu lúc giao, đơn COD cần được theo dõi trạng thái cho đến khi hoàn tất.',
    ],
    en: [
      'COD (cash on delivery)',
      'The customer pays when the goods arrive; it is one of the methods available in Mini App Checkout. COD settings include a Notify URL where your server receives notifications and a Redirect Path that returns the customer to the right page in the mini app after ordering. Because the money is only collected on delivery, COD orders need their status tracked until they are completed.',
    ],
  }),
];
