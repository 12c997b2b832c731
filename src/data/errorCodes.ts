/**
 * What to do about each error code of the API, in both languages: whether to retry and the next
 * step. What a code means comes from the contract (plugins/error-codes); this file adds only the
 * advice. tests/unit/error-codes.test.ts fails while a code the contract uses has no entry here.
 */
import type { SiteLocale } from '@site/config/locales';

/** When sending the same request again can succeed. */
export type RetryAdvice =
  /** Never unchanged: the request, the token or the data must change first. */
  | 'never'
  /** Once the situation named in the advice has changed (an OA reconnected, a user wrote back). */
  | 'afterChange'
  /** After the seconds in `Retry-After`. */
  | 'afterWait'
  /** With growing, jittered waits. */
  | 'backoff'
  /**
   * Reads, and writes sent again with the same Idempotency-Key, with growing waits; a write without
   * a key only after checking whether the first attempt took effect. The one rule for -1100.
   */
  | 'backoffReads'
  /** Not before the next day, Vietnam time. */
  | 'nextDay';

export interface ErrorGuidance {
  retry: RetryAdvice;
  /** The next step, Markdown with `code` spans only. */
  action: Record<SiteLocale, string>;
}

export const errorGuidance: Readonly<Record<number, ErrorGuidance>> = {
  [-1001]: {
    retry: 'never',
    action: {
      vi: 'Đọc `data.fields` để biết trường nào sai và vì sao, sửa dữ liệu rồi mới thử lại.',
      en: 'Read `data.fields` for each wrong field and the reason, fix the data, then send again.',
    },
  },
  [-1002]: {
    retry: 'never',
    action: {
      vi: 'Gửi token trong header `access_token` (không dùng `Authorization: Bearer`) và kiểm tra biến môi trường chứa token không rỗng.',
      en: 'Send the token in the `access_token` header (not `Authorization: Bearer`) and check that the variable holding it is not empty.',
    },
  },
  [-1003]: {
    retry: 'never',
    action: {
      vi: 'Tạo token mới trong Cài đặt → API và cập nhật kho bí mật; nếu vừa xoay vòng token, tìm máy chủ còn dùng token cũ.',
      en: 'Create a new token under Settings → API and update your secret store; if you just rotated, find the server still using the old token.',
    },
  },
  [-1004]: {
    retry: 'never',
    action: {
      vi: 'Xem phạm vi cần có trên trang của thao tác và dùng token có phạm vi đó (từ v1.1, OA chưa liên kết trả mã `-1011`).',
      en: "Check the scope named on the operation's page and use a token that has it (since v1.1 an OA that is not linked answers `-1011`).",
    },
  },
  [-1009]: {
    retry: 'never',
    action: {
      vi: 'Đọc `data.allowed_statuses` để biết đơn đang ở trạng thái nào có thể chuyển sang đâu, rồi gửi một trạng thái hợp lệ; đừng thử lại y nguyên.',
      en: 'Read `data.allowed_statuses` for the statuses the order can move to from where it is, then send one of them; never resend unchanged.',
    },
  },
  [-1010]: {
    retry: 'never',
    action: {
      vi: 'Mỗi `Idempotency-Key` chỉ đi với một body: tạo khóa mới cho yêu cầu mới, và chỉ dùng lại khóa cũ khi thử lại đúng body đó.',
      en: 'Each `Idempotency-Key` belongs to one body: make a new key for a new request, and reuse a key only to resend that exact body.',
    },
  },
  [-1011]: {
    retry: 'afterChange',
    action: {
      vi: 'Liên kết OA với workspace trong ứng dụng quản lý (Cài đặt → Zalo OA), hoặc kiểm tra lại `oa_id` bạn gửi.',
      en: 'Link the OA to the workspace in the management app (Settings → Zalo OA), or check the `oa_id` you sent.',
    },
  },
  [-1121]: {
    retry: 'never',
    action: {
      vi: 'Đọc `data.fields`: giá trị trong `template_data` sai kiểu hoặc dài hơn `max_length` của tham số; sửa rồi thử lại.',
      en: "Read `data.fields`: a value in `template_data` has the wrong type or is longer than the parameter's `max_length`; fix it, then send again.",
    },
  },
  [-209]: {
    retry: 'backoff',
    action: {
      vi: 'Gặp trong `data.upstream` của `-1100`: thử lại với thời gian chờ tăng dần; nếu kéo dài quá một giờ, kết nối lại OA trong ứng dụng quản lý rồi báo MiniAI kèm `X-Request-Id`.',
      en: 'Found in `data.upstream` of `-1100`: retry with growing waits; if it lasts more than an hour, reconnect the OA in the management app and report it to MiniAI with the `X-Request-Id`.',
    },
  },
  [-115]: {
    retry: 'afterChange',
    action: {
      vi: 'Nạp thêm tiền vào Zalo Cloud Account của OA, rồi thử lại.',
      en: "Top up the OA's Zalo Cloud Account, then send again.",
    },
  },
  [-135]: {
    retry: 'afterChange',
    action: {
      vi: 'OA cần được xác thực và dùng gói trả phí có ZNS; hoàn tất với Zalo trước khi thử lại.',
      en: 'The OA must be verified and on a paid plan that includes ZNS; complete that with Zalo before sending again.',
    },
  },
  [-137]: {
    retry: 'afterChange',
    action: {
      vi: 'Hạn mức trả trước hoặc số dư ZNS đã hết: nạp thêm hoặc chờ kỳ hạn mức mới, xem [hạn mức ZNS](/api/oa-messages/get-zns-quota).',
      en: 'The prepaid allowance or ZNS balance is used up: top it up or wait for the next period, see the [ZNS quota](/api/oa-messages/get-zns-quota).',
    },
  },
  [-146]: {
    retry: 'never',
    action: {
      vi: 'Zalo đã tắt mẫu vì chất lượng thấp: sửa nội dung, tạo mẫu mới và gửi duyệt lại; tin này không gửi được bằng mẫu cũ.',
      en: 'Zalo disabled the template for low quality: rework the content, create a new template and submit it; this message cannot go out with the old one.',
    },
  },
  [-224]: {
    retry: 'afterChange',
    action: {
      vi: 'Gói Zalo của OA không có tính năng này: nâng gói trên trang quản trị OA của Zalo, hoặc bỏ tính năng khỏi luồng của bạn.',
      en: "The OA's Zalo plan does not include this feature: upgrade the plan in Zalo's OA admin, or leave the feature out of your flow.",
    },
  },
  [-249]: {
    retry: 'never',
    action: {
      vi: 'Mẫu này không gửi được theo ID người dùng Zalo: thử lại bằng `phone` thay cho `user_id`.',
      en: 'This template cannot be sent by Zalo user id: send it again with `phone` instead of `user_id`.',
    },
  },
  [-1005]: {
    retry: 'never',
    action: {
      vi: 'Kiểm tra ID trong đường dẫn và workspace của token; nếu tài nguyên đã bị xóa, đánh dấu bản ghi tương ứng ở phía bạn.',
      en: "Check the ID in the path and the token's workspace; if the resource was deleted, mark the matching record on your side.",
    },
  },
  [-1006]: {
    retry: 'afterChange',
    action: {
      vi: 'Đọc lại tài nguyên để biết trạng thái hiện tại (ví dụ `status` của mẫu ZNS, `stock` của sản phẩm) rồi quyết định bước tiếp theo.',
      en: 'Read the resource again for its current state (for example a template’s `status` or a product’s `stock`), then decide the next step.',
    },
  },
  [-1007]: {
    retry: 'never',
    action: {
      vi: 'Với `external_id` của đơn hàng: đơn đã được tạo ở lần gửi trước, đừng tạo lại. Với `code` của sản phẩm: dùng mã khác hoặc làm việc với sản phẩm đã có.',
      en: 'For an order’s `external_id`: the order was created by an earlier attempt, do not create it again. For a product `code`: pick another code or work with the existing product.',
    },
  },
  [-1008]: {
    retry: 'nextDay',
    action: {
      vi: 'Xếp yêu cầu đăng ký mẫu sang ngày hôm sau theo giờ Việt Nam; thử lại trong ngày vẫn nhận mã này.',
      en: 'Queue the template registration for the next day, Vietnam time; sending it again today returns this code again.',
    },
  },
  [-1099]: {
    retry: 'backoff',
    action: {
      vi: 'Thử lại với thời gian chờ tăng dần kèm độ trễ ngẫu nhiên; nếu lỗi kéo dài, báo MiniAI giá trị `X-Request-Id`, thời điểm gọi, đường dẫn và `message`, không kèm token.',
      en: 'Retry with growing, jittered waits; if it persists, report the `X-Request-Id`, the time of the call, the path and `message` to MiniAI, never the token.',
    },
  },
  [-1100]: {
    retry: 'backoffReads',
    action: {
      vi: 'Thao tác đọc: thử lại với thời gian chờ tăng dần. Thao tác ghi: thử lại như vậy chỉ khi yêu cầu mang cùng `Idempotency-Key` và cùng body (MiniAI trả lại phản hồi lần đầu, không làm hai lần); thao tác ghi không có khóa thì đọc lại dữ liệu trước để không tạo hai lần. `data.upstream` chứa mã của Zalo nếu có.',
      en: 'Reads: retry with growing waits. Writes: retry the same way only with the same `Idempotency-Key` and body (MiniAI replays the first answer and never acts twice); a write without a key: read the data first so nothing is created twice. `data.upstream` holds Zalo’s code when there is one.',
    },
  },
  [-32]: {
    retry: 'afterWait',
    action: {
      vi: 'Chờ đúng số giây trong `Retry-After` rồi thử lại; giảm tốc khi `X-RateLimit-Remaining` xuống thấp.',
      en: 'Wait the seconds in `Retry-After`, then send again; slow down when `X-RateLimit-Remaining` runs low.',
    },
  },
  [-108]: {
    retry: 'never',
    action: {
      vi: 'Sửa số điện thoại người nhận trong dữ liệu khách hàng: dạng quốc tế không có dấu `+`, ví dụ `84912345678`.',
      en: 'Fix the recipient’s phone number in your customer data: international form without `+`, for example `84912345678`.',
    },
  },
  [-114]: {
    retry: 'never',
    action: {
      vi: 'Liên hệ khách qua kênh khác (tin nhắn OA nếu họ quan tâm OA, SMS, cuộc gọi); đừng thử lại cùng tin ZNS tới số này.',
      en: 'Reach the customer another way (an OA message if they follow the OA, SMS, a call); do not send the same ZNS again to this number.',
    },
  },
  [-124]: {
    retry: 'afterChange',
    action: {
      vi: 'Quản trị viên OA kết nối lại OA trong ứng dụng quản lý; tạo token MiniAI mới không giải quyết được lỗi này.',
      en: 'An OA admin reconnects the OA in the management app; a new MiniAI token does not fix this error.',
    },
  },
  [-131]: {
    retry: 'afterChange',
    action: {
      vi: 'Chỉ gửi mẫu ở trạng thái `ENABLE`; xem trạng thái và lý do từ chối trong danh sách mẫu ZNS.',
      en: 'Send only templates in `ENABLE` status; check the status and the rejection reason in the ZNS template list.',
    },
  },
  [-133]: {
    retry: 'afterChange',
    action: {
      vi: 'Gửi lại sau 06:00 giờ Việt Nam; chiến dịch của MiniAI tự xếp hàng các tin rơi vào khung giờ bị chặn.',
      en: 'Send again after 06:00 Vietnam time; MiniAI campaigns queue the messages that fall in the blocked hours.',
    },
  },
  [-144]: {
    retry: 'nextDay',
    action: {
      vi: 'Chờ sang ngày hôm sau; giữ chất lượng tin gửi tốt để Zalo nâng hạn mức của OA.',
      en: 'Wait for the next day; keep message quality high so that Zalo raises the OA’s quota.',
    },
  },
  [-201]: {
    retry: 'never',
    action: {
      vi: 'Đọc `message` để biết giá trị Zalo từ chối (ví dụ URL ảnh Zalo không tải được), sửa rồi thử lại.',
      en: 'Read `message` for the value Zalo refused (for example an image URL Zalo cannot download), fix it, then send again.',
    },
  },
  [-213]: {
    retry: 'afterChange',
    action: {
      vi: 'Chỉ nhắn cho người đang quan tâm OA; người dùng cần quan tâm OA trước khi nhận tin.',
      en: 'Message only users who follow the OA; the user must follow it before they can receive messages.',
    },
  },
  [-214]: {
    retry: 'afterChange',
    action: {
      vi: 'Đọc lại bài viết cho tới khi `processing` là `false`, rồi mới cập nhật, xóa hoặc gắn sản phẩm.',
      en: 'Read the article again until `processing` is `false`, then update, delete or attach products.',
    },
  },
  [-216]: {
    retry: 'afterChange',
    action: {
      vi: 'Quản trị viên OA kết nối lại OA trong ứng dụng quản lý; tạo token MiniAI mới không giải quyết được lỗi này.',
      en: 'An OA admin reconnects the OA in the management app; a new MiniAI token does not fix this error.',
    },
  },
  [-230]: {
    retry: 'afterChange',
    action: {
      vi: 'Chờ người dùng nhắn lại cho OA; từ lúc đó OA lại được gửi tin tư vấn trong khung thời gian cho phép.',
      en: 'Wait for the user to message the OA again; from then on the OA may send consultation messages within the allowed window.',
    },
  },
};
