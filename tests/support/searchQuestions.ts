/**
 * Questions developers ask in plain language, in both locales (some Vietnamese typed without
 * marks, some in Telex), each with the pages that answer it (routes without the locale's
 * prefix; more than one where each page answers it whole). The first ten are the questions of
 * the 2026-11-27 API journey review (§6), asked of the MCP server's search.
 */
import type { SearchLocale } from '@site/src/lib/search/text';

export interface SearchQuestion {
  locale: SearchLocale;
  question: string;
  answers: readonly string[];
}

const webhooks = '/docs/webhooks';
const errors = '/docs/errors';
const authentication = '/docs/authentication';
const overview = '/api/overview';
const testing = '/docs/testing';
const catalogueSync = '/docs/guides/catalogue-sync';

export const searchQuestions: readonly SearchQuestion[] = [
  // The review's ten.
  { locale: 'en', question: 'how do I verify a webhook signature', answers: [webhooks] },
  { locale: 'vi', question: 'mã lỗi -124 nghĩa là gì', answers: [errors] },
  {
    locale: 'vi',
    question: 'gửi tin ZNS cần những trường nào',
    answers: ['/api/oa-messages/send-zns-message'],
  },
  {
    locale: 'en',
    question: 'how do I retry an order safely',
    answers: [overview, '/api/orders/create-order'],
  },
  { locale: 'vi', question: 'giới hạn tốc độ gọi API', answers: [overview] },
  { locale: 'en', question: 'what does error -1010 mean', answers: [errors] },
  { locale: 'vi', question: 'làm sao lấy access token', answers: [authentication, '/docs/intro'] },
  {
    locale: 'en',
    question: 'how do I page through all products',
    // The catalogue guide's "Paging through the whole catalogue" walks through exactly this.
    answers: [overview, '/api/products/get-list-products', catalogueSync],
  },
  { locale: 'vi', question: 'webhook bị gửi lại mấy lần', answers: [webhooks] },
  {
    locale: 'en',
    question: 'cancel an order',
    answers: ['/api/orders/update-order-status', '/docs/guides/order-lifecycle'],
  },
  // Vietnamese, with marks.
  { locale: 'vi', question: 'làm sao xác minh chữ ký webhook', answers: [webhooks] },
  {
    locale: 'vi',
    question: 'làm thế nào để phân trang danh sách sản phẩm',
    answers: [overview, '/api/products/get-list-products', catalogueSync],
  },
  { locale: 'vi', question: 'cách tạo đơn hàng mới', answers: ['/api/orders/create-order'] },
  {
    locale: 'vi',
    question: 'làm sao hủy đơn hàng',
    answers: ['/api/orders/update-order-status', '/docs/guides/order-lifecycle'],
  },
  { locale: 'vi', question: 'khi nào nên thử lại yêu cầu bị lỗi', answers: [errors, overview] },
  { locale: 'vi', question: 'xoay vòng token như thế nào', answers: [authentication] },
  { locale: 'vi', question: 'thu hồi token bị lộ', answers: [authentication] },
  { locale: 'vi', question: 'header Prefer dùng để làm gì', answers: [testing] },
  { locale: 'vi', question: 'chống xử lý trùng sự kiện webhook', answers: [webhooks] },
  {
    locale: 'vi',
    question: 'đồng bộ danh mục sản phẩm thế nào',
    answers: ['/docs/guides/catalogue-sync'],
  },
  {
    locale: 'vi',
    question: 'xem hạn mức ZNS còn lại ở đâu',
    answers: ['/api/oa-messages/get-zns-quota'],
  },
  {
    locale: 'vi',
    question: 'đăng ký mẫu ZNS mới',
    answers: [
      '/api/template-zns/register-template',
      '/api/template-zns/create-template',
      '/docs/guides/zns-messages',
    ],
  },
  { locale: 'vi', question: 'delivery_id dùng để làm gì', answers: [webhooks] },
  // Vietnamese without marks.
  {
    locale: 'vi',
    question: 'lam sao gui tin nhan cho nguoi dung',
    answers: ['/api/oa-messages/send-message'],
  },
  {
    locale: 'vi',
    question: 'cap nhat trang thai don hang',
    answers: ['/api/orders/update-order-status'],
  },
  { locale: 'vi', question: 'ma loi la gi', answers: [errors] },
  { locale: 'vi', question: 'lay danh sach don hang', answers: ['/api/orders/get-list-orders'] },
  { locale: 'vi', question: 'kiem tra chu ky webhook the nao', answers: [webhooks] },
  {
    locale: 'vi',
    question: 'chay may chu gia lap tren may minh',
    answers: [testing, '/docs/quickstart'],
  },
  // Vietnamese typed in Telex without an input method.
  { locale: 'vi', question: 'xacs minh chuwx kys webhook', answers: [webhooks] },
  { locale: 'vi', question: 'taoj ddown hangf', answers: ['/api/orders/create-order'] },
  { locale: 'vi', question: 'giowis hanj taanf suaats', answers: [overview] },
  { locale: 'vi', question: 'phaan trang nhuw theese naof', answers: [overview] },
  // English.
  {
    locale: 'en',
    question: 'how do I get an access token',
    answers: [authentication, '/docs/intro'],
  },
  { locale: 'en', question: 'what is the rate limit', answers: [overview] },
  {
    locale: 'en',
    question: 'how do I send a ZNS message',
    answers: ['/api/oa-messages/send-zns-message', '/docs/guides/zns-messages'],
  },
  { locale: 'en', question: 'how many times is a webhook retried', answers: [webhooks] },
  {
    locale: 'en',
    question: 'how do I rotate my token without downtime',
    answers: [authentication],
  },
  {
    locale: 'en',
    question: 'how do I test against the mock server',
    answers: [testing, '/docs/quickstart'],
  },
  {
    locale: 'en',
    question: 'how do I check my ZNS quota',
    answers: ['/api/oa-messages/get-zns-quota'],
  },
  { locale: 'en', question: 'what is the response envelope', answers: [overview] },
  {
    locale: 'en',
    question: 'which fields does create order need',
    answers: ['/api/orders/create-order'],
  },
  { locale: 'en', question: 'what is the Idempotency-Key header for', answers: [overview] },
  { locale: 'en', question: 'how do I handle duplicate webhook events', answers: [webhooks] },
];
