/**
 * How a business gets a MiniAI workspace and an access token, stated once: /docs/intro, the
 * quickstart, /pricing, /about and the blog render it through <AccountPath />, so no page promises
 * a different path. Which packages include API integration and a test environment of their own
 * comes from src/data/pricing.ts; the component fills in the package names ({apiPackages},
 * {noApiPackages}, {testPackages}).
 */
import type { SiteLocale } from '@site/config/locales';

type AccountStepId = 'workspace' | 'packages' | 'time' | 'next';

export interface AccountStep {
  id: AccountStepId;
  /** The question the step answers, as the reader would ask it. */
  question: Record<SiteLocale, string>;
  answer: Record<SiteLocale, string>;
  /** Pages the answer sends the reader to: a site path and its text per locale. */
  links: readonly { to: string; label: Record<SiteLocale, string> }[];
}

/** MiniAI has published no time for creating a workspace, so the path promises none. */
export const accountPath: readonly AccountStep[] = [
  {
    id: 'workspace',
    question: { vi: 'Ai tạo workspace?', en: 'Who creates the workspace?' },
    answer: {
      vi: 'MiniAI tạo workspace cho doanh nghiệp khi hai bên bắt đầu dự án theo một gói; doanh nghiệp không tự đăng ký workspace. Sau đó bạn đăng nhập ứng dụng quản lý và liên kết Zalo OA của mình với workspace.',
      en: 'MiniAI creates the workspace for a business when the two start a project on a package; a business does not sign up for a workspace on its own. You then sign in to the management app and link your Zalo OA to the workspace.',
    },
    links: [],
  },
  {
    id: 'packages',
    question: {
      vi: 'Gói nào có API và môi trường thử?',
      en: 'Which packages include the API and a test environment?',
    },
    answer: {
      vi: 'Tích hợp qua MiniAI API có trong gói {apiPackages}; gói {noApiPackages} không gồm tích hợp API. Môi trường thử nghiệm riêng chỉ có trong gói {testPackages}. Ở mọi gói, và cả trước khi có workspace, bạn thử API bằng sandbox trong trình duyệt và máy chủ giả lập, không cần tài khoản.',
      en: 'Integration through the MiniAI API is part of the {apiPackages} packages; {noApiPackages} does not include API integration. A test environment of its own comes only with {testPackages}. With every package, and before you have a workspace, you try the API with the in-browser sandbox and the mock server, no account needed.',
    },
    links: [
      { to: '/pricing', label: { vi: 'So sánh các gói', en: 'Compare the packages' } },
      { to: '/docs/testing', label: { vi: 'Hướng dẫn kiểm thử', en: 'Testing guide' } },
    ],
  },
  {
    id: 'time',
    question: { vi: 'Mất bao lâu?', en: 'How long does it take?' },
    answer: {
      vi: 'MiniAI chưa công bố thời gian tạo workspace, nên trang này không hứa một mốc nào. Hãy gửi yêu cầu qua trang liên hệ, kèm tên doanh nghiệp, Zalo OA của bạn (nếu đã có), gói bạn quan tâm và các hệ thống cần nối với API; MiniAI trả lời kèm các bước và thời gian cho dự án của bạn.',
      en: 'MiniAI has not published how long creating a workspace takes, so this page promises no date. Send a request through the contact page with your business name, your Zalo OA (if you have one), the package you are interested in and the systems to connect to the API; MiniAI answers with the steps and the timing for your project.',
    },
    links: [{ to: '/contact', label: { vi: 'Liên hệ MiniAI', en: 'Contact MiniAI' } }],
  },
  {
    id: 'next',
    question: { vi: 'Có workspace rồi thì làm gì?', en: 'What do I do once I have a workspace?' },
    answer: {
      vi: 'Trong ứng dụng quản lý, mở Cài đặt → API → Tạo access token, chọn phạm vi nhỏ nhất bạn cần và lưu token vào kho bí mật của máy chủ. Rồi gửi một yêu cầu đọc tới API thật, như bước 6 của hướng dẫn bắt đầu nhanh.',
      en: 'In the management app, open Settings → API → Create access token, choose the narrowest scope you need and store the token in your server’s secret store. Then send a read request to the live API, as in step 6 of the quickstart.',
    },
    links: [
      {
        to: '/docs/authentication',
        label: { vi: 'Hướng dẫn xác thực', en: 'Authentication guide' },
      },
      {
        to: '/docs/quickstart',
        label: { vi: 'Hướng dẫn bắt đầu nhanh', en: 'Quickstart' },
      },
    ],
  },
];
