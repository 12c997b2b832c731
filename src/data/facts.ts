/**
 * Every fee, price, limit, quota, window and rate that the pages state, once, with its source and
 * two dates: `asOf` (when it was last checked) and `reviewBy` (when it must be checked again;
 * `npm test` warns, naming the fact, once that date has passed). Pages read these values through
 * `<Fact>` (src/components/Fact), the pricing code through src/data/pricing.ts, and
 * tests/unit/facts.test.ts fails when a page types one of them by hand.
 */

/** Where a figure comes from: a public page, a law, or MiniAI's own decision or assumption. */
interface FactSource {
  /** "MiniAI" for MiniAI's own prices, rules and labelled assumptions. */
  name: string;
  url?: string;
}

/** How a value is written on a page: money in VND, a rate, a count of something, a duration. */
export type FactUnit =
  | 'vnd'
  | 'vndPerMonth'
  | 'vndPerMessage'
  | 'basisPoints'
  | 'messagesPerDay'
  | 'requestsPerMinute'
  | 'hours'
  | 'minutes'
  | 'days'
  | 'months'
  /** Hours counted only within the support hours (serviceTerms: first reply to a request). */
  | 'workingHours'
  /** A time of day, Vietnam time, as minutes after midnight: 8:00 is 480. */
  | 'timeOfDay';

export interface Fact {
  value: number;
  unit: FactUnit;
  source: FactSource;
  /** ISO date (YYYY-MM-DD) the value was last checked against its source. */
  asOf: string;
  /** ISO date by which the value must be checked again. */
  reviewBy: string;
  /** True when the value is MiniAI's labelled assumption rather than a published figure. */
  assumption?: boolean;
  /** What MiniAI reads into the source beyond what was checked against it, per locale. */
  reading?: { vi: string; en: string };
}

const miniai: FactSource = { name: 'MiniAI' };

/**
 * Vietnam's VAT law in force: the standard rate is in its Article 9. Neither its text nor
 * Resolution 204/2025/QH15 was found in the reference corpora, so no URL is given.
 */
const vatLaw: FactSource = {
  name: 'Luật Thuế giá trị gia tăng số 48/2024/QH15, Điều 9 (thuế suất phổ thông 10 %)',
};

const oaPricing: FactSource = {
  name: 'Zalo OA, bảng giá gói OA và tin ZNS',
  url: 'https://oa.zalo.me/home/pricing',
};

/** MiniAI's standard service terms (/service-terms) and lead consent (/privacy, the demo form). */
const miniaiTerm = (value: number, unit: FactUnit): Fact => ({
  value,
  unit,
  source: miniai,
  asOf: '2026-11-27',
  reviewBy: '2027-05-01',
});

/** MiniAI's list prices, checked with every price review of the company. */
const listPrice = (value: number, unit: FactUnit): Fact => ({
  value,
  unit,
  source: miniai,
  asOf: '2026-11-01',
  reviewBy: '2027-05-01',
});

