import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách tăng tốc điện thoại Android cũ bị chậm, giật lag',
  slug: 'cach-tang-toc-dien-thoai-android-cu-bi-cham-giat-lag',
  excerpt:
    'Điện thoại Android dùng vài năm bắt đầu chậm, giật lag? Thử ngay những cách tăng tốc hiệu quả, an toàn mà không cần cài ứng dụng dọn rác.',
  categories: ['android'],
  tags: ['Android', 'Tăng tốc', 'Mẹo hay'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'speed',
    alt: 'Đồng hồ đo tốc độ bên cạnh điện thoại Android đời cũ',
    title: 'Tăng tốc điện thoại Android cũ',
    description: 'Vài thay đổi đơn giản có thể giúp chiếc điện thoại Android cũ phản hồi nhanh hơn rõ rệt.',
  },
  publishedAt: '2026-10-01T19:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt',
      title: 'Chăm sóc thiết bị',
      summary: { value: 'Tốt', caption: 'Có 3 mục có thể tối ưu hóa' },
      button: 'Tối ưu hóa ngay',
      path: ['Cài đặt', 'Chăm sóc thiết bị', 'Tối ưu hóa ngay'],
      rows: [
        { label: 'Pin', detail: '72%', icon: 'battery' },
        { label: 'Lưu trữ', detail: '96,4 GB / 128 GB', icon: 'storage' },
        { label: 'Bộ nhớ', detail: '5,1 GB / 8 GB', icon: 'speed' },
        { label: 'Bảo vệ thiết bị', detail: 'Đã bật', icon: 'security' },
      ],
      highlight: 'button',
    },
    {
      kind: 'menu',
      os: 'android',
      over: 'home',
      style: 'alert',
      title: 'Khởi động lại ở chế độ an toàn',
      message:
        'Thao tác này tạm tắt mọi ứng dụng bạn đã cài thêm. Chúng sẽ hoạt động lại khi bạn khởi động lại máy lần nữa.',
      path: ['Menu nguồn', 'Chạm giữ Tắt nguồn', 'Chế độ an toàn'],
      items: [{ label: 'Hủy' }, { label: 'OK' }],
      highlight: 1,
    },
  ],
  body: `Chiếc điện thoại Android từng rất mượt giờ mở ứng dụng mất vài giây, vuốt màn hình thì khựng lại, gõ phím cũng bị trễ. Đây là tình trạng chung của hầu hết điện thoại sau hai, ba năm sử dụng. Trước khi nghĩ đến chuyện mua máy mới, hãy thử những cách dưới đây. Phần lớn đều miễn phí, an toàn và hiệu quả.

## Vì sao điện thoại Android cũ bị chậm

Có vài nguyên nhân thường gặp: bộ nhớ trong gần đầy khiến việc đọc ghi chậm đi, ứng dụng ngày càng nặng hơn sau mỗi lần cập nhật, quá nhiều ứng dụng chạy nền, và pin đã chai khiến máy tự hạ hiệu năng để tránh sập nguồn.

## Những việc nên làm ngay

1. Khởi động lại điện thoại ít nhất mỗi tuần một lần để giải phóng bộ nhớ RAM và dừng các tiến trình bị treo.
2. Giữ trống ít nhất 10–15% bộ nhớ trong, vì máy gần đầy bộ nhớ sẽ chậm đi rõ rệt.
3. Cập nhật hệ điều hành và ứng dụng lên phiên bản mới nhất để nhận các bản sửa lỗi hiệu năng.
4. Gỡ những ứng dụng không dùng tới, và tắt các ứng dụng cài sẵn không gỡ được bằng nút **Tắt** (Disable) trong **Cài đặt > Ứng dụng**.
5. Hạn chế chạy nền cho những ứng dụng ít dùng trong phần cài đặt pin của từng ứng dụng.

Nếu bộ nhớ đang báo đầy, hãy làm theo hướng dẫn [giải phóng bộ nhớ điện thoại Android khi báo đầy](/cach-giai-phong-bo-nho-dien-thoai-android-khi-bao-day) trước tiên. Trên máy Samsung, mục **Chăm sóc thiết bị** (Device care) còn có nút **Tối ưu hóa ngay** (Optimize now) và tùy chọn tự động khởi động lại định kỳ.

![Màn hình Chăm sóc thiết bị trên Samsung với nút Tối ưu hóa ngay](speed "Tối ưu hóa điện thoại | Một lần chạm để đóng ứng dụng chạy nền và kiểm tra tình trạng máy.")

## Làm nhẹ giao diện

### Giảm hiệu ứng chuyển động

Hiệu ứng mở và đóng ứng dụng đẹp mắt nhưng khiến máy yếu có cảm giác ì ạch. Trên Pixel, vào **Cài đặt > Hỗ trợ tiếp cận > Màu sắc và chuyển động** (Accessibility > Color and motion) rồi bật **Xóa hiệu ứng động** (Remove animations). Trên Samsung, vào **Cài đặt > Hỗ trợ > Cải thiện hiển thị** (Accessibility > Visibility enhancements) rồi bật **Giảm hiệu ứng động** (Reduce animations). Người dùng quen tay hơn có thể chỉnh tốc độ hiệu ứng trong chế độ nhà phát triển.

### Bớt tiện ích và hình nền động

Mỗi tiện ích (widget) thời tiết, tin tức hay lịch trên màn hình chính đều tự cập nhật liên tục. Hãy giữ lại vài tiện ích thật cần thiết và đổi hình nền động sang ảnh tĩnh.

### Dùng phiên bản nhẹ của ứng dụng

Với máy yếu, bản **Facebook Lite** nhẹ hơn nhiều so với Facebook thường.

## Tìm ứng dụng gây lỗi bằng Chế độ an toàn

Chế độ an toàn (Safe mode) khởi động máy chỉ với ứng dụng hệ thống. Nếu máy chạy mượt hẳn trong chế độ này, thủ phạm là một ứng dụng bạn đã cài thêm. Để vào Chế độ an toàn, mở menu nguồn, chạm và giữ nút **Tắt nguồn** (Power off) cho đến khi thấy tùy chọn khởi động vào chế độ an toàn rồi xác nhận. Khởi động lại bình thường để thoát, sau đó gỡ lần lượt những ứng dụng cài gần đây nhất.

![Hộp thoại Khởi động lại ở chế độ an toàn trên điện thoại Android](storage "Vào Chế độ an toàn | Nếu máy chạy mượt hẳn trong Chế độ an toàn, thủ phạm là một ứng dụng bạn đã cài thêm: hãy gỡ lần lượt các ứng dụng cài gần đây.")

## Giải pháp cuối cùng

Nếu mọi cách đều không hiệu quả, hãy sao lưu dữ liệu rồi khôi phục cài đặt gốc. Trên Samsung, vào **Cài đặt > Quản lý chung > Đặt lại > Khôi phục cài đặt gốc** (General management > Reset > Factory data reset); trên Pixel, vào **Cài đặt > Hệ thống > Tùy chọn đặt lại** (System > Reset options) và chọn xóa mọi dữ liệu. Nếu pin đã chai nặng, thay pin mới tại trung tâm bảo hành cũng giúp máy lấy lại hiệu năng.

> Lưu ý: Tránh các ứng dụng “tăng tốc”, “dọn RAM”; chúng thường làm máy chậm hơn vì liên tục đóng ứng dụng và hiện quảng cáo.

## Kết luận

Khởi động lại định kỳ, giữ bộ nhớ thoáng, gỡ ứng dụng thừa và giảm hiệu ứng là những cách đơn giản nhất để điện thoại Android cũ chạy nhanh hơn. Chế độ an toàn giúp bạn tìm ra ứng dụng gây lỗi, còn khôi phục cài đặt gốc là bước cuối khi mọi cách khác đều không giúp được.`,
}
export default article
