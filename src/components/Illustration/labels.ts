/** The text alternative of each scene, in the reader's language (ids illustration.<scene>). */
import { translate } from '@docusaurus/Translate';
import type { IllustrationScene } from './scenes';

export function sceneLabel(scene: IllustrationScene): string {
  switch (scene) {
    case 'miniAppShop':
      return translate({
        id: 'illustration.miniAppShop',
        message:
          'Minh họa: một mini app bán hàng mở ngay trong Zalo, với danh mục sản phẩm, giỏ hàng và tin nhắn xác nhận đơn.',
      });
    case 'miniAppCheckout':
      return translate({
        id: 'illustration.miniAppCheckout',
        message:
          'Minh họa: màn hình thanh toán của mini app, gồm các món trong đơn, các cách thanh toán (một cách đang được chọn) và nút đặt hàng.',
      });
    case 'miniAppGiftPicker':
      return translate({
        id: 'illustration.miniAppGiftPicker',
        message:
          'Minh họa: người nhận chọn quà trong mini app, với thanh hạn mức ở trên và các thẻ quà, một thẻ đã được đánh dấu chọn.',
      });
    case 'miniAppVoucher':
      return translate({
        id: 'illustration.miniAppVoucher',
        message:
          'Minh họa: một e-voucher trong mini app, gồm giá trị ưu đãi, mã QR để đưa tại quầy và hạn dùng.',
      });
    case 'managementOrders':
      return translate({
        id: 'illustration.managementOrders',
        message:
          'Minh họa: danh sách đơn hàng trong ứng dụng quản lý, có bộ lọc ở trên và mỗi đơn mang nhãn trạng thái (mới, đã xác nhận, đang giao, hoàn tất) cùng số tiền.',
      });
    case 'managementCampaign':
      return translate({
        id: 'illustration.managementCampaign',
        message:
          'Minh họa: tạo chiến dịch trong ứng dụng quản lý, gồm các bước thiết lập, danh sách người nhận được chọn, bản xem trước mẫu tin và lịch gửi.',
      });
    case 'managementReport':
      return translate({
        id: 'illustration.managementReport',
        message:
          'Minh họa: báo cáo trong ứng dụng quản lý, với ba chỉ số tổng quan và biểu đồ cột theo từng ngày.',
      });
  }
}
