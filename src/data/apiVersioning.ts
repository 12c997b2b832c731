/**
 * The API's versioning rule, stated once: the API overview and every changelog entry that speaks
 * of it render `apiVersioningRule` through <ApiVersioningRule />, so they cannot drift apart.
 */
import type { SiteLocale } from '@site/config/locales';

/** Least notice, in the changelog, before a change that can break a working client takes effect. */
export const breakingChangeNoticeDays = 90;

/** Least time the previous major version keeps running after a new one is released. */
const previousMajorSupportMonths = 6;

/** The rule itself, one paragraph per locale. */
export const apiVersioningRule: Record<SiteLocale, string> = {
  vi: `Trong v1, bổ sung (thao tác, tham số tùy chọn, trường phản hồi, mã lỗi và giá trị enum mới) có thể ra bất cứ lúc nào mà không báo trước. Một thay đổi có thể làm hỏng client đang chạy chỉ được đưa ra theo một trong hai cách: bạn chủ động bật (qua một tham số, header hay thao tác mới), hoặc được báo trong nhật ký thay đổi ít nhất ${breakingChangeNoticeDays} ngày trước ngày có hiệu lực, kèm ngày đó. Thay đổi không đưa ra được theo hai cách này chỉ có ở phiên bản chính mới, và phiên bản cũ còn chạy ít nhất ${previousMajorSupportMonths} tháng sau khi bản mới ra mắt.`,
  en: `Within v1, additions (new operations, optional parameters, response fields, error codes and enum values) may ship at any time without notice. A change that can break a working client ships in one of two ways only: you opt in to it (through a new parameter, header or operation), or it is announced in the changelog at least ${breakingChangeNoticeDays} days before the date it takes effect, with that date. A change that can ship in neither way only comes with a new major version, and the old one keeps running for at least ${previousMajorSupportMonths} months after the new one is released.`,
};
