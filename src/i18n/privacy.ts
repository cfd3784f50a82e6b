/**
 * The privacy banner, the footer's "Cài đặt quyền riêng tư" link, the privacy page and the consent endpoint's
 * refusals (docs/measurement.md, Consent). The banner is drawn on the server: its behaviour carries none of these.
 */
export const privacy = {
  title: 'Quyền riêng tư',
  text: 'Chúng tôi dùng cookie cần thiết để trang hoạt động. Nếu bạn đồng ý, chúng tôi còn đo lượt đọc và hiệu quả quảng cáo. Bạn đổi ý được bất cứ lúc nào.',
  more: 'Tìm hiểu thêm',
  acceptAll: 'Đồng ý tất cả',
  refuseAll: 'Từ chối',
  customise: 'Tuỳ chỉnh',
  save: 'Lưu lựa chọn',
  purposes: 'Mục đích sử dụng',
  necessary: 'Cần thiết',
  necessaryText: 'Luôn bật: giữ giỏ hàng, phiên đăng nhập và chính lựa chọn này. Trang không hoạt động được nếu thiếu.',
  analytics: 'Phân tích',
  analyticsText: 'Đếm lượt xem trang, lượt cuộn và lượt bấm để biết bài viết nào hữu ích với bạn đọc.',
  advertising: 'Quảng cáo',
  advertisingText: 'Đo hiệu quả quảng cáo và hiển thị quảng cáo phù hợp hơn với bạn.',
  gpc: 'Trình duyệt của bạn gửi tín hiệu Global Privacy Control, nên quảng cáo luôn tắt.',
  failed: 'Chưa lưu được lựa chọn của bạn. Hãy kiểm tra kết nối mạng rồi thử lại.',
  settingsLink: 'Cài đặt quyền riêng tư',
  /** The privacy page (`/quyen-rieng-tu`): what is kept and measured, for readers with or without JavaScript. */
  page: {
    title: 'Quyền riêng tư',
    description: 'Những gì Thủ Thuật Điện Thoại lưu và đo khi bạn đọc, và cách bạn đổi lựa chọn của mình.',
    lead: 'Chúng tôi chỉ đo những gì bạn cho phép, và bạn đổi ý được bất cứ lúc nào bằng liên kết “Cài đặt quyền riêng tư” ở chân mỗi trang.',
    sections: [
      {
        heading: 'Luôn bật: những gì trang cần để hoạt động',
        text: 'Cookie phiên đăng nhập (chỉ khi bạn đăng nhập), cookie giỏ hàng, và cookie tt_consent giữ lựa chọn quyền riêng tư của bạn trong 12 tháng. Trình duyệt của bạn còn tự đếm số trang đã xem để cửa sổ thông báo không hiện quá nhiều lần, và nhớ hạn của đồng hồ đếm ngược trên trang có nó; những con số này không bao giờ rời khỏi máy bạn.',
      },
      {
        heading: 'Phân tích: chỉ khi bạn đồng ý',
        text: 'Lượt xem trang, lượt cuộn đến cuối bài, lượt bấm liên kết ra ngoài và tải tệp, biểu mẫu, video và từ khoá tìm kiếm, lưu trên máy chủ của chúng tôi. Địa chỉ e-mail bị xoá khỏi mọi nội dung trước khi lưu.',
      },
      {
        heading: 'Quảng cáo: chỉ khi bạn đồng ý',
        text: 'Đo hiệu quả quảng cáo và hiển thị quảng cáo phù hợp hơn. Nếu trình duyệt của bạn gửi tín hiệu Global Privacy Control (GPC), quảng cáo luôn tắt, dù bạn chọn gì.',
      },
      {
        heading: 'Bằng chứng lựa chọn của bạn',
        text: 'Mỗi lần bạn chọn, chúng tôi ghi lại thời điểm, phiên bản thông báo, lựa chọn cho từng mục đích và một mã ngẫu nhiên (cũng nằm trong cookie tt_consent). Không ghi địa chỉ IP, e-mail hay tài khoản. Khi chính sách thay đổi, chúng tôi hỏi lại bạn.',
      },
      {
        heading: 'Khi trình duyệt tắt JavaScript',
        text: 'Không có gì được đo: mọi phép đo đều chạy bằng JavaScript, nên khi JavaScript tắt, bạn không cần cài đặt gì.',
      },
    ],
  },
  /** Why `POST /api/consent` refused a choice. */
  refusals: {
    badChoice:
      'Lựa chọn quyền riêng tư không hợp lệ: cần đúng hai mục “analytics” và “advertising”, mỗi mục là true hoặc false.',
    tooLarge: 'Nội dung gửi lên quá lớn: tối đa 1 KB.',
  },
} as const