export const facts = {
  starterSetupFee: listPrice(15_000_000, 'vnd'),
  starterMonthlyFee: listPrice(1_500_000, 'vndPerMonth'),
  growthSetupFee: listPrice(45_000_000, 'vnd'),
  growthMonthlyFee: listPrice(3_500_000, 'vndPerMonth'),
  chainSetupFee: listPrice(120_000_000, 'vnd'),
  chainMonthlyFee: listPrice(8_000_000, 'vndPerMonth'),

  /** Zalo's paid OA plan, a labelled assumption: Zalo changes the plans' prices. */
  oaPlanMonthly: {
    value: 400_000,
    unit: 'vndPerMonth',
    source: miniai,
    asOf: '2026-11-01',
    reviewBy: '2027-02-01',
    assumption: true,
  },
  /**
   * ZNS (ZBS) price per message, a labelled assumption: Zalo prices each template; 800 is the
   * by-phone example price of a community-written specification, the dearer of the two channels.
   */
  znsPerMessage: {
    value: 800,
    unit: 'vndPerMessage',
    source: miniai,
    asOf: '2026-11-01',
    reviewBy: '2027-02-01',
    assumption: true,
  },
  /** The same community example's price by UID, quoted beside the by-phone price. */
  znsPerMessageByUid: {
    value: 560,
    unit: 'vndPerMessage',
    source: { name: 'Đặc tả cộng đồng của ZNS Template API (một nguồn)' },
    asOf: '2026-11-01',
    reviewBy: '2027-02-01',
    assumption: true,
  },
  /**
   * Online payment fee on the order value, MiniAI's assumption: each gateway's fee is set by the
   * merchant's contract, and no public rate card covers them all.
   */
  paymentFee: {
    value: 200,
    unit: 'basisPoints',
    source: miniai,
    asOf: '2026-11-27',
    reviewBy: '2027-05-01',
    assumption: true,
  },
  /**
   * The standard VAT rate, which the cost sums apply to every line: that it applies to each line
   * is MiniAI's reading, not a checked fact (see `reading`).
   */
  vatRate: {
    value: 1_000,
    unit: 'basisPoints',
    source: vatLaw,
    asOf: '2026-11-27',
    // The temporary reduced rate of Resolution 204/2025/QH15 ends then: check which rate applies.
    reviewBy: '2026-12-31',
    assumption: true,
    reading: {
      vi: 'MiniAI giả định mọi khoản chịu thuế suất 10 %. Chưa đối chiếu với văn bản gốc: phần mềm và dịch vụ phần mềm có thể thuộc diện không chịu thuế GTGT, và chưa xác minh mức giảm tạm thời 8 % của Nghị quyết 204/2025/QH15 có áp dụng cho các khoản này hay không. Hóa đơn của từng bên quyết định',
      en: 'MiniAI assumes every line is taxed at 10 %. Not checked against the law’s text: software products and software services may be exempt from VAT, and whether the temporary 8 % rate of Resolution 204/2025/QH15 applies to these lines is not verified. Each party’s invoice decides',
    },
  },
  /** What a new OA may send per day since 16/1/2026 (ZNS is now named ZBS Template Message). */
  zbsDailyQuotaNewOa: {
    value: 20_000,
    unit: 'messagesPerDay',
    source: { name: 'Trung tâm trợ giúp nxlink, tóm tắt chính sách của Zalo' },
    asOf: '2026-01-16',
    reviewBy: '2027-01-16',
  },
  /** The starting daily quota of a new OA from 12/3/2024 until the 2026 change (history). */
  zbsDailyQuotaNewOaFrom2024: {
    value: 5_000,
    unit: 'messagesPerDay',
    source: { name: 'Trung tâm trợ giúp nxlink, tóm tắt chính sách của Zalo' },
    asOf: '2026-01-16',
    reviewBy: '2027-11-01',
  },
  /** Consultation replies sent within this many hours of the user's last interaction are free. */
  consultationFreeWindow: {
    value: 48,
    unit: 'hours',
    source: oaPricing,
    asOf: '2026-11-01',
    reviewBy: '2027-05-01',
  },
  /** After this many days without an interaction Zalo refuses a consultation message. */
  consultationWindow: {
    value: 7,
    unit: 'days',
    source: oaPricing,
    asOf: '2026-11-01',
    reviewBy: '2027-05-01',
  },
  /** How long MiniAI keeps an Idempotency-Key and replays the first answer to it. */
  idempotencyKeyRetention: {
    value: 24,
    unit: 'hours',
    source: miniai,
    asOf: '2026-11-25',
    reviewBy: '2027-05-01',
  },
  /** Requests one access token may send per minute (X-RateLimit-Limit); over it, HTTP 429 with -32. */
  apiRateLimit: {
    value: 1_000,
    unit: 'requestsPerMinute',
    source: miniai,
    asOf: '2026-11-27',
    reviewBy: '2027-05-01',
  },
  /** How long MiniAI keeps a webhook event, delivered or not, for the events API to list and redeliver. */
  webhookEventRetention: {
    value: 30,
    unit: 'days',
    source: miniai,
    asOf: '2026-11-27',
    reviewBy: '2027-05-01',
  },
  /** How long MiniAI keeps the history of sent messages (get-sent-histories). */
  messageHistoryRetention: {
    value: 90,
    unit: 'days',
    source: miniai,
    asOf: '2026-12-02',
    reviewBy: '2027-06-01',
  },
  /** From the first attempt to the last of a webhook event's deliveries, roughly. */
  webhookRetryWindow: {
    value: 63,
    unit: 'minutes',
    source: miniai,
    asOf: '2026-11-25',
    reviewBy: '2027-05-01',
  },

  /** Least notice, in the changelog, before a change that can break a working client takes effect. */
  breakingChangeNotice: miniaiTerm(90, 'days'),
  /** Least time the previous major version of the API keeps running after a new one is released. */
  previousMajorSupport: miniaiTerm(6, 'months'),

  /** The first term of a service contract; it then renews for the same length. */
  serviceMinimumTerm: miniaiTerm(12, 'months'),
  /** Written notice to end a contract at the end of a term, and to remedy a breach. */
  serviceNoticePeriod: miniaiTerm(30, 'days'),
  /** How long after a contract ends the customer can still export its data. */
  dataExportWindow: miniaiTerm(30, 'days'),
  /** When the data is deleted, counted from the end of the export window. */
  dataDeletion: miniaiTerm(60, 'days'),
  /** When support opens and closes on support days (/service-terms). */
  supportOpens: miniaiTerm(8 * 60, 'timeOfDay'),
  supportCloses: miniaiTerm(17 * 60 + 30, 'timeOfDay'),
  /** First reply to a new request, per package, within support hours. */
  starterFirstReply: miniaiTerm(16, 'workingHours'),
  growthFirstReply: miniaiTerm(8, 'workingHours'),
  chainFirstReply: miniaiTerm(4, 'workingHours'),
  /** First reply when the mini app or the management app is down, any day (Growth, Chain). */
  growthOutageReply: miniaiTerm(8, 'hours'),
  chainOutageReply: miniaiTerm(2, 'hours'),
  /** How long a demo request (lead) is kept after the last contact about it. */
  leadRetention: miniaiTerm(12, 'months'),
} as const satisfies Record<string, Fact>;

