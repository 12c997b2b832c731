/**
 * The API's versioning rule, stated once: the API overview and every changelog entry that speaks
 * of it render `apiVersioningRule` through <ApiVersioningRule />, so they cannot drift apart. Its
 * two periods are facts of src/data/facts.ts (`breakingChangeNotice`, `previousMajorSupport`).
 */
import { localeTable, type SiteLocale } from '@site/config/locales';
import { formatFact } from '@site/src/lib/facts';

const notice = (locale: SiteLocale): string =>
  formatFact('breakingChangeNotice', localeTable[locale].htmlLang);
const support = (locale: SiteLocale): string =>
  formatFact('previousMajorSupport', localeTable[locale].htmlLang);

/** The rule itself, one paragraph per locale. */
export const apiVersioningRule: Record<SiteLocale, string> = {
  vi: `Trong v1, bổ sung (thao tác, tham số tùy chọn, trường phản hồi, mã lỗi và giá trị enum mới) có thể ra bất cứ lúc nào mà không báo trước. Một thay đổi có thể làm hỏng client đang chạy chỉ được đưa ra theo một trong hai cách: bạn chủ động bật (qua một tham số, header hay thao tác mới), hoặc được báo trong nhật ký thay đổi ít nhất ${notice('vi')} ngày trước ngày có hiệu lực, kèm ngày đó. Thay đổi không đưa ra được theo hai cách này chỉ có ở phiên bản chính mới, và phiên bản cũ còn chạy ít nhất ${support('vi')} tháng sau khi bản mới ra mắt.`,
  en: `Within v1, additions (new operations, optional parameters, response fields, error codes and enum values) may ship at any time without notice. A change that can break a working client ships in one of two ways only: you opt in to it (through a new parameter, header or operation), or it is announced in the changelog at least ${notice('en')} days before the date it takes effect, with that date. A change that can ship in neither way only comes with a new major version, and the old one keeps running for at least ${support('en')} months after the new one is released.`,
};
