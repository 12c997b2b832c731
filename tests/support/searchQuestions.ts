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
const createOrder = '/api/orders/create-order';
const updateOrderStatus = '/api/orders/update-order-status';
const sendZns = '/api/oa-messages/send-zns-message';
const znsQuota = '/api/oa-messages/get-zns-quota';
const znsGuide = '/docs/guides/zns-messages';
// Answers that several questions share, each page whole.
const paging = [overview, '/api/products/get-list-products', catalogueSync];
const cancelling = [updateOrderStatus, '/docs/guides/order-lifecycle'];
const gettingToken = [authentication, '/docs/intro'];
const localMock = [testing, '/docs/quickstart'];
const orderLifecycle = '/docs/guides/order-lifecycle';
const sentHistory = '/api/oa-messages/get-sent-histories';
const deletingProducts = ['/api/products/delete-product', catalogueSync];
const creatingProducts = ['/api/products/create-product', catalogueSync];
const productInArticle = '/api/news/add-product-to-news';
const keepingToken = [authentication, '/docs/intro'];

export const searchQuestions: readonly SearchQuestion[] = [
  // The review's ten.
  { locale: 'en', question: 'how do I verify a webhook signature', answers: [webhooks] },
  { locale: 'vi', question: 'mã lỗi -124 nghĩa là gì', answers: [errors] },
  { locale: 'vi', question: 'gửi tin ZNS cần những trường nào', answers: [sendZns] },
  { locale: 'en', question: 'how do I retry an order safely', answers: [overview, createOrder] },
  { locale: 'vi', question: 'giới hạn tốc độ gọi API', answers: [overview] },
  { locale: 'en', question: 'what does error -1010 mean', answers: [errors] },
  { locale: 'vi', question: 'làm sao lấy access token', answers: gettingToken },
  {
    locale: 'en',
    question: 'how do I page through all products',
    // The catalogue guide's "Paging through the whole catalogue" walks through exactly this.
    answers: paging,
  },
  { locale: 'vi', question: 'webhook bị gửi lại mấy lần', answers: [webhooks] },
  { locale: 'en', question: 'cancel an order', answers: cancelling },
  // Vietnamese, with marks.
  { locale: 'vi', question: 'làm sao xác minh chữ ký webhook', answers: [webhooks] },
  { locale: 'vi', question: 'làm thế nào để phân trang danh sách sản phẩm', answers: paging },
  { locale: 'vi', question: 'cách tạo đơn hàng mới', answers: [createOrder] },
  { locale: 'vi', question: 'làm sao hủy đơn hàng', answers: cancelling },
  { locale: 'vi', question: 'khi nào nên thử lại yêu cầu bị lỗi', answers: [errors, overview] },
  { locale: 'vi', question: 'xoay vòng token như thế nào', answers: [authentication] },
  { locale: 'vi', question: 'thu hồi token bị lộ', answers: [authentication] },
  { locale: 'vi', question: 'header Prefer dùng để làm gì', answers: [testing] },
  { locale: 'vi', question: 'chống xử lý trùng sự kiện webhook', answers: [webhooks] },
  { locale: 'vi', question: 'đồng bộ danh mục sản phẩm thế nào', answers: [catalogueSync] },
  { locale: 'vi', question: 'xem hạn mức ZNS còn lại ở đâu', answers: [znsQuota] },
  {
    locale: 'vi',
    question: 'đăng ký mẫu ZNS mới',
    answers: ['/api/template-zns/register-template', '/api/template-zns/create-template', znsGuide],
  },
  { locale: 'vi', question: 'delivery_id dùng để làm gì', answers: [webhooks] },
  // Vietnamese without marks.
  {
    locale: 'vi',
    question: 'lam sao gui tin nhan cho nguoi dung',
    answers: ['/api/oa-messages/send-message'],
  },
  { locale: 'vi', question: 'cap nhat trang thai don hang', answers: [updateOrderStatus] },
  { locale: 'vi', question: 'ma loi la gi', answers: [errors] },
  { locale: 'vi', question: 'lay danh sach don hang', answers: ['/api/orders/get-list-orders'] },
  { locale: 'vi', question: 'kiem tra chu ky webhook the nao', answers: [webhooks] },
  { locale: 'vi', question: 'chay may chu gia lap tren may minh', answers: localMock },
  // Vietnamese typed in Telex without an input method.
  { locale: 'vi', question: 'xacs minh chuwx kys webhook', answers: [webhooks] },
  { locale: 'vi', question: 'taoj ddown hangf', answers: [createOrder] },
  { locale: 'vi', question: 'giowis hanj taanf suaats', answers: [overview] },
  { locale: 'vi', question: 'phaan trang nhuw theese naof', answers: [overview] },
  // English.
  { locale: 'en', question: 'how do I get an access token', answers: gettingToken },
  { locale: 'en', question: 'what is the rate limit', answers: [overview] },
  { locale: 'en', question: 'how do I send a ZNS message', answers: [sendZns, znsGuide] },
  { locale: 'en', question: 'how many times is a webhook retried', answers: [webhooks] },
  {
    locale: 'en',
    question: 'how do I rotate my token without downtime',
    answers: [authentication],
  },
  { locale: 'en', question: 'how do I test against the mock server', answers: localMock },
  { locale: 'en', question: 'how do I check my ZNS quota', answers: [znsQuota] },
  { locale: 'en', question: 'what is the response envelope', answers: [overview] },
  { locale: 'en', question: 'which fields does create order need', answers: [createOrder] },
  { locale: 'en', question: 'what is the Idempotency-Key header for', answers: [overview] },
  { locale: 'en', question: 'how do I handle duplicate webhook events', answers: [webhooks] },
  // Written before the ranking was changed for the misses among the questions above, and not
  // tuned for: they check that the changes generalise.
  {
    locale: 'vi',
    question: 'làm sao biết khi đơn hàng đổi trạng thái',
    answers: [orderLifecycle, '/api/webhooks/order-status-changed'],
  },
  {
    locale: 'vi',
    question: 'gửi lại sự kiện webhook bị lỡ khi máy chủ sập',
    answers: [webhooks, '/api/webhooks/redeliver-event'],
  },
  { locale: 'vi', question: 'xóa sản phẩm ngừng kinh doanh', answers: deletingProducts },
  { locale: 'vi', question: 'phí gửi tin ZNS là bao nhiêu', answers: [znsGuide] },
  {
    locale: 'vi',
    question: 'mẫu ZNS bị từ chối thì sửa thế nào',
    answers: [znsGuide, '/api/template-zns/update-template'],
  },
  { locale: 'vi', question: 'token cần những phạm vi quyền nào', answers: keepingToken },
  { locale: 'vi', question: 'xem lich su tin nhan da gui', answers: [sentHistory] },
  { locale: 'vi', question: 'tao san pham moi', answers: creatingProducts },
  { locale: 'vi', question: 'luu token o dau cho an toan', answers: keepingToken },
  { locale: 'vi', question: 'gan san pham vao bai viet', answers: [productInArticle] },
  { locale: 'vi', question: 'xoas sanr phaamr', answers: deletingProducts },
  { locale: 'vi', question: 'lichj suwr ddown hangf', answers: [orderLifecycle] },
  { locale: 'en', question: 'how do I store my API token securely', answers: keepingToken },
  {
    locale: 'en',
    question: 'which order status transitions are allowed',
    answers: [orderLifecycle, updateOrderStatus],
  },
  { locale: 'en', question: 'how do I list the messages I have sent', answers: [sentHistory] },
  {
    locale: 'en',
    question: 'how do I attach a product to a news article',
    answers: [productInArticle],
  },
  { locale: 'en', question: 'how can I test error responses locally', answers: [testing] },
  {
    locale: 'en',
    question: 'what time of day can ZNS messages be sent',
    answers: [znsGuide, overview],
  },
];