export type FactId = keyof typeof facts;

type FactLabel = { vi: string; en: string };

const packageNames = {
  starter: { vi: 'Khởi đầu', en: 'Starter' },
  growth: { vi: 'Tăng trưởng', en: 'Growth' },
  chain: { vi: 'Chuỗi cửa hàng', en: 'Chain' },
} as const satisfies Record<string, FactLabel>;

/** A label for one package's figure: "…, gói Khởi đầu", "…, Starter package". */
const ofPackage = (label: FactLabel, id: keyof typeof packageNames): FactLabel => ({
  vi: `${label.vi}, gói ${packageNames[id].vi}`,
  en: `${label.en}, ${packageNames[id].en} package`,
});
const firstReply = {
  vi: 'Số giờ làm việc tới phản hồi đầu tiên',
  en: 'Working hours to a first reply',
};
const outageReply = {
  vi: 'Số giờ tới phản hồi khi dịch vụ ngừng hoạt động',
  en: 'Hours to a reply when the service is down',
};

/** What each fact is, in each locale, for the lists that name facts (llms.txt). */
export const factLabels: Record<FactId, FactLabel> = {
  starterSetupFee: {
    vi: 'Phí triển khai gói Khởi đầu (một lần)',
    en: 'Starter package setup fee (one time)',
  },
  starterMonthlyFee: { vi: 'Phí hằng tháng gói Khởi đầu', en: 'Starter package monthly fee' },
  growthSetupFee: {
    vi: 'Phí triển khai gói Tăng trưởng (một lần)',
    en: 'Growth package setup fee (one time)',
  },
  growthMonthlyFee: { vi: 'Phí hằng tháng gói Tăng trưởng', en: 'Growth package monthly fee' },
  chainSetupFee: {
    vi: 'Phí triển khai gói Chuỗi cửa hàng (một lần)',
    en: 'Chain package setup fee (one time)',
  },
  chainMonthlyFee: { vi: 'Phí hằng tháng gói Chuỗi cửa hàng', en: 'Chain package monthly fee' },
  oaPlanMonthly: { vi: 'Gói trả phí Zalo OA mỗi tháng', en: 'Zalo OA paid plan per month' },
  znsPerMessage: {
    vi: 'Giá một tin ZNS gửi theo số điện thoại',
    en: 'Price of one ZNS message sent by phone number',
  },
  znsPerMessageByUid: {
    vi: 'Giá một tin ZNS gửi theo UID',
    en: 'Price of one ZNS message sent by UID',
  },
  paymentFee: {
    vi: 'Phí thanh toán trực tuyến trên giá trị đơn',
    en: 'Online payment fee on the order value',
  },
  vatRate: {
    vi: 'Thuế suất VAT cộng vào mọi khoản (mọi giá trên trang đều chưa gồm VAT)',
    en: 'VAT rate added to every line (every price on the site excludes VAT)',
  },
  zbsDailyQuotaNewOa: {
    vi: 'Hạn mức tin ZNS (ZBS) mỗi ngày của OA mới',
    en: 'Daily ZNS (ZBS) message quota of a new OA',
  },
  zbsDailyQuotaNewOaFrom2024: {
    vi: 'Hạn mức tin ZNS mỗi ngày của OA mới từ 12/3/2024 đến trước 16/1/2026',
    en: 'Daily ZNS message quota of a new OA from 12 March 2024 until 16 January 2026',
  },
  consultationFreeWindow: {
    vi: 'Số giờ sau lần tương tác cuối mà tin tư vấn còn miễn phí',
    en: 'Hours after the last interaction during which consultation replies are free',
  },
  consultationWindow: {
    vi: 'Số ngày sau lần tương tác cuối mà Zalo còn nhận tin tư vấn',
    en: 'Days after the last interaction during which Zalo still accepts consultation messages',
  },
  idempotencyKeyRetention: {
    vi: 'Số giờ MiniAI giữ một Idempotency-Key',
    en: 'Hours MiniAI keeps an Idempotency-Key',
  },
  apiRateLimit: {
    vi: 'Số yêu cầu mỗi phút của một access token (giới hạn tần suất)',
    en: 'Requests per minute per access token (rate limit)',
  },
  webhookEventRetention: {
    vi: 'Số ngày MiniAI giữ một sự kiện webhook để liệt kê, đọc và gửi lại',
    en: 'Days MiniAI keeps a webhook event to list, read and redeliver',
  },
  messageHistoryRetention: {
    vi: 'Số ngày MiniAI giữ lịch sử tin đã gửi',
    en: 'Days MiniAI keeps the history of sent messages',
  },
  webhookRetryWindow: {
    vi: 'Số phút từ lần gửi webhook đầu tiên đến lần gửi lại cuối cùng',
    en: 'Minutes from the first webhook delivery to the last retry',
  },
  breakingChangeNotice: {
    vi: 'Số ngày tối thiểu nhật ký thay đổi báo trước một thay đổi có thể làm hỏng client',
    en: 'Least days the changelog announces a change that can break a client before it takes effect',
  },
  previousMajorSupport: {
    vi: 'Số tháng tối thiểu phiên bản chính cũ của API còn chạy sau khi bản mới ra mắt',
    en: 'Least months the previous major version of the API keeps running after a new one',
  },
  serviceMinimumTerm: {
    vi: 'Số tháng của thời hạn hợp đồng dịch vụ đầu tiên',
    en: 'Months of a service contract’s first term',
  },
  serviceNoticePeriod: {
    vi: 'Số ngày báo trước bằng văn bản để không gia hạn hợp đồng',
    en: 'Days of written notice not to renew a contract',
  },
  dataExportWindow: {
    vi: 'Số ngày được xuất dữ liệu sau khi hợp đồng kết thúc',
    en: 'Days to export the data after a contract ends',
  },
  dataDeletion: {
    vi: 'Số ngày sau thời hạn xuất dữ liệu thì dữ liệu bị xóa',
    en: 'Days after the export window until the data is deleted',
  },
  supportOpens: { vi: 'Giờ bắt đầu hỗ trợ (giờ Việt Nam)', en: 'Support opens (Vietnam time)' },
  supportCloses: { vi: 'Giờ kết thúc hỗ trợ (giờ Việt Nam)', en: 'Support closes (Vietnam time)' },
  starterFirstReply: ofPackage(firstReply, 'starter'),
  growthFirstReply: ofPackage(firstReply, 'growth'),
  chainFirstReply: ofPackage(firstReply, 'chain'),
  growthOutageReply: ofPackage(outageReply, 'growth'),
  chainOutageReply: ofPackage(outageReply, 'chain'),
  leadRetention: {
    vi: 'Số tháng giữ một yêu cầu demo sau lần liên hệ cuối',
    en: 'Months a demo request is kept after the last contact',
  },
};

/** Whether a price is quoted with VAT in it, and who says so. */
export interface VatStatus {
  included: boolean;
  source: FactSource;
}

/** How each kind of cost line is quoted with respect to VAT. */
export const vatStatus = {
  /** MiniAI's fees are list prices before VAT; the invoice adds it. */
  miniai: { included: false, source: miniai },
  /** Assumed: Zalo's price page could not be checked for whether VNG's prices include VAT. */
  zalo: { included: false, source: miniai },
  /** The estimate assumes a gateway's quoted rate before VAT; the contract decides. */
  payment: { included: false, source: miniai },
} as const satisfies Record<string, VatStatus>;

/** A calendar date the pages plan around, sourced and dated like every fact. */
export interface DateFact {
  /** ISO date (YYYY-MM-DD). */
  date: string;
  source: FactSource;
  asOf: string;
  reviewBy: string;
}

const vietnameseLunarCalendar: FactSource = {
  name: 'Âm lịch Việt Nam, thuật toán của Hồ Ngọc Đức (giờ UTC+7)',
  url: 'https://www.informatik.uni-leipzig.de/~duc/amlich/',
};

export const dateFacts = {
  /**
   * The first day of the Tết the gift campaign example plans for (gift/solution.mdx): once the
   * campaign's first deadline has passed, tests/unit/gift-campaign.test.ts fails until this moves
   * to the following Tết, by the same calendar.
   */
  nextTet: {
    date: '2027-02-06',
    source: vietnameseLunarCalendar,
    asOf: '2026-12-01',
    reviewBy: '2027-01-01',
  },
} as const satisfies Record<string, DateFact>;

/** Every fact whose `reviewBy` date is before `today` (an ISO date), by id. */
export function factsDueForReview(
  today: string,
  table: Readonly<Record<string, Pick<Fact, 'reviewBy' | 'source'>>> = { ...facts, ...dateFacts },
): { id: string; fact: Pick<Fact, 'reviewBy' | 'source'> }[] {
  return Object.entries(table)
    .filter(([, fact]) => fact.reviewBy < today)
    .map(([id, fact]) => ({ id, fact }));
}
